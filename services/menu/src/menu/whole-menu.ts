import type { RequestContext, RestaurantAccess, SoldOutMark } from '@zest/kit';
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
    return this.of(rid);
  }

  /**
   * The menu of a restaurant whose ordering page was found by its address (the orders service's
   * onlinePage, which answers only a page taking orders): the page's entity is its only way here.
   */
  async of(rid: string) {
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
    return { ...marksInForce(menu), version };
  }
}

type Marked = { soldOut: SoldOutMark | null };
const ended = (item: Marked, now: number) => item.soldOut?.until != null && Date.parse(item.soldOut.until) <= now;
const unmarked = <T extends Marked>(items: T[], now: number): T[] =>
  items.map((item) => (ended(item, now) ? { ...item, soldOut: null } : item));

/**
 * The cached menu moves on with writes only: a sold-out mark that ended since it was built (the
 * restaurant's midnight) reads as none (docs/decisions/0061-sold-out.md).
 */
function marksInForce<
  M extends {
    categories: { products: (Marked & { sizes: Marked[] })[] }[];
    specials: Marked[];
    toppings: Marked[];
    sides: Marked[];
  },
>(menu: M): M {
  const now = Date.now();
  return {
    ...menu,
    categories: menu.categories.map((c) => ({
      ...c,
      products: unmarked(c.products, now).map((p) => ({ ...p, sizes: unmarked(p.sizes, now) })),
    })),
    specials: unmarked(menu.specials, now),
    toppings: unmarked(menu.toppings, now),
    sides: unmarked(menu.sides, now),
  };
}
