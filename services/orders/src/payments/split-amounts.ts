import { badInput, conflict, formatDollars } from '@zest/kit';
import type { OrderPaymentRow, PaymentRefundRow } from '../db/schema';
import { SPLIT_INPUT_WORDS } from '../printing/inputs';

/**
 * What a part of a split pays (docs/decisions/0084-split-payments.md), worked out on the server from the
 * order as it stands, never taken from the terminal: an amount the cashier typed, an even share of N, or the
 * items a guest pays for. Pure: the callers lock the order, its lines and its parts first.
 */

export const SPLIT_WORDS = {
  paid: 'This order is paid already.',
  amount: (due: number) => `A part is from $0.01 to ${formatDollars(due)}, what the order still owes.`,
  evenly: SPLIT_INPUT_WORDS.evenly,
  noItems: 'Choose the items this part pays for.',
  itemGone: 'An item chosen is no longer on the order. Choose the items again.',
  itemPaid: 'An item chosen is already paid for in another part. Choose the items again.',
  oneWay: 'Give the part one way: an amount, an even share, or the items it pays for.',
} as const;

/** How the terminal asked for the part; exactly one of the three. */
export interface PartAsked {
  amountCents?: number | null;
  evenlyBy?: number | null;
  lineIds?: readonly string[] | null;
}

export interface PartAmount {
  amountCents: number;
  lineIds: string[];
}

type Part = Pick<OrderPaymentRow, 'id' | 'status' | 'amountCents' | 'lineIds'>;
type Refund = Pick<PaymentRefundRow, 'partId' | 'status' | 'amountCents'>;

/** A part that still counts: succeeded and not given back, or still waiting on its card. */
const standing = (p: Part, refunds: readonly Refund[]) =>
  p.status === 'waiting' ||
  (p.status === 'succeeded' && !refunds.some((r) => r.partId === p.id && r.status === 'succeeded'));

/** What the parts paid toward the order, less what was given back (the books' own rule for a paid-in-parts order). */
export const netPaid = (parts: readonly Part[], refunds: readonly Refund[]) =>
  parts.filter((p) => p.status === 'succeeded').reduce((s, p) => s + p.amountCents, 0) -
  refunds.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amountCents, 0);

/** What the order still owes: its total less what its parts paid. */
export const dueOf = (totalCents: number, parts: readonly Part[], refunds: readonly Refund[]) =>
  totalCents - netPaid(parts, refunds);

/**
 * The part's amount and the items it pays for. `lines` are the order's lines still on it (id and price);
 * `parts` and `refunds` everything the order has; `except` a waiting part about to be asked again.
 */
export function partAmount(
  asked: PartAsked,
  order: { totalCents: number },
  lines: readonly { id: string; priceCents: number }[],
  parts: readonly Part[],
  refunds: readonly Refund[],
  except: string | null = null,
): PartAmount {
  const due = dueOf(order.totalCents, parts, refunds);
  if (due <= 0) throw conflict(SPLIT_WORDS.paid);
  const ways = [asked.amountCents, asked.evenlyBy, asked.lineIds].filter((w) => w !== null && w !== undefined);
  if (ways.length > 1) throw badInput(SPLIT_WORDS.oneWay);
  if (asked.evenlyBy !== null && asked.evenlyBy !== undefined) {
    if (!Number.isInteger(asked.evenlyBy) || asked.evenlyBy < 2 || asked.evenlyBy > 20)
      throw badInput(SPLIT_WORDS.evenly);
    return { amountCents: Math.min(due, Math.ceil(order.totalCents / asked.evenlyBy)), lineIds: [] };
  }
  if (asked.lineIds) return byItems(asked.lineIds, order, lines, parts, refunds, except, due);
  const amount = asked.amountCents ?? due;
  if (!Number.isInteger(amount) || amount < 1 || amount > due) throw badInput(SPLIT_WORDS.amount(due));
  return { amountCents: amount, lineIds: [] };
}

/**
 * The items' share of the total: their prices, with the order's tax, delivery charge and discounts spread by
 * price. The part that pays for the last items unpaid pays what is left, so the cents always add up.
 */
function byItems(
  asked: readonly string[],
  order: { totalCents: number },
  lines: readonly { id: string; priceCents: number }[],
  parts: readonly Part[],
  refunds: readonly Refund[],
  except: string | null,
  due: number,
): PartAmount {
  const chosen = [...new Set(asked)];
  if (!chosen.length) throw badInput(SPLIT_WORDS.noItems);
  const byId = new Map(lines.map((l) => [l.id, l]));
  if (chosen.some((id) => !byId.has(id))) throw conflict(SPLIT_WORDS.itemGone);
  const taken = new Set(parts.filter((p) => p.id !== except && standing(p, refunds)).flatMap((p) => p.lineIds));
  if (chosen.some((id) => taken.has(id))) throw conflict(SPLIT_WORDS.itemPaid);
  const all = lines.reduce((s, l) => s + l.priceCents, 0);
  const these = chosen.reduce((s, id) => s + byId.get(id)!.priceCents, 0);
  const last = lines.every((l) => taken.has(l.id) || chosen.includes(l.id));
  const share = all > 0 ? Math.round((order.totalCents * these) / all) : 0;
  const amount = last ? due : Math.min(due, share);
  if (amount < 1) throw badInput(SPLIT_WORDS.amount(due));
  return { amountCents: amount, lineIds: chosen };
}
