import type { ApolloClient } from '@apollo/client';
import type {
  HistoryCardFragment,
  OrderFilter,
  OrderHistoryQuery,
  OrderHistoryQueryVariables,
} from '../../../graphql/generated/graphql';
import { HistoryCardFragmentDoc } from '../../../graphql/generated/graphql';
import { READ_AFTER_NOTICE } from '../../session/livePatches';
import type { OrderNotice } from '../../session/liveStream';
import { HISTORY_CARD, ORDER_HISTORY } from './operations';

/**
 * The history and the held orders kept by the order (docs/decisions/0056-screens-by-the-order.md):
 * a live notice reads the one order it names and puts its card where the server would, in each list
 * the screen holds, instead of reading the lists again.
 */

type Card = HistoryCardFragment & { inHistory?: boolean };

/** Whether the server's history would list the card under this filter (order-reads.ts `history`). */
export function matchesFilter(card: Card, filter: OrderFilter | null | undefined): boolean {
  if (card.inHistory === false) return false;
  if (filter?.date && card.createdAtLocal.slice(0, 10) !== filter.date) return false;
  if (filter?.orderType && card.orderType !== filter.orderType) return false;
  if (filter?.phone && !(card.customer?.phoneNumber ?? '').includes(filter.phone)) return false;
  if (typeof filter?.voided === 'boolean' && card.voided !== filter.voided) return false;
  return true;
}

/**
 * One page with the card put where it belongs: kept (its fields are the cache's), taken out when it no
 * longer matches, or placed by its number when it now matches and its number falls within the page.
 */
export function placeCard(
  page: OrderHistoryQuery,
  card: Card | null,
  id: string,
  variables: OrderHistoryQueryVariables,
): OrderHistoryQuery {
  const { orders, nextBefore } = page.orders;
  const without = orders.filter((o) => o.id !== id);
  if (!card || !matchesFilter(card, variables.filter)) {
    return without.length === orders.length ? page : { orders: { ...page.orders, orders: without } };
  }
  const at = orders.findIndex((o) => o.id === id);
  if (at >= 0) {
    const next = [...orders];
    next[at] = { ...orders[at]!, ...stripped(card) };
    return { orders: { ...page.orders, orders: next } };
  }
  const below = variables.before ?? null;
  const inRange =
    (below === null || card.orderNumber < below) && (nextBefore === null || card.orderNumber > nextBefore);
  if (!inRange) return page;
  const next = [...orders, stripped(card)].sort((a, b) => b.orderNumber - a.orderNumber);
  return { orders: { ...page.orders, orders: next } };
}

/** The card as the list query holds it (inHistory is read for the placing only). */
function stripped(card: Card): HistoryCardFragment {
  const { inHistory: _placed, ...rest } = card;
  return rest;
}

/** The version of the order the cache holds, or -1. */
function cachedVersion(client: ApolloClient, id: string): number {
  const known = client.readFragment({
    fragment: HistoryCardFragmentDoc,
    fragmentName: 'HistoryCard',
    id: client.cache.identify({ __typename: 'Order', id }),
  });
  return known?.version ?? -1;
}

/**
 * Applies one notice to the lists: the order read once (unless the cache already has this version),
 * then placed in each. A deleted order, or one the server no longer shows, leaves every list.
 */
export async function patchHistory(
  client: ApolloClient,
  notice: OrderNotice,
  lists: OrderHistoryQueryVariables[],
): Promise<void> {
  // Read even on 'deleted': a printed order taken back is voided, kept and listed (docs/product.md#voids).
  if (cachedVersion(client, notice.id) >= notice.version) return;
  let card: Card | null = null;
  try {
    const { data } = await client.query({ query: HISTORY_CARD, variables: { id: notice.id }, ...READ_AFTER_NOTICE });
    card = data?.order ?? null;
  } catch {
    // Not found: deleted, so it leaves the lists.
    card = null;
  }
  // A newer read got here first.
  if (card && cachedVersion(client, notice.id) >= card.version) return;
  for (const variables of lists) {
    client.cache.updateQuery({ query: ORDER_HISTORY, variables }, (page) =>
      page ? placeCard(page, card, notice.id, variables) : page,
    );
  }
}
