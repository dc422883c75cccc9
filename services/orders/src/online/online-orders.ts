import {
  actorOf,
  appendAudit,
  conflict,
  clockTime,
  localDateTime,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { customers, onlineOrders, orders, type OnlineOrderRow, type OrderRow } from '../db/schema';
import type { OrderModel } from '../orders/models';
import type { OrdersService } from '../orders/orders.service';
import { readOrder, saveOrder } from '../orders/order-store';
import { recordPrint } from '../printing/print-record';
import { ledgerBy } from '../ledger/ledger-store';
import { toOrder } from '../orders/views';
import { readyTime } from './ready-time';
import { readyInMinutes, rejectReason } from './inputs';
import { rejectedMail, type OnlineMail } from './online-mail';
import type { OnlineSettingsService } from './online-settings';
import { quotedMinutes } from './online-settings-view';
import { PAYMENT_WORDS } from '../payments/online-payments';

export const ONLINE_WORDS = {
  notOnline: 'This is not an online order.',
  acceptFirst: 'This online order waits in Online orders: accept it there, with its ready time.',
  decided: (row: Pick<OnlineOrderRow, 'status' | 'decidedBy'>) =>
    `This online order was already ${row.status} by ${row.decidedBy ?? 'someone'}.`,
} as const;

/** How long decided online orders stay on the counter's list. */
const DECIDED_SHOWN_HOURS = 12;

/**
 * Online orders at the counter (docs/decisions/0062-online-ordering.md): the list a terminal shows,
 * waiting first; accepting one prints it (so the kitchen display and, for a delivery, the drivers
 * see it) with the ready time the customer reads; rejecting one takes it off with the reason the
 * customer reads. Each decision is made once, by whoever is first, and is on the audit trail.
 */
export class OnlineOrdersService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly orders: OrdersService,
    private readonly online: OnlineSettingsService,
    private readonly mail: OnlineMail,
    /** Gives back what was paid online by card, retried until Stripe takes it; null when no card is taken. */
    private readonly refunds: {
      refundLater(restaurantId: string, paymentId: string, reason: string): Promise<void>;
    } | null,
  ) {}

  async list(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.read');
    return this.tenants.run([restaurant.id], async (tx) => {
      const rows = await tx
        .select({ online: onlineOrders, order: orders, customerName: customers.fullName })
        .from(onlineOrders)
        .innerJoin(orders, and(eq(orders.restaurantId, onlineOrders.restaurantId), eq(orders.id, onlineOrders.orderId)))
        .leftJoin(customers, and(eq(customers.restaurantId, orders.restaurantId), eq(customers.id, orders.customerId)))
        .where(
          and(
            eq(onlineOrders.restaurantId, restaurant.id),
            or(
              eq(onlineOrders.status, 'received'),
              gt(onlineOrders.createdAt, sql`now() - make_interval(hours => ${DECIDED_SHOWN_HOURS})`),
            ),
          ),
        )
        .orderBy(sql`${onlineOrders.status} = 'received' DESC`, desc(onlineOrders.createdAt))
        .limit(100);
      const answers = [];
      for (const row of rows) {
        const full = row.online.status === 'rejected' ? null : await readOrder(tx, row.order.id, [restaurant.id]);
        const order = full ? toOrder(full, restaurant) : null;
        answers.push(
          onlineOrderOf(
            row.online,
            { ...row.order, customerName: row.customerName ?? row.order.typedCustomer?.fullName ?? '' },
            order,
            restaurant,
          ),
        );
      }
      return answers;
    });
  }

  async accept(ctx: RequestContext, orderId: unknown, rawMinutes: unknown) {
    const minutes = readyInMinutes.nullish().parse(rawMinutes) ?? null;
    let decided: OnlineOrderRow | null = null;
    const model = await this.orders.change(
      ctx,
      'order.take',
      orderId,
      'printed',
      async (tx, order, restaurant, viewer) => {
        const row = await waitingRow(tx, order);
        const prep = minutes ?? quotedMinutes(await this.online.of(restaurant.id), new Date());
        const now = new Date();
        const readyAt =
          minutes === null && order.scheduleTime
            ? readyTime(order.scheduleTime, prep, now, restaurant)
            : new Date(now.getTime() + prep * 60_000);
        const tender = row.payment === 'pickup' ? null : { method: row.payment, cashGivenCents: null };
        const { saved } = await recordPrint(tx, { restaurant, order, viewer, tender });
        decided = await decide(tx, row, { status: 'accepted', readyAt, decidedAt: now, decidedBy: viewer.name });
        await appendAudit(tx, restaurant, {
          actor: actorOf(viewer),
          kind: 'online.accept',
          summary: `Accepted online order #${order.orderNumber}, ready at ${clockTime(readyAt, restaurant.timeZone)}`,
          orderId: order.id,
          detail: { orderNumber: order.orderNumber, readyAt: readyAt.toISOString() },
        });
        return saved;
      },
    );
    const restaurant = await this.access.known(model.restaurantId);
    const customerName = model.customer?.fullName ?? model.typedCustomer?.fullName ?? '';
    const facts = { ...model, scheduleTime: model.scheduleTime ?? null, customerName };
    return onlineOrderOf(decided!, facts, model, restaurant);
  }

  async reject(ctx: RequestContext, orderId: unknown, rawReason: unknown) {
    const reason = rejectReason.parse(rawReason);
    let decided: OnlineOrderRow | null = null;
    let taken: (OrderRow & { customerName: string }) | null = null;
    await this.orders.change(ctx, 'order.take', orderId, 'deleted', async (tx, order, restaurant, viewer) => {
      const row = await waitingRow(tx, order);
      const now = new Date();
      // Unpaid and never in the kitchen: taken off as an order started by mistake is, kept for the books.
      const after = await saveOrder(tx, order, {
        extra: { deletedAt: now, deletedBy: viewer.name },
        by: ledgerBy(viewer, { reason }),
      });
      taken = { ...after, customerName: await customerNameOf(tx, order) };
      decided = await decide(tx, row, {
        status: 'rejected',
        rejectReason: reason,
        decidedAt: now,
        decidedBy: viewer.name,
      });
      await appendAudit(tx, restaurant, {
        actor: actorOf(viewer),
        kind: 'online.reject',
        summary: `Rejected online order #${order.orderNumber}`,
        orderId: order.id,
        before: order.totalCents,
        after: 0,
        reason,
        detail: { orderNumber: order.orderNumber },
      });
      return after;
    });
    const restaurant = await this.access.known(taken!.restaurantId);
    const row: OnlineOrderRow = decided!;
    const paid = row.payment === 'card';
    if (paid) await this.refunds?.refundLater(restaurant.id, row.orderId, PAYMENT_WORDS.rejected(reason));
    if (row.email) {
      const refund = paid ? taken!.totalCents : null;
      const words = rejectedMail(restaurant, row.email, taken!.orderNumber, reason, refund);
      await this.mail.send(words, `online-rejected-${row.orderId}`);
    }
    return onlineOrderOf(row, taken!, null, restaurant);
  }
}

