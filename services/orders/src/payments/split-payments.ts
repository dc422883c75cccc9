import {
  actorOf,
  appendAudit,
  badInput,
  conflict,
  formatDollars,
  isId,
  notFound,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { orderPayments, paymentRefunds, type OrderPaymentRow, type OrderRow } from '../db/schema';
import { bookingOf } from '../days/late-changes';
import { addEntries, cashDrawerAt, cashDrawerFor, type CashPlace } from '../ledger/ledger-store';
import type { OrderChanges } from '../live/order-notices';
import { lockOrder, saveOrder } from '../orders/order-store';
import { partsOf, partView, readerById, refundsOf, splitFacts, type PartView } from './card-parts';
import { CARD_WORDS } from './card-payments';
import { PAYMENT_WORDS } from './online-payments';
import { idempotencyKey, orderPartInput } from '../inputs';
import { dueOf, partAmount, SPLIT_WORDS } from './split-amounts';

export const PART_WORDS = {
  ...SPLIT_WORDS,
  cashShort: 'The cash given is less than this part.',
  deliveryCash:
    "A delivery's cash is collected by its driver: take this part by card, or let the driver collect the rest.",
  keyReused: 'That payment was sent for another order. Take the payment again.',
} as const;

/** The part's own lines on the ledger: its money in or out, by its tender, a cash one in its drawer. */
export function partEntries(
  order: OrderRow,
  part: OrderPaymentRow,
  c: { day: string; closedDay: string | null; cash: CashPlace | null; by: { name: string; employeeId: string | null } },
) {
  const cash = part.kind === 'cash' ? c.cash : null;
  return {
    restaurantId: order.restaurantId,
    day: cash?.drawer?.day ?? c.day,
    closedDay: c.closedDay,
    orderId: order.id,
    orderNumber: order.orderNumber,
    tender: part.kind === 'cash' ? ('cash' as const) : ('card' as const),
    byName: c.by.name,
    byEmployeeId: c.by.employeeId,
    approvedBy: null,
    drawerId: cash?.drawer?.id ?? null,
    terminalId: cash?.terminalId ?? part.terminalId,
  };
}

/**
 * Split payments at the counter (docs/decisions/0084-split-payments.md): a part paid in cash (into the tablet's
 * drawer) or by a card taken outside Zest POS, for an amount, an even share or the items a guest pays for —
 * each worked out here from the order as it stands. A card on the tablet's reader is a part too
 * (CardPayments.take with the same amounts). The order is paid when its parts cover it.
 */
export class SplitPayments {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly changes: OrderChanges,
    /** How long a reader's part may wait (its view says when it waited too long). */
    private readonly waitSeconds: number,
  ) {}

  /** One part paid now, in cash or by a card taken outside Zest POS; the same key sent again is the same part. */
  async pay(
    ctx: RequestContext,
    rawOrderId: unknown,
    rawInput: unknown,
    rawKey: unknown,
    terminal: unknown,
  ): Promise<{ part: PartView; order: Pick<OrderRow, 'id'> }> {
    const { restaurant, viewer } = await this.access.terminal(ctx, 'order.take');
    if (!isId(rawOrderId)) throw notFound(CARD_WORDS.noOrder);
    const input = orderPartInput.parse(rawInput);
    const key = idempotencyKey.parse(rawKey);
    const done = await this.tenants.run([restaurant.id], async (tx) => {
      const order = await lockOrder(tx, rawOrderId, [restaurant.id]);
      if (!order || order.voidedAt) throw notFound(CARD_WORDS.noOrder);
      const [again] = await tx
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.restaurantId, restaurant.id), eq(orderPayments.requestKey, key)));
      if (again) {
        if (again.orderId !== order.id) throw conflict(PART_WORDS.keyReused);
        return { part: again, before: null, after: order };
      }
      if (order.paidOnline) throw conflict(CARD_WORDS.paidOnline);
      if (order.lineCount === 0) throw badInput(CARD_WORDS.nothingToPay);
      if (!order.paidInParts && order.tender && order.printCount > 0)
        throw conflict(CARD_WORDS.printedAs(order.tender));
      if (input.method === 'cash' && order.orderType === 'delivery') throw conflict(PART_WORDS.deliveryCash);
      const facts = await splitFacts(tx, order);
      const { amountCents, lineIds } = partAmount(input.split, order, facts.lines, facts.parts, facts.refunds);
      const given = input.method === 'cash' ? (input.cashGivenCents ?? null) : null;
      if (given !== null && (!Number.isInteger(given) || given < amountCents)) throw badInput(PART_WORDS.cashShort);
      const cash = input.method === 'cash' ? await cashDrawerAt(tx, restaurant.id, terminal) : null;
      const [part] = await tx
        .insert(orderPayments)
        .values({
          restaurantId: restaurant.id,
          orderId: order.id,
          kind: input.method,
          status: 'succeeded',
          amountCents,
          lineIds,
          cashGivenCents: given,
          requestKey: key,
          terminalId: cash?.terminalId ?? null,
          byName: viewer.name,
          byEmployeeId: viewer.employeeId ?? null,
          settledAt: new Date(),
          settledBy: 'counter',
        })
        .returning();
      const after = await this.booked(tx, { restaurant, viewer, order, part: part!, cash });
      return { part: part!, before: order, after };
    });
    if (done.before) await this.changes.after(done.after, 'updated', done.before);
    return { part: partView(done.part, null, this.waitSeconds), order: done.after };
  }

  /** The part's money on the ledger, the order paid in parts from now, and the audit line. */
  private async booked(
    tx: OrdersTransaction,
    c: {
      restaurant: KnownRestaurant;
      viewer: RestaurantViewer;
      order: OrderRow;
      part: OrderPaymentRow;
      cash: CashPlace | null;
    },
  ): Promise<OrderRow> {
    const { order, part, viewer } = c;
    const booking = await bookingOf(tx, order);
    const by = { name: viewer.name, employeeId: viewer.employeeId ?? null };
    const common = partEntries(order, part, { ...booking, cash: c.cash, by });
    const given = part.cashGivenCents;
    await addEntries(tx, [
      {
        ...common,
        kind: 'payment',
        amountCents: part.amountCents,
        cashGivenCents: given,
        changeCents: given === null ? null : given - part.amountCents,
        what: part.kind === 'cash' ? 'part paid in cash' : 'part paid by card',
      },
    ]);
    const card = part.kind === 'card' || order.cardPaidCents > 0;
    const saved = await saveOrder(tx, order, {
      extra: {
        paidInParts: true,
        tender: card ? 'card' : 'cash',
        cashGivenCents: null,
        cardPaidCents: order.cardPaidCents + (part.kind === 'card' ? part.amountCents : 0),
      },
    });
    await appendAudit(tx, c.restaurant, {
      actor: actorOf(viewer),
      kind: 'payment.part',
      summary: `Part of #${order.orderNumber} paid ${part.kind === 'cash' ? 'in cash' : 'by card'}: ${formatDollars(part.amountCents)}`,
      orderId: order.id,
      after: part.amountCents,
      detail: { partId: part.id, kind: part.kind, lineIds: part.lineIds, cashGivenCents: given },
    });
    return saved;
  }

  /** The parts of an order its parent resolver already let the caller read, oldest first, with their refunds. */
  async partsOfOrder(order: { id: string; restaurantId: string }): Promise<PartView[]> {
    return this.tenants.run([order.restaurantId], async (tx) => {
      const parts = await partsOf(tx, order.restaurantId, order.id);
      const refunds = await refundsOf(tx, order.restaurantId, order.id);
      const names = new Map<string, string>();
      for (const p of parts)
        if (p.readerId && !names.has(p.readerId))
          names.set(p.readerId, (await readerById(tx, order.restaurantId, p.readerId))?.name ?? '');
      // Its latest refund says where it stands; every one not refused counts toward what was given back.
      const refundsOfPart = (id: string) =>
        refunds.filter((r) => r.partId === id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return parts.map((p) => {
        const own = refundsOfPart(p.id);
        const given = own.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountCents, 0);
        return partView(p, (p.readerId && names.get(p.readerId)) || null, this.waitSeconds, own.at(-1) ?? null, given);
      });
    });
  }

  /** What an order readable by the caller still owes: its total less what its parts paid (and kept). */
  async dueOfOrder(order: {
    id: string;
    restaurantId: string;
    totalCents: number;
    paidInParts: boolean;
    paidOnline: boolean;
    tender?: string | null;
    printCount: number;
  }): Promise<number> {
    // Paid online, or printed as paid by one tender: nothing is owed; before any part, the whole total is.
    if (!order.paidInParts) return order.paidOnline || (order.tender && order.printCount > 0) ? 0 : order.totalCents;
    return this.tenants.run([order.restaurantId], async (tx) => {
      const parts = await partsOf(tx, order.restaurantId, order.id);
      const refunds = await refundsOf(tx, order.restaurantId, order.id);
      return dueOf(order.totalCents, parts, refunds);
    });
  }
}

