import type { ApolloClient } from '@apollo/client';
import type { KitchenBoardQuery } from '../../graphql/generated/graphql';
import { READ_AFTER_NOTICE } from '../session/livePatches';
import type { OrderNotice } from '../session/liveStream';
import { KITCHEN_BOARD, ONE_TICKET } from './operations';
import type { Ticket } from './rules';

/** As the server's board (kitchen.service.ts): the last tickets bumped kept for recall, and for how long each list looks back. */
const BUMPED_KEPT = 10;
const OPEN_HOURS = 12;
const BUMPED_HOURS = 2;
const within = (iso: string, hours: number, now: number) => Date.parse(iso) > now - hours * 3_600_000;

type Board = KitchenBoardQuery['kitchenBoard'];

const oldestFirst = (a: Ticket, b: Ticket) => a.sentAt.localeCompare(b.sentAt) || a.orderNumber - b.orderNumber;
const newestReadyFirst = (a: Ticket, b: Ticket) => (b.readyAt ?? '').localeCompare(a.readyAt ?? '');

/**
 * The board with one order's ticket put where the server would: open (until marked ready), among the
 * last bumped, or gone (null: deleted, never printed). A ticket older than the board's copy changes nothing.
 */
export function placeTicket(board: Board, orderId: string, ticket: Ticket | null, now = Date.now()): Board {
  const known = [...board.tickets, ...board.bumped].find((t) => t.orderId === orderId);
  if (ticket && known && known.version > ticket.version) return board;
  const tickets = board.tickets.filter((t) => t.orderId !== orderId);
  const bumped = board.bumped.filter((t) => t.orderId !== orderId);
  if (ticket && !ticket.readyAt && within(ticket.sentAt, OPEN_HOURS, now)) tickets.push(ticket);
  if (ticket?.readyAt && within(ticket.readyAt, BUMPED_HOURS, now)) bumped.push(ticket);
  return {
    ...board,
    tickets: tickets.sort(oldestFirst),
    bumped: bumped.sort(newestReadyFirst).slice(0, BUMPED_KEPT),
  };
}

/** Whether the board holds the order: a notice about an unprinted order it does not hold costs no read. */
export function onBoard(board: Board | undefined, orderId: string): boolean {
  return !!board && [...board.tickets, ...board.bumped].some((t) => t.orderId === orderId);
}

/** One notice applied to the board (docs/decisions/0056-screens-by-the-order.md): its ticket read, then placed. */
export async function patchBoard(client: ApolloClient, restaurantId: string, notice: OrderNotice): Promise<void> {
  // Read on 'deleted' too: a printed order taken back stays on the board, struck (a void).
  const { data } = await client.query({
    query: ONE_TICKET,
    variables: { restaurantId, orderId: notice.id },
    ...READ_AFTER_NOTICE,
  });
  const ticket = data?.kitchenTicket ?? null;
  client.cache.updateQuery({ query: KITCHEN_BOARD, variables: { restaurantId } }, (data) =>
    data ? { kitchenBoard: placeTicket(data.kitchenBoard, notice.id, ticket) } : data,
  );
}