/** The order's online row, locked, while it still waits for a decision. */
async function waitingRow(tx: OrdersTransaction, order: OrderRow): Promise<OnlineOrderRow> {
  const [row] = await tx
    .select()
    .from(onlineOrders)
    .where(and(eq(onlineOrders.restaurantId, order.restaurantId), eq(onlineOrders.orderId, order.id)))
    .for('update');
  if (!row) throw conflict(ONLINE_WORDS.notOnline);
  if (row.status !== 'received') throw conflict(ONLINE_WORDS.decided(row));
  return row;
}

/** An online order is printed only once accepted (its ready time told to the customer), or rejected never. */
export async function requireAccepted(tx: OrdersTransaction, order: OrderRow): Promise<void> {
  const [row] = await tx
    .select({ status: onlineOrders.status })
    .from(onlineOrders)
    .where(and(eq(onlineOrders.restaurantId, order.restaurantId), eq(onlineOrders.orderId, order.id)));
  if (row && row.status !== 'accepted') throw conflict(ONLINE_WORDS.acceptFirst);
}

async function decide(tx: OrdersTransaction, row: OnlineOrderRow, change: Partial<OnlineOrderRow>) {
  const [saved] = await tx
    .update(onlineOrders)
    .set(change)
    .where(and(eq(onlineOrders.restaurantId, row.restaurantId), eq(onlineOrders.orderId, row.orderId)))
    .returning();
  return saved!;
}

async function customerNameOf(tx: OrdersTransaction, order: OrderRow): Promise<string> {
  if (!order.customerId) return order.typedCustomer?.fullName ?? '';
  const [row] = await tx
    .select({ name: customers.fullName })
    .from(customers)
    .where(and(eq(customers.restaurantId, order.restaurantId), eq(customers.id, order.customerId)));
  return row?.name ?? '';
}

/** An online order as the counter's list shows it: the order (none once rejected) and its decision. */
export function onlineOrderOf(
  row: OnlineOrderRow,
  order: Pick<OrderRow, 'orderNumber' | 'orderType' | 'scheduleTime' | 'totalCents'> & { customerName: string },
  model: OrderModel | null,
  restaurant: KnownRestaurant,
) {
  const tz = restaurant.timeZone;
  return {
    orderId: row.orderId,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    order: model,
    customerName: order.customerName,
    decision: row.status,
    payment: row.payment,
    email: row.email,
    readyAt: row.readyAt?.toISOString() ?? null,
    readyAtLocal: row.readyAt ? localDateTime(row.readyAt, tz) : null,
    rejectReason: row.rejectReason,
    decidedBy: row.decidedBy,
    receivedAt: row.createdAt.toISOString(),
    receivedAtLocal: localDateTime(row.createdAt, tz),
    scheduleTime: order.scheduleTime,
    totalCents: order.totalCents,
  };
}
