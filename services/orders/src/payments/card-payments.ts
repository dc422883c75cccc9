import {
  actorOf,
  appendAudit,
  badInput,
  conflict,
  formatDollars,
  isId,
  notFound,
  SYSTEM_ACTOR,
  type Logger,
  type RequestContext,
  type RestaurantAccess,
  type Throttle,
} from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { orderPayments, orders } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { lockOrder } from '../orders/order-store';
import { proofOf, touch } from '../terminals/papers';
import {
  askedAgain,
  lockPart,
  splitFacts,
  partView,
  readerById,
  readerByTablet,
  settleSucceeded,
  tipChoicesOf,
  updatePart,
  type PartView,
} from './card-parts';
import { partDifferences, type PartEvent } from './card-events';
import { splitInput } from '../inputs';
import { partAmount } from './split-amounts';
import type { TerminalProvider } from './terminal-provider';
import { CARD_WORDS, limitStarts, stripeRefusal } from './card-words';

export { CARD_WORDS, limitStarts };

const sameItems = (part: { lineIds: string[] }, lineIds: readonly string[]) =>
  part.lineIds.length === lineIds.length && part.lineIds.every((id) => lineIds.includes(id));

/**
 * Card payments on the counter's readers (docs/decisions/0080-card-payments-at-the-counter.md): a part
 * asked of the tablet's reader for what the order still owes, reused on a retry (the same PaymentIntent,
 * never a second charge), canceled from the terminal, and settled only by Stripe's signed event.
 */
