import { orderTotals } from '@zest/pricing';
import { randomUUID } from 'node:crypto';
import { startFakeGeocoder, type FakeGeocoder, type GeocoderReply } from '../../../tools/test/geocoder';
import { buildPizzeria, menuVersion, untilOrdersHasMenu, type Pizzeria } from '../../../tools/test/menus';
import { TEST_PORTS, testPort } from '../../../tools/test/ports';
import { startExtraService, type ExtraService } from '../../../tools/test/processes';
import { clientIp, graphql } from '../../../tools/test/support';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';

/**
 * A delivery radius for online ordering (docs/decisions/0064-delivery-radius.md): the restaurant is found on
 * the map when its radius is saved, each delivery address at checkout, and the great-circle distance decides.
 * Orders services of this suite's own ask a fake geocoder of its own on 127.0.0.1 (its answers by the
 * search's text), so it may run beside address.test.ts, whose fake holds the test stack's geocoder port.
 */
let t: Tenant;
let lost: Tenant;
let menu: Pizzeria;
let slug: string;
let geocoder: FakeGeocoder;
let withLookup: ExtraService;
let withoutLookup: ExtraService;

const marker = `r${Date.now() % 100_000}`;
const RESTAURANT = `${marker} Restaurant Row, Springfield`;
const UNKNOWN_RESTAURANT = `${marker} Nowhere Lane, Springfield`;
const HOME = { lat: 41.8819, lon: -87.6278 };
// A degree of latitude is 69.09 miles (the earth's mean radius, 3958.8 miles): due north by whole tenths.
const north = (miles: number) => ({ lat: String(HOME.lat + miles / 69.09), lon: String(HOME.lon) });

/** By the street the search names: found near or far, not found, failing, or too slow for the timeout. */
function reply(q: string): GeocoderReply {
  if (q.includes(RESTAURANT)) return { places: [{ lat: String(HOME.lat), lon: String(HOME.lon) }] };
  if (q.includes('1 Near St')) return { places: [north(1)] };
  if (q.includes('9 Far Ave')) return { places: [north(4.2)] };
  if (q.includes('5 Broken Rd')) return { status: 503 };
  if (q.includes('7 Slow Ct')) return { delayMs: 3_000, places: [north(1)] };
  return { places: [] };
}

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:30', closes: '23:30' }));
const FIELDS = 'deliveryArea deliveryRadiusMiles deliveryOrigin addressLookup deliveryZips enabled';
type Settings = Record<string, unknown>;

const settings = (service: ExtraService, input: Record<string, unknown>, tenant = t) =>
  graphql<{ updateOnlineSettings: Settings }>(
    `mutation($r: ID!, $input: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $input) { ${FIELDS} } }`,
    { r: tenant.restaurantId, input },
    { token: tenant.owner.token, url: `${service.url}/graphql` },
  );
const read = (service: ExtraService) =>
  graphql<{ onlineSettings: Settings }>(
    `query($r: ID!) { onlineSettings(restaurantId: $r) { ${FIELDS} } }`,
    { r: t.restaurantId },
    { token: t.owner.token, url: `${service.url}/graphql` },
  );