/**
 * An order paid in parts and voided (or deleted while still being taken): its cash parts are given back from
 * the drawer and its cards taken outside Zest POS are refunded on their own machine, now, each a refund row and
 * its ledger entry. Its cards on a reader or at the door go back through Stripe (card-refunds.ts). Returns the
 * cash to hand back, and whether a card goes back through Stripe.
 */
export async function giveBackAtCounter(
  tx: OrdersTransaction,
  c: { restaurant: KnownRestaurant; order: OrderRow; viewer: RestaurantViewer; reason: string; terminal: unknown },
): Promise<{ cashCents: number; throughStripe: boolean }> {
  const { order, viewer } = c;
  const facts = await splitFacts(tx, order);
  const throughStripe = facts.parts.some((p) => p.status === 'succeeded' && p.paymentIntent);
  // What is left of each cash and outside-card part (a part given back alone, some of it, before).
  const leftOf = (id: string, cents: number) =>
    cents - facts.refunds.filter((r) => r.partId === id).reduce((sum, r) => sum + r.amountCents, 0);
  const owed = facts.parts
    .filter((p) => (p.kind === 'cash' || p.kind === 'card') && p.status === 'succeeded')
    .map((p) => ({ ...p, amountCents: leftOf(p.id, p.amountCents) }))
    .filter((p) => p.amountCents > 0);
  if (!owed.length) return { cashCents: 0, throughStripe };
  const booking = await bookingOf(tx, order);
  const by = { name: viewer.name, employeeId: viewer.employeeId ?? null };
  const cash = owed.some((p) => p.kind === 'cash') ? await cashDrawerFor(tx, order, c.terminal) : null;
  for (const part of owed) {
    await tx.insert(paymentRefunds).values({
      restaurantId: order.restaurantId,
      partId: part.id,
      orderId: order.id,
      purpose: 'void',
      amountCents: part.amountCents,
      reason: c.reason,
      status: 'succeeded',
      byName: viewer.name,
      settledAt: new Date(),
    });
    await addEntries(tx, [
      {
        ...partEntries(order, part, { ...booking, cash, by }),
        kind: 'refund',
        amountCents: -part.amountCents,
        reason: c.reason,
        what: part.kind === 'cash' ? 'part given back in cash' : 'part refunded to the card',
      },
    ]);
  }
  await appendAudit(tx, c.restaurant, {
    actor: actorOf(viewer),
    kind: 'payment.part-refund',
    summary: `Parts of #${order.orderNumber} given back: ${formatDollars(owed.reduce((s, p) => s + p.amountCents, 0))}`,
    orderId: order.id,
    reason: c.reason,
    detail: { parts: owed.map((p) => ({ id: p.id, kind: p.kind, amountCents: p.amountCents })) },
  });
  const cashCents = owed.filter((p) => p.kind === 'cash').reduce((s, p) => s + p.amountCents, 0);
  return { cashCents, throughStripe };
}

