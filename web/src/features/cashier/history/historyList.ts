import type { HistoryCardFragment } from '../../../graphql/generated/graphql';

/** The history's list as it stands at the counter (docs/product.md#order-history). */

/** A card taken off the list, kept in its place so the cards after it do not move under the finger. */
export interface GoneCard {
  card: HistoryCardFragment;
  /** The page it was on (its `before`). */
  before: number | null;
  /** Its height when it went, in px. */
  height: number;
}

/** A page's cards, with those deleted here kept in their places (highest number first). */
export function withGone(
  orders: readonly HistoryCardFragment[],
  gone: ReadonlyMap<string, GoneCard>,
  before: number | null,
): { card: HistoryCardFragment; gone: GoneCard | null }[] {
  const here = [...gone.values()].filter((entry) => entry.before === before);
  const listed = orders.filter((card) => !gone.has(card.id)).map((card) => ({ card, gone: null }));
  return [...listed, ...here.map((entry) => ({ card: entry.card, gone: entry }))].sort(
    (a, b) => b.card.orderNumber - a.card.orderNumber,
  );
}
