import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  EventOutbox,
  inBuckets,
  menuEventsQueue,
  menuJobId,
  restaurantProjection,
  versionDigest,
  type JobsOptions,
  type Logger,
  type MenuPublished,
  type PricedMenu,
  type SoldOutMark,
  type RedisClient,
} from '@zest/kit';
import { menuVersions } from '../db/schema';
import type { TenantDatabase } from '../db/tenant';
import { wholeMenuRows } from './rows';
import { menuVersion } from './scope';

type MenuRows = Awaited<ReturnType<typeof wholeMenuRows>>;

/** A product takes toppings only when it and its category both do (docs/product.md#categories). */
function toppingsTaken(menu: MenuRows): (product: MenuRows['products'][number]) => boolean {
  const open = new Set(menu.categories.filter((c) => c.takesToppings).map((c) => c.id));
  return (p) => p.takesToppings && open.has(p.categoryId);
}

/**
 * Whether a special's item takes toppings: its text names a product (or a
 * size and a product) that does; one naming a side takes none; one naming
 * nothing on the menu now (items are text) is left as it was: it does.
 */
function itemTakesToppings(menu: MenuRows, takes: ReturnType<typeof toppingsTaken>): (name: string) => boolean {
  const byName = new Map<string, boolean>();
  for (const s of menu.sides) byName.set(s.name, false);
  for (const p of menu.products) {
    byName.set(p.name, takes(p));
    for (const size of p.sizes) byName.set(`${size.sizeName} ${p.name}`, takes(p));
  }
  return (name) => byName.get(name) ?? true;
}

/** A sold-out mark goes with the item only while there is one: most items have none. */
const marked = (item: { soldOut: SoldOutMark | null }) => (item.soldOut ? { soldOut: item.soldOut } : {});

/** What orders needs to price a line (kit/events/events.ts), from the menu's rows. */
export function pricedMenu(menu: MenuRows): PricedMenu {
  const takes = toppingsTaken(menu);
  const itemTakes = itemTakesToppings(menu, takes);
  return {
    products: menu.products.map((p) => ({
      id: p.id,
      name: p.name,
      categoryId: p.categoryId,
      priceCents: p.priceCents,
      sizes: p.sizes.map((s) => ({ id: s.id, sizeName: s.sizeName, priceCents: s.priceCents, ...marked(s) })),
      takesToppings: takes(p),
      ...marked(p),
    })),
    toppings: menu.toppings.map((t) => ({
      id: t.id,
      name: t.name,
      basePriceCents: t.basePriceCents,
      extras: t.extras
        ? {
            littlePriceCents: t.extras.littlePriceCents,
            regularPriceCents: t.extras.regularPriceCents,
            extraPriceCents: t.extras.extraPriceCents,
          }
        : null,
      ...marked(t),
    })),
    sides: menu.sides.map((s) => ({ id: s.id, name: s.name, basePriceCents: s.basePriceCents, ...marked(s) })),
    specials: menu.specials.map((s) => ({
      id: s.id,
      name: s.name,
      priceCents: s.priceCents,
      ...marked(s),
      items: s.items.map((i) => ({
        id: i.id,
        productName: i.productName,
        quantity: i.quantity,
        takesToppings: itemTakes(i.productName),
      })),
    })),
  };
}

/** A restaurant's menu as one snapshot: the version and the rows of the same moment. */
export function currentMenu(tenants: TenantDatabase, restaurantId: string): Promise<MenuPublished> {
  return tenants.run(
    [restaurantId],
    async (tx) => ({
      restaurantId,
      version: await menuVersion(tx, restaurantId),
      menu: pricedMenu(await wholeMenuRows(tx, restaurantId)),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Publishes each restaurant's priced menu to every subscriber's queue
 * (docs/architecture.md#menu-events). The outbox is menu_versions: a write
 * moves `version` on in its own transaction, and a row whose version is
 * ahead of `published_version` is still to send; a kick after the commit
 * sends it at once and a sweep sends what a failed kick left behind. A
 * replay request sends every restaurant's current menu (deleted restaurants'
 * too; version 0 and an empty menu for one never written); a check compares
 * the written ones (version above 0), the only ones both sides count.
 */
export class MenuEvents extends EventOutbox<{ restaurantId: string }, MenuPublished, { id: string }> {
  constructor(
    tenants: TenantDatabase,
    connection: RedisClient,
    subscribers: readonly string[],
    log: Logger,
    jobs: JobsOptions,
  ) {
    super(
      'menu',
      menuEventsQueue,
      subscribers,
      connection,
      log,
      jobs,
      {
        pending: (limit) =>
          tenants.db
            .select({ restaurantId: menuVersions.restaurantId })
            .from(menuVersions)
            .where(gt(menuVersions.version, menuVersions.publishedVersion))
            .orderBy(asc(menuVersions.updatedAt))
            .limit(limit),
        toEvent: ({ restaurantId }) => currentMenu(tenants, restaurantId),
        markSent: async ({ restaurantId }, event) => {
          await tenants.db
            .update(menuVersions)
            .set({ publishedVersion: event.version })
            .where(
              and(
                eq(menuVersions.restaurantId, restaurantId),
                sql`${menuVersions.publishedVersion} < ${event.version}`,
              ),
            );
        },
        jobId: menuJobId,
      },
      {
        digest: () =>
          versionDigest(
            tenants.db,
            menuVersions,
            menuVersions.restaurantId,
            menuVersions.version,
            gt(menuVersions.version, 0),
          ),
        page: (after, limit, within) =>
          tenants.db
            .select({ id: restaurantProjection.id })
            .from(restaurantProjection)
            .where(and(gt(restaurantProjection.id, after), inBuckets(restaurantProjection.id, within)))
            .orderBy(asc(restaurantProjection.id))
            .limit(limit),
        eventOf: (r) => currentMenu(tenants, r.id),
      },
    );
  }
}
