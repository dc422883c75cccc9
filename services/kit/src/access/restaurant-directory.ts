import { and, asc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RedisClient } from '../data/redis';
import type { Logger } from 'pino';
import { requireAccess, type RecordFacts } from './access';
import type { Permission } from './permissions';
import type { RequestContext } from './context';
import { RESTAURANT_REPLAY_QUEUE, restaurantEventsQueue, type RestaurantChanged } from '../events/events';
import type { EventSettings } from '../events/event-settings';
import { RESTAURANT_NOT_FOUND } from '../core/messages';
import { startProjection, type Projection } from '../events/projection';
import { versionDigest } from '../events/projection-check';
import { isId } from '../core/validation';
import { KeptFacts, type FactsChannel } from '../data/kept-facts';

/**
 * A service's own copy of auth's restaurants, kept from restaurant events:
 * who owns each one, its rates and time zone, and whether it is gone. Every
 * service that needs these facts re-exports this table from its
 * src/db/schema.ts (so its migrations create it) and reads it locally: no
 * request calls back through the gateway to learn who owns a restaurant.
 * Not a tenant table: access decisions read it before a tenant is chosen.
 */
export const restaurantProjection = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    fullAddress: text('full_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    taxPercentage: numeric('tax_percentage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    deliveryChargeCents: integer('delivery_charge_cents').notNull(),
    timeZone: text('time_zone').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    /** The event version applied; an older event never overwrites a newer one. */
    version: bigint('version', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('restaurants_owner_idx').on(t.ownerId)],
);

export type KnownRestaurant = typeof restaurantProjection.$inferSelect;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's schema: only this table is used
type AnyDatabase = NodePgDatabase<any>;

export class RestaurantDirectory {
  /** Rows kept in the process by version; an applied event announces the change (kept-facts.ts). */
  private readonly kept: KeptFacts<KnownRestaurant> | null;
  /** What a service keeps of each event beyond this table (alsoKeep). */
  private also: ((e: RestaurantChanged) => Promise<unknown>) | null = null;

  constructor(
    private readonly db: AnyDatabase,
    private readonly subscriber: string,
    private readonly log: Logger,
    private readonly facts: FactsChannel | null = null,
  ) {
    const load = async (id: string) =>
      (await this.db.select().from(restaurantProjection).where(eq(restaurantProjection.id, id)))[0] ?? null;
    this.kept = facts && facts.keep(new KeptFacts('restaurant', load, (r) => r.version));
  }

  /** A live restaurant, or null (unknown, deleted, or not an id). */
  async find(id: unknown): Promise<KnownRestaurant | null> {
    if (!isId(id)) return null;
    const row = this.kept
      ? await this.kept.get(id)
      : (await this.db.select().from(restaurantProjection).where(eq(restaurantProjection.id, id)))[0];
    return row && !row.deleted ? row : null;
  }

  /**
   * One live restaurant the caller holds the permission on (kit/access/access.ts);
   * another tenant's, a deleted one and an unknown id are the same 404.
   */
  async require(
    ctx: RequestContext,
    restaurantId: unknown,
    permission: Permission,
    missing = RESTAURANT_NOT_FOUND,
    facts?: RecordFacts,
  ): Promise<KnownRestaurant> {
    const row = await this.find(restaurantId);
    requireAccess(ctx, permission, row ? { restaurantId: row.id, ownerId: row.ownerId, ...facts } : null, missing);
    return row!;
  }

  /** An owner's live restaurants, by id. */
  async owned(ownerId: string): Promise<KnownRestaurant[]> {
    if (!isId(ownerId)) return [];
    return this.db
      .select()
      .from(restaurantProjection)
      .where(and(eq(restaurantProjection.ownerId, ownerId), eq(restaurantProjection.deleted, false)))
      .orderBy(asc(restaurantProjection.id));
  }

  /** The ids of an owner's live restaurants. */
  async ownedBy(ownerId: string): Promise<string[]> {
    return (await this.owned(ownerId)).map((r) => r.id);
  }

  /**
   * A service that keeps more of each event than this shared table (drivers: whether the restaurant uses the
   * time clock) applies it here too: after the row, every time, so a retry after a failure catches up; its
   * own version decides whether it changes anything.
   */
  alsoKeep(apply: (e: RestaurantChanged) => Promise<unknown>): void {
    this.also = apply;
  }

  /** Applies an event unless a newer one is already here; true when it changed the row. */
  async apply(e: RestaurantChanged): Promise<boolean> {
    const values = {
      id: e.id,
      ownerId: e.ownerId,
      name: e.name,
      fullAddress: e.fullAddress,
      phoneNumber: e.phoneNumber,
      taxPercentage: e.taxPercentage,
      deliveryChargeCents: e.deliveryChargeCents,
      timeZone: e.timeZone,
      deleted: e.deleted,
      version: e.version,
      updatedAt: new Date(),
    };
    const rows = await this.db
      .insert(restaurantProjection)
      .values(values)
      .onConflictDoUpdate({
        target: restaurantProjection.id,
        set: values,
        setWhere: sql`${restaurantProjection.version} < excluded.version`,
      })
      .returning({ id: restaurantProjection.id });
    await this.also?.(e);
    if (rows.length) await this.facts?.announce('restaurant', e.id, e.version);
    return rows.length > 0;
  }

  /** The consumer that keeps the copy; asks auth for everything when the copy is empty, and checks it every period. */
  start(connection: RedisClient, commands: RedisClient, events: EventSettings): Promise<Projection<RestaurantChanged>> {
    return startProjection<RestaurantChanged>({
      queue: restaurantEventsQueue(this.subscriber),
      replayQueue: RESTAURANT_REPLAY_QUEUE,
      subscriber: this.subscriber,
      what: 'restaurant',
      apply: async (e) => ({ id: e.id, version: e.version, changed: await this.apply(e) }),
      isEmpty: async () =>
        !(await this.db.select({ id: restaurantProjection.id }).from(restaurantProjection).limit(1)).length,
      digest: () => versionDigest(this.db, restaurantProjection, restaurantProjection.id, restaurantProjection.version),
      connection,
      commands,
      log: this.log,
      events,
    });
  }
}
