import { seedDemoOrders, seedDemoTrips } from '../../tools/service-code';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pricedMenuOf, type RestMenu } from '../../tools/stack/priced-menu';
import { buildPizzeria, syncMenuToOrders, type Pizzeria } from '../../tools/test/menus';
import { api, databaseUrl, graphql } from '../../tools/test/support';
import { newTenant, scopedSession, type Tenant } from '../../tools/test/tenants';
import {
  DESKTOP,
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  expectAccessible,
  expectNoControlUnderBars,
  launchChromium,
  newTestContext,
  visible,
  waitForPath,
} from './rig';

/**
 * The driver screens and the revenue dashboard (docs/product.md#drivers,
 * docs/product.md#revenue) in a real browser against the running stack. A
 * restaurant gets the demo's week of orders and trips (the launcher's own
 * seeding code); a driver enters on a phone with a PIN, sees a delivery a
 * cashier takes in another browser arrive without a reload, takes two
 * orders, goes out and comes back; the manager cashes the driver out with
 * counted cash and the security PIN (a wrong one first) and sees over/short
 * and the history; revenue shows the totals the orders add up to, with the
 * monthly chart, whose library only the revenue page loads.
 */

jest.setTimeout(300_000);

const TABLET = { width: 1024, height: 768 } as const;
const TIME_ZONE = 'America/New_York';

