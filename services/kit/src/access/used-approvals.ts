import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_USED, type Approval } from './approvals';
import { DomainError } from '../core/errors';
import type { Viewer } from './tokens';

/**
 * Approvals used (docs/decisions/0049-approvals.md): an approval is used
 * once, claimed in the transaction of the action it approves, so a failed
 * action leaves it unused and a second use finds it taken. A service that
 * consumes approvals (orders, drivers) re-exports this table from its
 * src/db/schema.ts and guards it with row-level security like its other
 * tenant tables.
 */
export const usedApprovals = pgTable(
  'used_approvals',
  {
    restaurantId: uuid('restaurant_id').notNull(),
    /** The approval token's id (jti). */
    tokenId: text('token_id').notNull(),
    action: text('action').notNull(),
    orderId: uuid('order_id'),
    lineId: uuid('line_id'),
    driverId: uuid('driver_id'),
    drawerId: uuid('drawer_id'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'used_approvals_pkey', columns: [t.restaurantId, t.tokenId] }),
    index('used_approvals_restaurant_used_idx').on(t.restaurantId, t.usedAt),
  ],
);

/** An approval to claim: its token and what it approves (carried on a queue when the action runs in a consumer). */
export interface ApprovalClaim {
  tokenId: string;
  approval: Approval;
}

/** The approval this session holds, to claim; null for every other session. */
export const approvalClaimOf = (viewer: Viewer | null): ApprovalClaim | null =>
  viewer?.kind === 'restaurant' && viewer.approval ? { tokenId: viewer.tokenId, approval: viewer.approval } : null;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's schema: only this table is used
type Tx = Pick<NodePgDatabase<any>, 'insert'>;

/**
 * Claims the approval inside the action's own transaction: true when it was
 * not used before (or there is none to claim), false when it was. It stays
 * claimed only if the transaction commits.
 */
export async function claimApproval(tx: Tx, restaurantId: string, claim: ApprovalClaim | null): Promise<boolean> {
  if (!claim) return true;
  const { action, orderId, lineId, driverId, drawerId } = claim.approval;
  const mine = await tx
    .insert(usedApprovals)
    .values({
      restaurantId,
      tokenId: claim.tokenId,
      action,
      orderId: orderId ?? null,
      lineId: lineId ?? null,
      driverId: driverId ?? null,
      drawerId: drawerId ?? null,
    })
    .onConflictDoNothing()
    .returning({ tokenId: usedApprovals.tokenId });
  return mine.length > 0;
}

/** The same, refusing a second use with PIN_REQUIRED: the terminal asks for the security PIN again. */
export async function useApproval(tx: Tx, restaurantId: string, viewer: Viewer): Promise<void> {
  if (!(await claimApproval(tx, restaurantId, approvalClaimOf(viewer)))) throw approvalUsed();
}

export const approvalUsed = () => new DomainError('FORBIDDEN', APPROVAL_USED, { reason: 'PIN_REQUIRED' });

/** A used approval's row is needed while its token lives (minutes); a day later it is not. */
export const USED_APPROVALS_KEPT = sql`interval '24 hours'`;
