import { versionDigest, type Digest, type EntitlementChanged } from '@zest/kit';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AuthDatabase } from '../db/client';
import { entitlements, restaurants, users } from '../db/schema';

export interface Allowance {
  status: string;
  /** null: unlimited */
  allowed: number | null;
  used: number;
  exempt: boolean;
  canCreate: boolean;
  canOpen: boolean;
}

const ACTIVE = new Set(['active', 'trialing']);

/**
 * The shared demo account holds one restaurant (issue 47): whoever signs in with its public password cannot
 * open restaurants, and their ordering pages, without end.
 */
export const DEMO_RESTAURANTS = 1;

/**
 * Gating as a pure rule (docs/product.md#gating): create below the allowance, open up to it; the demo account
 * needs no plan, and creates only while it holds fewer than DEMO_RESTAURANTS.
 */
export function allowanceRule(input: {
  status: string;
  allowed: number | null;
  used: number;
  exempt: boolean;
}): Allowance {
  const active = ACTIVE.has(input.status);
  const below = (limit: number | null, n: number) => limit === null || n < limit;
  return {
    ...input,
    canCreate: input.exempt ? input.used < DEMO_RESTAURANTS : active && below(input.allowed, input.used),
    canOpen: input.exempt || (active && (input.allowed === null || input.used <= input.allowed)),
  };
}

type Executor = Pick<AuthDatabase, 'select'>;

/** The owner's projection of their plan, kept by the `entitlements` consumer. */
export class Entitlements {
  constructor(private readonly db: AuthDatabase) {}

  /** The owner's allowance; the demo account (flagged by id) is exempt. */
  async allowanceFor(userId: string, tx: Executor = this.db): Promise<Allowance> {
    // In turn, not at once: inside a transaction the three share one connection, which runs one query at a time.
    const [plan] = await tx.select().from(entitlements).where(eq(entitlements.userId, userId));
    const [{ used } = { used: 0 }] = await tx
      .select({ used: count() })
      .from(restaurants)
      .where(and(eq(restaurants.ownerId, userId), isNull(restaurants.deletedAt)));
    const [owner] = await tx.select({ demo: users.demo }).from(users).where(eq(users.id, userId));
    return allowanceRule({
      status: plan?.status ?? 'none',
      allowed: plan ? plan.allowance : 0,
      used,
      exempt: owner?.demo === true,
    });
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.db.select({ userId: entitlements.userId }).from(entitlements).limit(1)).length;
  }

  /** What the projection holds, for the periodic check against billing's (kit/events/projection.ts). */
  digest(): Promise<Digest> {
    return versionDigest(this.db, entitlements, entitlements.userId, entitlements.version);
  }

  /** Applies an update unless a newer one is already stored; true when it changed the row. */
  async apply(e: EntitlementChanged): Promise<boolean> {
    const values = {
      userId: e.userId,
      status: e.status,
      planId: e.planId,
      allowance: e.allowance,
      currentPeriodEnd: e.currentPeriodEnd ? new Date(e.currentPeriodEnd) : null,
      version: e.version,
      updatedAt: new Date(),
    };
    const rows = await this.db
      .insert(entitlements)
      .values(values)
      .onConflictDoUpdate({
        target: entitlements.userId,
        set: values,
        setWhere: sql`${entitlements.version} < excluded.version`,
      })
      .returning({ userId: entitlements.userId });
    return rows.length > 0;
  }
}
