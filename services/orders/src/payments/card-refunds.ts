import {
  appendAudit,
  conflict,
  formatDollars,
  isId,
  notFound,
  type RequestContext,
  SYSTEM_ACTOR,
  type KnownRestaurant,
  type Logger,
  type RestaurantAccess,
} from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { orders, paymentRefunds, type PaymentRefundRow } from '../db/schema';
import { bookingOf } from '../days/late-changes';
import { addEntries } from '../ledger/ledger-store';
import { ORDER_NOT_FOUND } from '../inputs';
import { lockPart, partsOf, refundsOf } from './card-parts';
import type { TerminalProvider } from './terminal-provider';

export const NOTHING_TO_RETRY = 'This order has no refund to the card that failed.';

/** Why the card was refused its money back, as the counter reads it. */
const refusalOf = (error: unknown) =>
  (error as { message?: string })?.message?.slice(0, 300) || 'Stripe did not answer.';

/**
 * Refunds to the card (docs/decisions/0080-card-payments-at-the-counter.md): an order paid on the reader and
 * then voided (or deleted while still being taken) gives every card part back in full, tip included. Each
 * refund is a row kept whatever became of it; Stripe is asked once per row (its idempotency key), the ledger's
 * `refund` and `tip_refund` entries are written when Stripe took it, and a refusal stays visible as failed
 * until the job's next try (or a retry) succeeds.
 */
