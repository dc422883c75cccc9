import {
  KeptFacts,
  MENU_REPLAY_QUEUE,
  menuEventsQueue,
  startProjection,
  versionDigest,
  type EventSettings,
  type FactsChannel,
  type Logger,
  ReplayAsk,
  type MenuPublished,
  type PricedMenu,
  type Projection,
  type ReplaySource,
  type RedisClient,
} from '@zest/kit';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { OrdersDatabase } from '../db/client';
import { menuCopies, menuVersions } from '../db/schema';
import { MenuIndex } from '../lines/pricing';

const SUBSCRIBER = 'orders';
/** Older versions kept parsed, per process: only lines of orders printed offline ask for them. */
const OLDER_KEPT = 50;

/**
 * The orders service's copy of every restaurant's priced menu, kept from the
 * menu service's MenuPublished events (docs/decisions/0009-menu-prices-snapshot.md).
 * An older version never replaces a newer one, so events apply in any order.
 * Lines are priced from it: taking an order never waits on the menu service.
 */
export class MenuCopy {
  private readonly parsed: KeptFacts<MenuIndex>;
  private readonly source: ReplaySource;
  private readonly replay: ReplayAsk;
  private readonly older = new Map<string, MenuIndex>();

  constructor(
    private readonly db: OrdersDatabase,
    commands: RedisClient,
    log: Logger,
    private readonly facts: FactsChannel,
    /** Menus kept parsed per process (MENU_COPIES_KEPT; decision 0058). */
    kept: number,
  ) {
    this.source = { replayQueue: MENU_REPLAY_QUEUE, subscriber: SUBSCRIBER, what: 'menu', commands, log };
    this.replay = new ReplayAsk(this.source);
    const load = async (restaurantId: string) => {
      const [row] = await this.db
        .select({ version: menuCopies.version, menu: menuCopies.menu })
        .from(menuCopies)
        .where(eq(menuCopies.restaurantId, restaurantId));
      return row ? new MenuIndex(row.menu as PricedMenu, row.version) : null;
    };
    this.parsed = facts.keep(new KeptFacts('menu', load, (m) => m.version, kept));
  }

  /**
   * Applies a published menu unless a newer one is already here; true when it
   * changed the copy. Every version is kept beside it a week past its
   * replacement (housekeeping's forget-old-menus), for orders priced offline.
   */
  async apply(e: MenuPublished): Promise<boolean> {
    await this.db
      .insert(menuVersions)
      .values({ restaurantId: e.restaurantId, version: e.version, menu: e.menu })
      .onConflictDoNothing();
    const rows = await this.db
      .insert(menuCopies)
      .values({ restaurantId: e.restaurantId, version: e.version, menu: e.menu, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: menuCopies.restaurantId,
        set: { version: e.version, menu: e.menu, updatedAt: new Date() },
        setWhere: sql`${menuCopies.version} < excluded.version`,
      })
      .returning({ restaurantId: menuCopies.restaurantId });
    if (rows.length) await this.facts.announce('menu', e.restaurantId, e.version);
    return rows.length > 0;
  }

  /**
   * The restaurant's menu as last published, indexed by id; null when none
   * has arrived. Kept parsed in the process until a newer version is
   * announced (kept-facts.ts). Read before the order's transaction, never inside it.
   */
  async menuOf(restaurantId: string): Promise<MenuIndex | null> {
    const menu = await this.parsed.get(restaurantId);
    if (!menu) void this.replay.soon('a restaurant without a menu copy');
    return menu;
  }

  /**
   * One earlier version of the restaurant's menu, as it was published: what
   * a tablet priced a line from while it was offline. Null when it never
   * arrived here or was forgotten. Read before the order's transaction.
   */
  async menuAt(restaurantId: string, version: number): Promise<MenuIndex | null> {
    const key = `${restaurantId}:${version}`;
    const kept = this.older.get(key);
    if (kept) return kept;
    const [row] = await this.db
      .select({ menu: menuVersions.menu })
      .from(menuVersions)
      .where(and(eq(menuVersions.restaurantId, restaurantId), eq(menuVersions.version, version)));
    if (!row) return null;
    const menu = new MenuIndex(row.menu as PricedMenu, version);
    if (this.older.size >= OLDER_KEPT) this.older.delete(this.older.keys().next().value!);
    this.older.set(key, menu);
    return menu;
  }

  /**
   * When a version was replaced: the time the next one was published here,
   * or null while it is the newest (a paper printed before then may keep its
   * prices). Read before the order's transaction.
   */
  async replacedAt(restaurantId: string, version: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: sql<string | null>`min(${menuVersions.publishedAt})` })
      .from(menuVersions)
      .where(and(eq(menuVersions.restaurantId, restaurantId), gt(menuVersions.version, version)));
    return row?.at ? new Date(row.at) : null;
  }

  /**
   * The consumer that keeps the copy; asks the menu service for everything
   * first when the copy is empty, and compares the written menus (version
   * above 0) with the menu service's every period.
   */
  start(connection: RedisClient, events: EventSettings): Promise<Projection<MenuPublished>> {
    return startProjection<MenuPublished>({
      ...this.source,
      queue: menuEventsQueue(SUBSCRIBER),
      apply: async (e) => ({ restaurantId: e.restaurantId, version: e.version, changed: await this.apply(e) }),
      isEmpty: async () => !(await this.db.select({ id: menuCopies.restaurantId }).from(menuCopies).limit(1)).length,
      digest: () =>
        versionDigest(this.db, menuCopies, menuCopies.restaurantId, menuCopies.version, gt(menuCopies.version, 0)),
      connection,
      events,
    });
  }
}
