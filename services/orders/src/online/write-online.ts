import type { KnownRestaurant } from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { customers, onlineOrders, type OnlinePayment, type TypedCustomer } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { readOrder } from '../orders/order-store';
import { writePlaced } from '../orders/place-order';
import type { MadeLine } from '../lines/place-lines';
import type { FullOrderRow } from '../orders/views';
import type { CheckoutInput } from './checkout-input';
import { confirmationMail, type OnlineMail } from './online-mail';
import type { OnlineSettingsValues } from './online-settings';
import { quotedMinutes } from './online-settings-view';
import { readyTime } from './ready-time';

/** The name an online order is taken under, where a terminal's order has its cashier's. */
export const ONLINE_TAKER = 'Online order';

export interface OnlineWrite {
  restaurant: KnownRestaurant;
  settings: Pick<OnlineSettingsValues, 'autoAccept' | 'prepMinutes' | 'busyMinutes' | 'busyUntil'>;
  id: string;
  input: CheckoutInput;
  lines: MadeLine[];
  statusKeyHash: string;
  now: Date;
}

/**
 * Writes an online order, as checkout does when it is paid at the counter or the door, and as a card
 * payment's webhook does once paid: the customer, the order with channel 'online' (printed at once with
 * auto-accept), and its online row.
 */
export async function writeOnlineOrder(tx: OrdersTransaction, w: OnlineWrite) {
  const { restaurant, input, now } = w;
  const accepted = w.settings.autoAccept;
  const readyAt = accepted ? readyTime(input.time, quotedMinutes(w.settings, now), now, restaurant) : null;
  const { customerId, typedCustomer } = await customerOf(tx, restaurant.id, input);
  const payment: OnlinePayment = input.payment;
  const tenders = { door: 'door', card: 'card', pickup: null } as const;
  const tender = tenders[payment];
  const { order } = await writePlaced(tx, {
    restaurant,
    id: w.id,
    taker: { name: ONLINE_TAKER, employeeId: null },
    orderType: input.orderType,
    customerId,
    notes: input.notes,
    scheduleTime: input.time,
    // Lines of an online order never go freely: the customer saw its total.
    takingMinutes: 0,
    lines: w.lines,
    print: accepted,
    tender: tender ? { method: tender, cashGiven: null } : null,
    paper: null,
    channel: 'online',
    by: { byName: ONLINE_TAKER, byEmployeeId: null, approvedBy: null },
    typedCustomer,
    paidOnline: payment === 'card',
  });
  await tx.insert(onlineOrders).values({
    restaurantId: restaurant.id,
    orderId: order.id,
    status: accepted ? 'accepted' : 'received',
    payment,
    email: input.email,
    statusKeyHash: w.statusKeyHash,
    readyAt,
    decidedAt: accepted ? now : null,
    decidedBy: accepted ? 'Auto-accept' : null,
  });
  return { order, accepted, readyAt };
}

/** The order as written, for what follows it. */
export const readWritten = async (tx: OrdersTransaction, restaurantId: string, id: string) =>
  (await readOrder(tx, id, [restaurantId]))!;

/** What follows a new online order: the counter's chime (or the kitchen's ticket), and the customer's mail. */
export async function announceOnline(
  after: { changes: OrderChanges; mail: OnlineMail },
  placed: { full: FullOrderRow; accepted: boolean; readyAt: Date | null },
  c: { restaurant: KnownRestaurant; input: Pick<CheckoutInput, 'email' | 'payment'>; statusUrl: string },
) {
  await after.changes.after(placed.full, placed.accepted ? 'printed' : 'created', null);
  if (!c.input.email) return;
  const mail = {
    restaurant: c.restaurant,
    order: placed.full,
    email: c.input.email,
    payment: c.input.payment,
    statusUrl: c.statusUrl,
    readyAt: placed.readyAt,
  };
  await after.mail.send(confirmationMail(mail), `online-confirmation-${placed.full.id}`);
}

/**
 * The counter's customer an online order names (issue 45): a new phone becomes a customer as typed; a phone
 * whose customer has the same name (and, for a delivery, the same street and ZIP code) is that customer. Any
 * other is never rewritten — a stranger typing a regular's phone cannot move the regular's next delivery —
 * so the order names no customer and keeps what was typed, with whom the phone matched, for the counter to see.
 */
async function customerOf(
  tx: OrdersTransaction,
  restaurantId: string,
  input: CheckoutInput,
): Promise<{ customerId: string | null; typedCustomer: TypedCustomer | null }> {
  const delivery = input.orderType === 'delivery';
  const address = delivery
    ? { street1: input.street1, street2: input.street2, city: input.city, zipcode: input.zipcode }
    : {};
  const [made] = await tx
    .insert(customers)
    .values({ restaurantId, fullName: input.fullName, phoneNumber: input.phoneNumber, ...address })
    .onConflictDoNothing({ target: [customers.restaurantId, customers.phoneNumber] })
    .returning({ id: customers.id });
  if (made) return { customerId: made.id, typedCustomer: null };
  const [known] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.restaurantId, restaurantId), eq(customers.phoneNumber, input.phoneNumber)));
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const matches =
    same(known!.fullName, input.fullName) &&
    (!delivery || (same(known!.street1, input.street1) && same(known!.zipcode, input.zipcode)));
  if (matches) return { customerId: known!.id, typedCustomer: null };
  return {
    customerId: null,
    typedCustomer: {
      fullName: input.fullName,
      phoneNumber: input.phoneNumber,
      street1: delivery ? input.street1 : '',
      street2: delivery ? input.street2 : '',
      city: delivery ? input.city : '',
      zipcode: delivery ? input.zipcode : '',
      matched: { id: known!.id, fullName: known!.fullName, street1: known!.street1, city: known!.city },
    },
  };
}
