import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { patchDriverLists } from '../src/features/drivers/driverPatch';
import { UNASSIGNED_ORDERS } from '../src/features/drivers/operations';
import type { WaitingDeliveryFragment } from '../src/graphql/generated/graphql';

/**
 * A notice's read goes to the server even when a read of the same order is on its way: a delivery
 * heard of at its creation (no line yet, so not waiting) and again at its first line must end up on
 * the driver's list, whichever read answers last. Apollo shares identical queries in flight unless
 * told not to; shared, the second notice got the first read's answer and the delivery stayed away
 * until the next notice (a flaky browser test found it).
 */

const order: WaitingDeliveryFragment & { __typename: 'DeliveryOrder' } = {
  __typename: 'DeliveryOrder',
  orderId: 'order-98',
  orderNumber: 98,
  customerName: 'Maria Lopez',
  street1: '42 Oak Avenue',
  street2: '',
  city: 'Springfield',
  zipcode: '62701',
  totalCents: 1499,
  createdAt: '2026-11-28T18:00:00Z',
  createdAtLocal: '2026-11-28 12:00',
  firstPrintedAt: null,
  scheduleTime: null,
  readyAt: null,
};

describe('reads made on a notice', () => {
  let server: Server;
  let uri = '';
  /** The drivers' answers in the order asked: the first (before the line) slow and empty, the next with the order. */
  let asked = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const n = ++asked;
        const answer = JSON.stringify({ data: { unassignedOrder: n === 1 ? null : order } });
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(answer), n === 1 ? 300 : 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts a delivery on the list when its second notice comes while the first read is still out', async () => {
    const client = new ApolloClient({ link: new HttpLink({ uri }), cache: new InMemoryCache() });
    const restaurantId = 'restaurant-1';
    client.cache.writeQuery({ query: UNASSIGNED_ORDERS, variables: { restaurantId }, data: { unassignedOrders: [] } });
    const notice = { change: 'orders' as const, driverId: null, orderIds: [order.orderId], at: order.createdAt };

    const created = patchDriverLists(client, restaurantId, notice);
    const lined = patchDriverLists(client, restaurantId, { ...notice, at: '2026-11-28T18:00:01Z' });
    await Promise.all([created, lined]);

    expect(asked).toBe(2);
    const list = client.cache.readQuery({ query: UNASSIGNED_ORDERS, variables: { restaurantId } });
    expect(list?.unassignedOrders.map((o) => o.orderNumber)).toEqual([98]);
  });
});
