import { baseUrl, graphql } from '../../../tools/test/support';
import type { Tenant } from '../../../tools/test/tenants';
import { onOrdersDatabase, printPaid } from '../../orders/test/helpers';
import { cents, deliveryOrder, eventually, takeOrders, untilListed } from './helpers';

/**
 * A delivery paid at the door by QR on the test stack (docs/decisions/0081-paid-at-the-door-by-qr.md): the
 * driver's link asked for and read, the customer's page pressed (the sandbox's sends Stripe's signed events).
 */
export interface Door {
  id: string;
  orderId: string;
  status: string;
  amountCents: number;
  tipCents: number;
  failure: string | null;
  link: string;
}

const DOOR = 'id orderId status amountCents tipCents failure link';
export const askDoor = (token: string, orderId: string) =>
  graphql<{ askDoorPayment: Door }>(
    `mutation($o: ID!) { askDoorPayment(orderId: $o) { ${DOOR} } }`,
    { o: orderId },
    {
      token,
    },
  );
export const readDoor = (token: string, id: string) =>
  graphql<{ doorPayment: Door }>(`query($id: ID!) { doorPayment(id: $id) { ${DOOR} } }`, { id }, { token });

/** A delivery printed to be paid at the door, on the tenant's driver's trip: answers its id and total. */
export async function onTheWay(t: Tenant, price = '20.00') {
  const order = await deliveryOrder(t, price);
  const printed = await printPaid(t.cashier, order.id, { tender: 'door' });
  expect(printed.status).toBe(200);
  await untilListed(t, order.id);
  expect((await takeOrders(t.driver, [order.id])).status).toBe(201);
  // The orders service learns of the trip from the drivers service's event: the link is for a delivery on a trip.
  const known = await eventually(
    () => onOrdersDatabase('SELECT 1 FROM order_trips WHERE order_id = $1', [order.id]),
    (rows) => rows.length > 0,
  );
  expect(known).toHaveLength(1);
  return { orderId: order.id, totalCents: cents(printed.body.order.total_price) };
}

export const pathOf = (link: string) => new URL(link).pathname;

/** The customer's page pressed: the choice with this percent (0: no tip). */
export const pay = (link: string, percent: number) =>
  fetch(`${baseUrl()}${pathOf(link)}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ percent: String(percent) }).toString(),
  });

export const settledDoor = (t: Tenant, id: string) =>
  eventually(
    () => readDoor(t.driver, id),
    (r) => r.data?.doorPayment.status !== 'waiting',
  ).then((r) => r.data!.doorPayment);

export const ledgerOf = (orderId: string) =>
  onOrdersDatabase<{ kind: string; tender: string; amount_cents: number }>(
    `SELECT kind, tender, amount_cents FROM ledger_entries WHERE order_id = $1 AND kind <> 'sale' ORDER BY at, kind`,
    [orderId],
  );
