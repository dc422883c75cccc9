import { api, graphql } from '../../../tools/test/support';
import { startFakeGeocoder, type FakeGeocoder } from '../../../tools/test/geocoder';
import { startExtraService, type ExtraService } from '../../../tools/test/processes';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { testPort } from '../../../tools/test/ports';

/**
 * Address suggestions in the customer form (docs/product.md#customer-dialog):
 * through the gateway, from a geocoding service the operator configures (the
 * test stack points orders at a fake one this test runs on 127.0.0.1); off
 * unless configured, and then no call leaves the server.
 */
let t: Tenant;
let provider: FakeGeocoder;
// Other suites may ask for addresses while this one's provider runs: count only this suite's questions.
const marker = String(Date.now() % 100_000);
const mine = () => provider.asked.filter((u) => u.searchParams.get('q')?.startsWith(marker));

const PLACES = Array.from({ length: 7 }, (_, i) => ({
  display_name: `${100 + i} Main Street, Springfield, Illinois, 62701, United States`,
  address: {
    house_number: String(100 + i),
    road: 'Main Street',
    ...(i === 1 ? { town: 'Chatham' } : { city: 'Springfield' }),
    postcode: '62701',
    country: 'United States',
  },
}));

beforeAll(async () => {
  t = await newTenant('address');
  provider = await startFakeGeocoder(testPort('geocoder'), () => ({ places: PLACES }));
});
afterAll(() => provider.close());

const suggest = (q: string, token = t.cashier) =>
  api<Record<string, string>[]>('GET', `/api/address/suggest?q=${encodeURIComponent(q)}`, { token });

describe('address suggestions, with a provider configured', () => {
  it('ask for the text plus ",USA", 5 at most, and fill the form’s fields', async () => {
    const res = await suggest(`${marker} Main`);
    expect(res.status).toBe(200);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.searchParams.get('q')).toBe(`${marker} Main,USA`);
    expect(mine()[0]!.searchParams.get('limit')).toBe('5');
    expect(mine()[0]!.searchParams.get('addressdetails')).toBe('1');
    expect(res.body).toHaveLength(5);
    expect(res.body[0]).toEqual({
      label: '100 Main Street, Springfield, Illinois, 62701, United States',
      street_1: '100 Main Street',
      city: 'Springfield',
      zipcode: '62701',
      country: 'United States',
    });
    expect(res.body[1]!.city).toBe('Chatham');
  });

  it('do not ask for fewer than 3 characters', async () => {
    expect((await suggest('10')).body).toEqual([]);
    expect((await suggest('  1 ')).body).toEqual([]);
    expect(provider.asked.filter((u) => ['10,USA', '1,USA'].includes(u.searchParams.get('q') ?? ''))).toHaveLength(0);
  });

  it('are for people at the counter', async () => {
    expect((await suggest('100 Main', t.manager)).status).toBe(200);
    expect((await suggest('100 Main', t.driver)).status).toBe(403);
    expect((await suggest('100 Main', t.owner.token)).status).toBe(403);
    expect((await api('GET', '/api/address/suggest?q=100')).status).toBe(401);
  });
});

describe('address suggestions, off', () => {
  let plain: ExtraService;
  beforeAll(async () => {
    plain = await startExtraService('orders', 61, { ADDRESS_SUGGEST_URL: '' });
  });
  afterAll(() => plain.stop());

  it('answer nothing and call nobody: the field is plain text', async () => {
    const res = await graphql<{ addressSuggestions: unknown[] }>(
      'query($q: String!) { addressSuggestions(query: $q) { label } }',
      { q: `${marker} Off Street` },
      { token: t.cashier, url: `${plain.url}/graphql` },
    );
    expect(res.data).toEqual({ addressSuggestions: [] });
    expect(provider.askedFor('Off Street')).toHaveLength(0);
  });
});
