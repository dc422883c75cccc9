import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addOpenItem, printPaid, startOrder } from '../../services/orders/test/helpers';
import { clientIp, databaseUrl, graphql } from '../../tools/test/support';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../tools/test/tenants';
import {
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  enterPin,
  expectAccessible,
  launchChromium,
  newTestContext,
  signInOwner,
  sleep,
  visible,
  waitForPath,
} from './rig';

/**
 * The owner's labour screens (docs/decisions/0085-the-time-clock.md), as an owner uses them: pay rates typed in
 * dollars on the staff page; the hub's Labour card with a cashier two hours on the clock and a driver's shift
 * forgotten overnight, its cost and its percent of the day's paid sales the server's own; the Labour page, where
 * the owner closes the forgotten clock-out at the real time typed on the restaurant's clock, with a reason (a
 * refusal first, in the server's words), and the shift says "Closed by a manager"; the labour rules saved.
 * Screens at 390×844, 1024×768 and 1280×800 (test-results/web-e2e/screens, kept as
 * docs/screens/after-50-{labour-card,labour-page,close-shift}-*.png), axe on each.
 */

jest.setTimeout(240_000);

const SIZES = { phone: PHONE, tablet: { width: 1024, height: 768 }, desktop: { width: 1280, height: 800 } } as const;
const SCREENS = join(SHOTS_DIR, 'screens');
const words = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const money = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

interface Labour {
  timeZone: string;
  costCents: number;
  salesCents: number;
  labourPercent: number | null;
  onNow: { id: string; employeeName: string; clockInAt: string }[];
  shifts: { id: string; employeeName: string; clockOutAt: string | null; closedBy: string | null }[];
}
const LABOUR = `query($r: ID!) { labour(restaurantId: $r) { timeZone costCents salesCents labourPercent
  onNow { id employeeName clockInAt } shifts { id employeeName clockOutAt closedBy } } }`;

/** "2026-11-24" and "23:30" as the restaurant's clock reads a moment (Intl's own reading, not the app's). */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