export class CardRefunds {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly provider: TerminalProvider,
    private readonly log: Logger,
    /** Queues an order's refunds (the payments queue, retried until Stripe takes them); a new try once asked. */
    private readonly later: {
      refundPartsLater(restaurantId: string, orderId: string, reason: string, again?: boolean): Promise<void>;
    } | null = null,
  ) {}

  /**
   * "Retry the refund" from the history: an order whose refund to the card Stripe refused (after the queue's
   * own tries) is asked again. The person who may void may ask; nothing failed, nothing to retry (409).
   */
  async retry(ctx: RequestContext, rawOrderId: unknown): Promise<{ success: boolean; message: string }> {
    const { restaurant } = await this.access.terminal(ctx, 'order.delete');
    if (!isId(rawOrderId)) throw notFound(ORDER_NOT_FOUND);
    const failed = await this.tenants.run([restaurant.id], async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurant.id), eq(orders.id, rawOrderId)));
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return (await refundsOf(tx, restaurant.id, order.id)).filter((r) => r.status === 'failed');
    });
    if (!failed.length) throw conflict(NOTHING_TO_RETRY);
    await this.later?.refundPartsLater(restaurant.id, rawOrderId, failed[0]!.reason, true);
    return { success: true, message: 'The refund to the card is asked again.' };
  }

  /**
   * Every card part of the order back to its card (a void), or only the refunds already asked (`asked`: a part
   * given back alone, a retry); throws (so the job tries again) while any is refused.
   */
  async refundOrder(restaurantId: string, orderId: string, reason: string, asked = false): Promise<void> {
    const restaurant = await this.access.known(restaurantId);
    const queued = await this.tenants.run([restaurant.id], async (tx) => {
      // Only cards Stripe took: a split's cash and outside card parts were given back at the void (decision 0084).
      const parts = (await partsOf(tx, restaurant.id, orderId)).filter(
        (p) => !asked && p.status === 'succeeded' && p.paymentIntent,
      );
      const before = await refundsOf(tx, restaurant.id, orderId);
      for (const part of parts) {
        // What was given back of it before (a part given back alone, some of it): the rest goes now.
        const earlier = before.filter((r) => r.partId === part.id && r.purpose !== 'void');
        const amountCents = part.amountCents - earlier.reduce((sum, r) => sum + r.amountCents, 0);
        const tipCents = part.tipCents - earlier.reduce((sum, r) => sum + r.tipCents, 0);
        if (amountCents + tipCents <= 0) continue;
        await tx
          .insert(paymentRefunds)
          .values({
            restaurantId: restaurant.id,
            partId: part.id,
            orderId,
            purpose: 'void',
            amountCents,
            tipCents,
            reason,
            byName: SYSTEM_ACTOR.name,
          })
          .onConflictDoNothing();
      }
      const rows = await tx
        .select({ id: paymentRefunds.id, status: paymentRefunds.status })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.restaurantId, restaurant.id), eq(paymentRefunds.orderId, orderId)));
      return rows.filter((r) => r.status !== 'succeeded').map((r) => r.id);
    });
    const refused: string[] = [];
    for (const id of queued) if (!(await this.give(restaurant, id))) refused.push(id);
    if (refused.length) throw new Error(`card refunds refused by Stripe: ${refused.join(', ')}`);
  }

  /** One refund asked of Stripe: true once it is given back (now or before). */
  async give(restaurant: KnownRestaurant, refundId: string): Promise<boolean> {
    const failure = await this.tenants.run([restaurant.id], async (tx) => {
      const [row] = await tx
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.restaurantId, restaurant.id), eq(paymentRefunds.id, refundId)))
        .for('update');
      if (!row || row.status === 'succeeded') return null;
      const part = await lockPart(tx, restaurant.id, row.partId);
      if (!part?.account || !part.paymentIntent) return 'The payment has no card to refund.';
      try {
        const stripeRefund = await this.provider.refund({
          account: part.account,
          paymentIntent: part.paymentIntent,
          amountCents: row.amountCents + row.tipCents,
          key: `part-refund-${row.id}`,
        });
        await this.given(tx, restaurant, row, stripeRefund);
        return null;
      } catch (error) {
        const said = refusalOf(error);
        await tx
          .update(paymentRefunds)
          .set({ status: 'failed', failure: said, attempts: sql`${paymentRefunds.attempts} + 1` })
          .where(and(eq(paymentRefunds.restaurantId, restaurant.id), eq(paymentRefunds.id, row.id)));
        return said;
      }
    });
    if (failure) this.log.warn({ refundId, restaurantId: restaurant.id, failure }, 'card refund refused');
    return failure === null;
  }

  /** Stripe took it: the row settled, the money out of the ledger on the day the order's changes count on. */
  private async given(tx: OrdersTransaction, restaurant: KnownRestaurant, row: PaymentRefundRow, stripeRefund: string) {
    await tx
      .update(paymentRefunds)
      .set({
        status: 'succeeded',
        stripeRefund,
        failure: null,
        settledAt: new Date(),
        attempts: sql`${paymentRefunds.attempts} + 1`,
      })
      .where(and(eq(paymentRefunds.restaurantId, restaurant.id), eq(paymentRefunds.id, row.id)));
    // Voided or deleted: the order is read as it is, whatever became of it.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurant.id), eq(orders.id, row.orderId)));
    const booking = await bookingOf(tx, order!);
    const common = {
      restaurantId: restaurant.id,
      day: booking.day,
      closedDay: booking.closedDay,
      orderId: row.orderId,
      orderNumber: order!.orderNumber,
      tender: 'card' as const,
      reason: row.reason,
      byName: row.byName,
      byEmployeeId: null,
      approvedBy: row.approvedBy,
    };
    await addEntries(tx, [
      ...(row.amountCents > 0
        ? [{ ...common, kind: 'refund' as const, amountCents: -row.amountCents, what: 'refunded to the card' }]
        : []),
      ...(row.tipCents > 0
        ? [{ ...common, kind: 'tip_refund' as const, amountCents: -row.tipCents, what: 'tip refunded to the card' }]
        : []),
    ]);
    await appendAudit(tx, restaurant, {
      actor: SYSTEM_ACTOR,
      kind: 'payment.refund',
      summary: `Refunded ${formatDollars(row.amountCents + row.tipCents)} to the card for #${order!.orderNumber}`,
      orderId: row.orderId,
      before: row.amountCents,
      after: 0,
      reason: row.reason,
      detail: { stripeRefund, tipCents: row.tipCents, refundId: row.id },
    });
  }
}
