import { addDays } from '@zest/kit';
import { api, clientIp, graphql } from '../../../tools/test/support';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';
import { takenBy } from '../../drivers/test/helpers';
import { payOnReader, readerBy } from '../../orders/test/card-counter';
import { registeredTablet } from '../../orders/test/tablets';

/**
 * Tips shared by the owner's rule and the pay period's payroll (docs/decisions/0085-the-time-clock.md): the
 * card tips come from the orders service's ledger, the reimbursements from the drivers service, the hours from
 * the shifts; the file lists them per person and rate; a closed period never changes.
 */
let t: Tenant;
let benId: string;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const gql = <D>(query: string, variables: Record<string, unknown>, token = t.owner.token) =>
  graphql<D>(query, { r: t.restaurantId, ...variables }, { token, ip: clientIp() });

const addShift = (employeeId: string, from: string, to: string, o: { role?: string; reason?: string } = {}) =>
  gql<{ addShift: { id: string; lateForPeriod: string | null } }>(
    'mutation($r: ID!, $i: AddShiftInput!) { addShift(restaurantId: $r, input: $i) { id lateForPeriod } }',
    { i: { employeeId, clockInAt: from, clockOutAt: to, reason: o.reason ?? 'Clocked on paper', role: o.role } },
    t.manager,
  );

const PERIOD = `query($r: ID!, $s: String) { payPeriod(restaurantId: $r, startsOn: $s) {
  startsOn endsOn closedAt
  people { employeeId name cashTipsCents takenTipsCents pooledTipsCents cardTipsCents reimbursementCents deliveries notes
    lines { role hourlyCents regularMinutes overtimeMinutes regularPayCents overtimePayCents } }
  tipsByDay { name day takenCents pooledCents cardTipsCents } } }`;

interface Person {
  employeeId: string | null;
  name: string;
  cardTipsCents: number;
  takenTipsCents: number;
  reimbursementCents: number;
  deliveries: number;
  notes: string[];
  lines: {
    role: string;
    regularMinutes: number;
    overtimeMinutes: number;
    regularPayCents: number;
    overtimePayCents: number;
  }[];
}
const period = async (startsOn: string | null = null) =>
  (
    await gql<{ payPeriod: { startsOn: string; endsOn: string; people: Person[]; tipsByDay: { name: string }[] } }>(
      PERIOD,
      { s: startsOn },
    )
  ).data!.payPeriod;

beforeAll(async () => {
  t = await newTenant('payroll', { timeZone: zoneAwayFromMidnight() });
  const ben = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
    token: t.owner.token,
    body: { security_pin: t.securityPin, pin: '5656', name: 'Ben', role: 'cashier', restaurant_id: t.restaurantId },
    ip: clientIp(),
  });
  benId = ben.body.id;
  for (const [e, cents] of [
    [t.cashierId, 1500],
    [benId, 1400],
  ] as const) {
    await gql(
      'mutation($e: ID!, $c: Int!) { setPayRates(employeeId: $e, rates: [{ role: "cashier", hourlyCents: $c }]) { role } }',
      {
        e,
        c: cents,
      },
    );
  }
  // Tips pooled by hours among the cashiers; overtime past one hour a week, so a short test shows it.
  const rules = await gql(
    'mutation($r: ID!) { updateLabourSettings(restaurantId: $r, input: { tipRule: "hours", tipPool: [{ role: "cashier" }], weeklyOvertimeMinutes: 60 }) { tipRule } }',
    {},
  );
  expect(rules.errors).toBeUndefined();
});

