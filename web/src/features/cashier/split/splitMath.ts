/**
 * What a part of a split will be, shown before it is taken (docs/decisions/0084-split-payments.md). The server
 * works the amount out again and its answer is the one paid and printed: this only lets the cashier read it first.
 */

export type SplitWay = 'amount' | 'evenly' | 'items';

export interface SplitLine {
  id: string;
  priceCents: number;
  voided: boolean;
}

export interface SplitPartLike {
  status: string;
  lineIds: readonly string[];
  refundStatus?: string | null;
}

/** A part that still holds its items: succeeded and not given back, or still waiting on its card. */
const holds = (p: SplitPartLike) =>
  p.status === 'waiting' || (p.status === 'succeeded' && p.refundStatus !== 'succeeded');

/** The items already paid for by a part, so they are not offered again. */
export const paidLineIds = (parts: readonly SplitPartLike[]) => new Set(parts.filter(holds).flatMap((p) => p.lineIds));

/** One guest's even share: the total ÷ N rounded up, never more than is owed. */
export const evenShare = (totalCents: number, dueCents: number, guests: number) =>
  Math.min(dueCents, Math.ceil(totalCents / Math.max(1, guests)));

/** The chosen items' share of the total (by price); the last items unpaid pay what is left. */
export function itemsShare(
  totalCents: number,
  dueCents: number,
  lines: readonly SplitLine[],
  parts: readonly SplitPartLike[],
  chosen: ReadonlySet<string>,
): number {
  const live = lines.filter((l) => !l.voided);
  const all = live.reduce((s, l) => s + l.priceCents, 0);
  const these = live.filter((l) => chosen.has(l.id)).reduce((s, l) => s + l.priceCents, 0);
  if (!chosen.size || all === 0) return 0;
  const paid = paidLineIds(parts);
  if (live.every((l) => paid.has(l.id) || chosen.has(l.id))) return dueCents;
  return Math.min(dueCents, Math.round((totalCents * these) / all));
}

/** What the part will be, or null while the way chosen has nothing to pay yet. */
export function partPreview(
  way: SplitWay,
  o: { totalCents: number; dueCents: number; lines: readonly SplitLine[]; parts: readonly SplitPartLike[] },
  c: { amountCents: number | null; guests: number; chosen: ReadonlySet<string> },
): number | null {
  if (way === 'evenly') return evenShare(o.totalCents, o.dueCents, c.guests);
  if (way === 'items') return itemsShare(o.totalCents, o.dueCents, o.lines, o.parts, c.chosen) || null;
  if (c.amountCents === null || c.amountCents < 1 || c.amountCents > o.dueCents) return null;
  return c.amountCents;
}
