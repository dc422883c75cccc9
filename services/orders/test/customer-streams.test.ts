import { randomUUID } from 'node:crypto';
import { clientIp, graphql } from '../../../tools/test/support';
import { followPath, type Follower } from '../../../tools/test/streams';
import { CardShop } from './card-shop';
import { onOrdersDatabase } from './helpers';

/**
 * Issue 47, hole 2: anonymous live streams and keys are bounded. A few streams per order, a fair number per
 * client address, none for an order that will not move again, an end when it finishes; and the key of a
 * card checkout never paid ends with the checkout.
 */
let shop: CardShop;
let cards: CardShop;
const open: Follower[] = [];
const streamOf = async (key: string, ip = clientIp(), slug = shop.slug) => {
  const stream = await followPath(`/api/online/${slug}/status/${key}/stream`, undefined, undefined, ip);
  open.push(stream);
  return stream;
};
const reject = (orderId: string) =>
  graphql(
    'mutation($id: ID!) { rejectOnlineOrder(orderId: $id, reason: "Out of dough tonight.") { orderId } }',
    { id: orderId },
    { token: shop.t.cashier },
  );

beforeAll(async () => {
  [shop, cards] = await Promise.all([
    CardShop.open(`streams-${randomUUID().slice(0, 4)}`, { connected: false }),
    CardShop.open(`unpaid-${randomUUID().slice(0, 4)}`, { connected: true }),
  ]);
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

it('holds at most 3 streams of one order, then answers 429 with Retry-After; a closed one frees its seat', async () => {
  const { statusKey } = await shop.pickupCheckout();
  const three = [await streamOf(statusKey), await streamOf(statusKey), await streamOf(statusKey)];
  expect(three.map((s) => s.status)).toEqual([200, 200, 200]);
  const fourth = await streamOf(statusKey);
  expect([fourth.status, fourth.retryAfter]).toEqual([429, '30']);
  three[0]!.close();
  await three[0]!.ended;
  let again = await streamOf(statusKey);
  for (let i = 0; again.status === 429 && i < 20; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    again = await streamOf(statusKey);
  }
  expect(again.status).toBe(200);
});

it('holds at most 20 customer streams from one client address (an IPv6 client’s /64)', async () => {
  const net = `2001:db8:5e:${(Date.now() % 0xffff).toString(16)}`;
  const keys = [];
  for (let i = 0; i < 7; i += 1) keys.push((await shop.pickupCheckout()).statusKey);
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1) statuses.push((await streamOf(keys[i % 7]!, `${net}::${i + 1}`)).status);
  expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  // Another client follows the same orders.
  expect((await streamOf(keys[6]!, clientIp())).status).toBe(200);
});

it('ends when its order is finished, and answers 204 (do not come back) for a finished one', async () => {
  const placed = await shop.pickupCheckout();
  const stream = await streamOf(placed.statusKey);
  expect(stream.status).toBe(200);
  expect((await reject(placed.orderId)).errors).toBeUndefined();
  await stream.waitFor((e) => e.event === 'status', 5_000);
  await stream.waitFor((e) => e.event === 'end', 5_000);
  await stream.ended;
  expect((await streamOf(placed.statusKey)).status).toBe(204);
});

it('forgets the key of a card checkout never paid once the checkout is over', async () => {
  const { answer } = await cards.cardCheckout();
  const { statusKey, orderId } = answer.data!.placeOnlineOrder;
  expect((await cards.tracking(statusKey)).data?.onlineTracking.progress).toBe('awaiting_payment');
  // The payment page's half hour and the webhook's ten minutes have gone by.
  await onOrdersDatabase(`UPDATE online_payments SET created_at = now() - interval '41 minutes' WHERE id = $1`, [
    orderId,
  ]);
  const gone = await cards.tracking(statusKey);
  expect([gone.errors?.[0]?.extensions?.code, gone.data ?? null]).toEqual(['NOT_FOUND', null]);
  expect((await streamOf(statusKey, clientIp(), cards.slug)).status).toBe(404);
});
