import { randomUUID } from 'node:crypto';
import { cashSalesOnNoDrawer, drawersOfDay, openDrawersThrough } from '../src/drawers/drawer-summaries';
import { api, graphql } from '../../../tools/test/support';
import { approval, newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, onOrdersDatabase, startOrder, withOrdersStore } from './helpers';
import { registeredTablet, type Tablet } from './tablets';

/**
 * Cash drawers (docs/product.md#cash-drawers, docs/decisions/0054-cash-drawers.md):
 * the drawer under a tablet, opened with a counted float, moved by cash sales,
 * refunds, paid-ins, paid-outs and drops, closed with a blind count; tried as
 * a cashier at the counter would, and as one who would take more than the
 * rules let them.
 */
let t: Tenant;
let other: Tenant;

interface Move {
  kind: string;
  amount: string;
  reason: string | null;
  by: string;
  approved_by: string | null;
  order_number: number | null;
  cash_given: string | null;
  change: string | null;
}
interface AtTerminal {
  id: string;
  terminal_tag: string;
  day: string;
  opened_by: string;
  float: string;
  moves: Move[];
}
interface Drawer extends AtTerminal {
  open: boolean;
  closed_by: string | null;
  cash_sales: number;
  cash_sales_amount: string;
  cash_given: string;
  change_given: string;
  refunds: number;
  refunds_amount: string;
  paid_in: string;
  paid_out: string;
  drops: string;
  expected: string;
  counted: string | null;
  over_short: string | null;
}
interface Day {
  day: string;
  drawers: Drawer[];
  cash_sales_on_no_drawer: { count: number; amount: string };
}

const key = () => ({ 'idempotency-key': randomUUID() });

const openDrawer = (tablet: Tablet, float: string, token = t.cashier, headers = key(), tenant = t) =>
  api<AtTerminal>('POST', '/api/order/drawers/open', {
    token,
    body: { restaurant_id: tenant.restaurantId, terminal: tablet.proof, float },
    headers,
  });

const move = (
  tablet: Tablet,
  drawerId: string,
  body: { kind: string; amount: string; reason?: string; security_pin?: string },
  token = t.cashier,
  headers = key(),
) =>
  api<AtTerminal>('POST', `/api/order/drawers/${drawerId}/moves`, {
    token,
    body: { terminal: tablet.proof, ...body },
    headers,
  });

const close = (tablet: Tablet, drawerId: string, counted: string, token = t.cashier, headers = key()) =>
  api<Drawer>('POST', `/api/order/drawers/${drawerId}/close`, {
    token,
    body: { terminal: tablet.proof, counted },
    headers,
  });

const dayOf = async (token = t.manager, tenant = t) =>
  (await api<Day>('GET', `/api/order/drawers/${tenant.restaurantId}`, { token })).body;
const drawerIn = async (id: string) => (await dayOf()).drawers.find((d) => d.id === id)!;

/** A to-go order of one open item at this price, printed with this tender at this tablet. */
async function sold(price: string, tender: Record<string, unknown>, tablet: Tablet | null, headers = key()) {
  const order = await startOrder(t.cashier, t.restaurantId);
  await addOpenItem(t.cashier, order.id, 'Lasagna', price);
  const printed = await api<{ order: { total_price: string } }>('POST', `/api/order/printOrder/${order.id}`, {
    token: t.cashier,
    body: { ...tender, ...(tablet ? { terminal: tablet.proof } : {}) },
    headers,
  });
  expect(printed.status).toBe(200);
  return { ...order, total: printed.body.order.total_price };
}

const voidOrder = (orderId: string, tablet: Tablet | null) =>
  graphql<{ deleteOrder: { message: string } }>(
    'mutation($id: ID!, $terminal: String) { deleteOrder(id: $id, reason: "Wrong order", terminal: $terminal) { message } }',
    { id: orderId, terminal: tablet?.proof ?? null },
    { token: t.cashier },
  );

