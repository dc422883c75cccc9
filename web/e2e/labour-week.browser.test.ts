import { readFileSync } from 'node:fs';
import { Pool } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { deliveryOrder, untilListed } from '../../services/drivers/test/helpers';
import { payOnReader, readerBy } from '../../services/orders/test/card-counter';
import { registeredTablet } from '../../services/orders/test/tablets';
import { api, clientIp, databaseUrl, graphql } from '../../tools/test/support';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../tools/test/tenants';
import { atEverySize, step, TABLET, words, takeOnceClockedIn } from './counter-rig';
import { STEP_MS, enterPin, eventually, launchChromium, newTestContext, signInOwner, sleep, visible } from './rig';

/**
 * Issue 50's evening, end to end (docs/decisions/0085-the-time-clock.md): two cashiers and a driver clock in at
 * the counter, one takes a break; the driver is given a delivery only once he clocks in; the owner's Labour card
 * puts labour at the percent of the day's sales the orders say; a forgotten clock-out is closed by a manager with
 * a reason; the cashiers' card tips are pooled by their hours; the week's payroll file lists the hours, the
 * overtime and the tips. Payroll at 390×844, 1024×768 and 1280×800 (kept as docs/screens/after-50-payroll-*.png).
 */

jest.setTimeout(300_000);

const PIN = { carla: '1111', ben: '5656', dan: '2222' };
const dollars = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