async function deliveryTo(street1: string) {
  const page = await graphql<{ onlinePage: { deliveryChargeCents: number; taxPercentage: number } }>(
    'query($s: String!) { onlinePage(slug: $s) { deliveryChargeCents taxPercentage } }',
    { s: slug },
    { url: `${withLookup.url}/graphql` },
  );
  const { deliveryChargeCents, taxPercentage } = page.data!.onlinePage;
  const input = {
    orderType: 'delivery',
    fullName: 'Robin Radius',
    phoneNumber: `(312) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    street1,
    city: 'Springfield',
    zipcode: '60614',
    lines: [{ productId: menu.calzone }],
    payment: 'door',
    expectedTotalCents: orderTotals({
      orderType: 'delivery',
      subtotalCents: 1300,
      deliveryRateCents: deliveryChargeCents,
      taxPercentage,
    }).totalCents,
  };
  return graphql<{ placeOnlineOrder: { orderId: string } }>(
    `
      mutation ($s: String!, $input: OnlineCheckoutInput!, $key: String) {
        placeOnlineOrder(slug: $s, input: $input, idempotencyKey: $key) {
          orderId
        }
      }
    `,
    { s: slug, input, key: randomUUID() },
    { url: `${withLookup.url}/graphql`, ip: clientIp() },
  );
}

beforeAll(async () => {
  [t, lost] = await Promise.all([
    newTenant('radius', { timeZone: zoneAwayFromMidnight(), fullAddress: RESTAURANT }),
    newTenant('radius-lost', { fullAddress: UNKNOWN_RESTAURANT }),
  ]);
  menu = await buildPizzeria(t);
  await untilOrdersHasMenu(t.restaurantId, (await menuVersion(t.restaurantId))!);
  slug = `radius-${randomUUID().slice(0, 8)}`;
  geocoder = await startFakeGeocoder(testPort('radiusGeocoder'), reply);
  const url = `http://127.0.0.1:${testPort('radiusGeocoder')}/search`;
  [withLookup, withoutLookup] = await Promise.all([
    startExtraService('orders', TEST_PORTS.radiusOrders, {
      ADDRESS_SUGGEST_URL: url,
      ADDRESS_SUGGEST_TIMEOUT_MS: '500',
      ONLINE_CHECKOUTS_PER_IP: '1000',
    }),
    startExtraService('orders', TEST_PORTS.radiusOrdersWithoutLookup, { ADDRESS_SUGGEST_URL: '' }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([withLookup?.stop(), withoutLookup?.stop()]);
  await geocoder?.close();
});

describe('the owner’s delivery area', () => {
  it('is refused as a radius where addresses cannot be looked up, and the card learns so', async () => {
    expect((await read(withoutLookup)).data!.onlineSettings).toMatchObject({
      addressLookup: false,
      deliveryArea: 'zips',
    });
    const refused = await settings(withoutLookup, { deliveryArea: 'radius', deliveryRadiusMiles: 3 });
    expect(refused.errors![0]).toMatchObject({
      message:
        'A delivery radius needs address lookup, which this server does not have: list the ZIP codes you deliver to.',
      extensions: { code: 'BAD_USER_INPUT', field: 'deliveryArea' },
    });
    expect(geocoder.asked).toHaveLength(0);
  });

  it('saves a radius, finding the restaurant on the map once, and turns ordering on without ZIP codes', async () => {
    expect((await read(withLookup)).data!.onlineSettings).toMatchObject({ addressLookup: true });
    expect((await settings(withLookup, { deliveryArea: 'radius', deliveryRadiusMiles: 30 })).errors![0]!.message).toBe(
      'A delivery radius is from 0.5 to 25 miles, like 3 or 4.5.',
    );
    const saved = await settings(withLookup, {
      enabled: true,
      slug,
      hours: ALL_WEEK,
      deliveryArea: 'radius',
      deliveryRadiusMiles: 2.96,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateOnlineSettings).toEqual({
      enabled: true,
      deliveryArea: 'radius',
      deliveryRadiusMiles: 3,
      deliveryOrigin: RESTAURANT,
      addressLookup: true,
      deliveryZips: [],
    });
    expect(geocoder.askedFor(RESTAURANT)).toHaveLength(1);
    expect(geocoder.askedFor(RESTAURANT)[0]!.searchParams.get('q')).toBe(`${RESTAURANT},USA`);
    // The same address again: measured from where it was found, not asked about twice.
    expect((await settings(withLookup, { deliveryRadiusMiles: 3 })).errors).toBeUndefined();
    expect(geocoder.askedFor(RESTAURANT)).toHaveLength(1);
  });

  it('is refused when the restaurant’s own address cannot be found', async () => {
    const refused = await settings(withLookup, { deliveryArea: 'radius', deliveryRadiusMiles: 2 }, lost);
    expect(refused.errors![0]).toMatchObject({
      message: `We could not find the restaurant’s address (${UNKNOWN_RESTAURANT}) on the map: check it in the restaurant’s details, or list the ZIP codes you deliver to.`,
      extensions: { code: 'BAD_USER_INPUT', field: 'deliveryArea' },
    });
  });
});

describe('a delivery checkout within a radius', () => {
  it('places the order for an address inside it', async () => {
    const placed = await deliveryTo('1 Near St');
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOnlineOrder.orderId).toEqual(expect.any(String));
    expect(geocoder.askedFor('1 Near St')[0]!.searchParams.get('q')).toBe('1 Near St, Springfield, 60614,USA');
  });

  it('refuses an address outside it, beside the street, saying how far it is', async () => {
    const refused = await deliveryTo('9 Far Ave');
    expect(refused.errors![0]).toMatchObject({
      message: 'Tony’s Pizzeria delivers within 3 miles; this address is about 4.2 miles away.',
      extensions: { code: 'CONFLICT', reason: 'OUTSIDE_AREA', field: 'street1', radiusMiles: 3, distanceMiles: 4.2 },
    });
  });

  it('refuses an address the map does not know', async () => {
    const refused = await deliveryTo('404 Unknown Blvd');
    expect(refused.errors![0]).toMatchObject({
      message: 'We could not find this address: check the street and ZIP code.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'ADDRESS_NOT_FOUND', field: 'street1' },
    });
  });

  it('refuses, to be tried again, when the geocoder fails or is too slow: never a fault', async () => {
    for (const street of ['5 Broken Rd', '7 Slow Ct']) {
      const refused = await deliveryTo(street);
      expect(refused.status).toBeLessThan(500);
      expect(refused.errors![0]).toMatchObject({
        message: 'We could not check your address just now: try again, or choose pickup.',
        extensions: { code: 'CONFLICT', reason: 'ADDRESS_UNCHECKED', field: 'street1' },
      });
    }
  });
});