interface AuditEntry {
  kind: string;
  summary: string;
  actor: string;
  approved_by: string | null;
  subject_id: string | null;
  amount_before: string | null;
  amount_after: string | null;
  reason: string | null;
}
const auditOf = async (drawerId: string) =>
  (
    await api<{ entries: AuditEntry[] }>('GET', `/api/order/audit/${t.restaurantId}?kind=drawer&limit=200`, {
      token: t.owner.token,
    })
  ).body.entries
    .filter((e) => e.subject_id === drawerId)
    .reverse();

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('drawers'), newTenant('drawers-other')]);
});

describe('opening a drawer', () => {
  it('opens under the tablet with a counted float, one at a time, and the terminal sees no expected amount', async () => {
    const tablet = await registeredTablet(t);
    const opened = await openDrawer(tablet, '100.00');
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ terminal_tag: tablet.tag, opened_by: 'Carla', float: '100.00', moves: [] });

    const seen = await api<{ drawer: Record<string, unknown> }>('GET', `/api/order/drawers/terminal/${tablet.id}`, {
      token: t.cashier,
    });
    expect(seen.body.drawer).toMatchObject({ id: opened.body.id, float: '100.00' });
    // Blind: nothing at the terminal says what the drawer should hold.
    expect(JSON.stringify(seen.body)).not.toMatch(/expected|cash_sales/);

    const again = await openDrawer(tablet, '50.00');
    expect(again).toMatchObject({ status: 409, body: { message: expect.stringMatching(/open already/) } });
    // A double tap: the same key opens one drawer and answers it again.
    const headers = key();
    const second = await registeredTablet(t);
    const [a, b] = await Promise.all([
      openDrawer(second, '80.00', t.cashier, headers),
      openDrawer(second, '80.00', t.cashier, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect((await dayOf()).drawers.filter((d) => d.terminal_tag === second.tag)).toHaveLength(1);

    // A tablet the restaurant never registered, and a session that is not at a terminal, open nothing.
    const stranger = { ...tablet, proof: `${randomUUID()}.${'k'.repeat(32)}` };
    expect((await openDrawer(stranger, '100.00')).status).toBe(400);
    expect((await openDrawer(tablet, '100.00', t.owner.token)).status).toBe(403);
    expect((await openDrawer(tablet, '-1')).status).toBe(400);

    const [line] = await auditOf(opened.body.id);
    expect(line).toMatchObject({ kind: 'drawer.open', actor: 'Carla', amount_after: '100.00' });
  });
});

describe('cash sales', () => {
  it('puts a cash sale in once, reprinted or retried, with the cash given and the change; card sales stay out', async () => {
    const tablet = await registeredTablet(t);
    const drawer = (await openDrawer(tablet, '100.00')).body;
    const headers = key();
    const cash = await sold('20.00', { tender: 'cash', cash_given: '30.00' }, tablet, headers);
    expect(cash.total).toBe('21.78'); // $20.00 + 8.875 % tax
    // The answer lost on the way: the same print again, and then a reprint with cash again.
    await api('POST', `/api/order/printOrder/${cash.id}`, {
      token: t.cashier,
      body: { tender: 'cash', cash_given: '30.00', terminal: tablet.proof },
      headers,
    });
    await api('POST', `/api/order/printOrder/${cash.id}`, {
      token: t.cashier,
      body: { tender: 'cash', cash_given: '30.00', terminal: tablet.proof },
      headers: key(),
    });
    await sold('10.00', { tender: 'card' }, tablet);
    await sold('10.00', {}, tablet);

    const seen = await drawerIn(drawer.id);
    expect(seen).toMatchObject({
      cash_sales: 1,
      cash_sales_amount: '21.78',
      cash_given: '30.00',
      change_given: '8.22',
      expected: '121.78',
      open: true,
    });
    expect(seen.moves.find((m) => m.kind === 'sale')).toMatchObject({
      order_number: cash.order_number,
      amount: '21.78',
      cash_given: '30.00',
      change: '8.22',
      by: 'Carla',
    });
  });

  it('notes a cash sale with no tablet or no open drawer on no drawer, and the day says so', async () => {
    const before = (await dayOf()).cash_sales_on_no_drawer;
    await sold('5.00', { tender: 'cash' }, null);
    const closedTablet = await registeredTablet(t);
    await sold('5.00', { tender: 'cash' }, closedTablet);
    const after = (await dayOf()).cash_sales_on_no_drawer;
    expect(after.count).toBe(before.count + 2);
    expect(Number(after.amount) - Number(before.amount)).toBeCloseTo(10.88, 2); // 2 × $5.44
  });

  it('gives a voided cash order back out of its drawer while open, else the voiding tablet’s, else no drawer', async () => {
    const [first, second] = [await registeredTablet(t), await registeredTablet(t)];
    const d1 = (await openDrawer(first, '50.00')).body;
    const a = await sold('10.00', { tender: 'cash' }, first);
    const b = await sold('10.00', { tender: 'cash' }, first);
    expect((await voidOrder(a.id, second)).data?.deleteOrder.message).toBe('Order voided.');
    expect(await drawerIn(d1.id)).toMatchObject({ refunds: 1, refunds_amount: '10.89', expected: '60.89' });

    // Once the first drawer is counted, the void comes out of the drawer where it is made.
    expect((await close(first, d1.id, '60.89')).status).toBe(200);
    const d2 = (await openDrawer(second, '40.00')).body;
    await voidOrder(b.id, second);
    expect(await drawerIn(d2.id)).toMatchObject({ refunds: 1, refunds_amount: '10.89', expected: '29.11' });
    expect(await drawerIn(d1.id)).toMatchObject({ expected: '60.89', counted: '60.89', refunds: 1 });
    // A second tap on the void gives nothing back twice.
    await voidOrder(b.id, second);
    expect((await drawerIn(d2.id)).refunds).toBe(1);

    // No open drawer anywhere: noted on no drawer, netting the day's cash sales on no drawer.
    const c = await sold('10.00', { tender: 'cash' }, first);
    const before = (await dayOf()).cash_sales_on_no_drawer;
    await voidOrder(c.id, null);
    const after = (await dayOf()).cash_sales_on_no_drawer;
    expect(after.count).toBe(before.count);
    expect(Number(after.amount) - Number(before.amount)).toBeCloseTo(-10.89, 2);
  });
});

describe('moves by hand', () => {
  it('pays in, pays out and drops with a reason, each on the trail with who did it', async () => {
    const tablet = await registeredTablet(t);
    const drawer = (await openDrawer(tablet, '100.00')).body;
    expect(
      (await move(tablet, drawer.id, { kind: 'paid_in', amount: '20.00', reason: 'Change from the bank' })).status,
    ).toBe(201);
    const paid = await move(tablet, drawer.id, { kind: 'paid_out', amount: '5.00', reason: 'Ice' });
    expect(paid.status).toBe(201);
    expect(paid.body.moves.map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ['paid_in', '20.00', 'Change from the bank'],
      ['paid_out', '-5.00', 'Ice'],
    ]);
    const headers = key();
    await move(tablet, drawer.id, { kind: 'drop', amount: '50.00', reason: 'To the safe' }, t.cashier, headers);
    await move(tablet, drawer.id, { kind: 'drop', amount: '50.00', reason: 'To the safe' }, t.cashier, headers);
    const noReason = await move(tablet, drawer.id, { kind: 'paid_out', amount: '5.00', reason: ' ' });
    expect(noReason).toMatchObject({
      status: 400,
      body: { message: 'A paid-in, a paid-out or a drop needs a reason.' },
    });
    const elsewhere = await registeredTablet(t);
    expect((await move(elsewhere, drawer.id, { kind: 'paid_in', amount: '1.00', reason: 'x' })).status).toBe(409);

    expect(await drawerIn(drawer.id)).toMatchObject({
      paid_in: '20.00',
      paid_out: '5.00',
      drops: '50.00',
      expected: '65.00',
    });
    const lines = await auditOf(drawer.id);
    expect(lines.map((l) => [l.kind, l.reason, l.amount_before, l.amount_after])).toEqual([
      ['drawer.open', null, null, '100.00'],
      ['drawer.paid-in', 'Change from the bank', '100.00', '120.00'],
      ['drawer.paid-out', 'Ice', '120.00', '115.00'],
      ['drawer.drop', 'To the safe', '115.00', '65.00'],
    ]);
    expect(lines[2]).toMatchObject({ actor: 'Carla', approved_by: null });
  });

  it('asks a manager for a paid-out above the restaurant’s limit: PIN_REQUIRED, then an approval for that drawer, once', async () => {
    const tablet = await registeredTablet(t);
    const drawer = (await openDrawer(tablet, '200.00')).body;
    const big = { kind: 'paid_out', amount: '25.00', reason: 'Produce delivery' };
    const refused = await move(tablet, drawer.id, big);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        reason: 'PIN_REQUIRED',
        message:
          'Paid-outs from one drawer above $20.00 together need the security PIN: enter it (a manager session) to pay this out.',
      },
    });
    const otherTablet = await registeredTablet(t);
    const otherDrawer = (await openDrawer(otherTablet, '10.00')).body;
    const payout = (drawerId: string, amount: string) =>
      approval(t, t.cashier, { action: 'drawer.payout', drawer_id: drawerId, amount });
    const wrong = await payout(otherDrawer.id, '25.00');
    expect(await move(tablet, drawer.id, big, wrong)).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    // An approval names its amount: $20.00 approved is not $25.00 (issue 45).
    expect(await move(tablet, drawer.id, big, await payout(drawer.id, '20.00'))).toMatchObject({
      status: 403,
      body: {
        reason: 'PIN_REQUIRED',
        message:
          'This approval was for a paid-out of $20.00 from one cash drawer: enter the security PIN again for $25.00.',
      },
    });
    const manager = await payout(drawer.id, '25.00');
    // An approval for a paid-out moves nothing else, and closes nothing.
    expect((await move(tablet, drawer.id, { kind: 'drop', amount: '1.00', reason: 'x' }, manager)).status).toBe(403);
    expect((await close(tablet, drawer.id, '1.00', manager)).status).toBe(403);
    expect((await move(tablet, drawer.id, big, manager)).status).toBe(201);
    expect((await move(tablet, drawer.id, big, manager)).body).toMatchObject({ reason: 'PIN_REQUIRED' });
    // The REST path takes the PIN in its body, for this drawer only; a manager session needs none.
    const withPin = await move(tablet, drawer.id, { ...big, security_pin: t.securityPin });
    expect(withPin.status).toBe(201);
    expect((await move(tablet, drawer.id, big, t.manager)).status).toBe(201);

    const outs = (await auditOf(drawer.id)).filter((l) => l.kind === 'drawer.paid-out');
    expect(outs).toHaveLength(3);
    expect(outs[0]).toMatchObject({ actor: 'Carla', reason: 'Produce delivery' });
    expect(outs[0]!.approved_by).toBeTruthy();
    expect((await drawerIn(drawer.id)).paid_out).toBe('75.00');
  });
});

