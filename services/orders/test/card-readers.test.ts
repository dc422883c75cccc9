import { api, graphql } from '../../../tools/test/support';
import { connectSandboxStripe, startConnect } from '../../../tools/test/stripe-connect';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { onOrdersDatabase } from './helpers';
import { registeredTablet, type Tablet } from './tablets';

/**
 * The restaurant's card readers (docs/decisions/0080-card-payments-at-the-counter.md) on the test stack's
 * sandbox: registered on the hub with a simulated-… code, a name and a tablet, once the restaurant is
 * connected with Stripe; one reader by a tablet, one name on the counter; moved and retired (kept); a tablet
 * asks which reader is its own. Another owner's restaurant and readers are never reached.
 */

const FIELDS = 'id restaurantId name terminalId terminalTag deviceType sandboxUrl registeredAt registeredBy';
interface Reader {
  id: string;
  restaurantId: string;
  name: string;
  terminalId: string | null;
  terminalTag: string | null;
  deviceType: string;
  sandboxUrl: string | null;
  registeredBy: string;
}

const register = (t: Tenant, input: Record<string, unknown>, token = t.owner.token) =>
  graphql<{ registerCardReader: Reader }>(
    `mutation($r: ID!, $input: RegisterCardReaderInput!) { registerCardReader(restaurantId: $r, input: $input) { ${FIELDS} } }`,
    { r: t.restaurantId, input },
    { token },
  );
const list = (t: Tenant, token = t.owner.token) =>
  graphql<{ cardReaders: Reader[] }>(
    `query($r: ID!) { cardReaders(restaurantId: $r) { ${FIELDS} } }`,
    {
      r: t.restaurantId,
    },
    { token },
  );
const place = (id: string, terminalId: string | null, token: string) =>
  graphql<{ placeCardReader: Reader }>(
    `mutation($id: ID!, $t: ID) { placeCardReader(id: $id, terminalId: $t) { ${FIELDS} } }`,
    { id, t: terminalId },
    { token },
  );
const retire = (id: string, token: string) =>
  graphql<{ retireCardReader: Reader }>(
    `mutation($id: ID!) { retireCardReader(id: $id) { ${FIELDS} } }`,
    { id },
    {
      token,
    },
  );
const byTablet = (t: Tenant, tablet: Pick<Tablet, 'proof'>, token = t.cashier) =>
  graphql<{ terminalCardReader: Reader | null }>(
    `query($r: ID!, $p: String!) { terminalCardReader(restaurantId: $r, terminal: $p) { ${FIELDS} } }`,
    { r: t.restaurantId, p: tablet.proof },
    { token },
  );
const codeOf = (a: { errors?: { extensions?: { code?: string } }[] }) => a.errors?.[0]?.extensions?.code;

let t: Tenant;
let other: Tenant;
let front: Tablet;
let back: Tablet;

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('readers'), newTenant('readers-other')]);
  await Promise.all([connectSandboxStripe(t), connectSandboxStripe(other)]);
  [front, back] = await Promise.all([registeredTablet(t), registeredTablet(t)]);
});

