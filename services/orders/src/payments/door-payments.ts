import {
  badInput,
  conflict,
  isId,
  notFound,
  publicOrigin,
  type KnownRestaurant,
  type Logger,
  type RequestContext,
  type RestaurantAccess,
  type Throttle,
} from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { orderPayments, orders, orderTrips, type OrderPaymentRow } from '../db/schema';
import { lockOrder } from '../orders/order-store';
import { lockPart, partsOf, partView, refundsOf, tipChoicesOf, updatePart, type PartView } from './card-parts';
import { dueOf, SPLIT_WORDS } from './split-amounts';
import { CARD_WORDS, limitStarts } from './card-payments';
import { CHECKOUT_MINUTES } from './connect';
import type { DoorProvider } from './door-provider';
import type { StripeOnboarding } from './onboarding';
import { tipFor } from './sandbox-reader';

export const DOOR_WORDS = {
  notDelivery: 'Only a delivery is paid at the door.',
  noTrip: 'Give this delivery to a driver first: its payment link is for the driver at the door.',
  notFound: 'That payment link does not exist.',
  movedMeanwhile: 'The payment link changed meanwhile (paid or replaced): please try again.',
} as const;

/** A door part as the driver's screen reads it: the part, and the link its QR code holds. */
export interface DoorView extends PartView {
  link: string;
}

/** What our page of a door part shows: the part, its order's number, the tips offered. */
export interface DoorPage {
  restaurant: KnownRestaurant;
  part: OrderPaymentRow;
  orderNumber: number;
  tipPercents: readonly number[];
}

/** A door link stays payable as long as a checkout page does; the driver's screen never says it waited too long. */
const DOOR_WAIT_SECONDS = CHECKOUT_MINUTES * 60;

/**
 * A delivery paid at the door by QR (docs/decisions/0081-paid-at-the-door-by-qr.md): the driver's screen asks
 * for a link for what the order still owes (a part of kind `door`, the same one while it waits for the same
 * amount), the customer's phone opens our page of the part, chooses a tip, and pays a Checkout Session on the
 * restaurant's account; Stripe's signed event settles it (CardPayments.settle), as a reader's part.
 */
