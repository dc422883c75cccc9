import { Pool } from 'pg';
import { clientIp, databaseUrl, graphql } from '../../../tools/test/support';
import { newTenant, workerSession, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';

/** The time clock's rules on the server (docs/decisions/0085-the-time-clock.md), through the gateway. */

const SHIFT =
  'id employeeName role clockInAt clockOutAt onBreak breakMinutes workedMinutes cashTipsCents closedBy editReason';
const PUNCH = `mutation($input: PunchInput!) { punchClock(input: $input) { name action message shift { ${SHIFT} } } }`;

interface Punched {
  punchClock: { name: string; action: string; message: string; shift: { id: string } & Record<string, unknown> };
}

let t: Tenant;
let db: Pool;
beforeAll(async () => {
  // Shifts of the last hours count on the restaurant's today: a zone whose day is four hours old or more.
  t = await newTenant('time-clock', { timeZone: zoneAwayFromMidnight(new Date(), 4) });
  db = new Pool({ connectionString: databaseUrl('zest_auth'), max: 2 });
});
afterAll(() => db.end());

const punch = (input: Record<string, unknown>, token = t.cashier) =>
  graphql<Punched>(PUNCH, { input: { restaurantId: t.restaurantId, ...input } }, { token, ip: clientIp() });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const auditKinds = async () =>
  (
    await db.query<{ kind: string; summary: string; reason: string | null; detail: Record<string, unknown> }>(
      `select kind, summary, reason, detail from audit_entries where restaurant_id = $1 and kind like 'clock.%' order by at`,
      [t.restaurantId],
    )
  ).rows;

const edit = (id: string, input: Record<string, unknown>, token = t.manager) =>
  graphql<{ editShift: Record<string, unknown> }>(
    `mutation($id: ID!, $input: EditShiftInput!) { editShift(id: $id, input: $input) { ${SHIFT} } }`,
    { id, input },
    { token },
  );

it('clocks a person in by their own PIN once, takes a break, and clocks them out with their cash tips', async () => {
  const key = `in-${Date.now()}`;
  const first = await punch({ pin: '1111', action: 'clock_in', idempotencyKey: key });
  expect(first.data?.punchClock).toMatchObject({
    name: 'Carla',
    action: 'clock_in',
    message: expect.stringMatching(/^Carla clocked in as cashier at \d{1,2}:\d{2} [AP]M\.$/),
    shift: { role: 'cashier', clockOutAt: null, onBreak: false },
  });
  // The tablet sends it again (its answer was lost): the same shift, nothing new.
  const again = await punch({ pin: '1111', action: 'clock_in', idempotencyKey: key });
  expect(again.data?.punchClock.shift.id).toBe(first.data?.punchClock.shift.id);
  const twice = await punch({ pin: '1111', action: 'clock_in' });
  expect(twice.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^Carla is already clocked in as cashier since /),
    extensions: { code: 'CONFLICT' },
  });

  // Any screen of the restaurant sees who is on: the kitchen display too, with no rate.
  const kitchen = await workerSession(t);
  const board = await graphql<{ clockBoard: { name: string; role: string; onBreak: boolean }[] }>(
    'query($r: ID!) { clockBoard(restaurantId: $r) { name role onBreak } }',
    { r: t.restaurantId },
    { token: kitchen },
  );
  expect(board.data?.clockBoard).toEqual([{ name: 'Carla', role: 'cashier', onBreak: false }]);

  expect((await punch({ pin: '1111', action: 'break_start' }, kitchen)).data?.punchClock.shift).toMatchObject({
    onBreak: true,
  });
  expect((await punch({ pin: '1111', action: 'break_start' })).errors?.[0]?.message).toBe(
    'Carla is already on a break.',
  );
  expect((await punch({ pin: '1111', action: 'break_end' })).data?.punchClock.shift).toMatchObject({ onBreak: false });
  const out = await punch({ pin: '1111', action: 'clock_out', cashTipsCents: 1250 });
  expect(out.data?.punchClock.shift).toMatchObject({ cashTipsCents: 1250, closedBy: 'punch' });
  expect(out.data?.punchClock.shift.clockOutAt).toEqual(expect.any(String));
  expect((await punch({ pin: '1111', action: 'clock_out' })).errors?.[0]?.message).toBe('Carla is not clocked in.');

  const lines = await auditKinds();
  expect(lines.map((l) => l.kind)).toEqual(['clock.in', 'clock.break', 'clock.break', 'clock.out']);
  expect(lines[3]?.summary).toMatch(/^Carla clocked out at .* Cash tips declared\.$/);
});

