import {
  ENTITLEMENTS_QUEUE,
  entitlementJobId,
  EventSender,
  inBuckets,
  versionDigest,
  type EntitlementChanged,
  type JobsOptions,
  type Logger,
  type RedisClient,
} from '@zest/kit';
import { and, asc, gt } from 'drizzle-orm';
import { toEntitlementChanged } from '../billing/event-applier';
import type { BillingDatabase } from '../db/client';
import { entitlements } from '../db/schema';

/**
 * Each owner's entitlement to auth, which keeps its projection from these
 * (docs/decisions/0004-billing-entitlements.md): published after every
 * attempt of a Stripe event, sent in full when auth's copy is empty, and
 * compared with auth's copy when auth asks (`entitlement-replay`).
 */
export class EntitlementEvents extends EventSender<
  EntitlementChanged,
  { id: string; row: typeof entitlements.$inferSelect }
> {
  constructor(db: BillingDatabase, connection: RedisClient, log: Logger, jobs: JobsOptions) {
    super(
      'entitlement',
      () => ENTITLEMENTS_QUEUE,
      ['auth'],
      connection,
      log,
      jobs,
      {
        digest: () => versionDigest(db, entitlements, entitlements.userId, entitlements.version),
        page: async (after, limit, within) => {
          const rows = await db
            .select()
            .from(entitlements)
            .where(and(gt(entitlements.userId, after), inBuckets(entitlements.userId, within)))
            .orderBy(asc(entitlements.userId))
            .limit(limit);
          return rows.map((row) => ({ id: row.userId, row }));
        },
        eventOf: ({ row }) => toEntitlementChanged(row),
      },
      entitlementJobId,
    );
  }
}
