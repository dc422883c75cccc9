import type { DrawerFieldsFragment, DrawerHandMove, DrawerMoveKind } from '../../../graphql/generated/graphql';
import { formatDollars } from '../../../ui/format/money';

/** The drawer screen's pure rules (docs/product.md#cash-drawers), tested in web/test/drawer-rules.test.ts. */

export const DRAWER_OFFLINE = 'Offline: the cash drawer needs the network.';
export const DRAWER_REASON_MAX = 200;

/** The most a money pad takes: $100,000.00. */
export const PAD_MAX_CENTS = 10_000_000;

export type PadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '00' | 'back' | 'clear';

/**
 * A key of the money pad, as a till takes it: digits fill the cents from the right (1, 0, 0, 0, 0 is $100.00),
 * 00 adds two zeros, backspace takes the last digit off, clear starts again. Past the pad's most, a key does nothing.
 */
export function padPress(cents: number, key: PadKey, max = PAD_MAX_CENTS): number {
  if (key === 'clear') return 0;
  if (key === 'back') return Math.floor(cents / 10);
  const next = key === '00' ? cents * 100 : cents * 10 + Number(key);
  return next > max ? cents : next;
}

/** A key the physical keyboard stands for, or null. */
export function padKeyOf(key: string): PadKey | null {
  if (/^\d$/.test(key)) return key as PadKey;
  return key === 'Backspace' ? 'back' : key === 'Delete' ? 'clear' : null;
}

/** Each move a cashier makes by hand: its button, its verb on the dialog's key, and the reasons one tap gives. */
export const HAND_MOVES: Record<DrawerHandMove, { label: string; verb: string; reasons: readonly string[] }> = {
  paid_in: { label: 'Paid in', verb: 'Pay in', reasons: ['Change from the bank', 'Float top-up'] },
  paid_out: { label: 'Paid out', verb: 'Pay out', reasons: ['Ice', 'Supplies', 'Delivery tip'] },
  drop: { label: 'Drop to safe', verb: 'Drop', reasons: ['To the safe'] },
};

const KIND_WORDS: Record<DrawerMoveKind, string> = {
  float: 'Float',
  sale: 'Cash sale',
  adjustment: 'Total changed',
  refund: 'Refund',
  correction: 'Tender corrected',
  paid_in: 'Paid in',
  paid_out: 'Paid out',
  drop: 'Drop to safe',
  count: 'Count',
};

export const moveKindLabel = (kind: DrawerMoveKind) => KIND_WORDS[kind];

/** "Pay out $5.00", or the verb alone until an amount is typed. */
export function moveSubmitLabel(kind: DrawerHandMove, cents: number): string {
  return cents > 0 ? `${HAND_MOVES[kind].verb} ${formatDollars(cents)}` : HAND_MOVES[kind].verb;
}

/** What a hand move needs before it can be sent, in words; null when it can go. */
export function moveProblem(cents: number, reason: string): string | null {
  if (cents <= 0) return 'Type the amount.';
  if (!reason.trim()) return 'A paid-in, a paid-out or a drop needs a reason.';
  return null;
}

/** One row of the drawer report's figures: what, how much, and whether it is the line that decides. */
export interface ReportRow {
  label: string;
  cents: number;
  strong?: boolean;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The drawer report's figures, in the order a closing cashier reads them (docs/product.md#cash-drawers). */
export function reportRows(d: DrawerFieldsFragment): ReportRow[] {
  const rows: ReportRow[] = [
    { label: 'Float', cents: d.floatCents },
    { label: `Cash sales (${plural(d.cashSales, 'sale')})`, cents: d.cashSalesCents },
    { label: 'Cash handed over', cents: d.cashGivenCents },
    { label: 'Change given', cents: d.changeGivenCents },
    // A paid cash order whose total moved after its print moved the drawer too (docs/decisions/0071-one-ledger.md).
    ...(d.cashChanges
      ? [{ label: `Totals changed after the print (${plural(d.cashChanges, 'change')})`, cents: d.cashChangesCents }]
      : []),
    { label: `Refunds (${plural(d.refunds, 'order')})`, cents: -d.refundsCents },
    ...(d.corrections
      ? [{ label: `Tender corrections (${plural(d.corrections, 'order')})`, cents: d.correctionsCents }]
      : []),
    { label: 'Paid in', cents: d.paidInCents },
    { label: 'Paid out', cents: -d.paidOutCents },
    { label: 'Drops to safe', cents: -d.dropsCents },
    { label: 'Expected', cents: d.expectedCents, strong: true },
  ];
  if (d.countedCents !== null && d.countedCents !== undefined)
    rows.push({ label: 'Counted', cents: d.countedCents, strong: true });
  return rows;
}

/** The moves the report lists one by one: those with a reason or an order (not the float, not each sale, not the count). */
const LISTED: readonly DrawerMoveKind[] = ['adjustment', 'refund', 'correction', 'paid_in', 'paid_out', 'drop'];
export const listedMoves = (d: DrawerFieldsFragment) => d.moves.filter((m) => LISTED.includes(m.kind));
