import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { buildPizzeria, syncMenuToOrders, type Pizzeria } from '../../tools/test/menus';
import { api, graphql } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  expectAccessible,
  launchChromium,
  newTestContext,
  sleep,
  visible,
  waitForPath,
} from './rig';

/**
 * Cash shown as it is counted, and money written one way
 * (docs/product.md#cash-out, docs/decisions/0034-one-way-to-write-money-and-dates.md).
 * A driver brings back two big delivery orders (over $1,000 together). The
 * drivers' dashboard, the driver's page and the cash-out dialog all say how
 * the amount is made in the same words, and the amounts add up on the screen:
 * orders total − delivery charges kept = to settle. On a phone the dialog
 * fits the screen with its buttons in view and no field taking focus over the
 * PIN pad. Revenue writes the same amount (the day's orders are these two) the
 * same way as the drivers' pages.
 */

jest.setTimeout(300_000);

const LAPTOP = { width: 1366, height: 768 } as const;
const TIME_ZONE = 'America/New_York';
/** A large pizza, this many times: two such orders come to more than $1,000. */
const PIZZAS = 25;

interface Balance {
  owedCents: number;
  ordersTotalCents: number;
  deliveryChargesCents: number;
  floatCents: number;
  openTrips: number;
}

/** Money as the product writes it (docs/product.md#money), written out independently of the app's formatter. */
const money = (cents: number) => {
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
};
/** "$1,234.56" or "−$7.00" on the screen, back to cents. */
const centsOn = (text: string) => {
  const match = /([−-])?\$([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const cents = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
};

describe('cash as it is counted, money written one way', () => {
  let browser: Browser;
  let tenant: Tenant;
  let pizzeria: Pizzeria;
  let balance: Balance;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  async function delivery(): Promise<string> {
    const r = tenant.restaurantId;
    const customer = await api<{ id: string }>('GET', `/api/customer/getCustomerByPhoneNumber/2175550199/${r}`, {
      token: tenant.cashier,
    });
    const created = await graphql<{ createOrder: { id: string } }>(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      { input: { restaurantId: r, orderType: 'delivery', customerId: customer.body.id } },
      { token: tenant.cashier },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createOrder.id;
    const line = await graphql(
      'mutation($input: OrderLineInput!) { addOrderLine(input: $input) { __typename } }',
      { input: { orderId: id, productId: pizzeria.pizza, sizeId: pizzeria.large, quantity: PIZZAS } },
      { token: tenant.cashier },
    );
    expect(line.errors).toBeUndefined();
    return id;
  }

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('one-format', { timeZone: TIME_ZONE });
    pizzeria = await buildPizzeria(tenant);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
    const customer = await api('POST', '/api/customer/createACustomer', {
      token: tenant.cashier,
      body: {
        restaurant_id: tenant.restaurantId,
        full_name: 'Ada Lovelace',
        phone_number: '2175550199',
        street_1: '7 Market Street',
        city: 'Springfield',
        zipcode: '62701',
      },
    });
    expect(customer.status).toBe(201);
    const orderIds = [await delivery(), await delivery()];
    // Dan takes both (the drivers service may still be learning of them), goes out and comes back.
    // An order it has not learned of yet is skipped ('unavailable'): it is asked again until it has both.
    let waiting = orderIds;
    for (let attempt = 0; attempt < 200 && waiting.length; attempt++) {
      const answer = await graphql<{ assignOrders: { unavailable: string[] } }>(
        'mutation($input: AssignOrdersInput!) { assignOrders(input: $input) { unavailable } }',
        { input: { restaurantId: tenant.restaurantId, orderIds: waiting } },
        { token: tenant.driver },
      );
      if (!answer.errors) waiting = answer.data!.assignOrders.unavailable;
      if (waiting.length) await sleep(100);
    }
    expect(waiting).toEqual([]);
    const back = await graphql(
      'mutation($id: ID!) { markDriverBack(driverId: $id) { __typename } }',
      { id: tenant.driverId },
      { token: tenant.driver },
    );
    expect(back.errors).toBeUndefined();
    const answer = await graphql<{ driverBalance: Balance }>(
      'query($id: ID!) { driverBalance(driverId: $id) { owedCents ordersTotalCents deliveryChargesCents floatCents openTrips } }',
      { id: tenant.driverId },
      { token: tenant.manager },
    );
    balance = answer.data!.driverBalance;
    // What the screens must show: two orders, over $1,000, less two delivery charges of $3.50.
    expect(balance.openTrips).toBe(2);
    expect(balance.ordersTotalCents).toBeGreaterThan(100_000);
    expect(balance.deliveryChargesCents).toBe(700);
    expect(balance.floatCents).toBe(0);
    expect(balance.owedCents).toBe(balance.ordersTotalCents - balance.deliveryChargesCents);
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

  async function signIn(page: Page) {
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, /^\/restaurantDashboard\//);
  }

  async function shoot(page: Page, name: string) {
    mkdirSync(join(SHOTS_DIR, 'screens'), { recursive: true });
    await page.screenshot({ path: join(SHOTS_DIR, 'screens', `${name}.png`) });
  }

  /**
   * The breakdown as a person reads it: each row's words and amount, and the
   * amounts add up (orders total − kept = to settle) to what the server says.
   */
  async function expectAddsUp(breakdown: Locator, withTotal: boolean) {
    const rows = await breakdown.evaluate((list) =>
      Array.from(list.querySelectorAll('dt')).map((term) => [
        term.textContent ?? '',
        term.nextElementSibling?.textContent ?? '',
      ]),
    );
    const expected = [
      ['Orders total (2 orders)', money(balance.ordersTotalCents)],
      ['Delivery charges the driver keeps', `−${money(balance.deliveryChargesCents)}`],
      ...(withTotal ? [['To settle', money(balance.owedCents)]] : []),
    ];
    expect(rows).toEqual(expected);
    // The sum is on the screen, not only in the server's answer.
    const [total, kept] = rows.map(([, amount]) => centsOn(amount!));
    if (withTotal) expect(total! + kept!).toBe(centsOn(rows[2]![1]!));
  }

  async function openDrivers(page: Page) {
    await signIn(page);
    await page.goto(`/DriverDashboard/CashoutDashboard/${tenant.restaurantId}`);
    await visible(page.getByRole('group', { name: 'PIN' }));
    await page.keyboard.type(tenant.securityPin);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Drivers', level: 1 }));
  }

  test.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const)('on a %s the drivers, the driver’s page and the cash-out dialog add up', async (name, viewport) => {
    const page = await openPage(viewport);
    await openDrivers(page);
    const dan = page.getByRole('list', { name: 'Drivers' }).getByRole('link', { name: /^Dan/ });
    await visible(dan.getByText(`Owes ${money(balance.owedCents)}`));
    await expectAddsUp(dan.getByLabel('What the driver owes'), true);
    await expectAccessible(page, `drivers, ${name}`);
    await shoot(page, `drivers-${name}`);

    await dan.click();
    await waitForPath(page, /^\/DriverDashboard\/ADriverOrdersAndCashout\//);
    const panel = page.getByRole('region', { name: 'Cashout' });
    const cashout = panel.getByRole('button', {
      name: new RegExp(`^Cashout\\s*${money(balance.owedCents).replace(/[$.]/g, '\\$&')}$`),
    });
    await visible(cashout);
    await expectAddsUp(panel.getByLabel('What the driver owes'), true);
    // The orders listed below are the ones the orders total counts.
    const cards = page.getByRole('list', { name: "Dan's orders" }).getByRole('article');
    await expect(cards.count()).resolves.toBe(2);
    const listed = await cards.evaluateAll((all) => all.map((card) => card.querySelector('p + p')?.textContent ?? ''));
    expect(listed.map(centsOn).reduce((sum, cents) => sum + cents, 0)).toBe(balance.ordersTotalCents);
    // Times read one way: "Nov 24, 2026, 18:05".
    await expect(cards.first().textContent()).resolves.toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/);
    await expectAccessible(page, `a driver’s page, ${name}`);
    await shoot(page, `driver-page-${name}`);

    await cashout.click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: 'Enter Security PIN' }));
    await visible(dialog.getByText(`The driver Owe you ${money(balance.owedCents)}`));
    await expectAddsUp(dialog.getByLabel('What the driver owes'), false);
    // No field takes the focus (a phone would open its keyboard over the pad): the pad has it.
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return { tag: active?.tagName ?? '', inPad: !!active?.closest('[role="group"][aria-label="Security PIN"]') };
    });
    expect(focused.tag).not.toBe('INPUT');
    expect(focused.inPad).toBe(true);
    // Cashout, Cancel and every key are on the screen as it opens, and nothing lies over them.
    const pad = dialog.getByRole('group', { name: 'Security PIN' });
    const controls = [
      pad.getByRole('button', { name: 'Cashout', exact: true }),
      dialog.getByRole('button', { name: 'Cancel', exact: true }),
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((digit) =>
        pad.getByRole('button', { name: digit, exact: true }),
      ),
    ];
    // The whole dialog fits: nothing in it needs scrolling to be reached.
    const overflow = await dialog.evaluate((element) =>
      Array.from(element.querySelectorAll('*')).some(
        (inner) => getComputedStyle(inner).overflowY === 'auto' && inner.scrollHeight > inner.clientHeight + 1,
      ),
    );
    expect(overflow).toBe(false);
    const frame = (await dialog.boundingBox())!;
    expect(frame.y + frame.height).toBeLessThanOrEqual(viewport.height);
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
      const onTop = await control.evaluate((button) => {
        const rect = button.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return !!hit && button.contains(hit);
      });
      expect(onTop).toBe(true);
    }
    await expectAccessible(page, `the cash-out dialog, ${name}`);
    await shoot(page, `cashout-dialog-${name}`);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  test('revenue writes the day’s takings as the drivers’ pages write them', async () => {
    const page = await openPage(LAPTOP);
    await signIn(page);
    await page.goto(`/RevenueDashboard/${tenant.restaurantId}`);
    await visible(page.getByRole('group', { name: 'PIN' }));
    await page.keyboard.type(tenant.securityPin);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Revenue', level: 1 }));
    // Today's orders are the driver's two: the revenue is their orders total, to the cent and to the comma.
    const written = money(balance.ordersTotalCents);
    expect(written).toMatch(/^\$\d{1,3},\d{3}\.\d\d$/);
    const figure = page.locator('[data-figure="total-revenue"]');
    for (let attempt = 0; attempt < 50; attempt++) {
      if ((await figure.textContent())?.includes(written)) break;
      await sleep(300);
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Revenue', level: 1 }));
    }
    await expect(figure.textContent()).resolves.toContain(`Total Revenue${written}`);
    // The period's days read like every other day: "Nov 24, 2026".
    await visible(page.getByText(/^Today: [A-Z][a-z]{2} \d{1,2}, \d{4} · America\/New_York time$/));
    await expectAccessible(page, 'revenue, today, laptop');
    await shoot(page, 'revenue-laptop');
    expect(pageErrors).toEqual([]);
  });
});