it('refuses a wrong PIN, another role without a rate, and a tablet time it cannot believe', async () => {
  expect((await punch({ pin: '9090', action: 'clock_in' })).errors?.[0]).toMatchObject({
    message: 'Incorrect PIN.',
    extensions: { code: 'FORBIDDEN' },
  });
  // The security PIN is nobody's shift.
  expect((await punch({ pin: t.securityPin, action: 'clock_in' })).errors?.[0]?.message).toBe('Incorrect PIN.');
  expect((await punch({ pin: '2222', action: 'clock_in', role: 'cashier' })).errors?.[0]?.message).toBe(
    'Dan does not work as cashier: the owner adds the role and its rate on the employee’s page first.',
  );
  expect((await punch({ pin: '2222', action: 'clock_in', at: minutesAgo(13 * 60) })).errors?.[0]?.message).toMatch(
    /waited on the tablet too long/,
  );
  expect((await punch({ pin: '2222', action: 'clock_in', at: minutesAgo(-10) })).errors?.[0]?.message).toMatch(
    /clock is ahead/,
  );
});

it('takes an offline punch at the tablet’s time, and a manager closes a forgotten clock-out with a reason', async () => {
  const at = minutesAgo(3 * 60);
  const offline = await punch({ pin: '2222', action: 'clock_in', at, idempotencyKey: `off-${Date.now()}` }, t.driver);
  expect(offline.data?.punchClock.shift).toMatchObject({ employeeName: 'Dan', role: 'driver', clockInAt: at });
  const id = offline.data!.punchClock.shift.id;

  // Forgotten overnight: a clock-out now would make it 17 hours.
  await db.query(`update shifts set clock_in_at = now() - interval '17 hours' where id = $1`, [id]);
  expect((await punch({ pin: '2222', action: 'clock_out' })).errors?.[0]).toMatchObject({
    message: 'A shift cannot be longer than 16 hours: a manager closes it with the real time and a reason.',
    extensions: { code: 'CONFLICT' },
  });

  const realEnd = new Date(Date.now() - 9 * 3_600_000).toISOString();
  expect((await edit(id, { clockOutAt: realEnd, reason: '' })).errors?.[0]?.message).toBe(
    'Say why the shift is changed (at least 3 characters).',
  );
  expect((await edit(id, { clockOutAt: realEnd, reason: 'Forgot to clock out' }, t.cashier)).errors?.[0]).toMatchObject(
    {
      extensions: { code: 'FORBIDDEN' },
    },
  );
  expect((await edit(id, { clockOutAt: new Date().toISOString(), reason: 'Too late' })).errors?.[0]?.message).toMatch(
    /longer than 16 hours/,
  );
  const closed = await edit(id, { clockOutAt: realEnd, reason: 'Forgot to clock out; left at close' });
  expect(closed.data?.editShift).toMatchObject({
    clockOutAt: realEnd,
    closedBy: 'manager',
    editReason: 'Forgot to clock out; left at close',
    workedMinutes: 8 * 60,
  });
  const line = (await auditKinds()).find((l) => l.kind === 'clock.edit')!;
  expect(line.summary).toMatch(/^Dan’s shift changed: clocked out at .* by a manager$/);
  expect(line.reason).toBe('Forgot to clock out; left at close');
  expect(line.detail).toMatchObject({ before: { clockOutAt: null }, after: { clockOutAt: realEnd } });

  // Another shift over it is refused, on a punch and on an edit.
  const inside = new Date(Date.now() - 11 * 3_600_000).toISOString();
  expect((await punch({ pin: '2222', action: 'clock_in', at: inside })).errors?.[0]?.message).toMatch(
    /^That overlaps Dan’s shift of /,
  );
});

it('refuses an edit of a shift in a closed pay period', async () => {
  const shift = (
    await db.query<{ id: string; day: string }>(
      `select id, to_char((clock_in_at at time zone 'America/New_York')::date, 'YYYY-MM-DD') as day
         from shifts where restaurant_id = $1 and clock_out_at is not null limit 1`,
      [t.restaurantId],
    )
  ).rows[0]!;
  await db.query(
    `insert into pay_periods (restaurant_id, starts_on, ends_on, closed_by_name) values ($1, $2::date - 3, $2::date + 3, 'Owner')`,
    [t.restaurantId, shift.day],
  );
  expect((await edit(shift.id, { cashTipsCents: 100, reason: 'Counted again' })).errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^The pay period .* is closed: its shifts do not change\./),
    extensions: { code: 'CONFLICT' },
  });
  await db.query('delete from pay_periods where restaurant_id = $1', [t.restaurantId]);
});

