import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { askDoor, onTheWay, pay, settledDoor } from '../../services/drivers/test/door';
import { driverBack } from '../../services/drivers/test/helpers';
import { payOnReader, placeReader } from '../../services/orders/test/card-counter';
import { drawerOf, openDrawer } from '../../services/orders/test/counter';
import { registeredTablet, type Tablet } from '../../services/orders/test/tablets';
import { graphql } from '../../tools/test/support';
import { connectSandboxStripe } from '../../tools/test/stripe-connect';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  enterPin,
  expectAccessible,
  launchChromium,
  newTestContext,
  signInOwner,
  visible,
  waitForPath,
} from './rig';

/**
 * Tips per employee and a delivery's card tip at the cash-out (docs/decisions/0083-card-tips-paid-to-drivers.md),
 * as the manager lives them: the cash-out on the counter's tablet says what the driver owes (paid by card taken
 * off) and, apart, the card tips the drawer hands them; the cash-out pays them from that tablet's drawer once;
 * the revenue screen's "Tips by employee" lists the cashier's reader tip and the driver's door tip, totalling
 * the Z report's, and says "No tips in these days." for days without. Screens at 390×844, 1024×768 and
 * 1440×900 (test-results/web-e2e/screens, kept as docs/screens/after-49-{cashout-tips,tips-report}-*.png),
 * axe on each.
 */

jest.setTimeout(240_000);

