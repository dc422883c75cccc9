import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedMenu } from '../../tools/stack/seed-demo';
import { syncMenuToOrders } from '../../tools/test/menus';
import { api } from '../../tools/test/support';
import { newTenant, workerSession, type Tenant } from '../../tools/test/tenants';
import {
  baseUrl,
  enterPin,
  signInOwner,
  expectAccessible,
  launchChromium,
  newTestContext,
  SHOTS_DIR,
  STEP_MS,
  visible,
} from './rig';
import { openOrderingPage, placeOnlinePickup } from './online-rig';

/**
 * A cashier's Friday night on a 1024×768 tablet (issue 46), end to end: the drawer opened with its float and
 * 'Take orders' back to the counter; a regular's pizza by phone, paid cash; an online pickup accepted, then
 * collected in cash and printed from its card; online orders paused for 30 minutes; the kitchen bumping both;
 * the drawer counted exact; and the Z report's cash adding up: taken = into the drawers + on no drawer.
 * Pictures of each step go to test-results/web-e2e/friday.
 */

jest.setTimeout(300_000);

const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = join(SHOTS_DIR, 'friday');

/** "$1,234.56" or "−$7.00" back to cents. */
const cents = (text: string) => {
  const m = /(−)?\$([\d,]+)\.(\d\d)/.exec(text);
  if (!m) throw new Error(`no amount in "${text}"`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]));
};

