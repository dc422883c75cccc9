import type { RecordFacts } from '@zest/kit';
import type { DrawerRow } from '../db/schema';
import type { OrderSettingsValues } from '../settings/settings.service';
import type { DrawerFigures } from './figures';
import type { HandMoveKind } from './inputs';

/** What a hand move of a cash drawer may take out (docs/decisions/0071-one-ledger.md). */

/** Said without the amount the drawer should hold: its count stays blind. */
export const MORE_THAN_IT_HOLDS =
  'This drawer should not hold that much cash: a paid-out or a drop takes out at most what went in. The attempt is on the audit trail.';

/**
 * The step-up of a hand move (docs/decisions/0071-one-ledger.md): paid-outs, and drops, from one drawer add
 * up against the restaurant's limit for each, and past it need a manager: a manager session, or an approval
 * for this drawer naming at least this amount. A paid-in takes no approval.
 */
export function drawerLimit(
  input: { kind: HandMoveKind; amountCents: number },
  figures: DrawerFigures,
  settings: Pick<OrderSettingsValues, 'drawerPayoutApprovalCents' | 'drawerDropApprovalCents'>,
  drawer: DrawerRow,
): RecordFacts {
  if (input.kind === 'paid_in') return {};
  const drop = input.kind === 'drop';
  const limitCents = drop ? settings.drawerDropApprovalCents : settings.drawerPayoutApprovalCents;
  const soFar = drop ? figures.dropsCents : figures.paidOutCents;
  return {
    amount: { limitCents, past: soFar + input.amountCents > limitCents, what: drop ? 'drop' : 'payout' },
    approves: { action: drop ? 'drawer.drop' : 'drawer.payout', drawerId: drawer.id, amountCents: input.amountCents },
  };
}