describe('card readers in the sandbox', () => {
  let counter: Reader;

  it('registers a simulated reader by a tablet; the hub lists it and the tablet finds it', async () => {
    const made = await register(t, { registrationCode: 'simulated-wpe', name: 'Counter', terminalId: front.id });
    expect(made.errors).toBeUndefined();
    counter = made.data!.registerCardReader;
    expect(counter).toMatchObject({
      restaurantId: t.restaurantId,
      name: 'Counter',
      terminalId: front.id,
      terminalTag: front.tag,
      deviceType: 'simulated',
      sandboxUrl: `/sandbox/reader/${t.restaurantId}/${counter.id}`,
    });
    const [row] = await onOrdersDatabase<{ stripe_reader: string; account: string }>(
      'SELECT stripe_reader, account FROM card_readers WHERE id = $1',
      [counter.id],
    );
    expect(row!.stripe_reader).toMatch(/^tmr_local_[0-9a-f]{24}$/);
    expect(row!.account).toMatch(/^acct_local_/);
    expect((await list(t, t.manager)).data!.cardReaders.map((r) => r.name)).toEqual(['Counter']);
    expect((await byTablet(t, front)).data!.terminalCardReader).toMatchObject({ id: counter.id, name: 'Counter' });
    expect((await byTablet(t, back)).data!.terminalCardReader).toBeNull();
    expect(codeOf(await byTablet(t, { proof: `${front.id}.not-the-key-of-that-tablet` }))).toBe('BAD_USER_INPUT');
  });

  it('refuses a code Stripe does not know, a second reader by a tablet and a name in use', async () => {
    const bad = await register(t, { registrationCode: 'purple-cow-42', name: 'Bar', terminalId: back.id });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toMatch(/^That registration code is not one Stripe knows: /);
    const rest = await api('POST', `/api/restaurants/${t.restaurantId}/card-readers`, {
      token: t.owner.token,
      body: { registration_code: 'nope', name: 'Bar' },
    });
    expect(rest.status).toBe(400);

    const twice = await register(t, { registrationCode: 'simulated-wpe', name: 'Bar', terminalId: front.id });
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(twice.errors![0]!.message).toBe(
      `The tablet ${front.tag} already has a card reader: move or retire that one first.`,
    );
    const sameName = await register(t, { registrationCode: 'simulated-wpe', name: 'counter', terminalId: back.id });
    expect(sameName.errors![0]!.message).toBe('A reader named counter is already on the counter.');
    expect(codeOf(await register(t, { registrationCode: 'simulated-wpe', name: ' ' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await register(t, { registrationCode: 'simulated-wpe', name: 'x'.repeat(41) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect((await list(t)).data!.cardReaders).toHaveLength(1);
  });

  it('moves a reader to another tablet or none, and retires it kept, its name free again', async () => {
    const moved = await place(counter.id, back.id, t.owner.token);
    expect(moved.data!.placeCardReader).toMatchObject({ terminalId: back.id, terminalTag: back.tag });
    expect((await byTablet(t, front)).data!.terminalCardReader).toBeNull();
    expect((await place(counter.id, null, t.manager)).data!.placeCardReader.terminalId).toBeNull();

    const retired = await retire(counter.id, t.owner.token);
    expect(retired.errors).toBeUndefined();
    expect((await retire(counter.id, t.owner.token)).data!.retireCardReader.id).toBe(counter.id);
    const [row] = await onOrdersDatabase<{ retired_at: Date | null; retired_by: string }>(
      'SELECT retired_at, retired_by FROM card_readers WHERE id = $1',
      [counter.id],
    );
    expect(row!.retired_at).not.toBeNull();
    expect((await list(t)).data!.cardReaders).toEqual([]);
    expect(codeOf(await place(counter.id, front.id, t.owner.token))).toBe('CONFLICT');
    const again = await register(t, { registrationCode: 'simulated-m2', name: 'Counter', terminalId: front.id });
    expect(again.data!.registerCardReader.terminalTag).toBe(front.tag);

    const trail = await api<{ entries: { kind: string; summary: string }[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?kind=reader&limit=50`,
      { token: t.owner.token },
    );
    const kinds = trail.body.entries.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'reader.register')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'reader.place')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'reader.retire')).toHaveLength(1);
    expect(trail.body.entries.map((e) => e.summary)).toContain(
      `Card reader Counter moved from the tablet ${front.tag} to the tablet ${back.tag}`,
    );
  });

  it('keeps tenants apart: another owner’s restaurant and readers are 404, a cashier is refused', async () => {
    const [mine] = (await list(t)).data!.cardReaders;
    expect(codeOf(await list(t, other.owner.token))).toBe('NOT_FOUND');
    expect(codeOf(await register(t, { registrationCode: 'simulated-wpe', name: 'Theirs' }, other.owner.token))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await place(mine!.id, null, other.owner.token))).toBe('NOT_FOUND');
    expect(codeOf(await retire(mine!.id, other.manager))).toBe('NOT_FOUND');
    expect(codeOf(await list(t, t.cashier))).toBe('FORBIDDEN');
    // Another restaurant's tablet is not one of this restaurant's.
    const theirs = await registeredTablet(other);
    expect(codeOf(await place(mine!.id, theirs.id, t.owner.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await byTablet(other, front, other.cashier))).toBe('BAD_USER_INPUT');
    expect((await list(t)).data!.cardReaders[0]!.terminalId).toBe(front.id);
  });

  it('needs the restaurant connected with Stripe first', async () => {
    const fresh = await newTenant('readers-unconnected');
    const refused = await register(fresh, { registrationCode: 'simulated-wpe', name: 'Counter' });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(
      'Connect the restaurant with Stripe first (Online ordering → Connect with Stripe).',
    );
    await startConnect(fresh); // opened, not set up: still refused
    expect(codeOf(await register(fresh, { registrationCode: 'simulated-wpe', name: 'Counter' }))).toBe('CONFLICT');
  });

  it('answers on the REST paths, which the OpenAPI document lists', async () => {
    const made = await api<{ id: string; name: string; terminal_tag: string | null; sandbox_url: string }>(
      'POST',
      `/api/restaurants/${t.restaurantId}/card-readers`,
      { token: t.owner.token, body: { registration_code: 'simulated-wpe', name: 'Bar', terminal_id: back.id } },
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Bar', terminal_tag: back.tag });
    const listed = await api<{ name: string }[]>('GET', `/api/restaurants/${t.restaurantId}/card-readers`, {
      token: t.owner.token,
    });
    expect(listed.body.map((r) => r.name)).toEqual(['Bar', 'Counter']);
    const moved = await api('PATCH', `/api/card-readers/${made.body.id}`, {
      token: t.owner.token,
      body: { terminal_id: front.id },
    });
    expect(moved.status).toBe(409);
    const retired = await api('DELETE', `/api/card-readers/${made.body.id}`, { token: t.owner.token });
    expect(retired.status).toBe(200);
    expect((await api('DELETE', `/api/card-readers/${made.body.id}`, { token: other.owner.token })).status).toBe(404);
    const doc = await api<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths['/api/restaurants/{restaurantId}/card-readers']!).sort()).toEqual([
      'get',
      'post',
    ]);
    expect(Object.keys(doc.body.paths['/api/card-readers/{id}']!).sort()).toEqual(['delete', 'patch']);
  });
});