/** Gives back what cards paid (retried until Stripe takes it): an online payment, an order's card parts. */
export interface RefundsLater {
  refundLater(restaurantId: string, paymentId: string, reason: string): Promise<void>;
  /** `again`: a new job, not the order's first (a part given back alone, then the order voided). */
  refundPartsLater(restaurantId: string, orderId: string, reason: string, again?: boolean): Promise<void>;
}

/**
 * After a void or a delete: the refunds to cards queued (an online payment's, a reader's or the door's parts),
 * and what the cashier is told, with the cash to give back.
 */
export async function moneyBackAfter(
  refunds: RefundsLater | null,
  order: { id: string; restaurantId: string },
  c: { voided: boolean; reason: string | null; refund: boolean; back: { cashCents: number; throughStripe: boolean } },
): Promise<string> {
  if (c.refund) await refunds?.refundLater(order.restaurantId, order.id, PAYMENT_WORDS.voided(c.reason ?? ''));
  if (c.back.throughStripe) await refunds?.refundPartsLater(order.restaurantId, order.id, c.reason ?? 'Order deleted');
  const refunding = c.refund || c.back.throughStripe ? ': its card payment is being refunded' : '';
  const giveBack = c.back.cashCents ? ` Give back ${formatDollars(c.back.cashCents)} in cash.` : '';
  return `${c.voided ? 'Order voided' : 'Order deleted'}${refunding}.${giveBack}`;
}