export class DoorPayments {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly onboarding: StripeOnboarding,
    readonly provider: DoorProvider,
    private readonly throttle: Throttle,
    readonly publicUrl: string | undefined,
    private readonly log: Logger,
  ) {}

  /** Where the part's page is: ours (it makes the Checkout Session), or the sandbox's (it pays it too). */
  pagePath(restaurantId: string, partId: string) {
    return `${this.provider.mode === 'sandbox' ? '/sandbox/door' : '/door'}/${restaurantId}/${partId}`;
  }

  /** The link for what the delivery owes: a new door part, or the one still waiting for that amount. */
  async ask(ctx: RequestContext, rawOrderId: unknown): Promise<DoorView> {
    const { restaurant, viewer } = await this.access.terminal(ctx, 'drivers.out');
    if (!isId(rawOrderId)) throw notFound(CARD_WORDS.noOrder);
    await limitStarts(this.throttle, restaurant.id);
    // An order of the restaurant's first: another's is a 404 whatever this restaurant's account.
    const known = await this.tenants.run([restaurant.id], (tx) => lockOrder(tx, rawOrderId, [restaurant.id]));
    if (!known || known.voidedAt || known.deletedAt) throw notFound(CARD_WORDS.noOrder);
    const account = await this.onboarding.chargeable(restaurant.id);
    const part = await this.tenants.run([restaurant.id], async (tx) => {
      const order = await lockOrder(tx, rawOrderId, [restaurant.id]);
      if (!order || order.voidedAt || order.deletedAt) throw notFound(CARD_WORDS.noOrder);
      if (order.orderType !== 'delivery') throw conflict(DOOR_WORDS.notDelivery);
      if (order.paidOnline) throw conflict(CARD_WORDS.paidOnline);
      if (order.lineCount === 0) throw badInput(CARD_WORDS.nothingToPay);
      if (!order.paidInParts && order.printCount > 0 && order.tender && order.tender !== 'door')
        throw conflict(CARD_WORDS.printedAs(order.tender));
      const [trip] = await tx
        .select({ driverId: orderTrips.driverId })
        .from(orderTrips)
        .where(and(eq(orderTrips.restaurantId, restaurant.id), eq(orderTrips.orderId, order.id)));
      if (!trip) throw conflict(DOOR_WORDS.noTrip);
      // A driver asks for their own delivery; a manager session for anyone's.
      this.access.check(ctx, restaurant, 'drivers.out', { holderId: trip.driverId });
      const parts = await partsOf(tx, restaurant.id, order.id);
      const due = dueOf(order.totalCents, parts, await refundsOf(tx, restaurant.id, order.id));
      if (due <= 0) throw conflict(SPLIT_WORDS.paid);
      const waiting = parts.find((p) => p.status === 'waiting' && p.kind === 'door');
      if (waiting && waiting.amountCents === due && waiting.account === account) return waiting;
      if (waiting) await this.cancelStale(tx, waiting);
      const [made] = await tx
        .insert(orderPayments)
        .values({
          restaurantId: restaurant.id,
          orderId: order.id,
          kind: 'door',
          amountCents: due,
          account,
          byName: viewer.name,
          byEmployeeId: viewer.employeeId ?? null,
        })
        .returning();
      return made!;
    });
    return this.viewOf(ctx, part);
  }

  /**
   * A waiting part for an amount the order no longer owes: canceled, and the Checkout Session its customer may
   * still have open on their phone expired first, so the old amount can no longer be paid. The part is locked
   * (a tip chosen at this moment has recorded its session, or finds the part canceled); when Stripe cannot expire
   * it the ask fails and the part keeps waiting, for the driver's next try.
   */
  private async cancelStale(tx: OrdersTransaction, waiting: OrderPaymentRow) {
    const part = await lockPart(tx, waiting.restaurantId, waiting.id);
    if (part?.status !== 'waiting') throw conflict(DOOR_WORDS.movedMeanwhile);
    if (part.checkoutSession && part.account) await this.provider.expire(part.account, part.checkoutSession);
    await updatePart(tx, part, { status: 'canceled', failure: CARD_WORDS.changed, settledAt: new Date() });
    this.log.info({ partId: part.id, session: part.checkoutSession }, 'door part canceled: the order changed');
  }

  /** The door part as it stands: the driver's screen asks every two seconds while it waits. */
  async read(ctx: RequestContext, rawId: unknown): Promise<DoorView> {
    const { restaurant } = await this.access.terminal(ctx, 'drivers.out');
    if (!isId(rawId)) throw notFound(DOOR_WORDS.notFound);
    const part = await this.tenants.run([restaurant.id], (tx) => lockPart(tx, restaurant.id, rawId));
    if (part?.kind !== 'door') throw notFound(DOOR_WORDS.notFound);
    return this.viewOf(ctx, part);
  }

  private viewOf(ctx: Pick<RequestContext, 'origin'>, part: OrderPaymentRow): DoorView {
    const link = `${publicOrigin(ctx, this.publicUrl)}${this.pagePath(part.restaurantId, part.id)}`;
    return { ...partView(part, null, DOOR_WAIT_SECONDS), link };
  }

  /** What the customer's page shows; null for an address that names no door part. */
  async page(restaurantId: string, partId: string): Promise<DoorPage | null> {
    if (!isId(restaurantId) || !isId(partId)) return null;
    const restaurant = await this.access.directory.find(restaurantId);
    if (!restaurant) return null;
    return this.tenants.run([restaurant.id], async (tx) => {
      const part = await lockPart(tx, restaurant.id, partId);
      if (part?.kind !== 'door') return null;
      const tips = await tipChoicesOf(tx, restaurant.id);
      return {
        restaurant,
        part,
        orderNumber: await orderNumberOf(tx, part),
        tipPercents: tips.offered ? tips.percents : [],
      };
    });
  }

  /**
   * The customer chose a tip (a percent offered, or 0): the Checkout Session for the part and that tip,
   * remembered on the part as the one its customer may pay. Asked with the part locked, so two presses
   * make one session after the other, never two payable at once. Null when the part no longer waits.
   */
  async checkout(restaurantId: string, partId: string, percent: number) {
    const found = await this.page(restaurantId, partId);
    if (!found || (percent !== 0 && !found.tipPercents.includes(percent))) return null;
    const { restaurant } = found;
    return this.tenants.run([restaurant.id], async (tx) => {
      const part = await lockPart(tx, restaurant.id, partId);
      if (part?.status !== 'waiting' || !part.account) return null;
      const page = `${publicOrigin({ origin: null }, this.publicUrl)}${this.pagePath(restaurant.id, part.id)}`;
      const tipCents = tipFor(part.amountCents, percent);
      const session = await this.provider.checkout({
        partId: part.id,
        restaurantId: restaurant.id,
        orderId: part.orderId,
        account: part.account,
        amountCents: part.amountCents,
        tipCents,
        description: `Order #${found.orderNumber} at ${restaurant.name}`,
        previousSession: part.checkoutSession,
        successUrl: `${page}?said=paid`,
        cancelUrl: page,
      });
      this.log.info({ partId: part.id, tipCents }, 'door checkout made');
      return { url: session.url, part: await updatePart(tx, part, { checkoutSession: session.sessionId }), tipCents };
    });
  }
}

async function orderNumberOf(tx: OrdersTransaction, part: OrderPaymentRow): Promise<number> {
  const [row] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.restaurantId, part.restaurantId), eq(orders.id, part.orderId)));
  return row?.orderNumber ?? 0;
}