describe('a cashier’s Friday night, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  let slug: string;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('friday', { fullAddress: '120 Market Street, Springfield, IL 62701' });
    await workerSession(tenant);
    await seedMenu(baseUrl(), tenant.owner.token, tenant.restaurantId);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
    await api('POST', '/api/customer/createACustomer', {
      token: tenant.cashier,
      body: { restaurant_id: tenant.restaurantId, full_name: 'Grace Hopper', phone_number: '2175550123' },
    });
    slug = `fri-${tenant.restaurantId.slice(0, 8)}`;
    await openOrderingPage(tenant, slug);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });

  async function signedIn(size: { width: number; height: number }): Promise<Page> {
    const context = await newTestContext(browser, size);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Printing is the browser's dialog: what would go to paper is kept instead.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signInOwner(page, tenant);
    return page;
  }

  /** Digits on the till's keys, tapped; the amount shown must be what was tapped. */
  async function keys(page: Page, pad: string, digits: string) {
    const group = page.getByRole('group', { name: pad });
    for (const digit of digits) await group.getByRole('button', { name: digit, exact: true }).click();
    const shown = cents((await group.locator('output').textContent()) ?? '');
    expect(shown).toBe(Number(digits));
  }

  async function shoot(page: Page, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  }

  test('opens the drawer, sells by phone and online, pauses, bumps, and closes with the cash adding up', async () => {
    const page = await signedIn(TABLET);
    const r = tenant.restaurantId;
    const middle = page.getByRole('region', { name: 'Order Type' });
    const receipt = page.locator('#receipt');
    const printed = () => receipt.getByText('Updating totals…').waitFor({ state: 'detached' });
    let cashCents = 0;

    // The drawer, its float counted on the keys; then back to the counter.
    await page.goto(`/CashierDashboard/Drawer/${r}`);
    await enterPin(page, '1111');
    await keys(page, 'Float counted', '10000');
    await page.getByRole('button', { name: 'Open the drawer' }).click();
    await page.getByRole('link', { name: 'Take orders' }).click();
    await visible(middle.getByRole('button', { name: /^Pizzas/ }));
    await shoot(page, '1-counter');

    // A regular's pizza by phone, paid in cash.
    await middle.getByRole('button', { name: 'Pickup Orders' }).click();
    await page.keyboard.type('2175550123');
    await visible(middle.getByRole('heading', { name: 'Grace Hopper' }));
    await middle
      .getByRole('button', { name: /^Pepperoni/ })
      .first()
      .click();
    await middle
      .getByRole('button', { name: /^Large/ })
      .first()
      .click();
    await visible(middle.getByRole('region', { name: 'Customer: Grace Hopper' }));
    await shoot(page, '2-regular-pizza');
    await middle.getByRole('button', { name: 'Add to the Order' }).click();
    await printed();
    const pizzaTotal = cents((await receipt.locator('[data-grand-total]').textContent()) ?? '');
    await receipt.getByRole('button', { name: 'Cash', exact: true }).click();
    await receipt.getByLabel('Cash given').fill('50');
    await receipt.getByRole('button', { name: 'Print Order' }).click();
    await visible(page.getByRole('status').filter({ hasText: /^Order #\d+ printed/ }));
    cashCents += pizzaTotal;
    // Ready for the next pickup: the customer dialog asks for the next number; this time the web comes first.
    await visible(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // An online pickup: accepted, then collected in cash from its card and printed.
    const online = await placeOnlinePickup(tenant, slug, 'Sam Online', '3125550199');
    const mainMenu = page.getByRole('navigation', { name: 'Main Menu' });
    await visible(mainMenu.getByRole('button', { name: /^Online orders \(1 waiting\)$/ }));
    await mainMenu.getByRole('button', { name: /^Online orders/ }).click();
    const card = middle.getByRole('article', { name: `Online order #${online}` });
    await card.getByRole('button', { name: `Accept #${online}` }).click();
    await visible(card.getByText('Not paid: pays at pickup'));
    await shoot(page, '3-online-accepted');
    await card.getByRole('link', { name: `Collect and print #${online}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/CashierDashboard/UpdateOrder/${r}/`));
    await visible(receipt.getByText(`Order #${online}`, { exact: true }));
    await visible(receipt.getByText('Sam Online'));
    await printed();
    const onlineTotal = cents((await receipt.locator('[data-grand-total]').textContent()) ?? '');
    await receipt.getByRole('button', { name: 'Cash', exact: true }).click();
    await receipt.getByLabel('Cash given').fill('20');
    await shoot(page, '4-online-collect');
    await receipt.getByRole('button', { name: /^(Print Order|Reprint)/ }).click();
    // Printed, the screen goes back to where the cashier came from; the card says it is paid (below).
    await page.waitForURL((url) => !url.pathname.startsWith('/CashierDashboard/UpdateOrder/'));
    cashCents += onlineTotal;

    // Busy: online orders paused for 30 minutes, from the counter.
    await page.goto(`/CashierDashboard/takeOrder/owner/${r}/${tenant.owner.id}`);
    await mainMenu.getByRole('button', { name: /^Online orders/ }).click();
    await visible(middle.getByRole('article', { name: `Online order #${online}` }).getByText('Paid · cash'));
    const busy = middle.getByRole('region', { name: 'Busy?' });
    await busy.getByRole('button', { name: 'Pause 30 min' }).click();
    await visible(busy.getByText(/^Online orders paused until /));
    await shoot(page, '5-paused');
    await expectAccessible(page, 'the counter, online orders paused');

    // The kitchen bumps both tickets.
    const kitchen = await signedIn(DESKTOP);
    await kitchen.goto(`/KitchenDisplay/${r}`);
    await enterPin(kitchen, '3333');
    await visible(kitchen.getByRole('heading', { name: 'Kitchen', exact: true }));
    const tickets = kitchen.getByRole('article');
    await visible(tickets.nth(1));
    await shoot(kitchen, '6-kitchen');
    for (let i = 0; i < 2; i += 1) {
      await tickets.first().getByRole('button').first().click();
      await expect(tickets.count()).resolves.toBe(1 - i);
    }
    await visible(kitchen.getByText('No tickets. An order shows here when its receipt is printed.'));

    // The customer comes in for the bag: picked up, on its card.
    await page.goto(`/CashierDashboard/takeOrder/owner/${r}/${tenant.owner.id}`);
    await mainMenu.getByRole('button', { name: /^Online orders/ }).click();
    const collected = middle.getByRole('article', { name: `Online order #${online}` });
    await collected.getByRole('button', { name: `Picked up: order #${online}` }).click();
    await visible(collected.getByText(/Picked up \d{1,2}:\d\d [AP]M · /));
    await expect(collected.getByRole('button', { name: `Picked up: order #${online}` }).count()).resolves.toBe(0);
    await shoot(page, '6b-picked-up');

    // The drawer counted exact: the float and both cash sales.
    await page.goto(`/CashierDashboard/Drawer/${r}`);
    await page.getByRole('button', { name: 'Count and close' }).click();
    await keys(page, 'Cash counted', String(10_000 + cashCents));
    await page.getByRole('button', { name: 'Close the drawer' }).click();
    const verdict = await visible(page.getByRole('status').filter({ hasText: /by \$|Exact|Even/ }));
    await shoot(page, '7-drawer-closed');
    expect(await verdict.textContent()).not.toMatch(/by \$/);

    // The Z report's cash adds up: all of it went into the drawer.
    await page.goto(`/RevenueDashboard/${r}`);
    await enterPin(page, tenant.securityPin);
    const section = await visible(page.getByRole('region', { name: 'Close the day' }));
    await section.getByRole('button', { name: 'Preview the Z report' }).click();
    const z = page.getByRole('dialog');
    const where = await visible(z.getByRole('region', { name: 'Where the cash is' }));
    const row = async (name: string) => cents((await where.locator(`[data-row="${name}"]`).textContent()) ?? '');
    expect(await row('cash-taken')).toBe(cashCents);
    expect(await row('cash-drawers')).toBe(cashCents);
    expect(await row('cash-no-drawer')).toBe(0);
    await visible(z.getByRole('heading', { name: 'Reconciled' }));
    await where.scrollIntoViewIfNeeded();
    await shoot(page, '8-z-report-cash');
    await expectAccessible(page, 'the Z report with where the cash is');
  });
});
