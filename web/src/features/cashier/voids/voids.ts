import type { ServerFailure } from '../../../graphql/errors';

/**
 * Voids at the terminal (docs/product.md#voids): once an order's receipt has
 * been printed, taking a line off, lowering its total or taking it back is a
 * void, with a reason (and the security PIN on an old order, which the
 * server asks for). Pure rules shared by the take-order screen and the history.
 */

/** The one-tap reasons of the picker; 'Other…' takes words of the cashier's own. */
export const VOID_REASONS = ['Customer changed mind', 'Remade', 'Wrong item', 'Comp'] as const;

/** The server's limit (docs/product.md#voids: at most 200 characters). */
export const VOID_REASON_MAX = 200;

/** What the server answers a void sent without a reason. */
export const VOID_REASON_MESSAGE = 'A void needs a reason.';
export const VOID_REASON_TOO_LONG = `The reason must be at most ${VOID_REASON_MAX} characters.`;

/** What stops a typed reason, in the server's words, or null. */
export function voidReasonProblem(typed: string): string | null {
  const reason = typed.trim();
  if (!reason) return VOID_REASON_MESSAGE;
  return reason.length > VOID_REASON_MAX ? VOID_REASON_TOO_LONG : null;
}

/** The server refused a change for want of a reason: the order was printed, so it is a void. */
export function needsVoidReason(failure: Pick<ServerFailure, 'code' | 'message'>): boolean {
  return failure.code === 'BAD_USER_INPUT' && failure.message === VOID_REASON_MESSAGE;
}

/**
 * A change or a removal the queue sent and the server refused for want of a
 * reason (a type change that lowers a printed order's total, a line taken off
 * an order printed meanwhile): the screen asks for the reason and sends it again.
 */
export function waitingForReason<Op extends { type: string; status: string; message: string | null }>(
  ops: readonly Op[],
): Op | null {
  return (
    ops.find(
      (op) =>
        (op.type === 'change' || op.type === 'remove') && op.status === 'failed' && op.message === VOID_REASON_MESSAGE,
    ) ?? null
  );
}

/** Printed at least once. */
export function isPrinted(order: { firstPrintedAt?: string | null; printCount: number } | null): boolean {
  return !!order && (!!order.firstPrintedAt || order.printCount > 0);
}

/** Half a minute early, so a slow tap never meets the server's refusal. */
const TAKING_MARGIN_MS = 30_000;

/**
 * No longer being taken (docs/product.md#voids): printed, on a driver's trip, or past the restaurant's setting
 * (15 minutes unless it says otherwise), as the server says in `beingTakenUntil`. From then on taking money off
 * is a void, printed or not. The server decides; this only chooses what the screen offers.
 */
export function countsAsVoid(order: { beingTakenUntil?: string | null } | null, now = Date.now()): boolean {
  if (!order) return false;
  return !order.beingTakenUntil || now >= Date.parse(order.beingTakenUntil) - TAKING_MARGIN_MS;
}

export interface VoidMark {
  reason: string;
  by: string | null;
  approvedBy: string | null;
}

/** A voided line or order's mark, from the server's fields; null when it is not voided. */
export function voidMarkOf(item: {
  voided: boolean;
  voidReason?: string | null;
  voidedBy?: string | null;
  voidApprovedBy?: string | null;
}): VoidMark | null {
  if (!item.voided) return null;
  return {
    reason: item.voidReason?.trim() || 'No reason given',
    by: item.voidedBy ?? null,
    approvedBy: item.voidApprovedBy ?? null,
  };
}

/** "VOID · Wrong item": what a voided line says on screen and on paper. */
export const voidTag = (mark: VoidMark) => `VOID · ${mark.reason}`;

/** "Voided by Carla, approved by Tony" (the approver only when a manager approved it). */
export function voidedByText(mark: VoidMark): string {
  const by = mark.by ? `Voided by ${mark.by}` : 'Voided';
  return mark.approvedBy ? `${by}, approved by ${mark.approvedBy}` : by;
}

/**
 * What a history card offers for taking the order back: a delete while it is being taken (or has nothing on it),
 * a void after that, nothing once voided.
 */
export function takeBackAction(
  card: { voided: boolean; beingTakenUntil?: string | null; totalCents: number },
  now = Date.now(),
): 'void' | 'delete' | null {
  if (card.voided) return null;
  return countsAsVoid(card, now) && card.totalCents > 0 ? 'void' : 'delete';
}

/** The history's "Voids" filter, kept in the page's address as `voided=only|hide`. */
export const VOIDED_OPTIONS = [
  { value: '', label: 'All orders' },
  { value: 'only', label: 'Voided only' },
  { value: 'hide', label: 'Hide voided' },
] as const;

export type VoidedParam = (typeof VOIDED_OPTIONS)[number]['value'];

export function voidedParam(raw: string | null): VoidedParam {
  return raw === 'only' || raw === 'hide' ? raw : '';
}

/** The server's OrderFilter.voided: true only voided, false none, null all. */
export function voidedFilter(param: VoidedParam): boolean | null {
  return param === 'only' ? true : param === 'hide' ? false : null;
}