it('pools the cashiers’ card tips by their hours, keeps a driver’s charges apart, and pays overtime', async () => {
  // Carla 90 minutes, Ben 60, both earlier today (a zone away from midnight: the same business day).
  expect((await addShift(t.cashierId, minutesAgo(100), minutesAgo(10))).errors).toBeUndefined();
  expect((await addShift(benId, minutesAgo(100), minutesAgo(40))).errors).toBeUndefined();
  // Carla takes two card payments with tips on the reader; Dan takes a delivery ($3.50 charge).
  const tablet = await registeredTablet(t);
  const reader = await readerBy(t, tablet);
  const tips =
    (await payOnReader(t, tablet, reader, '20.00', '15%')).part.tipCents +
    (await payOnReader(t, tablet, reader, '30.00', '20%')).part.tipCents;
  expect(tips).toBeGreaterThan(0);
  await takenBy(t, '25.00');

  const p = await period();
  const carla = p.people.find((x) => x.employeeId === t.cashierId)!;
  const ben = p.people.find((x) => x.employeeId === benId)!;
  const dan = p.people.find((x) => x.employeeId === t.driverId)!;
  // 90:60 of the pool; whole cents, nothing lost.
  expect(carla.takenTipsCents).toBe(tips);
  expect(carla.cardTipsCents + ben.cardTipsCents).toBe(tips);
  expect(Math.abs(carla.cardTipsCents - Math.round((tips * 90) / 150))).toBeLessThanOrEqual(1);
  expect(carla.lines).toEqual([
    {
      role: 'cashier',
      hourlyCents: 1500,
      regularMinutes: 60,
      overtimeMinutes: 30,
      regularPayCents: 1500,
      overtimePayCents: 1125,
    },
  ]);
  expect(ben.lines[0]).toMatchObject({ regularMinutes: 60, overtimeMinutes: 0, regularPayCents: 1400 });
  expect(dan).toMatchObject({ reimbursementCents: 350, deliveries: 1, cardTipsCents: 0 });
  expect(p.tipsByDay.map((d) => d.name).sort()).toEqual(['Ben', 'Carla']);

  // The file: the same figures, in the columns payroll services import.
  const csv = await api<string>('GET', `/api/labour/${t.restaurantId}/payroll.csv`, { token: t.owner.token });
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  const [header, ...rows] = csv.body.trim().split('\r\n');
  expect(header).toBe(
    'Employee ID,Employee Name,Role,Pay Rate,Regular Hours,Overtime Hours,Regular Pay,Overtime Pay,Cash Tips,Card Tips,Reimbursements,Period Start,Period End,Notes',
  );
  const dollars = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  expect(rows).toContain(
    `${t.cashierId},Carla,cashier,15.00,1.00,0.50,15.00,11.25,0.00,${dollars(carla.cardTipsCents)},0.00,${p.startsOn},${p.endsOn},`,
  );
  expect(rows.find((r) => r.startsWith(`${t.driverId},Dan,`))).toMatch(/,3\.50,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},$/);
  const refused = await api('GET', `/api/labour/${t.restaurantId}/payroll.csv`, { token: t.cashier });
  expect(refused.status).toBe(403);
});

it('closes an ended period for good: its shifts refuse edits, and a shift added later is paid in the open one, marked', async () => {
  const now = await period();
  const lastWeek = addDays(now.startsOn, -7);
  const open = await gql<{ closePayPeriod: unknown }>(
    'mutation($r: ID!, $s: String!) { closePayPeriod(restaurantId: $r, startsOn: $s) { closedAt } }',
    { s: now.startsOn },
    t.manager,
  );
  expect(open.errors?.[0]?.message).toBe(`The pay period ends on ${now.endsOn}: close it the day after.`);

  // A shift of last week, then the week closed.
  const lastWeekDay = new Date(Date.parse(`${addDays(lastWeek, 2)}T15:00:00Z`));
  const old = await addShift(
    benId,
    lastWeekDay.toISOString(),
    new Date(lastWeekDay.getTime() + 4 * 3_600_000).toISOString(),
  );
  expect(old.data?.addShift.lateForPeriod).toBeNull();
  const closed = await gql<{ closePayPeriod: { closedAt: string | null; closedBy: string } }>(
    'mutation($r: ID!, $s: String!) { closePayPeriod(restaurantId: $r, startsOn: $s) { closedAt closedBy } }',
    { s: lastWeek },
    t.manager,
  );
  expect(closed.data?.closePayPeriod.closedAt).toEqual(expect.any(String));
  const edit = await gql(
    'mutation($id: ID!) { editShift(id: $id, input: { cashTipsCents: 500, reason: "Found cash tips" }) { id } }',
    { id: old.data!.addShift.id },
    t.manager,
  );
  expect(edit.errors?.[0]?.message).toMatch(/^The pay period .* is closed: its shifts do not change\./);

  // Carla worked last week too, on paper: added now, it lands in this period, marked.
  const day = new Date(lastWeekDay.getTime() + 24 * 3_600_000);
  const late = await addShift(t.cashierId, day.toISOString(), new Date(day.getTime() + 2 * 3_600_000).toISOString());
  expect(late.data?.addShift.lateForPeriod).toBe(lastWeek);
  const carla = (await period()).people.find((x) => x.employeeId === t.cashierId)!;
  expect(carla.notes.join(' ')).toMatch(new RegExp(`added after the period of ${lastWeek} closed`));
  // Its two hours are paid now (on top of today's 90 minutes: all overtime past the hour of this week).
  expect(carla.lines[0]!.regularMinutes + carla.lines[0]!.overtimeMinutes).toBe(90 + 120);
  // The closed week still says what it said: Ben's four hours, nothing of Carla's.
  const before = await period(lastWeek);
  expect(before.people.map((x) => x.name)).toEqual(['Ben']);
});
