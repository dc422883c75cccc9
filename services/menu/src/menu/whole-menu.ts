import type { RequestContext, RestaurantAccess } from '@zest/kit';
import type { TenantDatabase } from '../db/tenant';
import type { MenuCache } from './menu-cache';
import { wholeMenuRows } from './rows';
import { menuVersion } from './scope';

/**
 * The whole menu of a restaurant in one read (what the cashier terminal
 * loads): built in one transaction, one query per table, and cached under
 * the menu's version. Access is checked before the cache is read.
 */
export class WholeMenu {
  constructor(
    private readonly tenants: TenantDatabase,
    private readonly access: RestaurantAccess,
    private readonly cache: MenuCache,
  ) {}

  async read(ctx: RequestContext, restaurantId: unknown) {
    const { id: rid } = await this.access.forRestaurant(ctx, restaurantId, 'menu.read');
    // Read before the menu is built, so a copy is never older than the version it is kept under.
    const version = await menuVersion(this.tenants.db, rid);
    const menu = await this.cache.read(rid, version, () =>
      this.tenants.run([rid], async (tx) => {
        const menu = await wholeMenuRows(tx, rid);
        return {
          restaurantId: rid,
          categories: menu.categories.map((c) => ({
            ...c,
            products: menu.products.filter((p) => p.categoryId === c.id),
          })),
          specials: menu.specials,
          toppings: menu.toppings,
          sides: menu.sides,
        };
      }),
    );
    return { ...menu, version };
  }
}