interface OrderAnswer {
  order_type: 'delivery' | 'pickup' | 'togo';
  total_price: string;
  delivery_charge: string;
  tax: string;
  items: unknown[];
}

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
/** Money as every screen writes it: thousands grouped. */
const money = (value: number) => `$${(value / 100).toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

describe('the driver screens and revenue, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  let pizzeria: Pizzeria;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('driver-screens', { timeZone: TIME_ZONE });
    pizzeria = await buildPizzeria(tenant);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
    // The demo's week, written as the launcher writes it: the orders, then the driver's trips and one cash-out.
    const menu = pricedMenuOf(
      (await api<RestMenu>('GET', `/api/menu/${tenant.restaurantId}`, { token: tenant.owner.token })).body,
    );
    const week = await seedDemoOrders(databaseUrl('zest_orders'), {
      restaurant: { id: tenant.restaurantId, timeZone: TIME_ZONE, taxPercentage: 8.875, deliveryChargeCents: 350 },
      menu,
      takers: [
        { name: 'Carla', employeeId: tenant.cashierId },
        { name: tenant.owner.fullName, employeeId: null },
      ],
    });
    expect(week.created).toBeGreaterThan(20);
    await seedDemoTrips(databaseUrl('zest_drivers'), {
      restaurant: { id: tenant.restaurantId, timeZone: TIME_ZONE },
      driver: { id: tenant.driverId, name: 'Dan' },
      approver: { name: tenant.owner.fullName, userId: tenant.owner.id },
      deliveries: week.deliveries,
    });
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

  /** The owner's account is signed in on the device; the PIN decides who works the screen. */
  async function signIn(page: Page) {
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, /^\/restaurantDashboard\//);
  }

  /** Every script the page loads, by file name. */
  function scriptsOf(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  }

  async function step(name: string, pages: Page[], run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      for (const [index, page] of pages.entries()) {
        await page
          .screenshot({ path: join(SHOTS_DIR, `drivers-${name.replace(/\W+/g, '-')}-${index}.png`) })
          .catch(() => undefined);
      }
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  /** A delivery order with one line, taken through the API by the cashier's session, for a demo customer. */
  async function newDelivery(phone: string): Promise<{ id: string; orderNumber: number }> {
    const r = tenant.restaurantId;
    const customer = await api<{ id: string }>('GET', `/api/customer/getCustomerByPhoneNumber/${phone}/${r}`, {
      token: tenant.cashier,
    });
    const created = await graphql<{ createOrder: { id: string; orderNumber: number } }>(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id orderNumber } }',
      { input: { restaurantId: r, orderType: 'delivery', customerId: customer.body.id } },
      { token: tenant.cashier },
    );
    const order = created.data!.createOrder;
    const line = await graphql(
      'mutation($input: OrderLineInput!) { addOrderLine(input: $input) { __typename } }',
      { input: { orderId: order.id, productId: pizzeria.pizza, sizeId: pizzeria.small } },
      { token: tenant.cashier },
    );
    expect(line.errors).toBeUndefined();
    return order;
  }

  /** What the server says the driver owes now (the Cashout button's amount). */
  async function owed(): Promise<number> {
    const answer = await graphql<{ driverBalance: { owedCents: number } }>(
      'query($id: ID!) { driverBalance(driverId: $id) { owedCents } }',
      { id: tenant.driverId },
      { token: tenant.manager },
    );
    return answer.data!.driverBalance.owedCents;
  }

  test('a driver takes a live delivery and another, goes out and comes back; the manager cashes out', async () => {
    const driver = await openPage(PHONE);
    const cashier = await openPage(TABLET);
    const r = tenant.restaurantId;
    const driverScripts = scriptsOf(driver);
    const waiting = () => driver.getByRole('list', { name: 'Unassigned orders' });
    const card = (orderNumber: number) =>
      waiting().getByRole('button', { name: new RegExp(`^Order #${orderNumber}\\b`) });

    await step('the driver enters with a PIN', [driver], async () => {
      await signIn(driver);
      await driver.goto(`/DriverDashboard/${r}`);
      await visible(driver.getByText('Zest POS Terminal'));
      await visible(driver.getByRole('heading', { name: 'Enter The Driver Security PIN' }));
      const pad = driver.getByRole('group', { name: 'PIN' });
      await visible(pad);
      await expectAccessible(driver, 'driver PIN pad, phone');
      await driver.keyboard.type('9999');
      await driver.keyboard.press('Enter');
      await visible(pad.getByRole('alert').filter({ hasText: 'Incorrect PIN' }));
      await driver.keyboard.type('2222');
      await driver.keyboard.press('Enter');
      await visible(driver.getByRole('heading', { name: 'Current Unassigned Orders', level: 1 }));
      await visible(driver.getByText('At the screen:'));
      await expect(driver.getByText('Dan', { exact: true }).count()).resolves.toBeGreaterThan(0);
      await expectAccessible(driver, 'unassigned orders, phone');
    });

    await step('nothing selected says so', [driver], async () => {
      await driver
        .getByRole('navigation', { name: 'Driver menu' })
        .getByRole('button', { name: /Get the Selected Orders/ })
        .click();
      await visible(driver.getByRole('alert').filter({ hasText: 'No orders selected' }));
    });

    let liveNumber = 0;
    await step(
      'a delivery a cashier takes and prints in another browser appears without a reload',
      [driver, cashier],
      async () => {
        await signIn(cashier);
        await cashier.goto(`/CashierDashboard/owner/${r}/${tenant.owner.id}`);
        await visible(cashier.getByRole('group', { name: 'PIN' }));
        await cashier.keyboard.type('1111');
        await cashier.keyboard.press('Enter');
        await cashier.getByRole('link', { name: /Take an Order/ }).click();
        const middle = cashier.getByRole('region', { name: 'Order Type' });
        await visible(middle.getByRole('button', { name: /^Pizzas/ }));
        await middle.getByRole('button', { name: 'Delivery Orders' }).click();
        // A customer of the demo week, found by phone.
        await cashier.keyboard.type('2175550101');
        await visible(middle.getByRole('heading', { name: 'Maria Lopez' }));
        await middle.getByRole('button', { name: /^Pizza\s*2 sizes/ }).click();
        await middle.getByRole('button', { name: /^Large/ }).click();
        await middle.getByRole('button', { name: 'Add to the Order' }).click();
        // Wanted at 18:45: the driver's card says when it is due rather than how long it has waited.
        await cashier.getByRole('button', { name: 'Add Order Schedule Time' }).click();
        await cashier.getByRole('dialog').getByLabel('Schedule time').fill('18:45');
        await cashier.getByRole('dialog').getByRole('button', { name: 'Save Time' }).click();
        await cashier.getByRole('dialog').waitFor({ state: 'detached' });
        // The order goes to Zest POS whole at Print (decision 0059): the drivers see it from then on.
        const receipt = cashier.locator('#receipt');
        await receipt.locator('[data-line-status]').first().waitFor();
        await cashier.evaluate(() => (window.print = () => undefined));
        await receipt.getByRole('button', { name: 'Print Order' }).click();
        const printed = cashier.getByRole('status').filter({ hasText: /^Order #\d+ printed/ });
        await visible(printed);
        const number = /Order #(\d+)/.exec((await printed.textContent()) ?? '');
        liveNumber = Number(number?.[1]);
        expect(liveNumber).toBeGreaterThan(0);
        // The driver's phone was never reloaded: the restaurant's live stream brought it.
        await visible(card(liveNumber));
        await expect(card(liveNumber).textContent()).resolves.toContain('42 Oak Avenue');
        await visible(card(liveNumber).getByText('Maria Lopez'));
        await visible(card(liveNumber).getByText('Due 6:45 PM'));
        expect(await card(liveNumber).textContent()).not.toContain('waiting');
      },
    );

    let secondNumber = 0;
    await step('the driver selects two orders and takes them', [driver], async () => {
      // A second delivery, taken through the API by the cashier's session.
      secondNumber = (await newDelivery('2175550102')).orderNumber;
      await visible(card(secondNumber));

      const before = await owed();
      await card(liveNumber).click();
      await expect(card(liveNumber).getAttribute('aria-pressed')).resolves.toBe('true');
      await card(secondNumber).click();
      const bar = driver.getByRole('region', { name: 'Selected orders' });
      await visible(bar.getByText(/^2 selected · \$\d+\.\d\d$/));
      await expectAccessible(driver, 'two orders selected, phone');
      await expectNoControlUnderBars(driver, 'unassigned orders with a selection, phone');
      // Clear is quiet, and a careless tap on it is undone.
      await bar.getByRole('button', { name: 'Clear' }).click();
      await bar.waitFor({ state: 'detached' });
      await driver
        .getByRole('status')
        .filter({ hasText: 'Selection cleared' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await visible(bar.getByText(/^2 selected · /));
      mkdirSync(join(SHOTS_DIR, 'screens'), { recursive: true });
      await driver.screenshot({ path: join(SHOTS_DIR, 'screens', 'driver-unassigned-phone.png') });
      await bar.getByRole('button', { name: /Get the Selected Orders/ }).click();
      await visible(driver.getByRole('status').filter({ hasText: 'Driver trips created successfully' }));
      await card(liveNumber).waitFor({ state: 'detached' });
      await card(secondNumber).waitFor({ state: 'detached' });
      // Still out: their cash is not in the driver's pocket yet (docs/product.md#cash-out).
      expect(await owed()).toBe(before);
    });

    await step('the driver is out, and back with a tap on the name', [driver], async () => {
      const before = await owed();
      const panel = driver.getByRole('region', { name: 'Out of Delivery' });
      const back = panel.getByRole('button', { name: /^Dan\b.*\bBack\b/ });
      await visible(back);
      await expect(back.textContent()).resolves.toContain(`#${liveNumber}`);
      await back.click();
      await visible(driver.getByRole('status').filter({ hasText: 'Dan is back.' }));
      await visible(panel.getByText('No driver is out.'));
      // Delivered means owed: the two grand totals less their delivery charges.
      expect(await owed()).toBeGreaterThan(before);
    });

    await step('the manager cashes the driver out with counted cash and the security PIN', [driver], async () => {
      await driver.getByRole('navigation', { name: 'Driver menu' }).getByRole('link', { name: 'Cashout' }).click();
      await waitForPath(driver, /^\/DriverDashboard\/CashoutDashboard\//);
      await expectAccessible(driver, 'drivers, phone');
      await driver.getByRole('list', { name: 'Drivers' }).getByRole('link', { name: /^Dan/ }).click();
      await waitForPath(driver, /^\/DriverDashboard\/ADriverOrdersAndCashout\//);
      const expected = await owed();
      const cashout = driver.getByRole('button', { name: new RegExp(`^Cashout\\s*\\${money(expected)}$`) });
      await visible(cashout);
      await visible(driver.getByRole('heading', { name: 'Order #' + liveNumber }));
      await expectAccessible(driver, 'a driver’s orders, phone');
      // The period filter: today has the two orders just taken.
      await driver.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }).click();
      await visible(driver.getByRole('heading', { name: 'Order #' + secondNumber }));

      await cashout.click();
      const dialog = driver.getByRole('dialog');
      await visible(dialog.getByRole('heading', { name: 'Enter Security PIN' }));
      await visible(dialog.getByText(`The driver Owe you ${money(expected)}`));
      await dialog.getByLabel('Cash counted (optional)').fill(((expected + 100) / 100).toFixed(2));
      await visible(dialog.getByText('Over by $1.00'));
      await dialog.getByLabel('Cash counted (optional)').fill(((expected - 250) / 100).toFixed(2));
      await visible(dialog.getByText('Short by $2.50'));
      await expectAccessible(driver, 'the cash-out dialog, phone');
      const pad = dialog.getByRole('group', { name: 'Security PIN' });
      const typePin = async (pin: string) => {
        for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
      };
      await typePin('9999');
      await pad.getByRole('button', { name: 'Cashout', exact: true }).click();
      await visible(dialog.getByRole('alert').filter({ hasText: 'Incorrect PIN.' }));
      expect(await owed()).toBe(expected);
      await typePin(tenant.securityPin);
      await pad.getByRole('button', { name: 'Cashout', exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP_MS * 2 });
      await visible(
        driver.getByRole('status').filter({
          hasText: `Dan cashed out: ${money(expected)}, counted ${money(expected - 250)} (Short by $2.50).`,
        }),
      );
      expect(await owed()).toBe(0);
      await visible(driver.getByRole('button', { name: /^Cashout\s*\$0\.00$/ }));
      // The history: this settlement first, with what was counted and who approved it.
      const latest = driver.getByRole('list', { name: 'Cash-outs' }).getByRole('listitem').first();
      await expect(latest.textContent()).resolves.toContain('Short by $2.50');
      await expect(latest.textContent()).resolves.toContain('(manager)');
      await expect(driver.getByRole('list', { name: 'Cash-outs' }).getByRole('listitem').count()).resolves.toBe(2);
    });

    // The chart library is the revenue page's alone.
    expect(driverScripts.some((path) => path.includes('charts-'))).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test('a screen opened with the security PIN asks whose orders they are; one another driver takes is named', async () => {
    const page = await openPage(TABLET);
    const r = tenant.restaurantId;
    const card = (orderNumber: number) =>
      page
        .getByRole('list', { name: 'Unassigned orders' })
        .getByRole('button', { name: new RegExp(`^Order #${orderNumber}\\b`) });
    // A second driver of the restaurant, with a session of her own.
    const eve = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
      token: tenant.owner.token,
      body: { security_pin: tenant.securityPin, pin: '3333', name: 'Eve', role: 'driver', restaurant_id: r },
    });
    expect(eve.status).toBe(201);
    const eveSession = await scopedSession(`/api/restaurant/driverScreen/${r}`, tenant.owner.token, { pin: '3333' });
    const first = await newDelivery('2175550103');
    const second = await newDelivery('2175550104');

    await step('the security PIN opens the screen as a manager', [page], async () => {
      await signIn(page);
      await page.goto(`/DriverDashboard/${r}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await page.keyboard.type(tenant.securityPin);
      await page.keyboard.press('Enter');
      await visible(page.getByText('(manager)'));
      await card(first.orderNumber).click();
      await card(second.orderNumber).click();
      await visible(page.getByRole('region', { name: 'Selected orders' }).getByText(/^2 selected/));
      await expectNoControlUnderBars(page, 'unassigned orders with a selection, tablet');
      mkdirSync(join(SHOTS_DIR, 'screens'), { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, 'screens', 'driver-unassigned-tablet.png') });
    });

    await step('an order another driver takes meanwhile leaves the selection, named', [page], async () => {
      // Eve takes the second from her own phone; the drivers service may still be learning of her.
      let taken = false;
      for (let attempt = 0; attempt < 50 && !taken; attempt++) {
        const answer = await graphql(
          'mutation($input: AssignOrdersInput!) { assignOrders(input: $input) { success } }',
          { input: { restaurantId: r, orderIds: [second.id] } },
          { token: eveSession },
        );
        taken = !answer.errors;
        if (!taken) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(taken).toBe(true);
      await visible(
        page.getByRole('alert').filter({
          hasText: `Order #${second.orderNumber} is no longer waiting: another driver took it, or it changed.`,
        }),
      );
      await visible(page.getByRole('region', { name: 'Selected orders' }).getByText(/^1 selected/));
    });

    await step('the driver who takes them enters their own PIN', [page], async () => {
      await page
        .getByRole('navigation', { name: 'Driver menu' })
        .getByRole('button', { name: /Get the Selected Orders/ })
        .click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByRole('heading', { name: 'Enter The Driver PIN' }));
      await expectAccessible(page, 'the driver PIN dialog, tablet');
      const pad = dialog.getByRole('group', { name: 'Driver PIN' });
      const typePin = async (pin: string) => {
        for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
      };
      // The security PIN is not a driver's.
      await typePin(tenant.securityPin);
      await pad.getByRole('button', { name: 'Take the orders' }).click();
      await visible(dialog.getByRole('alert').filter({ hasText: 'Incorrect PIN' }));
      await typePin('2222');
      await pad.getByRole('button', { name: 'Take the orders' }).click();
      await dialog.waitFor({ state: 'detached' });
      await visible(page.getByRole('status').filter({ hasText: 'Driver trips created successfully' }));
      const panel = page.getByRole('region', { name: 'Out of Delivery' });
      await expect(panel.getByRole('button', { name: /^Dan\b.*\bBack\b/ }).textContent()).resolves.toContain(
        `#${first.orderNumber}`,
      );
      await expect(panel.getByRole('button', { name: /^Eve\b.*\bBack\b/ }).textContent()).resolves.toContain(
        `#${second.orderNumber}`,
      );
      await expectAccessible(page, 'unassigned orders, two drivers out, tablet');
    });
    expect(pageErrors).toEqual([]);
  });

  test('revenue shows what the orders add up to, with the monthly chart', async () => {
    const page = await openPage(DESKTOP);
    const scripts = scriptsOf(page);
    const r = tenant.restaurantId;
    const orders: OrderAnswer[] = [];
    for (let before = ''; ;) {
      const chunk = await api<{ orders: OrderAnswer[]; next_before: number | null }>(
        'GET',
        `/api/order/getOrdersByRestaurant/${r}?limit=100${before}`,
        { token: tenant.owner.token },
      );
      orders.push(...chunk.body.orders);
      if (!chunk.body.next_before) break;
      before = `&before=${chunk.body.next_before}`;
    }
    const counted = orders.filter((order) => order.items.length > 0);
    const sum = (pick: (order: OrderAnswer) => number) => counted.reduce((total, order) => total + pick(order), 0);
    const revenue = sum((order) => cents(order.total_price));
    const byType = (type: OrderAnswer['order_type']) => counted.filter((order) => order.order_type === type).length;

    await step('revenue asks for the security PIN, then shows all time', [page], async () => {
      await signIn(page);
      await page.goto(`/RevenueDashboard/${r}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      expect(scripts.some((path) => path.includes('charts-'))).toBe(false);
      await page.keyboard.type(tenant.securityPin);
      await page.keyboard.press('Enter');
      await visible(page.getByRole('heading', { name: 'Revenue', level: 1 }));
      await page.getByLabel('Period').selectOption('all_time');
      await visible(page.getByText(/^All time: Every order so far/));
      const figure = (name: string) => page.locator(`[data-figure="${name}"]`);
      await expect(figure('total-orders').textContent()).resolves.toBe(`Total Orders${counted.length}`);
      await expect(figure('total-revenue').textContent()).resolves.toContain(`Total Revenue${money(revenue)}`);
      await expect(figure('delivery-charges').textContent()).resolves.toBe(
        money(sum((order) => cents(order.delivery_charge))),
      );
      await expect(figure('tax').textContent()).resolves.toBe(money(sum((order) => cents(order.tax))));
      await expect(figure('delivery').textContent()).resolves.toBe(`Delivery${byType('delivery')}`);
      await expect(figure('pickup').textContent()).resolves.toBe(`Pickup${byType('pickup')}`);
      await expect(figure('togo').textContent()).resolves.toBe(`To-Go${byType('togo')}`);
      await expect(figure('average-ticket').textContent()).resolves.toBe(
        `Average ticket${money(Math.round(revenue / counted.length))}`,
      );
      // The chart is drawn: bars in the SVG, and the library came with this page.
      await page.locator('[data-chart="months"] .recharts-bar-rectangle path').first().waitFor();
      expect(await page.locator('[data-chart="months"] .recharts-bar-rectangle path').count()).toBeGreaterThan(0);
      expect(scripts.some((path) => path.includes('charts-'))).toBe(true);
      await visible(page.getByRole('heading', { name: 'Monthly Revenue Breakdown' }));
      await expectAccessible(page, 'revenue, all time');
    });

    await step('revenue on a phone', [page], async () => {
      await page.setViewportSize(PHONE);
      await page.getByLabel('Period').selectOption('this_week');
      await visible(page.getByText(/^This week:/));
      await expectAccessible(page, 'revenue, this week, phone');
    });
    expect(pageErrors).toEqual([]);
  });
});