export class CardPayments {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    readonly provider: TerminalProvider,
    private readonly changes: OrderChanges,
    private readonly throttle: Throttle,
    private readonly log: Logger,
    /** How long the terminal waits on a reader before it says the reader did not answer. */
    readonly waitSeconds: number,
  ) {}

  /** Asks the tablet's reader for what the order owes: a new part, or the one still waiting sent again. */
  async take(ctx: RequestContext, rawOrderId: unknown, terminal: unknown, rawSplit?: unknown): Promise<PartView> {
    const { restaurant, viewer } = await this.access.terminal(ctx, 'order.take');
    if (!isId(rawOrderId)) throw notFound(CARD_WORDS.notFound);
    const split = splitInput.parse(rawSplit);
    await limitStarts(this.throttle, restaurant.id);
    const asked = await this.tenants.run([restaurant.id], async (tx) => {
      const order = await lockOrder(tx, rawOrderId, [restaurant.id]);
      if (!order || order.voidedAt) throw notFound(CARD_WORDS.noOrder);
      if (order.paidOnline) throw conflict(CARD_WORDS.paidOnline);
      if (order.lineCount === 0) throw badInput(CARD_WORDS.nothingToPay);
      if (!order.paidInParts && order.tender && order.printCount > 0)
        throw conflict(CARD_WORDS.printedAs(order.tender));
      const tablet = await touch(tx, restaurant.id, proofOf(terminal));
      const reader = tablet ? await readerByTablet(tx, restaurant.id, tablet.id) : null;
      if (!tablet || !reader) throw conflict(CARD_WORDS.noReader);
      const facts = await splitFacts(tx, order);
      const waiting = facts.parts.find((p) => p.status === 'waiting' && p.kind === 'reader');
      // The whole balance, or a split's part (an amount, an even share, the items): worked out here.
      const { amountCents: due, lineIds } = partAmount(
        split,
        order,
        facts.lines,
        facts.parts,
        facts.refunds,
        waiting?.id ?? null,
      );
      // The same card for the same amount: the waiting part goes to the reader again (its PaymentIntent kept).
      if (waiting && waiting.amountCents === due && waiting.readerId === reader.id && sameItems(waiting, lineIds))
        return { part: await askedAgain(tx, waiting), reader, order, stale: null };
      const stale = waiting ? await updatePart(tx, waiting, { status: 'canceled', failure: CARD_WORDS.changed }) : null;
      const [part] = await tx
        .insert(orderPayments)
        .values({
          restaurantId: restaurant.id,
          orderId: order.id,
          kind: 'reader',
          amountCents: due,
          lineIds,
          account: reader.account,
          readerId: reader.id,
          terminalId: tablet.id,
          byName: viewer.name,
          byEmployeeId: viewer.employeeId ?? null,
        })
        .returning();
      return { part: part!, reader, order, stale };
    });
    const { reader, order } = asked;
    let part = asked.part;
    try {
      if (asked.stale?.paymentIntent)
        await this.provider.cancel({
          account: reader.account,
          reader: reader.stripeReader,
          paymentIntent: asked.stale.paymentIntent,
        });
      if (!part.paymentIntent) {
        const paymentIntent = await this.provider.intentFor({
          partId: part.id,
          restaurantId: restaurant.id,
          orderId: order.id,
          account: reader.account,
          amountCents: part.amountCents,
          description: `Order #${order.orderNumber} at ${restaurant.name}`,
        });
        part = await this.tenants.run([restaurant.id], (tx) => updatePart(tx, part, { paymentIntent }));
      }
      const tips = await this.tenants.run([restaurant.id], (tx) => tipChoicesOf(tx, restaurant.id));
      await this.provider.send({
        account: reader.account,
        reader: reader.stripeReader,
        paymentIntent: part.paymentIntent!,
        amountCents: part.amountCents,
        tips,
      });
    } catch (error) {
      this.log.warn({ err: error, partId: part.id }, 'card reader payment not sent');
      throw stripeRefusal(error);
    }
    return partView(part, reader.name, this.waitSeconds);
  }

  /** The part as it stands: the terminal asks every second while it waits. */
  async read(ctx: RequestContext, rawId: unknown): Promise<PartView> {
    const { restaurant } = await this.access.terminal(ctx, 'order.take');
    if (!isId(rawId)) throw notFound(CARD_WORDS.notFound);
    return this.tenants.run([restaurant.id], async (tx) => {
      const part = await lockPart(tx, restaurant.id, rawId);
      if (!part) throw notFound(CARD_WORDS.notFound);
      const reader = await readerById(tx, restaurant.id, part.readerId);
      return partView(part, reader?.name ?? null, this.waitSeconds);
    });
  }

  /** Stops the reader: canceled, unless Stripe already took the card (then its event settles it). */
  async cancel(ctx: RequestContext, rawId: unknown): Promise<PartView> {
    const { restaurant, viewer } = await this.access.terminal(ctx, 'order.take');
    if (!isId(rawId)) throw notFound(CARD_WORDS.notFound);
    const found = await this.tenants.run([restaurant.id], async (tx) => {
      const part = await lockPart(tx, restaurant.id, rawId);
      if (!part) throw notFound(CARD_WORDS.notFound);
      return { part, reader: await readerById(tx, restaurant.id, part.readerId) };
    });
    let { part } = found;
    const { reader } = found;
    if (part.status !== 'waiting') return partView(part, reader?.name ?? null, this.waitSeconds);
    let outcome: 'canceled' | 'succeeded' = 'canceled';
    if (reader && part.paymentIntent)
      outcome = await this.provider
        .cancel({ account: reader.account, reader: reader.stripeReader, paymentIntent: part.paymentIntent })
        .catch((error: unknown) => {
          throw stripeRefusal(error);
        });
    if (outcome === 'canceled')
      part = await this.tenants.run([restaurant.id], async (tx) => {
        const locked = (await lockPart(tx, restaurant.id, part.id))!;
        if (locked.status !== 'waiting') return locked;
        const [order] = await tx
          .select({ orderNumber: orders.orderNumber })
          .from(orders)
          .where(and(eq(orders.restaurantId, restaurant.id), eq(orders.id, locked.orderId)));
        // A card stopped at the counter: who stopped it, for the owner reading why a customer was asked twice.
        await appendAudit(tx, restaurant, {
          actor: actorOf(viewer),
          kind: 'payment.card-canceled',
          summary: `Card payment for #${order?.orderNumber ?? '?'} canceled at the counter: ${formatDollars(locked.amountCents)}`,
          orderId: locked.orderId,
          before: locked.amountCents,
          detail: { partId: locked.id, paymentIntent: locked.paymentIntent, reader: reader?.name ?? null },
        });
        return updatePart(tx, locked, { status: 'canceled', failure: CARD_WORDS.canceled, settledAt: new Date() });
      });
    return partView(part, reader?.name ?? null, this.waitSeconds);
  }

  /**
   * Stripe's event for a part, applied once: a success writes the money (even after a cancel: money was
   * taken, and the order then shows paid twice rather than hide it); a failure declines a waiting part.
   * An event that is not this part's own (account, PaymentIntent, currency, amount) moves nothing.
   */
  async settle(e: PartEvent): Promise<void> {
    const restaurant = await this.access.known(e.restaurantId);
    const done = await this.tenants.run([restaurant.id], async (tx) => {
      const part = isId(e.partId) ? await lockPart(tx, restaurant.id, e.partId) : null;
      // A door part is settled by its Checkout Session's event (decision 0081); its PaymentIntent's move nothing.
      if (part?.kind === 'door' && !e.session) return null;
      const differs = part ? partDifferences(part, e, this.provider.livemode) : ['part'];
      if (!part || differs.length) {
        await appendAudit(tx, restaurant, {
          actor: SYSTEM_ACTOR,
          kind: 'payment.event-refused',
          summary: `A card event was refused: ${differs.join(', ')} did not match`,
          detail: { eventId: e.eventId, partId: e.partId, account: e.account, paymentIntent: e.paymentIntent },
        });
        return { refused: differs };
      }
      if (part.status === 'succeeded') return null;
      if (e.kind === 'failed') {
        if (part.status === 'waiting')
          await updatePart(tx, part, {
            status: 'declined',
            failure: e.failure,
            settledAt: new Date(),
            settledBy: e.eventId,
          });
        return null;
      }
      const order = await lockOrder(tx, part.orderId, [restaurant.id]);
      if (!order) return null;
      const reader = await readerById(tx, restaurant.id, part.readerId);
      const settled = await settleSucceeded(tx, {
        part,
        order,
        tipCents: e.tipCents,
        eventId: e.eventId,
        reader,
        paymentIntent: e.paymentIntent,
      });
      await appendAudit(tx, restaurant, {
        actor: SYSTEM_ACTOR,
        kind: 'payment.card',
        summary: `Card payment${part.kind === 'door' ? ' at the door' : ''} for #${order.orderNumber}: ${formatDollars(part.amountCents)}${e.tipCents ? ` and a ${formatDollars(e.tipCents)} tip` : ''}`,
        orderId: order.id,
        after: part.amountCents,
        detail: {
          paymentIntent: settled.part.paymentIntent,
          tipCents: e.tipCents,
          reader: reader?.name ?? null,
          was: part.status,
        },
      });
      return { before: order, after: settled.order };
    });
    if (done && 'refused' in done) {
      this.log.warn(
        { security: true, eventId: e.eventId, partId: e.partId, differs: done.refused },
        'card event refused',
      );
      return;
    }
    if (done) await this.changes.after(done.after, 'updated', done.before);
  }
}