describe('the blind count', () => {
  it('answers what was expected and over or short only once the count is in; a closed drawer never changes', async () => {
    const tablet = await registeredTablet(t);
    const drawer = (await openDrawer(tablet, '100.00')).body;
    await sold('20.00', { tender: 'cash', cash_given: '40.00' }, tablet);
    await move(tablet, drawer.id, { kind: 'paid_out', amount: '5.00', reason: 'Ice' });
    const headers = key();
    const closed = await close(tablet, drawer.id, '115.78', t.cashier, headers);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      open: false,
      closed_by: 'Carla',
      float: '100.00',
      cash_sales: 1,
      cash_sales_amount: '21.78',
      change_given: '18.22',
      paid_out: '5.00',
      expected: '116.78',
      counted: '115.78',
      over_short: '-1.00',
    });
    // The same key answers the same close; another count is refused, and so is every move.
    expect((await close(tablet, drawer.id, '115.78', t.cashier, headers)).body).toMatchObject({ counted: '115.78' });
    expect(await close(tablet, drawer.id, '116.78')).toMatchObject({
      status: 409,
      body: { message: 'This drawer was closed: it never changes. Open the drawer again for a new count.' },
    });
    expect((await move(tablet, drawer.id, { kind: 'paid_in', amount: '1.00', reason: 'x' })).status).toBe(409);
    await expect(
      onOrdersDatabase('UPDATE drawers SET counted_cents = 11678 WHERE id = $1', [drawer.id]),
    ).rejects.toThrow('A closed drawer never changes.');
    // Its moves are the ledger's: never changed or removed (docs/decisions/0071-one-ledger.md).
    await expect(onOrdersDatabase('DELETE FROM ledger_entries WHERE drawer_id = $1', [drawer.id])).rejects.toThrow(
      'append-only',
    );
    await expect(
      onOrdersDatabase('UPDATE ledger_entries SET amount_cents = 0 WHERE drawer_id = $1', [drawer.id]),
    ).rejects.toThrow('append-only');
    // The tablet is free for the next shift's drawer: a handover is a close and an open.
    expect((await openDrawer(tablet, '115.78')).status).toBe(201);
    const last = (await auditOf(drawer.id)).at(-1);
    expect(last).toMatchObject({ kind: 'drawer.close', amount_before: '116.78', amount_after: '115.78' });
    expect(last!.summary).toContain('short by $1.00');
  });
});

