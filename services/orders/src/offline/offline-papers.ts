import { actorOf, notFound, onceKnown, ORDER_NOT_FOUND, type AuditLine, type RestaurantViewer } from '@zest/kit';
import { and, eq, isNull } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { proofOf, touch, type HeardTerminal, type PaperJudgement } from '../terminals/papers';
import { readOrder } from '../orders/order-store';
import type { FullOrderRow } from '../orders/views';

/**
 * An order printed offline as it reaches the server (docs/decisions/0052-offline-papers-checked.md): the tablet
 * that sent it (its key checked, its call recorded), the order the same paper already made, and what the order
 * keeps of its paper.
 */

/**
 * The tablet the paper came from, when its key is right and its tag is the paper's; and the order the same
 * paper made before, if any (one paper, one order, whatever key it is sent under).
 */
export async function paperFrom(
  tx: OrdersTransaction,
  restaurantId: string,
  rawProof: string | null | undefined,
  offlineNumber: string,
): Promise<{ terminal: HeardTerminal | null; order: FullOrderRow | null }> {
  const heard = await touch(tx, restaurantId, proofOf(rawProof));
  const terminal = heard && offlineNumber.startsWith(`${heard.tag}-`) ? heard : null;
  if (!terminal) return { terminal: null, order: null };
  const [before] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.terminalId, terminal.id),
        eq(orders.offlineNumber, offlineNumber),
      ),
    );
  return { terminal, order: before ? ((await readOrder(tx, before.id, [restaurantId])) ?? null) : null };
}

/** The order's time and what it keeps of its paper. */
export const paperColumns = (paper: PaperJudgement, printedAt: Date | null, terminal: HeardTerminal | null) => ({
  createdAt: paper.at,
  terminalId: terminal?.id ?? null,
  paperPrintedAt: printedAt,
  paperTimeKept: paper.kept,
  paperMenuVersion: paper.menuVersion,
});

/** Every paper on the audit trail: the tablet, the number, the time printed and received, and which time counts. */
export function paperLine(
  viewer: RestaurantViewer,
  order: OrderRow,
  paper: PaperJudgement,
  terminal: HeardTerminal | null,
): AuditLine {
  const printed = order.paperPrintedAt?.toISOString() ?? null;
  return {
    kind: 'order.offline',
    summary: paper.kept
      ? `Offline paper ${order.offlineNumber} arrived as #${order.orderNumber}: kept its printed time (${paper.why})`
      : `Offline paper ${order.offlineNumber} arrived as #${order.orderNumber}: takes the time it arrived, not its printed time (${paper.why})`,
    actor: actorOf(viewer),
    orderId: order.id,
    subjectId: terminal?.id ?? null,
    detail: {
      orderNumber: order.orderNumber,
      offlineNumber: order.offlineNumber,
      tag: terminal?.tag ?? null,
      printedAt: printed,
      receivedAt: (terminal?.heardAt ?? new Date()).toISOString(),
      timeKept: paper.kept,
      why: paper.why,
    },
  };
}

/**
 * An order created before its terminal knew it was offline (the answer lost on the way) gets the number on its
 * paper when the outbox sends the same call again with it: a label, set once, never changed.
 */
export async function labelOffline<O extends OrderRow>(
  tx: OrdersTransaction,
  order: O,
  label: string | null,
): Promise<O> {
  if (!label || order.offlineNumber !== null) return order;
  await tx
    .update(orders)
    .set({ offlineNumber: label })
    .where(and(eq(orders.restaurantId, order.restaurantId), eq(orders.id, order.id), isNull(orders.offlineNumber)));
  return { ...order, offlineNumber: label };
}

/** What a new order's call says of its paper, if it was printed offline. */
interface PaperLabels {
  offlineNumber: string | null;
  printedAt: Date | null;
  terminal?: string | null;
}

/**
 * A new order made once (createOrder, placeOrder), in the caller's transaction: the order the same paper
 * made before, whatever key it came under; else `make` once per Idempotency-Key, the paper's labels (its
 * number, time and tablet) not part of the request, so a retry that carries them is still the same one;
 * a retry answers the order as it is now, with the paper's number if it had none.
 */
export async function newOrderOnce(
  tx: OrdersTransaction,
  o: { restaurantId: string; operation: string; key: string | null | undefined; id: string },
  input: PaperLabels & Record<string, unknown>,
  make: (sent: { terminal: HeardTerminal | null } | null) => Promise<FullOrderRow>,
): Promise<{ full: FullOrderRow; replayed: boolean }> {
  const sent = input.offlineNumber ? await paperFrom(tx, o.restaurantId, input.terminal, input.offlineNumber) : null;
  if (sent?.order) return { full: sent.order, replayed: true };
  let made: FullOrderRow | undefined;
  const request = { ...input, offlineNumber: null, printedAt: null, terminal: null };
  const done = await onceKnown(tx, { ...o, request }, { id: o.id }, async () => {
    made = await make(sent);
  });
  const found = made ?? (await readOrder(tx, done.answer.id, [o.restaurantId]));
  if (!found) throw notFound(ORDER_NOT_FOUND);
  return { full: done.replayed ? await labelOffline(tx, found, input.offlineNumber) : found, replayed: done.replayed };
}
