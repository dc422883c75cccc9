import { randomUUID } from 'node:crypto';
import { api, baseUrl, graphql } from '../../../tools/test/support';
import { CardShop, until } from './card-shop';

/**
 * Issue 47, hole 1: a page's address never changes hands. A restaurant that moves keeps its old address for
 * good: no other restaurant can take it, and the old page, its API and its status links lead to the new one.
 */
let a: CardShop;
let b: CardShop;

const FORMER = `mutation($r: ID!, $input: OnlineSettingsInput!) {
  updateOnlineSettings(restaurantId: $r, input: $input) { slug formerSlugs } }`;
const move = (shop: CardShop, slug: string) =>
  graphql<{ updateOnlineSettings: { slug: string; formerSlugs: string[] } }>(
    FORMER,
    { r: shop.t.restaurantId, input: { slug } },
    { token: shop.t.owner.token },
  );
/** Where the server sends a request for this path, without following: [status, Location]. */
const sentTo = async (path: string, method = 'GET') => {
  const res = await fetch(`${baseUrl()}${path}`, { method, redirect: 'manual' });
  return [res.status, res.headers.get('location')] as const;
};

beforeAll(async () => {
  [a, b] = await Promise.all([
    CardShop.open(`kept-${randomUUID().slice(0, 4)}`, { connected: false }),
    CardShop.open(`taker-${randomUUID().slice(0, 4)}`, { connected: false }),
  ]);
});

describe('a restaurant’s past address', () => {
  let first: string;
  let second: string;
  let key: string;

  beforeAll(async () => {
    first = a.slug;
    second = `${first}-new`;
    const placed = await a.pickupCheckout();
    key = placed.statusKey;
    const moved = await move(a, second);
    expect(moved.data?.updateOnlineSettings).toEqual({ slug: second, formerSlugs: [first] });
  });

  it('cannot be taken by another restaurant', async () => {
    const taken = await move(b, first);
    expect(taken.errors?.[0]?.message).toBe(`The address /order/${first} is taken: try another.`);
    expect(taken.data).toBeNull();
  });

  it('leads to the current page: the page, a status link, the menu and a checkout', async () => {
    expect(await sentTo(`/order/${first}`)).toEqual([302, `/order/${second}`]);
    expect(await sentTo(`/order/${first}/status/${key}?from=mail`)).toEqual([
      302,
      `/order/${second}/status/${key}?from=mail`,
    ]);
    expect(await sentTo(`/api/online/${first}/menu`)).toEqual([307, `/api/online/${second}/menu`]);
    expect(await sentTo(`/api/online/${first}/checkout`, 'POST')).toEqual([307, `/api/online/${second}/checkout`]);
    // Followed, as a browser or a customer's app does: the restaurant's own order, on its own page.
    const status = await api<{ order_number: number }>('GET', `/api/online/${first}/status/${key}`);
    expect(status.status).toBe(200);
    expect((await a.tracking(key, second)).data?.onlineTracking.orderNumber).toBe(status.body.order_number);
  });

  it('is the owner’s to take back, and then the newer one leads to it', async () => {
    const back = await move(a, first);
    expect(back.data?.updateOnlineSettings).toEqual({ slug: first, formerSlugs: [second] });
    expect(await sentTo(`/order/${first}`)).toEqual([200, null]);
    expect(
      await until(
        () => sentTo(`/order/${second}`),
        ([status]) => status === 302,
      ),
    ).toEqual([302, `/order/${first}`]);
  });

  it('sends on no address nobody held, nor the current one', async () => {
    expect(await sentTo(`/order/never-held-${randomUUID().slice(0, 8)}`)).toEqual([200, null]);
    expect((await sentTo(`/api/online/never-held-${randomUUID().slice(0, 8)}/menu`))[0]).toBe(404);
    expect(await sentTo(`/order/${b.slug}`)).toEqual([200, null]);
  });
});

it('holds at most 5 addresses for one restaurant: past them it moves only among its own', async () => {
  const shop = await CardShop.open(`hoard-${randomUUID().slice(0, 4)}`, { connected: false });
  const names = [1, 2, 3, 4].map((n) => `${shop.slug}-${n}`);
  for (const name of names) expect((await move(shop, name)).data?.updateOnlineSettings.slug).toBe(name);
  const sixth = await move(shop, `${shop.slug}-5`);
  expect([sixth.errors?.[0]?.extensions?.code, sixth.errors?.[0]?.message]).toEqual([
    'CONFLICT',
    'A page keeps at most 5 addresses, and this one has them all: take back one of its old addresses.',
  ]);
  expect((await move(shop, shop.slug)).data?.updateOnlineSettings).toEqual({
    slug: shop.slug,
    formerSlugs: names.reverse(),
  });
});

describe('reserved addresses', () => {
  it.each(['admin', 'api', 'order', 'zest', 'zestpos-help', 'zest-pos-support'])('refuses %s', async (word) => {
    const refused = await move(b, word);
    expect(refused.errors?.[0]?.message).toBe(`The address /order/${word} is kept for Zest POS itself: try another.`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('takes a restaurant’s name with the word inside it', async () => {
    const slug = `zesty-${randomUUID().slice(0, 6)}`;
    expect((await move(b, slug)).data?.updateOnlineSettings.slug).toBe(slug);
  });
});
