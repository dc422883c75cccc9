import { randomUUID } from 'node:crypto';
import { localDate } from '@zest/kit';
import { api } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, startOrder } from './helpers';
import { registeredTablet, type Tablet } from './tablets';

/**
 * Closing a day with cash drawers (docs/product.md#close-the-day,
 * docs/product.md#cash-drawers): the day waits for every drawer's count, and
 * its Z report keeps each drawer's figures as they were counted.
 */
let t: Tenant;

interface ZDrawerAnswer {
  terminal_tag: string | null;
  float: string;
  cash_sales: string;
  paid_out: string;
  expected: string;
  counted: string | null;
  over_short: string | null;
}

const key = () => ({ 'idempotency-key': randomUUID() });

const closeDay = (day: string) =>
  api<{
    message?: string;
    z_report: { drawers: ZDrawerAnswer[]; cash_on_no_drawer: { count: number; amount: string } };
  }>('POST', `/api/order/days/${t.restaurantId}/close`, {
    token: t.manager,
    body: { day },
  });

async function cashSale(tablet: Tablet, price: string) {
  const order = await startOrder(t.cashier, t.restaurantId);
  await addOpenItem(t.cashier, order.id, 'Stromboli', price);
  const printed = await api('POST', `/api/order/printOrder/${order.id}`, {
    token: t.cashier,
    body: { tender: 'cash', cash_given: '50.00', terminal: tablet.proof },
    headers: key(),
  });
  expect(printed.status).toBe(200);
}

beforeAll(async () => {
  t = await newTenant('close-day-drawers');
});

it('waits for every drawer’s count, then keeps each drawer’s figures and the cash in no drawer in the day’s Z report', async () => {
  const today = localDate(new Date(), 'America/New_York');
  const tablet = await registeredTablet(t);
  const opened = await api<{ id: string }>('POST', '/api/order/drawers/open', {
    token: t.cashier,
    body: { restaurant_id: t.restaurantId, terminal: tablet.proof, float: '100.00' },
    headers: key(),
  });
  expect(opened.status).toBe(201);
  await cashSale(tablet, '20.00'); // $21.78 with tax
  const paidOut = await api('POST', `/api/order/drawers/${opened.body.id}/moves`, {
    token: t.cashier,
    body: { terminal: tablet.proof, kind: 'paid_out', amount: '5.00', reason: 'Ice' },
    headers: key(),
  });
  expect(paidOut.status).toBe(201);

  // Cash taken at a tablet whose drawer was never opened: in no drawer's count, so the Z says it apart.
  await cashSale(await registeredTablet(t), '5.00');

  // The drawer is still open: the day cannot be counted yet, and says which drawer holds it.
  const early = await closeDay(today);
  expect(early.status).toBe(409);
  expect(early.body.message).toBe(`Close the cash drawer first: tablet ${tablet.tag}, opened by Carla.`);

  const counted = await api('POST', `/api/order/drawers/${opened.body.id}/close`, {
    token: t.cashier,
    body: { terminal: tablet.proof, counted: '115.00' },
    headers: key(),
  });
  expect(counted.status).toBe(200);
  const closed = await closeDay(today);
  expect(closed.status).toBe(200);
  expect(closed.body.z_report.drawers).toEqual([
    expect.objectContaining({
      terminal_tag: tablet.tag,
      float: '100.00',
      cash_sales: '21.78',
      paid_out: '5.00',
      expected: '116.78',
      counted: '115.00',
      over_short: '-1.78',
    }),
  ]);

  expect(closed.body.z_report.cash_on_no_drawer).toEqual({ count: 1, amount: '5.44' });

  // A drawer opened after the close belongs to the next open day.
  const next = await api<{ day: string }>('POST', '/api/order/drawers/open', {
    token: t.cashier,
    body: { restaurant_id: t.restaurantId, terminal: tablet.proof, float: '100.00' },
    headers: key(),
  });
  expect(next.status).toBe(201);
  expect(next.body.day > today).toBe(true);
});
