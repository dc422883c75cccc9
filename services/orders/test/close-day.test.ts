import { addDays, localDate } from '@zest/kit';
import { books } from '../../../tools/books/books';
import { api } from '../../../tools/test/support';
import { approval, newTenant, type Tenant } from '../../../tools/test/tenants';
import { revenueDrift } from '../src/revenue/rollup';
import { addOpenItem, onOrdersDatabase, printPaid, readOrder, startOrder, withOrdersStore } from './helpers';
import { minutesAgo, registeredTablet, sendPaper, silentSince } from './tablets';

/**
 * Closing the day (docs/product.md#close-the-day, docs/decisions/0053-close-the-day.md):
 * a manager or the owner closes a business day; its Z report is kept; after
 * the close the day does not change — a late void, a change or an offline
 * paper lands on the next open day with a reference to the closed one — and
 * the books check every closed day against its Z report. Tried as a cashier
 * who wants to move money into a day already counted.
 */
let t: Tenant;
let today: string;

interface Money {
  count: number;
  amount: string;
}
interface DayAnswer {
  day: string;
  closed: boolean;
  closed_by: string | null;
  z_report: {
    orders: Money;
    total: string;
    tax: string;
    voids: Money;
    by_tender: (Money & { tender: string })[];
    late_changes: { order_number: number; closed_day: string; what: string; amount: string }[];
    offline_late: { order_number: number; offline_number: string; time_kept: boolean }[];
  };
}

const close = (token: string, day: string) =>
  api<DayAnswer & { message?: string; reason?: string }>('POST', `/api/order/days/${t.restaurantId}/close`, {
    token,
    body: { day },
  });
const dayOf = (day: string) =>
  api<DayAnswer>('GET', `/api/order/days/${t.restaurantId}/${day}`, { token: t.owner.token });

async function paidInCash(price: string) {
  const order = await startOrder(t.cashier, t.restaurantId, 'togo');
  const line = await addOpenItem(t.cashier, order.id, 'Calzone', price);
  expect((await printPaid(t.cashier, order.id)).status).toBe(200);
  return { ...order, lineId: line.body.id };
}

let kept: Awaited<ReturnType<typeof paidInCash>>;
let closedDay: DayAnswer;

beforeAll(async () => {
  t = await newTenant('close-day');
  today = localDate(new Date(), 'America/New_York');
  kept = await paidInCash('11.00');
  await paidInCash('9.00');
});

