import { orderTotals } from '@zest/pricing';
import { randomUUID } from 'node:crypto';
import { clientIp, graphql } from '../../../tools/test/support';
import { ask, must, ORDER_FIELDS, type CounterOrder } from './counter';
import { DELIVERY, expectEqual, TAX, totalOf, type Counter, type Step } from './counter-model';

/**
 * The property test's online steps (ledger-property.test.ts): an order placed on the ordering page, paid at
 * pickup or at the door, then accepted or rejected at the counter, each checked against the model.
 */
export async function runOnline(c: Counter, s: Extract<Step, { do: 'online' | 'accept' | 'reject' }>) {
  const token = c.r.t.cashier;
  switch (s.do) {
    case 'online': {
      // Paid at pickup, or (a delivery) at the door.
      const type = s.payment === 'door' ? 'delivery' : 'pickup';
      const expectedTotalCents = orderTotals({
        subtotalCents: c.r.calzoneCents,
        orderType: type,
        deliveryRateCents: DELIVERY,
        taxPercentage: TAX,
      }).totalCents;
      const address = type === 'delivery' ? { street1: '1 Oak St', city: 'Springfield', zipcode: '62701' } : {};
      // A phone and a client address of its own: the ordering page's limits are another test's.
      const placed = await graphql<{ placeOnlineOrder: { orderId: string } }>(
        `
          mutation ($s: String!, $input: OnlineCheckoutInput!, $key: String) {
            placeOnlineOrder(slug: $s, input: $input, idempotencyKey: $key) {
              orderId
            }
          }
        `,
        {
          s: c.r.slug,
          input: {
            orderType: type,
            fullName: 'Pat Online',
            phoneNumber: `217${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
            payment: s.payment,
            lines: [{ productId: c.r.calzone }],
            expectedTotalCents,
            ...address,
          },
          key: randomUUID(),
        },
        { ip: clientIp() },
      );
      if (!placed.data) throw new Error(`checkout: ${JSON.stringify(placed.errors)}`);
      const id = placed.data.placeOnlineOrder.orderId;
      const read = await must<{ order: CounterOrder }>(
        `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
        { id },
        token,
      );
      c.orders.push({
        id,
        type,
        online: 'received',
        lines: read.order.lines.map((l) => ({ id: l.id, priceCents: l.priceCents, voided: false })),
        discounts: [],
        printed: false,
        // Paid at the door: the order says so from the start; the money is taken when it is accepted (printed).
        tender: s.payment === 'door' ? 'door' : null,
        cardPaid: 0,
        cashPaid: 0,
        paidInParts: false,
        parts: [],
        voided: false,
        deleted: false,
      });
      c.payments.set(id, s.payment);
      expectEqual("an online order's total", read.order.totalCents, totalOf(c.orders.at(-1)!));
      return;
    }
    case 'accept': {
      const o =
        c.orders.find((x, i) => x.online === 'received' && !x.deleted && i >= s.pick % Math.max(1, c.orders.length)) ??
        c.orders.find((x) => x.online === 'received' && !x.deleted);
      if (!o) return;
      await c.change(
        o,
        () =>
          ask<{ acceptOnlineOrder: { order: CounterOrder } }>(
            `mutation($id: ID!) { acceptOnlineOrder(orderId: $id, readyInMinutes: 20) { order { ${ORDER_FIELDS} } } }`,
            { id: o.id },
            token,
          ),
        // Every line voided at the counter: nothing to make, nothing to print: reject it instead.
        o.lines.some((l) => !l.voided) ? 'ok' : 'refused',
        () => {
          o.online = 'accepted';
          o.printed = true;
          o.tender = c.payments.get(o.id) === 'door' ? 'door' : null;
        },
      );
      return;
    }
    case 'reject': {
      const o = c.orders.find((x) => x.online === 'received' && !x.deleted);
      if (!o) return;
      await c.change(
        o,
        () =>
          ask<{ rejectOnlineOrder: { decision: string } }>(
            'mutation($id: ID!, $reason: String!) { rejectOnlineOrder(orderId: $id, reason: $reason) { decision } }',
            { id: o.id, reason: 'We are out of dough.' },
            token,
          ),
        'ok',
        () => {
          o.deleted = true;
          o.online = null;
        },
      );
      return;
    }
  }
}
