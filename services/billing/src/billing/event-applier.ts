import type { EntitlementChanged, Logger } from '@zest/kit';
import { eq, lt, and, isNull, sql } from 'drizzle-orm';
import type { BillingDatabase } from '../db/client';
import { customers, entitlements, processedEvents, subscriptions, type EntitlementRow } from '../db/schema';
import { describeEvent, entitlementOf, sameEntitlement, type StripeEventJob } from './events';
import type { PlanCatalog } from './plans';

type Tx = Parameters<Parameters<BillingDatabase['transaction']>[0]>[0];

export const toEntitlementChanged = (row: EntitlementRow): EntitlementChanged => ({
  userId: row.userId,
  status: row.status,
  planId: row.planId,
  allowance: row.allowance,
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  version: row.version,
});

/**
 * Applies verified Stripe events (the `stripe-events` consumer calls it):
 * once per event id, never letting an older state overwrite a newer one,
 * then publishes the owner's entitlement for auth's projection.
 */
export class EventApplier {
  constructor(
    private readonly db: BillingDatabase,
    private readonly catalog: PlanCatalog,
    private readonly entitlementEvents: { publish(event: EntitlementChanged): Promise<void> },
    private readonly log: Logger,
  ) {}

  async apply(event: StripeEventJob): Promise<{ applied: boolean; userId: string | null }> {
    const change = describeEvent(event, this.catalog);
    const result = await this.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(processedEvents)
        .values({ eventId: event.id, type: event.type, eventCreated: new Date(event.created * 1000) })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId });
      let userId = change?.userId ?? null;
      if (change?.customerId) {
        if (userId) {
          await tx
            .insert(customers)
            .values({ stripeCustomerId: change.customerId, userId, email: change.email })
            .onConflictDoNothing();
        } else {
          const [known] = await tx
            .select({ userId: customers.userId })
            .from(customers)
            .where(eq(customers.stripeCustomerId, change.customerId));
          userId = known?.userId ?? null;
        }
      }
      if (change?.subscriptionId) {
        // Link (whichever event knows the owner), insert with this state if new…
        const initial = change.state?.kind === 'full' ? change.state.value : null;
        const [row] = await tx
          .insert(subscriptions)
          .values({
            stripeSubscriptionId: change.subscriptionId,
            userId,
            stripeCustomerId: change.customerId,
            status: initial?.status ?? (change.state?.kind === 'status' ? change.state.status : 'incomplete'),
            priceId: initial?.priceId ?? null,
            planId: initial?.planId ?? null,
            allowance: initial?.allowance ?? null,
            currentPeriodEnd: initial?.currentPeriodEnd ?? null,
            cancelAtPeriodEnd: initial?.cancelAtPeriodEnd ?? false,
            // Without a state of its own a link must not outrank any real state.
            stateVersion: change.state ? change.version : 0,
          })
          .onConflictDoUpdate({
            target: subscriptions.stripeSubscriptionId,
            set: {
              userId: sql`coalesce(${subscriptions.userId}, excluded.user_id)`,
              stripeCustomerId: sql`coalesce(${subscriptions.stripeCustomerId}, excluded.stripe_customer_id)`,
            },
          })
          .returning({ userId: subscriptions.userId });
        userId = row?.userId ?? userId;
        // …else apply it only over an older state (a redelivery changes nothing).
        if (fresh.length && change.state) {
          const newer = and(
            eq(subscriptions.stripeSubscriptionId, change.subscriptionId),
            lt(subscriptions.stateVersion, change.version),
          );
          const set =
            change.state.kind === 'full'
              ? { ...change.state.value, stateVersion: change.version, updatedAt: new Date() }
              : { status: change.state.status, stateVersion: change.version, updatedAt: new Date() };
          await tx.update(subscriptions).set(set).where(newer);
          if (change.state.kind === 'full' && change.state.value.planId) {
            // A failed payment seen first left the plan unknown: any full state may fill it in.
            const { priceId, planId, allowance, currentPeriodEnd } = change.state.value;
            await tx
              .update(subscriptions)
              .set({ priceId, planId, allowance, currentPeriodEnd })
              .where(and(eq(subscriptions.stripeSubscriptionId, change.subscriptionId), isNull(subscriptions.planId)));
          }
        }
      }
      const entitlement = userId ? await this.refresh(tx, userId) : null;
      return { applied: fresh.length > 0, userId, entitlement };
    });
    // Published after commit, on every attempt: a retry after a lost publish sends it again (same job id).
    if (result.entitlement) await this.publish(result.entitlement);
    this.log.info(
      { eventId: event.id, type: event.type, applied: result.applied, userId: result.userId },
      result.applied ? 'stripe event applied' : 'stripe event already applied',
    );
    return { applied: result.applied, userId: result.userId };
  }

  /** Recompute the owner's entitlement under a per-owner lock; a change gets a higher version. */
  private async refresh(tx: Tx, userId: string): Promise<EntitlementRow> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:user:${userId}`}))`);
    const subs = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const next = entitlementOf(subs);
    const [current] = await tx.select().from(entitlements).where(eq(entitlements.userId, userId));
    if (current && sameEntitlement(current, next)) return current;
    const version = Math.max(Date.now(), (current?.version ?? 0) + 1);
    const values = { userId, ...next, version, updatedAt: new Date() };
    const [row] = await tx
      .insert(entitlements)
      .values(values)
      .onConflictDoUpdate({ target: entitlements.userId, set: values })
      .returning();
    return row!;
  }

  private async publish(row: EntitlementRow) {
    await this.entitlementEvents.publish(toEntitlementChanged(row));
  }
}
