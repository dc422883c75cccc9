import { addDays, atLocalTime, localDate } from '@zest/kit';
import type { Json } from './api-call';

/**
 * The demo restaurant's time clock (docs/decisions/0085-the-time-clock.md), so the hub's Labour card and the
 * Payroll screen show a week on the first visit: each person's rates (a cashier who also drives), tips pooled
 * by hours among the cashiers, the last six days' shifts entered as a manager enters forgotten ones (past
 * times take a reason), and two people on the clock now. Once: a restaurant with a shift in the last eight
 * days, or anyone on the clock, gets none.
 */
export interface LabourPeople {
  cashier: string;
  secondCashier: string;
  driver: string;
  kitchen: string;
}

type Staff = { id: string; name: string; pin?: string }[];

async function gql<T>(base: string, token: string, query: string, variables: Json): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!answer.data) throw new Error(`labour seed: ${answer.errors?.[0]?.message ?? res.status}`);
  return answer.data;
}

/** [person, role, from hour, to hour] of a usual day. */
const WEEK: [keyof LabourPeople, string, number, number][] = [
  ['cashier', 'cashier', 10, 18],
  ['secondCashier', 'cashier', 16, 22.5],
  ['driver', 'driver', 17, 22],
  ['kitchen', 'worker', 12, 20],
];

export async function seedLabour(
  base: string,
  token: string,
  r: { id: string; timeZone: string },
  names: LabourPeople,
  staff: Staff,
  pins: { cashier: string; kitchen: string },
): Promise<void> {
  const today = localDate(new Date(), r.timeZone);
  // Once: any shift of the last eight days, or anyone on the clock, means the demo has its week already.
  const DAY = 'query($r: ID!, $d: String) { labour(restaurantId: $r, day: $d) { shifts { id } onNow { id } } }';
  for (let back = 0; back <= 8; back++) {
    const seen = await gql<{ labour: { shifts: unknown[]; onNow: unknown[] } }>(base, token, DAY, {
      r: r.id,
      d: addDays(today, -back),
    });
    if (seen.labour.shifts.length || seen.labour.onNow.length) return;
  }
  const idOf = (who: keyof LabourPeople) => staff.find((e) => e.name === names[who])?.id;
  const rates: [keyof LabourPeople, { role: string; hourlyCents: number }[]][] = [
    ['cashier', [{ role: 'cashier', hourlyCents: 1500 }]],
    [
      'secondCashier',
      [
        { role: 'cashier', hourlyCents: 1450 },
        { role: 'driver', hourlyCents: 1200 },
      ],
    ],
    ['driver', [{ role: 'driver', hourlyCents: 1100 }]],
    ['kitchen', [{ role: 'worker', hourlyCents: 1600 }]],
  ];
  for (const [who, list] of rates) {
    const id = idOf(who);
    if (id)
      await gql(
        base,
        token,
        'mutation($e: ID!, $l: [PayRateInput!]!) { setPayRates(employeeId: $e, rates: $l) { role } }',
        { e: id, l: list },
      );
  }
  await gql(
    base,
    token,
    'mutation($r: ID!) { updateLabourSettings(restaurantId: $r, input: { tipRule: "hours", tipPool: [{ role: "cashier" }] }) { tipRule } }',
    { r: r.id },
  );
  for (let back = 6; back >= 1; back--) {
    const day = addDays(today, -back);
    for (const [who, role, from, to] of WEEK) {
      const id = idOf(who);
      if (!id) continue;
      await gql(base, token, 'mutation($r: ID!, $i: AddShiftInput!) { addShift(restaurantId: $r, input: $i) { id } }', {
        r: r.id,
        i: {
          employeeId: id,
          role,
          clockInAt: atLocalTime(day, from * 60, r.timeZone).toISOString(),
          clockOutAt: atLocalTime(day, to * 60, r.timeZone).toISOString(),
          reason: 'The demo’s week, entered from the paper time sheet',
        },
      });
    }
  }
  for (const pin of [pins.cashier, pins.kitchen]) {
    await gql(
      base,
      token,
      'mutation($r: ID!, $pin: String!) { punchClock(input: { restaurantId: $r, pin: $pin, action: clock_in }) { name } }',
      { r: r.id, pin },
    );
  }
}
