import {
  actorOf,
  appendAudit,
  approverOf,
  badInput,
  conflict,
  formatDollars,
  isId,
  notFound,
  requireRecord,
  type Approval,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantViewer,
} from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { OrdersTransaction } from '../db/client';
import { paymentRefunds, type OrderRow } from '../db/schema';
import { bookingOf } from '../days/late-changes';
import { addEntries, cashDrawerFor } from '../ledger/ledger-store';
import { saveOrder } from '../orders/order-store';
import { lockPart } from './card-parts';
import type { OrdersService } from '../orders/orders.service';
import { keyInput } from '../inputs';
import { reasonOf } from '../voids/voids';
import { partEntries, type RefundsLater } from './split-payments';

/**
 * A part of an order's payment given back, whole or some of it (docs/decisions/0084-split-payments.md): the guest
 * who paid by card and now pays cash, the pie that came cold. Cash comes out of the drawer and a card taken
 * elsewhere is refunded on its own machine, at once; a card on a reader or at the door goes back through Stripe
 * (card-refunds.ts, queued after the change). Money out of the restaurant: a manager, or the security PIN.
 */

export const GIVE_BACK_WORDS = {
  notFound: 'That payment is not one of this order’s.',
  reason: 'Giving money back needs a reason.',
  notPaid: 'Only a part that was paid can be given back.',
  nothingLeft: 'This part was given back in full already.',
  onItsWay: 'A refund of this part is on its way to the card, or failed: wait for it, or retry it, first.',
  amount: (left: number) => `Give back from $0.01 to ${formatDollars(left)}, what is left of this part.`,
} as const;

/** What a manager approves: so much money given back from this order. */
export const approvalForGiveBack = (orderId: string, amountCents: number): Approval => ({
  action: 'order.give-back',
  orderId,
  amountCents,
});

export interface GiveBack {
  partId: unknown;
  reason: string;
  amountCents: number;
  /** The terminal's key for this tap: the same tap sent again gives nothing more. */
  key: string | null;
  terminal?: unknown;
}

/** Inside the order's change (OrdersService.change); says whether a card goes back through Stripe. */
export async function giveBackPart(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  order: OrderRow,
  viewer: RestaurantViewer,
  c: GiveBack,
): Promise<{ saved: OrderRow; throughStripe: boolean }> {
  const part = isId(c.partId) ? await lockPart(tx, restaurant.id, c.partId) : null;
  if (!part || part.orderId !== order.id) throw notFound(GIVE_BACK_WORDS.notFound);
  const purpose = `give-back-${c.key ?? randomUUID()}`;
  const refunds = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.restaurantId, restaurant.id), eq(paymentRefunds.partId, part.id)));
  // The same tap again: given already, nothing more.
  if (refunds.some((r) => r.purpose === purpose)) return { saved: order, throughStripe: false };
  if (part.status !== 'succeeded') throw conflict(GIVE_BACK_WORDS.notPaid);
  if (refunds.some((r) => r.status !== 'succeeded')) throw conflict(GIVE_BACK_WORDS.onItsWay);
  const left = part.amountCents - refunds.reduce((s, r) => s + r.amountCents, 0);
  if (left <= 0) throw conflict(GIVE_BACK_WORDS.nothingLeft);
  if (!Number.isInteger(c.amountCents) || c.amountCents < 1 || c.amountCents > left)
    throw badInput(GIVE_BACK_WORDS.amount(left));
  requireRecord(viewer, 'order.tender', {
    amount: { limitCents: 0, past: true },
    approves: approvalForGiveBack(order.id, c.amountCents),
  });
  // The whole part back: its tip too. Some of it: the tip stays the customer's gift.
  const tipCents = c.amountCents === part.amountCents ? part.tipCents : 0;
  const throughStripe = !!part.paymentIntent;
  const approvedBy = approverOf(viewer)?.name ?? null;
  await tx.insert(paymentRefunds).values({
    restaurantId: restaurant.id,
    partId: part.id,
    orderId: order.id,
    purpose,
    amountCents: c.amountCents,
    tipCents,
    reason: c.reason,
    status: throughStripe ? 'pending' : 'succeeded',
    byName: viewer.name,
    approvedBy,
    ...(throughStripe ? {} : { settledAt: new Date() }),
  });
  if (!throughStripe) {
    const booking = await bookingOf(tx, order);
    const cash = part.kind === 'cash' ? await cashDrawerFor(tx, order, c.terminal) : null;
    const by = { name: viewer.name, employeeId: viewer.employeeId ?? null };
    await addEntries(tx, [
      {
        ...partEntries(order, part, { ...booking, cash, by }),
        approvedBy,
        kind: 'refund',
        amountCents: -c.amountCents,
        reason: c.reason,
        what: part.kind === 'cash' ? 'part given back in cash' : 'part refunded to the card',
      },
    ]);
  }
  const card = part.kind !== 'cash';
  const saved = await saveOrder(tx, order, {
    extra: {
      cardPaidCents: order.cardPaidCents - (card ? c.amountCents : 0),
      cardTipCents: order.cardTipCents - tipCents,
    },
  });
  await appendAudit(tx, restaurant, {
    actor: actorOf(viewer),
    approver: approverOf(viewer),
    kind: 'payment.part-refund',
    summary: `Gave back ${formatDollars(c.amountCents)} of #${order.orderNumber}'s ${part.kind === 'cash' ? 'cash' : 'card'} part`,
    orderId: order.id,
    before: left,
    after: left - c.amountCents,
    reason: c.reason,
    detail: { partId: part.id, kind: part.kind, tipCents, throughStripe },
  });
  return { saved, throughStripe };
}

/** 'Give back' on an order's part (the history): the order's change, its approval, then Stripe's refund queued. */
export class PartGiveBacks {
  constructor(
    private readonly orders: Pick<OrdersService, 'change'>,
    private readonly refunds: Pick<RefundsLater, 'refundPartsLater'> | null,
  ) {}

  async giveBack(
    ctx: RequestContext,
    orderId: unknown,
    a: { partId: unknown; reason: unknown; amountCents: unknown; key: unknown; terminal: unknown },
  ) {
    const reason = reasonOf(a.reason);
    if (!reason) throw badInput(GIVE_BACK_WORDS.reason);
    const amountCents = Number.isInteger(a.amountCents) ? (a.amountCents as number) : NaN;
    const key = keyInput.parse(a.key) ?? null;
    let throughStripe = false;
    const order = await this.orders.change(
      ctx,
      'order.tender',
      orderId,
      'updated',
      async (tx, locked, restaurant, viewer) => {
        const done = await giveBackPart(tx, restaurant, locked, viewer, {
          partId: a.partId,
          reason,
          amountCents,
          key,
          terminal: a.terminal,
        });
        throughStripe = done.throughStripe;
        return done.saved;
      },
      (locked) => approvalForGiveBack(locked.id, Number.isInteger(amountCents) ? amountCents : 0),
    );
    if (throughStripe) await this.refunds?.refundPartsLater(order.restaurantId, order.id, reason, true);
    return order;
  }
}