describe('the owner’s labour screens, in a browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let t: Tenant;
  let db: Pool;

  beforeAll(async () => {
    browser = await launchChromium();
    // Away from midnight: a shift two hours old and the order are on today's calendar of the restaurant.
    t = await newTenant('labour-browser', { timeZone: zoneAwayFromMidnight() });
    db = new Pool({ connectionString: databaseUrl('zest_auth'), max: 1 });
    context = await newTestContext(browser, SIZES.tablet);
    page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await db?.end();
  });

  const labour = async () =>
    (await graphql<{ labour: Labour }>(LABOUR, { r: t.restaurantId }, { token: t.owner.token })).data!.labour;

  const punch = (pin: string, token: string) =>
    graphql<{ punchClock: { message: string } }>(
      'mutation($i: PunchInput!) { punchClock(input: $i) { message } }',
      { i: { restaurantId: t.restaurantId, pin, action: 'clock_in' } },
      { token, ip: clientIp() },
    );

  const still = () =>
    page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

  /**
   * The window at each size, each looked at by axe: scrolled to a card, its top clear of the sticky bar; or the
   * page whole; or as it stands (a dialog).
   */
  async function atEverySize(what: Locator | 'page' | 'window', name: string, screen: string) {
    mkdirSync(SCREENS, { recursive: true });
    for (const [label, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (typeof what === 'object')
        await what.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
      await still();
      await page.screenshot({ path: join(SCREENS, `${name}-${label}.png`), fullPage: what === 'page' });
      await expectAccessible(page, `${screen} (${label})`);
    }
    await page.setViewportSize(SIZES.tablet);
  }

  test('the owner sets pay rates in dollars on the staff page; they are saved in cents', async () => {
    await signInOwner(page, t);
    await page.goto(`/allEmployeeDashboard/${t.restaurantId}`);
    await enterPin(page, t.securityPin);
    const carla = page.locator('[data-rates="Carla"]');
    await visible(carla.filter({ hasText: 'No pay rate set' }));
    await page.getByRole('button', { name: 'Pay rates for Carla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay rates for Carla' });
    await dialog.getByLabel('Cashier ($ an hour)').fill('18');
    await dialog.getByLabel('Driver ($ an hour)').fill('12.50');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await atEverySize('window', 'after-50-pay-rates', 'the pay rates dialog');
    await dialog.getByLabel('Driver ($ an hour)').fill('12.5x');
    await dialog.getByRole('button', { name: 'Save pay rates' }).click();
    await visible(
      dialog.getByRole('alert').filter({ hasText: 'Type the Driver rate in dollars an hour, like 18.50.' }),
    );
    await dialog.getByLabel('Driver ($ an hour)').fill('12.50');
    await dialog.getByRole('button', { name: 'Save pay rates' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByRole('status').filter({ hasText: 'Carla’s pay rates saved' }));
    expect(await words(carla)).toBe('Cashier $18.00/h · Driver $12.50/h');
    await atEverySize(
      page.getByRole('listitem').filter({ has: carla }),
      'after-50-staff-rates',
      'the staff page with pay rates',
    );
    const saved = await graphql<{ employees: { name: string; payRates: { role: string; hourlyCents: number }[] }[] }>(
      'query($r: ID!) { employees(restaurantId: $r) { name payRates { role hourlyCents } } }',
      { r: t.restaurantId },
      { token: t.owner.token },
    );
    expect(saved.data!.employees.find((e) => e.name === 'Carla')!.payRates).toEqual([
      { role: 'cashier', hourlyCents: 1800 },
      { role: 'driver', hourlyCents: 1250 },
    ]);
  });

  test('the hub’s Labour card says who is on, since when, and the server’s cost and percent of sales', async () => {
    await page.goto(`/openARestaurantDashboard/${t.restaurantId}`);
    const card = page.locator('[data-card="labour"]');
    await visible(card.getByText('Nobody is on the clock.'));
    await visible(card.getByText('No sales yet'));

    // Carla two hours on the clock (backdated as the auth suite does); Dan clocked in 14 hours ago and forgot.
    expect((await punch('1111', t.cashier)).data?.punchClock.message).toMatch(/^Carla clocked in as cashier/);
    expect((await punch('2222', t.driver)).data?.punchClock.message).toMatch(/^Dan clocked in as driver/);
    await db.query(`update shifts set clock_in_at = now() - interval '2 hours' where employee_id = $1`, [t.cashierId]);
    await db.query(`update shifts set clock_in_at = now() - interval '14 hours' where employee_id = $1`, [t.driverId]);
    const order = await startOrder(t.cashier, t.restaurantId, 'togo');
    await addOpenItem(t.cashier, order.id, 'Pizza', '90.00');
    expect((await printPaid(t.cashier, order.id)).status).toBe(200);
    for (let i = 0; i < 100 && (await labour()).salesCents === 0; i += 1) await sleep(100);

    // The window coming back into focus asks again (the card also asks every minute while shown).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const carla = card.locator('[data-on-now="Carla"]');
    await visible(carla);
    const dan = card.locator('[data-on-now="Dan"]');
    await visible(dan.getByText('Forgotten clock-out?'));
    const server = await labour();
    const since = wallClock(new Date(server.onNow.find((s) => s.employeeName === 'Carla')!.clockInAt), server.timeZone);
    const [h, m] = since.time.split(':').map(Number) as [number, number];
    expect(await words(carla)).toBe(
      `Carla Cashier · since ${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`,
    );
    // Cost moves by the minute: the card and the server are read together until they agree.
    let shown = { cost: '', percent: '' };
    let expected = { cost: '?', percent: '?' };
    for (let i = 0; i < 5 && (shown.cost !== expected.cost || shown.percent !== expected.percent); i += 1) {
      if (i > 0) await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await sleep(i > 0 ? 500 : 0);
      const now = await labour();
      expect(now.costCents).toBeGreaterThanOrEqual(3600);
      expect(now.labourPercent).toBe(Math.round((now.costCents / now.salesCents) * 1000) / 10);
      expected = {
        cost: money(now.costCents),
        percent: `Labour ${Number(now.labourPercent!.toFixed(4))}% of ${money(now.salesCents)} sales`,
      };
      shown = {
        cost: await words(card.locator('[data-labour="cost"]')),
        percent: await words(card.locator('[data-labour="percent"]')),
      };
    }
    expect(shown).toEqual(expected);
    await atEverySize(card, 'after-50-labour-card', 'the hub’s Labour card');
  });

  test('on the Labour page the owner closes the forgotten clock-out at the real time, with a reason', async () => {
    await page.locator('[data-card="labour"]').getByRole('link', { name: 'Labour' }).click();
    await waitForPath(page, /^\/LabourDashboard\//);
    await visible(page.getByRole('heading', { name: 'Labour', level: 1 }));
    const dan = page.locator('[data-shift="Dan"]');
    await visible(dan.getByText('Forgotten clock-out?'));
    await visible(page.locator('[data-shift="Carla"]').getByText('On the clock'));
    await visible(page.locator('[data-person="Carla"]'));
    await atEverySize('page', 'after-50-labour-page', 'the Labour page');

    const server = await labour();
    const open = server.onNow.find((s) => s.employeeName === 'Dan')!;
    await dan.getByRole('button', { name: /^Edit Dan’s shift/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Close Dan’s shift' });
    await visible(dialog);
    // The real end, eight hours after the start, typed on the restaurant's clock.
    const end = new Date(Math.floor(Date.parse(open.clockInAt) / 60_000) * 60_000 + 8 * 3_600_000);
    const real = wallClock(end, server.timeZone);
    await dialog.getByLabel('Clock-out day').fill(real.day);
    await dialog.getByLabel('Clock-out time').fill(real.time);
    await dialog.getByLabel('Reason').fill('Forgot to clock out');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await atEverySize('window', 'after-50-close-shift', 'closing a forgotten clock-out');

    // An end an hour before the start first: the server refuses it, in its words.
    const before = wallClock(new Date(Date.parse(open.clockInAt) - 3_600_000), server.timeZone);
    await dialog.getByLabel('Clock-out day').fill(before.day);
    await dialog.getByLabel('Clock-out time').fill(before.time);
    await dialog.getByRole('button', { name: 'Close the shift' }).click();
    await visible(dialog.getByRole('alert').filter({ hasText: 'A shift cannot end before it starts.' }));
    await dialog.getByLabel('Clock-out day').fill(real.day);
    await dialog.getByLabel('Clock-out time').fill(real.time);
    await dialog.getByRole('button', { name: 'Close the shift' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByRole('status').filter({ hasText: /^Dan’s shift was closed at / }));
    // Its own day lists it closed (from an earlier day, it is no longer among those on the clock).
    const danDay = wallClock(new Date(open.clockInAt), server.timeZone).day;
    await page.getByLabel('Day', { exact: true }).fill(danDay);
    await visible(dan.getByText('Closed by a manager: Forgot to clock out'));
    expect(await dan.getByText('Forgotten clock-out?').count()).toBe(0);
    await atEverySize(dan, 'after-50-shift-closed', 'a shift closed by a manager');
    const closed = await graphql<{ labour: { onNow: { employeeName: string }[] } }>(
      'query($r: ID!, $d: String) { labour(restaurantId: $r, day: $d) { onNow { employeeName } } }',
      { r: t.restaurantId, d: danDay },
      { token: t.owner.token },
    );
    expect(closed.data!.labour.onNow.map((s) => s.employeeName)).toEqual(['Carla']);
    const row = await db.query<{ clock_out_at: Date; closed_by: string; edit_reason: string }>(
      'select clock_out_at, closed_by, edit_reason from shifts where id = $1',
      [open.id],
    );
    expect(row.rows[0]).toEqual({ clock_out_at: end, closed_by: 'manager', edit_reason: 'Forgot to clock out' });
  });

  test('the owner saves the labour rules; a pool that does not add up is said in words', async () => {
    const rules = page.getByRole('region', { name: 'Labour rules' });
    await rules.getByLabel('Use the time clock: drivers must be on the clock to take deliveries').check();
    await rules.getByLabel('Daily overtime').selectOption('8');
    await rules.getByLabel('Pay period').selectOption('biweekly');
    await rules.getByLabel('Shared by a percent per role').check();
    await rules.getByLabel('Cashier (%)').fill('60');
    await rules.getByLabel('Driver (%)').fill('30');
    await rules.getByRole('button', { name: 'Save labour rules' }).click();
    await visible(rules.getByRole('alert').filter({ hasText: 'adding up to 100' }));
    await rules.getByLabel('Driver (%)').fill('40');
    await rules.getByRole('button', { name: 'Save labour rules' }).click();
    await visible(rules.getByRole('status').filter({ hasText: 'Labour rules saved.' }));
    await expectAccessible(page, 'the labour rules, saved');
    const saved = await graphql<{ labourSettings: Record<string, unknown> }>(
      `
        query ($r: ID!) {
          labourSettings(restaurantId: $r) {
            timeClock
            paidBreaks
            weeklyOvertimeMinutes
            dailyOvertimeMinutes
            tipRule
            tipPool {
              role
              percent
            }
            payPeriod
          }
        }
      `,
      { r: t.restaurantId },
      { token: t.owner.token },
    );
    const settings = saved.data!.labourSettings as { tipPool: { role: string }[] };
    settings.tipPool.sort((a, b) => a.role.localeCompare(b.role));
    expect(settings).toEqual({
      timeClock: true,
      paidBreaks: false,
      weeklyOvertimeMinutes: 2400,
      dailyOvertimeMinutes: 480,
      tipRule: 'percent',
      tipPool: [
        { role: 'cashier', percent: 60 },
        { role: 'driver', percent: 40 },
      ],
      payPeriod: 'biweekly',
    });
    // Read again on a reload: the form shows what was saved.
    await page.reload();
    await visible(rules.getByLabel('Shared by a percent per role'));
    expect(await rules.getByLabel('Driver (%)').inputValue()).toBe('40');
    expect(
      await rules.getByLabel('Use the time clock: drivers must be on the clock to take deliveries').isChecked(),
    ).toBe(true);
  });
});
