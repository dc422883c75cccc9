import { orderTotals } from '@zest/pricing';
import { randomUUID } from 'node:crypto';
import { clientIp, graphql } from '../../../tools/test/support';
import { CardShop } from './card-shop';

/**
 * Issue 47, hole 7: an anonymous order paid later has a ceiling the owner sets ($500 unless set); past it the
 * page asks the customer to call. A card pays up front, so it is taken.
 */
let shop: CardShop;

const PLACE = `mutation($s: String!, $input: OnlineCheckoutInput!, $key: String) {
  placeOnlineOrder(slug: $s, input: $input, idempotencyKey: $key) { orderNumber totalCents paymentUrl } }`;

/** Calzones at $13.00, paid as asked, at the page's total. */
async function calzones(quantity: number, payment: 'pickup' | 'card') {
  const { data } = await graphql<{ onlinePage: { deliveryChargeCents: number; taxPercentage: number } }>(
    'query($s: String!) { onlinePage(slug: $s) { deliveryChargeCents taxPercentage } }',
    { s: shop.slug },
  );
  const { totalCents } = orderTotals({
    orderType: 'pickup',
    subtotalCents: 1300 * quantity,
    deliveryRateCents: data!.onlinePage.deliveryChargeCents,
    taxPercentage: data!.onlinePage.taxPercentage,
  });
  const input = {
    orderType: 'pickup',
    fullName: 'Big Party',
    phoneNumber: `312555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    lines: [{ productId: shop.menu.calzone, quantity }],
    payment,
    expectedTotalCents: totalCents,
  };
  const answer = await graphql<{ placeOnlineOrder: { orderNumber: number | null; totalCents: number } }>(
    PLACE,
    { s: shop.slug, input, key: randomUUID() },
    { ip: clientIp() },
  );
  return { answer, totalCents };
}

beforeAll(async () => {
  shop = await CardShop.open(`ceiling-${randomUUID().slice(0, 4)}`, { connected: true });
});

it('asks the customer to call past $500 paid later, and writes nothing', async () => {
  const before = (await shop.waiting()).length;
  const { answer, totalCents } = await calzones(40, 'pickup');
  expect(totalCents).toBeGreaterThan(50_000);
  expect(answer.errors?.[0]).toMatchObject({
    message: 'Orders over $500.00 are taken by phone: please call Tony’s Pizzeria at 555-010-2000.',
    extensions: { code: 'CONFLICT', reason: 'TOO_LARGE', field: 'cart' },
  });
  expect((await shop.waiting()).length).toBe(before);
  expect((await calzones(30, 'pickup')).answer.data?.placeOnlineOrder.orderNumber).toBeGreaterThan(0);
});

it('takes a card payment past it, and the owner’s own ceiling', async () => {
  expect((await calzones(40, 'card')).answer.errors).toBeUndefined();
  const raised = await shop.settings({ largestOrderCents: 100_000 });
  expect(raised.errors).toBeUndefined();
  expect((await calzones(40, 'pickup')).answer.data?.placeOnlineOrder.orderNumber).toBeGreaterThan(0);
  const refused = await shop.settings({ largestOrderCents: 500 });
  expect(refused.errors?.[0]?.message).toBe(
    'The largest online order must be a whole number of cents from 1000 to 1000000.',
  );
});