describe('a week on the time clock, in a browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let t: Tenant;
  let db: Pool;
  let benId = '';
  let tips = 0;

  const owner = <D>(query: string, variables: Record<string, unknown> = {}) =>
    graphql<D>(query, { r: t.restaurantId, ...variables }, { token: t.owner.token, ip: clientIp() });

  beforeAll(async () => {
    browser = await launchChromium();
    // Three hours of shifts and the day's tips on one calendar day of the restaurant's.
    t = await newTenant('labour-week', { timeZone: zoneAwayFromMidnight(new Date(), 4) });
    db = new Pool({ connectionString: databaseUrl('zest_auth'), max: 1 });
    const ben = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
      token: t.owner.token,
      body: { security_pin: t.securityPin, pin: PIN.ben, name: 'Ben', role: 'cashier', restaurant_id: t.restaurantId },
      ip: clientIp(),
    });
    benId = ben.body.id;
    const RATES = 'mutation($e: ID!, $l: [PayRateInput!]!) { setPayRates(employeeId: $e, rates: $l) { role } }';
    await owner(RATES, { e: t.cashierId, l: [{ role: 'cashier', hourlyCents: 1500 }] });
    await owner(RATES, { e: benId, l: [{ role: 'cashier', hourlyCents: 1400 }] });
    await owner(RATES, { e: t.driverId, l: [{ role: 'driver', hourlyCents: 1100 }] });
    // The clock on, card tips pooled by hours among the cashiers, overtime past two hours a week (a short test).
    const rules = await owner(
      `mutation($r: ID!) { updateLabourSettings(restaurantId: $r, input: { timeClock: true, tipRule: "hours",
        tipPool: [{ role: "cashier" }], weeklyOvertimeMinutes: 120 }) { timeClock } }`,
    );
    expect(rules.errors).toBeUndefined();
    context = await newTestContext(browser, TABLET);
    page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await signInOwner(page, t);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await db?.end();
  });

  const dialog = () => page.getByRole('dialog', { name: 'Time clock' });
  const said = (text: RegExp) => visible(dialog().getByRole('status').filter({ hasText: text }));
  async function punch(action: string, pin: string) {
    await dialog().getByRole('group', { name: 'Punch' }).getByRole('button', { name: action }).click();
    const typed = dialog()
      .getByRole('group', { name: 'Your PIN' })
      .getByRole('status')
      .filter({ hasText: /entered$/ });
    await page.keyboard.type(pin);
    await eventually(() => typed.textContent(), `${pin.length} digits entered`);
    await page.keyboard.press('Enter');
    await eventually(() => typed.textContent(), '0 digits entered');
  }
  const closeDialog = async () => {
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  };

  it('two cashiers and a driver clock in; one takes a break; the driver takes a trip only once on the clock', async () => {
    await step('week', 'Carla and Ben clock in at the counter; Ben takes a break', page, async () => {
      await page.goto(`/CashierDashboard/owner/${t.restaurantId}/${t.owner.id}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await page.getByRole('button', { name: 'Time clock' }).last().click();
      await punch('Clock in', PIN.carla);
      await said(/^Carla clocked in as cashier at /);
      await punch('Clock in', PIN.ben);
      await said(/^Ben clocked in as cashier at /);
      await punch('Start break', PIN.ben);
      await said(/^Ben started a break at /);
      await visible(dialog().getByRole('list', { name: 'On the clock now' }).getByText('On break'));
      await punch('End break', PIN.ben);
      await said(/^Ben ended a break at /);
      await closeDialog();
    });

    await step('week', 'Dan is refused a delivery until he clocks in', page, async () => {
      const order = await deliveryOrder(t);
      await untilListed(t, order.id);
      await page.goto(`/DriverDashboard/${t.restaurantId}`);
      await enterPin(page, PIN.dan);
      const card = page
        .getByRole('list', { name: 'Unassigned orders' })
        .getByRole('button', { name: new RegExp(`^Order #${order.order_number}\\b`) });
      const getThem = page
        .getByRole('navigation', { name: 'Driver menu' })
        .getByRole('button', { name: /Get the Selected/ });
      await card.click();
      await getThem.click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Dan is not clocked in.' });
      await visible(refusal);
      await refusal.getByRole('button', { name: 'Time clock' }).click();
      await punch('Clock in', PIN.dan);
      await said(/^Dan clocked in as driver at /);
      await closeDialog();
      await takeOnceClockedIn(page, card, 'Dan');
    });
  });

  it('shows the owner labour at the percent of the day’s sales the orders say', async () => {
    // The evening so far: Carla on three hours, Ben two with a quarter-hour break, Dan an hour (on whole minutes).
    const back = async (id: string, minutes: number) =>
      db.query(
        `update shifts set clock_in_at = date_trunc('minute', now()) - make_interval(mins => $2) where employee_id = $1`,
        [id, minutes],
      );
    await back(t.cashierId, 180);
    await back(benId, 120);
    await back(t.driverId, 60);
    await db.query(
      `update shift_breaks b set started_at = s.clock_in_at + interval '30 minutes', ended_at = s.clock_in_at + interval '45 minutes'
         from shifts s where s.id = b.shift_id and s.employee_id = $1`,
      [benId],
    );
    const tablet = await registeredTablet(t);
    const reader = await readerBy(t, tablet);
    tips = (await payOnReader(t, tablet, reader, '40.00', '15%')).part.tipCents;
    tips += (await payOnReader(t, tablet, reader, '25.00', '20%')).part.tipCents;
    expect(tips).toBeGreaterThan(0);

    await page.goto(`/openARestaurantDashboard/${t.restaurantId}`);
    await enterPin(page, t.securityPin);
    const card = page.locator('[data-card="labour"]');
    await visible(card.locator('[data-on-now="Carla"]'));
    const read = async () =>
      (
        await owner<{
          labour: { costCents: number; salesCents: number; labourPercent: number };
          revenue: { subtotalCents: number };
        }>(
          'query($r: ID!) { labour(restaurantId: $r) { costCents salesCents labourPercent } revenue(restaurantId: $r) { subtotalCents } }',
        )
      ).data!;
    // Cost moves by the minute: the card and the server are read together until they agree.
    let shown = '';
    let expected = '?';
    for (let i = 0; i < 6 && shown !== expected; i += 1) {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await sleep(400);
      const now = await read();
      expect(now.labour.salesCents).toBe(now.revenue.subtotalCents);
      expect(now.labour.labourPercent).toBe(Math.round((now.labour.costCents / now.labour.salesCents) * 1000) / 10);
      expected = `Labour ${Number(now.labour.labourPercent.toFixed(4))}% of $${dollars(now.labour.salesCents)} sales`;
      shown = await words(card.locator('[data-labour="percent"]'));
    }
    expect(shown).toBe(expected);
  });

  it('a manager closes Dan’s forgotten clock-out with the real time and a reason', async () => {
    await page.locator('[data-card="labour"]').getByRole('link', { name: 'Labour' }).click();
    const dan = page.locator('[data-shift="Dan"]');
    await dan.getByRole('button', { name: /^Edit Dan’s shift/ }).click();
    const edit = page.getByRole('dialog', { name: 'Close Dan’s shift' });
    const { rows } = await db.query<{ day: string; time: string }>(
      `select to_char(clock_in_at at time zone $2 + interval '40 minutes', 'YYYY-MM-DD') as day,
              to_char(clock_in_at at time zone $2 + interval '40 minutes', 'HH24:MI') as time
         from shifts where employee_id = $1`,
      [
        t.driverId,
        (await owner<{ labour: { timeZone: string } }>('query($r: ID!) { labour(restaurantId: $r) { timeZone } }'))
          .data!.labour.timeZone,
      ],
    );
    await edit.getByLabel('Clock-out day').fill(rows[0]!.day);
    await edit.getByLabel('Clock-out time').fill(rows[0]!.time);
    await edit.getByLabel('Reason').fill('Left with the last delivery, forgot to clock out');
    await edit.getByRole('button', { name: 'Close the shift' }).click();
    await edit.waitFor({ state: 'detached' });
    await visible(dan.getByText('Closed by a manager: Left with the last delivery, forgot to clock out'));
  });

  it('pools the cashiers’ card tips by hours, and the week’s payroll file lists the hours, overtime and tips', async () => {
    await page.goto(`/CashierDashboard/owner/${t.restaurantId}/${t.owner.id}`);
    await page.getByRole('button', { name: 'Time clock' }).last().click();
    await dialog().getByRole('group', { name: 'Punch' }).getByRole('button', { name: 'Clock out' }).click();
    await dialog().getByLabel('Cash tips (optional)').fill('5.00');
    await punch('Clock out', PIN.carla);
    await said(/^Carla clocked out at /);
    await punch('Clock out', PIN.ben);
    await said(/^Ben clocked out at /);
    await closeDialog();
    // On whole minutes: Carla three hours, Ben two less his quarter-hour break.
    await db.query(`update shifts set clock_out_at = clock_in_at + interval '180 minutes' where employee_id = $1`, [
      t.cashierId,
    ]);
    await db.query(`update shifts set clock_out_at = clock_in_at + interval '120 minutes' where employee_id = $1`, [
      benId,
    ]);

    await page.goto(`/PayrollDashboard/${t.restaurantId}`);
    const people = page.locator('[data-payroll="people"]');
    await visible(people.locator('[data-person="Carla"]'));
    const carlaTips = Math.round((tips * 180) / 285);
    const benTips = tips - carlaTips;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download payroll file (CSV)' }).click(),
    ]);
    const rows = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    const row = (name: string) =>
      rows
        .find((r) => r.split(',')[1] === name)!
        .split(',')
        .slice(1, 11);
    // Carla: 120 regular and 60 overtime minutes at $15; her $5 declared; 180/285 of the pool.
    expect(row('Carla')).toEqual([
      'Carla',
      'cashier',
      '15.00',
      '2.00',
      '1.00',
      '30.00',
      '22.50',
      '5.00',
      dollars(carlaTips),
      '0.00',
    ]);
    // Ben: 105 minutes worked (a 15-minute unpaid break), no overtime; the rest of the pool.
    expect(row('Ben')).toEqual([
      'Ben',
      'cashier',
      '14.00',
      '1.75',
      '0.00',
      '24.50',
      '0.00',
      '0.00',
      dollars(benTips),
      '0.00',
    ]);
    // Dan: 40 minutes as a driver, closed by a manager; his delivery's charge kept.
    expect(row('Dan')).toEqual(['Dan', 'driver', '11.00', '0.67', '0.00', '7.33', '0.00', '0.00', '0.00', '3.50']);
    expect(await words(people.locator('[data-payroll="card-tips-total"]'))).toBe(`$${dollars(tips)}`);
    await atEverySize(page, 'after-50-payroll', 'the payroll screen');
  });
});
