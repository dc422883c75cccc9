import { api, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * The tip choices in the order settings (docs/decisions/0080-card-payments-at-the-counter.md): tips offered or
 * not, and three percentages from 1 to 100, smallest first; a change is on the audit trail.
 */
const SAVE = `mutation($r: ID!, $input: OrderSettingsInput!) {
  updateOrderSettings(restaurantId: $r, input: $input) { tipsOffered tipPercents } }`;
const save = (t: Tenant, input: Record<string, unknown>, token = t.owner.token) =>
  graphql<{ updateOrderSettings: { tipsOffered: boolean; tipPercents: number[] } }>(
    SAVE,
    { r: t.restaurantId, input },
    { token },
  );

let t: Tenant;
beforeAll(async () => {
  t = await newTenant('tips');
});

it('offers 15, 18 and 20 % until the owner chooses, and saves the choice with an audit line', async () => {
  const read = await graphql<{ orderSettings: { tipsOffered: boolean; tipPercents: number[] } }>(
    'query($r: ID!) { orderSettings(restaurantId: $r) { tipsOffered tipPercents } }',
    { r: t.restaurantId },
    { token: t.cashier },
  );
  expect(read.data!.orderSettings).toEqual({ tipsOffered: true, tipPercents: [15, 18, 20] });
  expect((await save(t, { tipPercents: [10, 15, 25] })).data!.updateOrderSettings).toEqual({
    tipsOffered: true,
    tipPercents: [10, 15, 25],
  });
  expect((await save(t, { tipsOffered: false }, t.manager)).data!.updateOrderSettings).toEqual({
    tipsOffered: false,
    tipPercents: [10, 15, 25],
  });
  const trail = await api<{ entries: { summary: string }[] }>(
    'GET',
    `/api/order/audit/${t.restaurantId}?kind=settings&limit=20`,
    { token: t.owner.token },
  );
  expect(trail.body.entries.map((e) => e.summary)).toEqual(
    expect.arrayContaining([
      'Order settings: tips of 10%, 15%, 25% offered (was tips of 15%, 18%, 20% offered)',
      'Order settings: no tips offered (was tips of 10%, 15%, 25% offered)',
    ]),
  );
});

it('refuses anything but three increasing percentages from 1 to 100, and a cashier', async () => {
  for (const wrong of [
    [15, 18],
    [15, 18, 20, 25],
    [20, 18, 15],
    [0, 10, 20],
    [15, 18, 101],
    [15, 15, 20],
  ]) {
    const refused = await save(t, { tipPercents: wrong });
    expect(refused.errors![0]!.message).toBe(
      'Offer exactly three tip percentages from 1 to 100, smallest first, like 15, 18, 20.',
    );
  }
  expect((await save(t, { tipsOffered: true }, t.cashier)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  const rest = await api('PUT', `/api/order/settings/${t.restaurantId}`, {
    token: t.owner.token,
    body: { tips_offered: true, tip_percents: [12, 15, 18] },
  });
  expect(rest.status).toBe(200);
  expect(rest.body).toMatchObject({ tips_offered: true, tip_percents: [12, 15, 18] });
  const bad = await api('PUT', `/api/order/settings/${t.restaurantId}`, {
    token: t.owner.token,
    body: { tip_percents: [12, 15] },
  });
  expect(bad.status).toBe(400);
});
