/**
 * Events one service sends another over BullMQ. Each is a projection update:
 * the receiver keeps its own copy and stays correct while the sender is down.
 */

/** billing → auth: what an owner's plan allows now. Queue `entitlements`. */
export const ENTITLEMENTS_QUEUE = 'entitlements';

export interface EntitlementChanged {
  userId: string;
  /** Stripe subscription status (active, trialing, past_due, canceled, …), or 'none'. */
  status: string;
  planId: string | null;
  /** Restaurants allowed; null means unlimited. */
  allowance: number | null;
  currentPeriodEnd: string | null;
  /** Orders updates: a lower version never overwrites a higher one (ms since epoch of the source state). */
  version: number;
}

export const entitlementJobId = (e: EntitlementChanged) => `entitlement-${e.userId}-${e.version}`;
