import { id, money, RESTAURANT_NOT_FOUND, text } from '@zest/kit';
import { z } from 'zod';

/**
 * The cash drawers' input rules and messages (docs/product.md#cash-drawers),
 * shared by the domain and the gateway's REST tables (re-exported by src/inputs.ts).
 */

export const DRAWER_NOT_FOUND = 'Drawer not found.';
export const TABLET_NOT_FOUND = 'Tablet not found.';
export const NO_TABLET =
  'This tablet is not registered here: open the cashier screen online to register it, then open its drawer.';
export const DRAWER_REASON_NEEDED = 'A paid-in, a paid-out or a drop needs a reason.';
export const HAND_MOVE_MESSAGE = 'A drawer move is paid_in, paid_out or drop.';
export const PAYOUT_LIMIT_MAX_CENTS = 100_000;

/** The float counted into a drawer as it opens: $0.00 to $10,000.00. */
export const drawerFloat = money({
  label: 'The float',
  dollars: 'The float must be an amount in dollars from 0.00 to 10000.00, like 100.00.',
  max: 1_000_000,
});
/** What a paid-in, a paid-out or a drop moves: $0.01 to $10,000.00. */
export const drawerAmount = money({
  label: 'The amount',
  dollars: 'The amount must be in dollars from 0.01 to 10000.00, like 5.00.',
  min: 1,
  max: 1_000_000,
});
/** The cash counted when the drawer closes: $0.00 to $100,000.00. */
export const drawerCounted = money({
  label: 'The count',
  dollars: 'The count must be an amount in dollars from 0.00 to 100000.00, like 412.35.',
  max: 10_000_000,
});
/** The restaurant's limit past which a paid-out needs the security PIN: cents in GraphQL, dollars at the REST edge. */
export const drawerPayoutLimit = money({
  label: 'The paid-out limit',
  dollars: 'The limit past which paid-outs need the security PIN must be from 0.00 (always) to 1000.00 dollars.',
  max: PAYOUT_LIMIT_MAX_CENTS,
});

/** The restaurant's limit past which drops from one drawer need the security PIN: $0.00 to $10,000.00. */
export const drawerDropLimit = money({
  label: 'The drop limit',
  dollars: 'The limit past which drops need the security PIN must be from 0.00 (always) to 10000.00 dollars.',
  max: 1_000_000,
});

/** Why money went in or out: "ice", "change from the bank", "to the safe". */
export const drawerReason = text({ max: 200, required: DRAWER_REASON_NEEDED, label: 'The reason' });
/** What a cashier moves by hand. */
export const handMoveKind = z.enum(['paid_in', 'paid_out', 'drop'], { error: HAND_MOVE_MESSAGE });
export type HandMoveKind = z.output<typeof handMoveKind>;
/** The tablet's registration as it sends it, "<id>.<key>" (checked by the service: an unknown one is refused). */
export const terminalProofField = z.string({ error: NO_TABLET }).max(200, { error: NO_TABLET });

export const openDrawerInput = z.object({
  restaurantId: id(RESTAURANT_NOT_FOUND),
  terminal: terminalProofField,
  floatCents: drawerFloat.cents,
});

export const drawerMoveInput = z.object({
  drawerId: id(DRAWER_NOT_FOUND),
  terminal: terminalProofField,
  kind: handMoveKind,
  amountCents: drawerAmount.cents,
  reason: drawerReason,
});

export const closeDrawerInput = z.object({
  drawerId: id(DRAWER_NOT_FOUND),
  terminal: terminalProofField,
  countedCents: drawerCounted.cents,
});