describe('tenancy and access', () => {
  it('hides another restaurant’s drawers and keeps the day’s list for the owner and managers', async () => {
    const tablet = await registeredTablet(t);
    const drawer = (await openDrawer(tablet, '100.00')).body;
    const theirs = await registeredTablet(other);
    expect(
      (await move(theirs, drawer.id, { kind: 'paid_in', amount: '1.00', reason: 'x' }, other.cashier)).status,
    ).toBe(404);
    expect((await close(theirs, drawer.id, '1.00', other.cashier)).status).toBe(404);
    expect((await api('GET', `/api/order/drawers/${t.restaurantId}`, { token: other.owner.token })).status).toBe(404);
    // Their tablet is not ours: it opens nothing here.
    expect((await openDrawer(theirs, '1.00')).status).toBe(400);
    expect((await api('GET', `/api/order/drawers/${t.restaurantId}`, { token: t.cashier })).status).toBe(403);
    expect((await api('GET', `/api/order/drawers/${t.restaurantId}`, { token: t.owner.token })).status).toBe(200);
  });
});

describe('what closing a day reads', () => {
  it('lists the day’s drawers with every figure, the ones still open, and the cash sales on no drawer', async () => {
    const fresh = await newTenant('drawers-day');
    const tablet = await registeredTablet(fresh);
    const drawer = (await openDrawer(tablet, '100.00', fresh.cashier, key(), fresh)).body;
    const today = drawer.day;
    const read = () =>
      withOrdersStore((tenants) =>
        tenants.run([fresh.restaurantId], async (tx) => ({
          drawers: await drawersOfDay(tx, fresh.restaurantId, today),
          open: await openDrawersThrough(tx, fresh.restaurantId, today),
          before: await openDrawersThrough(tx, fresh.restaurantId, '2000-01-01'),
          none: await cashSalesOnNoDrawer(tx, fresh.restaurantId, today),
        })),
      );
    const seen = await read();
    expect(seen.drawers).toEqual([
      {
        id: drawer.id,
        terminalTag: tablet.tag,
        openedAt: expect.any(String),
        openedBy: 'Carla',
        closedAt: null,
        closedBy: null,
        floatCents: 10000,
        cashSalesCents: 0,
        cashChangesCents: 0,
        correctionsCents: 0,
        paidInCents: 0,
        paidOutCents: 0,
        dropsCents: 0,
        refundsCents: 0,
        expectedCents: 10000,
        countedCents: null,
        overShortCents: null,
      },
    ]);
    expect(seen.open).toEqual([{ id: drawer.id, terminalTag: tablet.tag, openedBy: 'Carla' }]);
    expect(seen.before).toEqual([]);
    expect(seen.none).toEqual({ count: 0, cents: 0 });

    await move(tablet, drawer.id, { kind: 'drop', amount: '30.00', reason: 'To the safe' }, fresh.cashier);
    await close(tablet, drawer.id, '71.00', fresh.cashier);
    const after = await read();
    expect(after.open).toEqual([]);
    expect(after.drawers[0]).toMatchObject({
      closedBy: 'Carla',
      dropsCents: 3000,
      expectedCents: 7000,
      countedCents: 7100,
      overShortCents: 100,
    });
  });
});
