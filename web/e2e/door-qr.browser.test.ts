import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { deliveryOrder, driverBack, eventually, takeOrders, untilListed } from '../../services/drivers/test/helpers';
import { onOrdersDatabase, printPaid } from '../../services/orders/test/helpers';
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
 * A delivery paid at the door by QR (docs/decisions/0081-paid-at-the-door-by-qr.md), as the driver and the
 * customer live it: on the driver's phone "Take card at the door" shows the QR code, the amount and "Waiting for
 * the customer's payment…"; the customer's phone opens the link the code holds, picks a tip on the restaurant's
 * page and pays (the sandbox's page sends Stripe's signed events); the driver's screen says "Paid by card —
 * nothing to collect" within seconds, and once back the driver owes nothing for that order. Screens of the QR
 * dialog and the tip page at 390×844, 1024×768 and 1440×900 (test-results/web-e2e/screens), axe on each.
 */

jest.setTimeout(240_000);

const SIZES = {
  phone: PHONE,
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;
const SCREENS = join(SHOTS_DIR, 'screens');

const words = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
/** Money as every screen writes it (a minus sign U+2212 before the dollar). */
const money = (cents: number) => `${cents < 0 ? '\u2212' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

describe('a delivery paid at the door by QR, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('door-qr-browser');
    await connectSandboxStripe(tenant);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  async function openPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await newTestContext(browser, viewport);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.setDefaultNavigationTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function step(name: string, pages: Page[], run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      for (const [index, page] of pages.entries())
        await page
          .screenshot({ path: join(SHOTS_DIR, `door-${name.replace(/\W+/g, '-')}-${index}.png`) })
          .catch(() => undefined);
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  /** Nothing on the screen still moving (a button's colours change over a moment when the dialog says paid). */
  const still = (page: Page) =>
    page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

  /** The screen at each size (the page's own size again after), each looked at by axe. */
  async function atEverySize(page: Page, name: string, screen: string) {
    const own = page.viewportSize()!;
    mkdirSync(SCREENS, { recursive: true });
    for (const [label, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await still(page);
      await page.screenshot({ path: join(SCREENS, `${name}-${label}.png`) });
      await expectAccessible(page, `${screen} (${label})`);
    }
    await page.setViewportSize(own);
  }

  /** What the server says the driver owes now (the Cashout button's amount), and what cards paid of it. */
  async function balance() {
    const answer = await graphql<{ driverBalance: { owedCents: number; paidByCardCents: number } }>(
      'query($id: ID!) { driverBalance(driverId: $id) { owedCents paidByCardCents } }',
      { id: tenant.driverId },
      { token: tenant.manager },
    );
    return answer.data!.driverBalance;
  }

  test('the driver shows the QR code; the customer tips 18% and pays; the driver has nothing to collect', async () => {
    // A delivery printed to be paid at the door, on the driver's trip.
    const order = await deliveryOrder(tenant, '24.00');
    const printed = await printPaid(tenant.cashier, order.id, { tender: 'door' });
    expect(printed.status).toBe(200);
    const totalCents = Math.round(Number(printed.body.order.total_price) * 100);
    await untilListed(tenant, order.id);
    expect((await takeOrders(tenant.driver, [order.id])).status).toBe(201);
    // The orders service learns of the trip from the drivers service's event: the link is for a delivery on a trip.
    const known = await eventually(
      () => onOrdersDatabase('SELECT 1 FROM order_trips WHERE order_id = $1', [order.id]),
      (rows) => rows.length > 0,
    );
    expect(known).toHaveLength(1);
    const tip = Math.round((totalCents * 18) / 100);

    const driver = await openPage(PHONE);
    const customer = await openPage(PHONE);
    const trip = driver.getByRole('article', { name: `Order #${order.order_number}` });
    const dialog = driver.getByRole('dialog');
    let link = '';

    await step('the driver opens their orders and shows the QR code', [driver], async () => {
      await signInOwner(driver, tenant);
      await driver.goto(`/DriverDashboard/${tenant.restaurantId}`);
      await enterPin(driver, '2222');
      await driver.getByRole('navigation', { name: 'Driver menu' }).getByRole('link', { name: 'Cashout' }).click();
      await waitForPath(driver, /^\/DriverDashboard\/CashoutDashboard\//);
      await driver.getByRole('list', { name: 'Drivers' }).getByRole('link', { name: /^Dan/ }).click();
      await waitForPath(driver, /^\/DriverDashboard\/ADriverOrdersAndCashout\//);
      await trip.getByRole('button', { name: 'Take card at the door' }).click();
      await visible(dialog.getByRole('heading', { name: `Order #${order.order_number}: card at the door` }));
      await visible(dialog.getByText('Waiting for the customer’s payment…'));
      expect(await words(dialog)).toContain(money(totalCents));
      link = (await dialog.locator('[data-door-link]').getAttribute('href')) ?? '';
      expect(new URL(link).pathname).toMatch(new RegExp(`^/sandbox/door/${tenant.restaurantId}/[0-9a-f-]{36}$`));
      // The code holds that link: its name says which.
      await visible(dialog.getByRole('img', { name: `QR code of the payment page, ${link}` }));
      await atEverySize(driver, 'door-qr', 'the driver’s QR dialog');
    });

    await step('the customer’s phone opens the link: the amount, the tips, no tip', [customer], async () => {
      await customer.goto(link);
      await visible(customer.getByRole('heading', { level: 1 }));
      expect(await words(customer.locator('main'))).toContain(`Order #${order.order_number}`);
      expect(await words(customer.locator('main'))).toContain(money(totalCents));
      await visible(customer.getByRole('heading', { name: 'Add a tip for your driver?' }));
      for (const percent of [15, 18, 20]) {
        const cents = Math.round((totalCents * percent) / 100);
        await visible(
          customer.getByRole('button', {
            name: `${percent}% tip (${money(cents)}) · Pay ${money(totalCents + cents)}`,
          }),
        );
      }
      await visible(customer.getByRole('button', { name: `No tip · Pay ${money(totalCents)}` }));
      await atEverySize(customer, 'door-tip-page', 'the customer’s tip page');
    });

    await step('an 18% tip, paid on the sandbox’s page', [customer], async () => {
      await customer.getByRole('button', { name: `18% tip (${money(tip)}) · Pay ${money(totalCents + tip)}` }).click();
      // The page looks again every two seconds until Stripe's event has settled the part.
      await visible(customer.getByText('Paid. Thank you!'));
      expect(await words(customer.locator('main'))).toContain(`Your tip of ${money(tip)} goes to your driver.`);
      await expectAccessible(customer, 'the sandbox door page, paid');
    });

    await step('the driver’s screen says paid by card within seconds, with the tip', [driver], async () => {
      await visible(dialog.getByText('Paid by card — nothing to collect'));
      expect(await words(dialog)).toContain(`Card tip for you: ${money(tip)}`);
      await still(driver);
      await expectAccessible(driver, 'the driver’s QR dialog, paid');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      await visible(trip.getByText('Paid by card — nothing to collect'));
      expect(await trip.getByRole('button', { name: 'Take card at the door' }).count()).toBe(0);
    });

    await step('back, the driver owes nothing for the order a card paid', [driver], async () => {
      await driverBack(tenant);
      const owed = await balance();
      expect(owed.paidByCardCents).toBe(totalCents);
      // The order's total less its delivery charge, less what the card paid: only the charge the driver keeps.
      const charge = Math.round(Number(printed.body.order.delivery_charge) * 100);
      expect(owed.owedCents).toBe(0 - charge);
      await driver.reload();
      await visible(driver.getByRole('button', { name: /^Cashout/ }));
      expect(await words(driver.getByRole('button', { name: /^Cashout/ }))).toContain(money(0 - charge));
    });
    expect(pageErrors).toEqual([]);
  });
});
