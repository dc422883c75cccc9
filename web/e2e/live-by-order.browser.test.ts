import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from '../../tools/test/support';
import { newTenant, workerSession, type Tenant } from '../../tools/test/tenants';
import { launchChromium, newTestContext, sleep, STEP_MS, visible } from './rig';

/**
 * Screens kept by the order (issue 34, docs/decisions/0056-screens-by-the-order.md): with three
 * take-order tablets, a kitchen display and a driver screen open, a delivery taken and printed
 * elsewhere (create, three lines, print) reaches every screen, and each screen reads at most the
 * one order (or ticket, or waiting delivery) a notice names, never its whole list again.
 */

jest.setTimeout(240_000);

const TABLET = { width: 1024, height: 768 } as const;

/** The reads of a whole list: what a screen kept by the order must not send for another's order. */
const WHOLE_LISTS = ['OrderHistory', 'KitchenBoard', 'UnassignedOrders', 'DriversOut'];

describe('screens kept by the order, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];
  /** Each screen's requests to the gateway (the live stream left out), by operation or path. */
  const sent = new Map<string, string[]>();
  /** The bytes of their answers, by screen. */
  const bytes = new Map<string, number>();

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('live-by-order');
    await workerSession(tenant);
    // The day so far: twenty orders, so a screen that reads its whole list again pays for the day.
    for (let n = 0; n < 20; n++) {
      const earlier = await api<{ id: string }>('POST', '/api/order/createOrder', {
        token: tenant.cashier,
        body: { restaurant_id: tenant.restaurantId, order_type: 'togo' },
      });
      await api('POST', '/api/order/addItemToOrder', {
        token: tenant.cashier,
        body: { order_id: earlier.body.id, product_name: 'Slice', product_price: '3.50' },
      });
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  async function screen(name: string, path: string, pin: string, ready: (page: Page) => Promise<unknown>) {
    const context = await newTestContext(browser, TABLET);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/restaurantDashboard/'));
    await page.goto(path);
    await visible(page.getByRole('group', { name: 'PIN' }));
    await page.keyboard.type(pin);
    await page.keyboard.press('Enter');
    await ready(page);
    const log: string[] = [];
    sent.set(name, log);
    bytes.set(name, 0);
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (
        url.pathname.startsWith('/api/order/stream/') ||
        !(url.pathname === '/graphql' || url.pathname.startsWith('/api/'))
      )
        return;
      void response
        .body()
        .then((body) => bytes.set(name, (bytes.get(name) ?? 0) + body.length))
        .catch(() => undefined);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/order/stream/')) return;
      if (url.pathname === '/graphql') {
        const body = request.postDataJSON() as { operationName?: string } | null;
        log.push(body?.operationName ?? 'graphql');
      } else if (url.pathname.startsWith('/api/')) log.push(url.pathname);
    });
    return page;
  }

  it('reads only the order a notice names on every screen, and each screen shows it', async () => {
    const r = tenant.restaurantId;
    const take = `/CashierDashboard/takeOrder/owner/${r}/${tenant.owner.id}`;
    const terminals = [];
    for (const n of [1, 2, 3])
      terminals.push(
        await screen(`tablet ${n}`, take, '1111', (p) => visible(p.getByRole('region', { name: 'Order Type' }))),
      );
    const kitchen = await screen('kitchen display', `/KitchenDisplay/${r}`, '3333', (p) =>
      visible(p.getByRole('heading', { name: 'Kitchen', exact: true })),
    );
    const driver = await screen('driver screen', `/DriverDashboard/${r}`, '2222', (p) =>
      visible(p.getByRole('heading', { name: 'Current Unassigned Orders', level: 1 })),
    );
    // The stream of each screen is open (its first read after connecting done) before the order starts.
    await sleep(1_500);
    for (const log of sent.values()) log.splice(0);
    for (const name of bytes.keys()) bytes.set(name, 0);

    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: tenant.cashier,
      body: { restaurant_id: r, full_name: 'Lena Live', phone_number: '2175550142', street_1: '9 Elm St' },
    });
    const order = await api<{ id: string; order_number: number }>('POST', '/api/order/createOrder', {
      token: tenant.cashier,
      body: { restaurant_id: r, order_type: 'delivery', customer_id: customer.body.id },
    });
    for (const [name, price] of [
      ['Large Pepperoni', '16.00'],
      ['Garlic Knots', '5.00'],
      ['Cola', '2.50'],
    ])
      await api('POST', '/api/order/addItemToOrder', {
        token: tenant.cashier,
        body: { order_id: order.body.id, product_name: name, product_price: price },
      });
    const printed = await api('POST', `/api/order/printOrder/${order.body.id}`, {
      token: tenant.cashier,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(printed.status).toBe(200);
    const number = order.body.order_number;

    // Every screen shows it: the ticket, the waiting delivery; the tablets held it while it was taken.
    await visible(kitchen.getByText(`#${number}`).first());
    await visible(driver.getByRole('button', { name: new RegExp(`^Order #${number}\\b`) }));
    // What the notices still on their way cause is counted too.
    await sleep(2_000);

    const counts = Object.fromEntries([...sent].map(([name, log]) => [name, log.length]));
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `requests to the gateway for one delivery printed elsewhere (5 notices): ${total} in all, ${JSON.stringify(counts)}\n` +
        `${JSON.stringify(Object.fromEntries(sent))}\n` +
        `answers: ${[...bytes.values()].reduce((a, b) => a + b, 0)} bytes in all, ${JSON.stringify(Object.fromEntries(bytes))}\n`,
    );
    for (const [name, log] of sent)
      expect({ name, whole: log.filter((op) => WHOLE_LISTS.includes(op)) }).toEqual({ name, whole: [] });
    // At most one read per notice on a tablet (create, three lines, print), one ticket and one delivery per change.
    for (const n of [1, 2, 3]) expect(counts[`tablet ${n}`]).toBeLessThanOrEqual(5);
    expect(counts['kitchen display']).toBeLessThanOrEqual(1);
    expect(counts['driver screen']).toBeLessThanOrEqual(5);
    expect(terminals).toHaveLength(3);
  });
});
