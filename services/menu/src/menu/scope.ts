import { eq, sql } from 'drizzle-orm';
import { isId, notFound, type RequestContext, type RestaurantAccess } from '@zest/kit';
import { menuVersions } from '../db/schema';
import type { MenuDatabase } from '../db/client';
import type { MenuTransaction, TenantDatabase } from '../db/tenant';

/** Finds a row by its own id among some restaurants' rows. */
export type Locate<R> = (tx: MenuTransaction, id: string, restaurantIds: string[]) => Promise<R | undefined>;

export interface RowTarget<R> {
  id: unknown;
  /** When the request names a restaurant, the row must be that restaurant's. */
  restaurantId?: unknown;
  /** The 404 message: another tenant's row looks like one that does not exist. */
  message: string;
  locate: Locate<R>;
  /** Deletes the row by its id. */
  remove?: (tx: MenuTransaction, id: string) => Promise<void>;
}

/** What a call does with the menu: read it, change it, or mark what ran out (a change too). */
export type MenuNeed = 'read' | 'write' | 'soldOut';
const PERMISSION = { read: 'menu.read', write: 'menu.write', soldOut: 'menu.soldOut' } as const;
const permission = (need: MenuNeed) => PERMISSION[need];

const NOT_FOUND = Symbol('not found');
const named = (restaurantId: unknown) => restaurantId !== undefined && restaurantId !== null && restaurantId !== '';

/**
 * How every menu call reaches its rows: access checked first (the kit's
 * RestaurantAccess over the menu's copy of the restaurants), then one tenant transaction limited to the
 * caller's restaurants (row-level security). A write also moves the
 * restaurant's menu version on inside the same transaction, and once it has
 * committed, tells `afterWrite` (the priced-menu publisher).
 */
export class MenuScope {
  constructor(
    private readonly tenants: TenantDatabase,
    private readonly access: RestaurantAccess,
    private readonly afterWrite: (restaurantId: string, version: number) => void | Promise<void>,
  ) {}

  /** Work on one named restaurant's menu. */
  async inRestaurant<T>(
    ctx: RequestContext,
    restaurantId: unknown,
    need: MenuNeed,
    work: (tx: MenuTransaction, restaurantId: string) => Promise<T>,
  ): Promise<T> {
    const { id: rid } = await this.access.forRestaurant(ctx, restaurantId, permission(need));
    const result = await this.tenants.run([rid], async (tx) => {
      const value = await work(tx, rid);
      return { value, version: need === 'read' ? null : await bumpVersion(tx, rid) };
    });
    if (result.version !== null) await this.afterWrite(rid, result.version);
    return result.value;
  }

  /**
   * Work on a row named by its own id: found among the caller's restaurants
   * (or the one the request names), else 404. A write is then checked on the
   * row's restaurant.
   */
  async byId<R extends { restaurantId: string }, T>(
    ctx: RequestContext,
    need: MenuNeed,
    target: RowTarget<R>,
    work: (tx: MenuTransaction, row: R) => Promise<T>,
  ): Promise<T> {
    const scope = named(target.restaurantId)
      ? [await this.access.forRestaurant(ctx, target.restaurantId, 'menu.read')]
      : await this.access.readable(ctx, 'menu.read');
    const { id } = target;
    if (!isId(id) || !scope.length) throw notFound(target.message);
    const ids = scope.map((r) => r.id);
    const result = await this.tenants.run(ids, async (tx) => {
      const row = await target.locate(tx, id, ids);
      if (!row) return NOT_FOUND;
      if (need === 'read') return { row, value: await work(tx, row), version: null };
      this.access.check(
        ctx,
        scope.find((r) => r.id === row.restaurantId)!,
        'menu.write',
      );
      const value = await work(tx, row);
      return { row, value, version: await bumpVersion(tx, row.restaurantId) };
    });
    if (result === NOT_FOUND) throw notFound(target.message);
    if (result.version !== null) await this.afterWrite(result.row.restaurantId, result.version);
    return result.value;
  }

  /** Deletes a row named by its id (see rows.ts rowsOf) and answers `done`. */
  delete<R extends { id: string; restaurantId: string }>(ctx: RequestContext, target: RowTarget<R>, done: string) {
    return this.byId(ctx, 'write', target, async (tx, row) => {
      await target.remove!(tx, row.id);
      return ack(done);
    });
  }
}

/**
 * The next version of a restaurant's menu, in the writing transaction (the
 * outbox of menu-events.ts). The row lock orders a restaurant's writes, so
 * versions follow commit order.
 */
async function bumpVersion(tx: MenuTransaction, restaurantId: string): Promise<number> {
  const [row] = await tx
    .insert(menuVersions)
    .values({ restaurantId, version: 1 })
    .onConflictDoUpdate({
      target: menuVersions.restaurantId,
      set: { version: sql`${menuVersions.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: menuVersions.version });
  return row!.version;
}

/** A restaurant's menu version now (0: never written). */
export async function menuVersion(db: MenuDatabase | MenuTransaction, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ version: menuVersions.version })
    .from(menuVersions)
    .where(eq(menuVersions.restaurantId, restaurantId));
  return row?.version ?? 0;
}

/** Per-restaurant number (1, 2, 3…) from the counter row, in the caller's transaction. */
export async function nextNumber(
  tx: MenuTransaction,
  restaurantId: string,
  kind: 'product' | 'special' | 'topping',
): Promise<number> {
  const column = { product: 'next_product', special: 'next_special', topping: 'next_topping' }[kind];
  const result = await tx.execute<{ n: number }>(
    sql`INSERT INTO menu_counters (restaurant_id, ${sql.raw(column)}) VALUES (${restaurantId}, 2)
        ON CONFLICT (restaurant_id) DO UPDATE SET ${sql.raw(column)} = menu_counters.${sql.raw(column)} + 1
        RETURNING ${sql.raw(column)} - 1 AS n`,
  );
  return Number(result.rows[0]!.n);
}

export const ack = (message: string) => ({ success: true, message });