describe('closing the day', () => {
  it('is for the owner or a manager: a cashier and a terminal approval are refused', async () => {
    expect((await close(t.cashier, today)).status).toBe(403);
    const approved = await approval(t, t.cashier, { action: 'order.void', order_id: kept.id });
    const byApproval = await close(approved, today);
    expect(byApproval.status).toBe(403);
    expect(byApproval.body.message).toMatch(/one action only/);
    const other = await newTenant('close-day-other');
    expect((await close(other.owner.token, today)).status).toBe(404);
    const tomorrow = await close(t.owner.token, addDays(today, 1));
    expect(tomorrow).toMatchObject({ status: 400 });
    expect(tomorrow.body.message).toBe('A day is closed once it has begun: choose today or an earlier day.');
  });

  it('keeps the day’s Z report: orders, tenders, tax; closing it again is refused', async () => {
    const preview = await dayOf(today);
    expect(preview.body).toMatchObject({ closed: false });
    const closed = await close(t.owner.token, today);
    expect(closed.status).toBe(200);
    closedDay = closed.body;
    expect(closedDay).toMatchObject({ day: today, closed: true });
    expect(closedDay.z_report.orders.count).toBe(2);
    expect(closedDay.z_report).toEqual(preview.body.z_report);
    expect(closedDay.z_report.by_tender).toEqual([{ tender: 'cash', count: 2, amount: closedDay.z_report.total }]);
    const again = await close(t.manager, today);
    expect(again).toMatchObject({ status: 409 });
    expect(again.body.message).toBe(`${today} is already closed: it never changes again.`);
    // On the trail, by the owner.
    const trail = await api<{ entries: { kind: string; summary: string }[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?kind=day.close`,
      { token: t.owner.token },
    );
    expect(trail.body.entries[0]!.summary).toMatch(new RegExp(`^Closed ${today}: 2 orders, \\$`));
  });

  it('never changes again: a late void counts on the open day, naming the closed one', async () => {
    const voided = await api('DELETE', `/api/order/deleteOrder/${kept.id}?reason=Remade`, { token: t.manager });
    expect(voided.status).toBe(200);
    expect((await readOrder(t.owner.token, kept.id)).body).toMatchObject({ voided: true });
    // The closed day is as it was closed.
    expect((await dayOf(today)).body.z_report).toEqual(closedDay.z_report);
    const open = (await api<{ open_day: string }>('GET', `/api/order/days/${t.restaurantId}`, { token: t.manager }))
      .body.open_day;
    expect(open).toBe(addDays(today, 1));
    const next = (await dayOf(open)).body;
    expect(next.z_report.late_changes).toEqual([
      expect.objectContaining({ closed_day: today, amount: expect.stringMatching(/^-\d+\.\d\d$/) }),
    ]);
    expect(next.z_report.voids.count).toBe(1);
    expect(next.z_report.orders.count).toBe(-1);
  });

  it('takes a new order, and an offline paper printed before the close, to the open day', async () => {
    const order = await startOrder(t.cashier, t.restaurantId, 'togo');
    await addOpenItem(t.cashier, order.id, 'Soda', '2.00');
    const [row] = await onOrdersDatabase<{ order_day: string }>(
      `SELECT order_day::text AS order_day FROM orders WHERE id = $1`,
      [order.id],
    );
    expect(row!.order_day).toBe(addDays(today, 1));

    const tablet = await registeredTablet(t);
    await silentSince(tablet, 60);
    const printed = minutesAgo(30);
    const paper = await sendPaper(t, { number: `${tablet.tag}-01`, printedAt: printed, terminal: tablet.proof });
    // It keeps the time on its paper, but counts on the open day: the closed one never moves.
    expect(paper.data!.createOrder).toMatchObject({ paperTimeKept: true, createdAt: printed.toISOString() });
    await addOpenItem(t.cashier, paper.data!.createOrder.id, 'Soda', '2.00');
    const [paperRow] = await onOrdersDatabase<{ order_day: string }>(
      `SELECT order_day::text AS order_day FROM orders WHERE id = $1`,
      [paper.data!.createOrder.id],
    );
    expect(paperRow!.order_day).toBe(addDays(today, 1));
    expect((await dayOf(addDays(today, 1))).body.z_report.offline_late).toEqual([
      expect.objectContaining({ offline_number: `${tablet.tag}-01`, time_kept: true }),
    ]);
    expect((await dayOf(today)).body.z_report).toEqual(closedDay.z_report);
  });

  it('cannot be rewritten even on the database, and the books agree with its Z report', async () => {
    await expect(
      onOrdersDatabase(`UPDATE business_days SET z = '{}' WHERE restaurant_id = $1`, [t.restaurantId]),
    ).rejects.toThrow(/A closed day stays closed/);
    const lines: string[] = [];
    const agreed = await books(
      [t.restaurantId, `${today}..${addDays(today, 1)}`],
      { ...process.env, DATABASE_URL: process.env.ZEST_TEST_DATABASE_URL_SERVER },
      (line) => lines.push(line),
    );
    expect({ agreed, lines }).toMatchObject({ agreed: true });
    expect(lines.join('\n')).toMatch(/Z report: 2 orders/);
    expect(lines.join('\n')).toMatch(/late changes \(days already closed\)/);
    // A hand edit of the closed day's rollup is found against its Z report.
    await onOrdersDatabase(
      `UPDATE revenue_days SET total_cents = total_cents + 100 WHERE restaurant_id = $1 AND day = $2`,
      [t.restaurantId, today],
    );
    try {
      const found: string[] = [];
      expect(
        await books(
          [t.restaurantId, today],
          { ...process.env, DATABASE_URL: process.env.ZEST_TEST_DATABASE_URL_SERVER },
          (line) => found.push(line),
        ),
      ).toBe(false);
      expect(found.join('\n')).toMatch(/the revenue rollup vs the day’s Z report/);
    } finally {
      await onOrdersDatabase(
        `UPDATE revenue_days SET total_cents = total_cents - 100 WHERE restaurant_id = $1 AND day = $2`,
        [t.restaurantId, today],
      );
    }
  });

  it('leaves the revenue rollup equal to the orders, late changes counted where they land', async () => {
    const drift = await withOrdersStore((tenants) =>
      tenants.run([t.restaurantId], (tx) => revenueDrift(tx, t.restaurantId)),
    );
    expect(drift).toEqual([]);
  });
});