it('costs the day’s hours at each role’s rate, for the owner and managers only', async () => {
  const rates = await graphql<{ setPayRates: { role: string; hourlyCents: number }[] }>(
    'mutation($e: ID!, $rates: [PayRateInput!]!) { setPayRates(employeeId: $e, rates: $rates) { role hourlyCents } }',
    {
      e: t.cashierId,
      rates: [
        { role: 'cashier', hourlyCents: 1500 },
        { role: 'driver', hourlyCents: 1200 },
      ],
    },
    { token: t.owner.token },
  );
  expect(rates.data?.setPayRates).toEqual([
    { role: 'cashier', hourlyCents: 1500 },
    { role: 'driver', hourlyCents: 1200 },
  ]);
  // Carla's short shift of the first test was three hours ago; she drives too, at the driver's rate: an hour
  // ago, still on.
  await db.query(
    `update shifts set clock_in_at = clock_in_at - interval '3 hours', clock_out_at = clock_out_at - interval '3 hours'
      where employee_id = $1`,
    [t.cashierId],
  );
  await db.query(
    `update shift_breaks set started_at = started_at - interval '3 hours', ended_at = ended_at - interval '3 hours'
      where shift_id in (select id from shifts where employee_id = $1)`,
    [t.cashierId],
  );
  const driving = await punch({ pin: '1111', action: 'clock_in', role: 'driver', at: minutesAgo(60) });
  expect(driving.data?.punchClock.shift).toMatchObject({ role: 'driver' });

  const LABOUR = `query($r: ID!) { labour(restaurantId: $r) {
    workedMinutes costCents onNow { employeeName role workedMinutes costCents }
    week { weeklyOvertimeMinutes people { name roles workedMinutes overtimeMinutes costCents } } } }`;
  const labour = await graphql<{
    labour: { onNow: { employeeName: string; workedMinutes: number; costCents: number }[]; costCents: number };
  }>(LABOUR, { r: t.restaurantId }, { token: t.owner.token });
  const carla = labour.data!.labour.onNow.find((s) => s.employeeName === 'Carla')!;
  expect(carla.workedMinutes).toBeGreaterThanOrEqual(60);
  expect(carla.costCents).toBe(Math.round((carla.workedMinutes * 1200) / 60));
  expect((await graphql(LABOUR, { r: t.restaurantId }, { token: t.cashier })).errors?.[0]).toMatchObject({
    extensions: { code: 'FORBIDDEN' },
  });
  // The terminal never sees a rate.
  const asCashier = await graphql(
    'query($id: ID!) { employee(id: $id) { name payRates { hourlyCents } } }',
    { id: t.cashierId },
    { token: t.cashier },
  );
  expect(asCashier.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
});

it('keeps the owner’s labour rules, and another tenant’s clock out of reach', async () => {
  const SETTINGS = `mutation($r: ID!, $input: LabourSettingsInput!) { updateLabourSettings(restaurantId: $r, input: $input) {
    timeClock paidBreaks weeklyOvertimeMinutes dailyOvertimeMinutes tipRule tipPool { role percent } payPeriod } }`;
  const set = await graphql<{ updateLabourSettings: Record<string, unknown> }>(
    SETTINGS,
    {
      r: t.restaurantId,
      input: { timeClock: true, dailyOvertimeMinutes: 480, tipRule: 'hours', tipPool: [{ role: 'cashier' }] },
    },
    { token: t.owner.token },
  );
  expect(set.data?.updateLabourSettings).toEqual({
    timeClock: true,
    paidBreaks: false,
    weeklyOvertimeMinutes: 2400,
    dailyOvertimeMinutes: 480,
    tipRule: 'hours',
    tipPool: [{ role: 'cashier', percent: 0 }],
    payPeriod: 'weekly',
  });
  const percents = await graphql(
    SETTINGS,
    { r: t.restaurantId, input: { tipRule: 'percent', tipPool: [{ role: 'cashier', percent: 60 }] } },
    { token: t.owner.token },
  );
  expect(percents.errors?.[0]?.message).toBe('The pool’s percents must add up to 100.');

  const other = await newTenant('time-clock-other');
  const theirs = await graphql(
    PUNCH,
    { input: { restaurantId: other.restaurantId, pin: '1111', action: 'clock_in' } },
    { token: t.cashier, ip: clientIp() },
  );
  expect(theirs.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
  const shiftId = (
    await db.query<{ id: string }>('select id from shifts where restaurant_id = $1 limit 1', [t.restaurantId])
  ).rows[0]!.id;
  expect((await edit(shiftId, { reason: 'Not yours' }, other.manager)).errors?.[0]?.extensions?.code).toMatch(
    /FORBIDDEN|NOT_FOUND/,
  );
});

it('counts wrong PINs at the clock like every PIN: a run of guesses from one tablet is made to wait', async () => {
  const ip = clientIp();
  const answers: (string | undefined)[] = [];
  for (let i = 0; i < 5; i++) {
    const wrong = await graphql(
      PUNCH,
      { input: { restaurantId: t.restaurantId, pin: `90${10 + i}`, action: 'clock_in' } },
      { token: t.cashier, ip },
    );
    answers.push(wrong.errors?.[0]?.extensions?.code as string | undefined);
  }
  // Three honest typos cost nothing; then the clock says to wait.
  expect(answers.slice(0, 3)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
  expect(answers).toContain('TOO_MANY_REQUESTS');
});
