import { graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { payOnReader, readerBy } from './card-counter';
import { registeredTablet, type Tablet } from './tablets';

/**
 * Tips per employee (docs/decisions/0083-card-tips-paid-to-drivers.md): a tip the customer chose on the
 * counter's reader is the cashier's who took the payment; the report's totals are the Z report's tips for the
 * same days; days without tips say so by an empty list; and only the owner or a manager reads it.
 */
let t: Tenant;
let tablet: Tablet;
let reader: { id: string; url: string };

beforeAll(async () => {
  t = await newTenant('tips-report');
  tablet = await registeredTablet(t);
  reader = await readerBy(t, tablet);
});

interface Report {
  tipsReport: {
    from: string;
    to: string;
    employees: { employeeId: string | null; name: string; driver: boolean; count: number; cents: number }[];
    tips: { count: number; cents: number };
  };
  zReport: { z: { tips: { count: number; cents: number } } };
}

const REPORT = `query($r: ID!, $from: String!, $to: String!) {
  tipsReport(restaurantId: $r, from: $from, to: $to) {
    from to employees { employeeId name driver count cents } tips { count cents } }
  zReport(restaurantId: $r, day: $to) { z { tips { count cents } } } }`;
const report = (from: string, to: string, token = t.manager) =>
  graphql<Report>(REPORT, { r: t.restaurantId, from, to }, { token });

const openDay = async () =>
  (
    await graphql<{ businessDays: { openDay: string } }>(
      'query($r: ID!) { businessDays(restaurantId: $r) { openDay } }',
      { r: t.restaurantId },
      { token: t.manager },
    )
  ).data!.businessDays.openDay;

describe('the tips report', () => {
  it('shows a tip taken on the reader under the cashier who took it, and totals the Z report’s tips', async () => {
    const day = await openDay();
    const first = await payOnReader(t, tablet, reader, '20.00', '15%');
    const second = await payOnReader(t, tablet, reader, '12.00', '20%');
    await payOnReader(t, tablet, reader, '9.00', 'No tip');
    const tips = first.part.tipCents + second.part.tipCents;
    expect(first.part.tipCents).toBeGreaterThan(0);

    const read = await report(day, day);
    expect(read.errors).toBeUndefined();
    expect(read.data!.tipsReport.employees).toEqual([
      { employeeId: t.cashierId, name: expect.any(String), driver: false, count: 2, cents: tips },
    ]);
    expect(read.data!.tipsReport.tips).toEqual({ count: 2, cents: tips });
    expect(read.data!.tipsReport.tips).toEqual(read.data!.zReport.z.tips);
  });

  it('is empty for days without tips, and refuses a range the wrong way round', async () => {
    const empty = await report('2025-01-01', '2025-01-31');
    expect(empty.data!.tipsReport).toMatchObject({ employees: [], tips: { count: 0, cents: 0 } });
    const backwards = await report('2025-02-01', '2025-01-01');
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is the owner’s and the managers’, never the counter’s', async () => {
    const day = await openDay();
    expect((await report(day, day, t.owner.token)).errors).toBeUndefined();
    expect((await report(day, day, t.cashier)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