const SIZES = { phone: PHONE, tablet: { width: 1024, height: 768 }, desktop: { width: 1440, height: 900 } } as const;
const SCREENS = join(SHOTS_DIR, 'screens');
const words = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
const money = (cents: number) => `${cents < 0 ? '\u2212' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

describe('card tips, in a browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let tenant: Tenant;
  let tablet: Tablet;
  let drawerId: string;
  let readerTip = 0;
  let doorTip = 0;

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('tips-browser');
    await connectSandboxStripe(tenant);
    tablet = await registeredTablet(tenant);
    drawerId = (await openDrawer(tenant, tablet, 5000)).id;
    const reader = await placeReader(tenant, tablet);
    readerTip = (await payOnReader(tenant, tablet, reader, '20.00', '15%')).part.tipCents;
    // A delivery paid at the door by QR with an 18% tip, its driver back.
    const { orderId } = await onTheWay(tenant, '24.00');
    const door = (await askDoor(tenant.driver, orderId)).data!.askDoorPayment;
    expect((await pay(door.link, 18)).status).toBe(303);
    doorTip = (await settledDoor(tenant, door.id)).tipCents;
    for (let i = 0; i < 100 && (await cardTips()) !== doorTip; i += 1) await new Promise((r) => setTimeout(r, 100));
    await driverBack(tenant);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  async function cardTips() {
    const answer = await graphql<{ driverBalance: { cardTipsCents: number } }>(
      'query($id: ID!) { driverBalance(driverId: $id) { cardTipsCents } }',
      { id: tenant.driverId },
      { token: tenant.manager },
    );
    return answer.data?.driverBalance.cardTipsCents ?? 0;
  }

  const still = (page: Page) =>
    page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

  /** The screen at each size, scrolled to `what`, each looked at by axe; the page's own size again after. */
  async function atEverySize(page: Page, what: Locator, name: string, screen: string) {
    const own = page.viewportSize()!;
    mkdirSync(SCREENS, { recursive: true });
    for (const [label, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // Its top under the page's sticky bar, not behind it.
      await what.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
      await still(page);
      await page.screenshot({ path: join(SCREENS, `${name}-${label}.png`) });
      await expectAccessible(page, `${screen} (${label})`);
    }
    await page.setViewportSize(own);
  }

  test('the cash-out shows paid by card and the card tips; the tablet’s drawer hands them over once', async () => {
    context = await newTestContext(browser, { width: 1024, height: 768 });
    // This is the counter's tablet: the cashier screen registered it for the restaurant.
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [
        `zest-pos.terminal.registration.${tenant.restaurantId}`,
        JSON.stringify({ id: tablet.id, tag: tablet.tag, key: tablet.key }),
      ],
    );
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await signInOwner(page, tenant);
    await page.goto(`/DriverDashboard/${tenant.restaurantId}`);
    await enterPin(page, '2222');
    await page.getByRole('navigation', { name: 'Driver menu' }).getByRole('link', { name: 'Cashout' }).click();
    await waitForPath(page, /^\/DriverDashboard\/CashoutDashboard\//);
    await page.getByRole('list', { name: 'Drivers' }).getByRole('link', { name: /^Dan/ }).click();
    await waitForPath(page, /^\/DriverDashboard\/ADriverOrdersAndCashout\//);
    const tips = page.locator('[data-line="card-tips"]').first();
    await visible(tips);
    expect(await words(tips)).toBe(money(-doorTip));
    await visible(page.locator('[data-line="paid-by-card"]').first());

    await page.getByRole('button', { name: /^Cashout/ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: 'Enter Security PIN' }));
    const breakdown = dialog.getByLabel('What the driver owes');
    await visible(breakdown.getByText('Paid by card'));
    await visible(breakdown.getByText('Card tips, from this drawer'));
    expect(await words(breakdown.locator('[data-line="card-tips"]'))).toBe(money(-doorTip));
    await atEverySize(page, dialog, 'after-49-cashout-tips', 'the cash-out dialog with card tips');

    expect((await drawerOf(tenant, drawerId)).expectedCents).toBe(5000);
    const pad = dialog.getByRole('group', { name: 'Security PIN' });
    for (const digit of tenant.securityPin) await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Cashout', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_MS * 2 });
    await visible(
      page.getByRole('status').filter({ hasText: `Hand Dan ${money(doorTip)} of card tips from the drawer.` }),
    );
    // The drawer under this tablet paid the tip, once: its expected cash is the float less the tip.
    for (let i = 0; i < 100 && (await drawerOf(tenant, drawerId)).expectedCents === 5000; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect((await drawerOf(tenant, drawerId)).expectedCents).toBe(5000 - doorTip);
  });

  test('the revenue screen lists tips by employee, totalling the Z report’s, and says when there are none', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto(`/RevenueDashboard/${tenant.restaurantId}`);
    // A new tab has no manager session yet: the security PIN first.
    await visible(page.getByRole('group', { name: 'PIN' }));
    await page.keyboard.type(tenant.securityPin);
    await page.keyboard.press('Enter');
    const section = page.getByRole('region', { name: 'Tips by employee' });
    await visible(section.locator('[data-tips="table"]'));
    const carla = section.locator('tr[data-employee="Carla"]');
    const dan = section.locator('tr[data-employee="Dan"]');
    expect(await words(carla)).toBe(`Carla1${money(readerTip)}—`);
    expect(await words(dan)).toBe(`DanDriver: their deliveries’ tips1${money(doorTip)}${money(doorTip)}`);
    expect(await words(section.locator('[data-tips="total"]'))).toBe(money(readerTip + doorTip));
    const day = await section.getByLabel('To').inputValue();
    const z = await graphql<{ zReport: { z: { tips: { cents: number } } } }>(
      'query($r: ID!, $d: String!) { zReport(restaurantId: $r, day: $d) { z { tips { cents } } } }',
      { r: tenant.restaurantId, d: day },
      { token: tenant.manager },
    );
    expect(z.data!.zReport.z.tips.cents).toBe(readerTip + doorTip);
    await atEverySize(page, section, 'after-49-tips-report', 'the tips report');

    await section.getByLabel('From').fill('2025-01-01');
    await section.getByLabel('To').fill('2025-01-07');
    await visible(section.getByText('No tips in these days.'));
    await expectAccessible(page, 'the tips report, empty');
  });
});
