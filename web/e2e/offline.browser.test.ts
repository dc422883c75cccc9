import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedMenu } from '../../tools/stack/seed-demo';
import { syncMenuToOrders } from '../../tools/test/menus';
import { TEST_PORTS } from '../../tools/test/ports';
import { startExtraGateway, type ExtraService } from '../../tools/test/processes';
import { Pool } from 'pg';
import { api, databaseUrl, graphql } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  baseUrl,
  eventually,
  expectAccessible,
  launchChromium,
  noted,
  newTestContext,
  SHOTS_DIR,
  STEP_MS,
  visible,
} from './rig';

/**
 * The terminal with the network down (issue 25, docs/decisions/0045-the-terminal-offline.md):
 * once a tablet has opened the terminal, a reload with no network still shows
 * it — the app shell from the service worker, the restaurant and its menu
 * from what the tablet kept — and its header says Offline, then Online when
 * the network returns. Locking the screen forgets what was kept. Pictures go
 * to test-results/web-e2e/screens.
 */

jest.setTimeout(240_000);

const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SCREENS = join(SHOTS_DIR, 'screens');
const OFFLINE_HISTORY_TEXT =
  'Offline: these are the orders printed on this tablet today. Reprints, voids and other devices’ orders need the network.';

/** The terminal's tap window (web/src/features/cashier/terminal/tapGuard.ts): a tile tapped again sooner is a double tap. */
const TAP_WINDOW_MS = 500;

describe('the terminal offline, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('offline-terminal');
    await seedMenu(baseUrl(), tenant.owner.token, tenant.restaurantId);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  /**
   * Time passes while the tablets are offline: the server last heard them ten minutes ago. Their papers, printed
   * since, lie in that silence and keep their own time (docs/decisions/0052-offline-papers-checked.md).
   */
  async function tabletsSilentAWhile(): Promise<void> {
    const pool = new Pool({ connectionString: databaseUrl('zest_orders'), max: 1 });
    try {
      await pool.query(
        `UPDATE terminals SET issued_at = least(issued_at, now() - interval '1 hour'),
           last_seen_at = now() - interval '10 minutes' WHERE restaurant_id = $1`,
        [tenant.restaurantId],
      );
    } finally {
      await pool.end();
    }
  }

  const takeOrder = () => `/CashierDashboard/takeOrder/owner/${tenant.restaurantId}/${tenant.owner.id}`;
  const status = (page: Page) => page.locator('header [data-network]');
  const middle = (page: Page) => page.getByRole('region', { name: 'Order Type' });

  /** A tablet that has opened the terminal once, online, with the service worker installed and the menu kept. */
  async function tablet(
    viewport: { width: number; height: number },
    baseURL?: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newTestContext(browser, viewport, { serviceWorkers: 'allow', baseURL });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/restaurantDashboard/'));
    await page.goto(takeOrder());
    await visible(page.getByRole('group', { name: 'PIN' }));
    await page.keyboard.type('1111');
    await page.keyboard.press('Enter');
    await visible(middle(page).getByRole('button', { name: /^Pizzas/ }));
    await eventually(() => status(page).textContent(), 'Online');
    // The tablet's registration (its tag for its offline numbers and its key), given when the screen first opens.
    await page.waitForFunction(
      (r) => /"tag":"[A-Z2-9]{2}"/.test(localStorage.getItem(`zest-pos.terminal.registration.${r}`) ?? ''),
      tenant.restaurantId,
    );
    // The shell is on the device once the worker is active (it precaches everything before it activates).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(
      (restaurantId) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('zest-pos-terminal');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('facts')) return resolve(false);
            const read = db.transaction('facts').objectStore('facts').get(restaurantId);
            read.onsuccess = () => resolve(Boolean(read.result?.answers?.menu && read.result?.answers?.restaurant));
            read.onerror = () => resolve(false);
          };
        }),
      tenant.restaurantId,
      { polling: 200 },
    );
    return { context, page };
  }

  async function shoot(page: Page, name: string) {
    mkdirSync(SCREENS, { recursive: true });
    const size = page.viewportSize();
    await page.screenshot({ path: join(SCREENS, `offline-${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`) });
  }

  it.each([
    ['tablet', TABLET],
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('reloads with no network on a %s and still shows the menu, saying Offline', async (_name, viewport) => {
    const { context, page } = await tablet(viewport);

    await context.setOffline(true);
    await page.reload();
    await visible(middle(page).getByRole('button', { name: /^Pizzas/ }));
    await eventually(() => status(page).textContent(), 'Offline');
    // The menu opens from what the tablet kept: a category shows its products.
    await middle(page)
      .getByRole('button', { name: /^Pizzas/ })
      .click();
    await visible(
      middle(page)
        .getByRole('button', { name: /Pepperoni/ })
        .first(),
    );
    await shoot(page, 'terminal');
    await expectAccessible(page, 'The take-order screen offline');

    await context.setOffline(false);
    await eventually(() => status(page).textContent(), 'Online');
  });

  it('leaves a restaurant’s ordering page to the server: a tablet with the terminal’s worker opens the page, not the terminal', async () => {
    const { page } = await tablet(DESKTOP);
    // The terminal's shell (index.html) has no such page: only the server's order.html says this.
    await page.goto('/order/no-such-restaurant');
    await visible(page.getByRole('heading', { level: 1, name: 'Order online' }));
    await visible(page.getByText('This restaurant does not take orders online.'));
    await expect(page.evaluate(() => !!document.querySelector('script[src*="/assets/order-"]'))).resolves.toBe(true);
  });

  /** The restaurant's orders as the server has them: number, total and prints. */
  async function serverOrders() {
    const answer = await graphql<{
      orders: {
        orders: {
          id: string;
          orderNumber: number;
          offlineNumber: string | null;
          totalCents: number;
          printCount: number;
          createdAt: string;
          customer: { id: string; fullName: string; phoneNumber: string } | null;
        }[];
      };
    }>(
      `
        query ($r: ID!) {
          orders(restaurantId: $r, first: 100) {
            orders {
              id
              orderNumber
              offlineNumber
              totalCents
              printCount
              createdAt
              customer {
                id
                fullName
                phoneNumber
              }
            }
          }
        }
      `,
      { r: tenant.restaurantId },
      { token: tenant.owner.token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.orders.orders;
  }

  /** What each print put on paper: its text, and the paper as it was drawn, for a picture of it. */
  const recordPrints = () => {
    window.print = () => {
      const printed = JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as unknown[];
      // The app's styles live in the CSS object model (styled-components), not in the markup.
      const css = Array.from(document.styleSheets)
        .map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
        .join('\n');
      const html = `<style>${css}</style>${document.querySelector('[data-print-receipt]')?.outerHTML ?? ''}`;
      printed.push({ text: document.querySelector('[data-print-content]')?.textContent ?? '', html });
      window.sessionStorage.setItem('printed', JSON.stringify(printed));
    };
  };
  const outboxStatus = (page: Page) => page.locator('header [data-outbox]');

  /** A to-go order of one drink, printed offline; answers its provisional number and the total on its paper. */
  async function takeAndPrint(page: Page, item: RegExp, reloadMidOrder: boolean, seen: Set<string>) {
    const receipt = page.locator('#receipt');
    await middle(page).getByRole('button', { name: 'To Go Orders' }).click();
    await middle(page).getByRole('button', { name: item }).click();
    if (reloadMidOrder) {
      await page.reload();
      await visible(receipt.getByRole('listitem').first());
    }
    // The total the tablet works out once the calls are known to wait on the network (not $0.00 before).
    let total = '';
    await eventually(async () => {
      total =
        (await receipt
          .getByText(/^\$\d+\.\d\d$/)
          .last()
          .textContent()) ?? '';
      return total !== '$0.00';
    }, true);
    await receipt.getByRole('button', { name: 'Print Order' }).click();
    // This print's note, not the one before (a note stays a few seconds): its number is new on this tablet.
    const notes = page.getByRole('status').filter({ hasText: /^Offline order [A-Z2-9]{2}-\d\d printed/ });
    let number = '';
    await eventually(async () => {
      const texts = await notes.allTextContents();
      number = texts.map((text) => /Offline order (\S+) printed/.exec(text)![1]!).find((n) => !seen.has(n)) ?? '';
      return number !== '';
    }, true);
    seen.add(number);
    return { number, total };
  }

  it('takes 5 orders offline on each of two tablets, prints them OFFLINE, survives a reload mid-order and sends each exactly once', async () => {
    const before = await serverOrders();
    const tablets = [await tablet(TABLET), await tablet(DESKTOP)];
    const printed: { tablet: number; number: string; total: string }[] = [];
    const seen = [new Set<string>(), new Set<string>()];
    for (const { context, page } of tablets) {
      await context.addInitScript(recordPrints);
      await context.setOffline(true);
      await page.reload();
      await eventually(() => status(page).textContent(), 'Offline');
    }
    for (let i = 0; i < 5; i++) {
      for (const [t, { page }] of tablets.entries()) {
        const item = i % 2 ? /^Bottled Water/ : /^Soda \(20 oz\)/;
        printed.push({ tablet: t, ...(await takeAndPrint(page, item, t === 0 && i === 2, seen[t]!)) });
      }
    }
    for (const [t, { page }] of tablets.entries()) {
      await eventually(() => outboxStatus(page).textContent(), '· 5 orders waiting to send');
      // A tablet counts its own: K7-01 … K7-05.
      const numbers = printed.filter((p) => p.tablet === t).map((p) => p.number);
      expect(numbers.map((n) => n.slice(3))).toEqual(['01', '02', '03', '04', '05']);
      expect(new Set(numbers.map((n) => n.slice(0, 2))).size).toBe(1);
    }
    // Two tablets, two tags the server gave them: no number printed twice.
    expect(new Set(printed.map((p) => p.number)).size).toBe(10);

    const { context, page } = tablets[0]!;
    await shoot(page, 'waiting');
    await expectAccessible(page, 'The take-order screen with orders waiting to send');
    await page.setViewportSize(PHONE);
    await shoot(page, 'waiting');
    await expectAccessible(page, 'The take-order screen with orders waiting to send, on a phone');
    await page.setViewportSize(TABLET);
    const papers = await page.evaluate(
      () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as { text: string; html: string }[],
    );
    const mine = printed.filter((p) => p.tablet === 0);
    expect(papers).toHaveLength(5);
    for (const [i, paper] of papers.entries()) {
      expect(paper.text).toContain('OFFLINE');
      expect(paper.text).toContain(`Order ${mine[i]!.number}`);
      expect(paper.text).toContain(mine[i]!.total);
    }
    const sheet = await context.newPage();
    await sheet.setViewportSize({ width: 400, height: 640 });
    await sheet.setContent(papers[0]!.html);
    await sheet.emulateMedia({ media: 'print' });
    await sheet.screenshot({ path: join(SCREENS, 'offline-receipt-400.png') });
    await sheet.close();
    // Nothing reached the server while offline.
    expect((await serverOrders()).length).toBe(before.length);

    await tabletsSilentAWhile();
    const back = Date.now();
    for (const tablet of tablets) await tablet.context.setOffline(false);
    // Sent on their own once the network is back, with nobody tapping (how fast is the figure printed below).
    for (const tablet of tablets) await outboxStatus(tablet.page).waitFor({ state: 'detached', timeout: 60_000 });
    const tookMs = Date.now() - back;
    const fresh = (await serverOrders()).filter((order) => !before.some((old) => old.id === order.id));
    // Exactly the ten orders, each once, printed once, numbered apart, at the totals on their paper.
    expect(fresh).toHaveLength(10);
    expect(fresh.every((order) => order.printCount === 1)).toBe(true);
    expect(new Set(fresh.map((order) => order.orderNumber)).size).toBe(10);
    const totals = fresh.map((order) => `$${(order.totalCents / 100).toFixed(2)}`).sort();
    expect(totals).toEqual(printed.map((p) => p.total).sort());
    // Each carries the number on its paper, which the history shows beside the server's.
    expect(fresh.map((order) => order.offlineNumber).sort()).toEqual(printed.map((p) => p.number).sort());
    process.stdout.write(`10 offline orders from two tablets sent in ${tookMs} ms\n`);
    // Each at the time on its paper, before the network came back, not when it arrived.
    expect(fresh.every((order) => new Date(order.createdAt).getTime() < back)).toBe(true);

    const first = fresh.find((order) => order.offlineNumber === printed[0]!.number)!;
    await page.goto(`/CashierDashboard/OrderHistory/${tenant.restaurantId}`);
    const card = page.getByRole('article').filter({ hasText: `Order #${first.orderNumber}` });
    await visible(card.getByText(`printed offline as ${first.offlineNumber}`));
    await shoot(page, 'history');
    await expectAccessible(page, 'The order history after an offline rush');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'history');
  });

  it('keeps the price on the paper when the menu changed while the tablet was offline, and the audit trail says so', async () => {
    const before = await serverOrders();
    const { context, page } = await tablet(TABLET);
    await context.setOffline(true);
    await page.reload();
    await eventually(() => status(page).textContent(), 'Offline');
    const { number, total } = await takeAndPrint(page, /^Bottled Water/, false, new Set());
    expect(total).not.toBe('$0.00');

    // Meanwhile the owner raises the price of water.
    const menu = await graphql<{ menu: { categories: { products: { id: string; name: string }[] }[] } }>(
      `
        query ($r: ID!) {
          menu(restaurantId: $r) {
            categories {
              products {
                id
                name
              }
            }
          }
        }
      `,
      { r: tenant.restaurantId },
      { token: tenant.owner.token },
    );
    const water = menu.data!.menu.categories.flatMap((c) => c.products).find((p) => p.name === 'Bottled Water')!;
    const raised = await api('PUT', `/api/product/updateProduct/${water.id}`, {
      token: tenant.owner.token,
      body: { price: '2.99', restaurant_id: tenant.restaurantId },
    });
    expect(raised.status).toBe(200);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);

    await tabletsSilentAWhile();
    await context.setOffline(false);
    await outboxStatus(page).waitFor({ state: 'detached', timeout: 15_000 });
    const fresh = (await serverOrders()).filter((order) => !before.some((old) => old.id === order.id));
    expect(fresh).toHaveLength(1);
    // The customer pays what the paper says, not the new price.
    expect(fresh[0]).toMatchObject({ offlineNumber: number, printCount: 1 });
    expect(`$${(fresh[0]!.totalCents / 100).toFixed(2)}`).toBe(total);

    await page.goto(`/AuditDashboard/${tenant.restaurantId}`);
    const pin = page.getByRole('group', { name: 'PIN' });
    const row = page.locator('tr[data-kind="order.offline-price"]');
    await visible(pin.or(row));
    if (await pin.isVisible()) {
      await page.keyboard.type(tenant.securityPin);
      await page.keyboard.press('Enter');
    }
    await visible(row);
    expect(await row.textContent()).toMatch(
      new RegExp(
        `Kept the printed price of Bottled Water on #\\d+ \\(printed offline as ${number}\\): \\$1\\.99 on paper, \\$2\\.99 on the menu now`,
      ),
    );
    await shoot(page, 'audit');
    await expectAccessible(page, 'The audit trail with an offline price kept');
  });

  it('shows the orders this tablet printed today in its history offline, with what needs the network disabled', async () => {
    const { context, page } = await tablet(TABLET);
    // One order printed online, then one offline.
    await middle(page).getByRole('button', { name: 'To Go Orders' }).click();
    await middle(page)
      .getByRole('button', { name: /^Soda \(20 oz\)/ })
      .click();
    await page.locator('#receipt').getByRole('button', { name: 'Print Order' }).click();
    const online = page.getByRole('status').filter({ hasText: /^Order #\d+ printed/ });
    await visible(online);
    const onlineNumber = /Order #(\d+)/.exec((await online.textContent()) ?? '')![1]!;
    await context.setOffline(true);
    await eventually(() => status(page).textContent(), 'Offline');
    const { number } = await takeAndPrint(page, /^Bottled Water/, false, new Set());

    // The history with no network (a reload: the shell from the worker).
    await page.goto(`/CashierDashboard/OrderHistory/${tenant.restaurantId}`);
    const today = page.getByRole('region', { name: 'Today on this tablet' });
    await visible(today.getByText(OFFLINE_HISTORY_TEXT));
    const cards = today.getByRole('article');
    await eventually(() => cards.count(), 2);
    const waiting = cards.filter({ hasText: `Offline order ${number}` });
    expect(await waiting.textContent()).toContain('waiting to send');
    expect(await waiting.textContent()).toContain('Bottled Water');
    await visible(cards.filter({ hasText: `Order #${onlineNumber}` }).getByText('Soda (20 oz)'));
    for (const name of ['Reprint', 'Void']) {
      const buttons = today.getByRole('button', { name });
      expect(await buttons.count()).toBe(2);
      for (const button of await buttons.all()) expect(await button.getAttribute('aria-disabled')).toBe('true');
    }
    await shoot(page, 'device-history');
    await expectAccessible(page, 'The order history offline: this tablet’s orders');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'device-history');
    await page.setViewportSize(PHONE);
    await shoot(page, 'device-history');
    await expectAccessible(page, 'The order history offline, on a phone');

    // Back online: the outbox sends the order, and the history is the server's again.
    await context.setOffline(false);
    const sent = page.getByRole('article').filter({ hasText: `printed offline as ${number}` });
    await sent.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await today.count()).toBe(0);
  });

  it('finds a customer it has seen by phone offline, makes a new one with the order, and sends both', async () => {
    const seen = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: tenant.cashier,
      body: {
        restaurant_id: tenant.restaurantId,
        full_name: 'Seen Sam',
        phone_number: '2175550170',
        street_1: '1 Elm St',
      },
    });
    expect(seen.status).toBe(201);
    const before = await serverOrders();
    const { context, page } = await tablet(TABLET);
    const dialog = page.getByRole('dialog');
    const receipt = page.locator('#receipt');
    /** A pickup for the number typed in the customer dialog (opened if it is not), one soda, printed. */
    const pickup = async (phone: string, newName: string | null) => {
      if (!(await dialog.isVisible())) await middle(page).getByRole('button', { name: 'Pickup Orders' }).click();
      await dialog.getByLabel('Phone number').fill(phone);
      if (newName) {
        await visible(dialog.getByRole('heading', { name: 'New Customer' }));
        await dialog.getByLabel('Full Name').fill(newName);
        await shoot(page, 'new-customer');
        await expectAccessible(page, 'The customer dialog offline');
        await dialog.getByRole('button', { name: 'Create Customer' }).click();
      }
      await dialog.waitFor({ state: 'detached' });
      // The same tile tapped again within the tap window is a double tap, one soda: a person is never this quick.
      await page.waitForTimeout(TAP_WINDOW_MS);
      await middle(page)
        .getByRole('button', { name: /^Soda \(20 oz\)/ })
        .click();
      await receipt.getByRole('button', { name: 'Print Order' }).click();
    };

    // Online: Sam is found once, and the tablet remembers him.
    await pickup('2175550170', null);
    await noted(page, /^Order #\d+ printed/);
    await context.setOffline(true);
    await eventually(() => status(page).textContent(), 'Offline');
    // Offline: Sam by his number, from what the tablet has seen.
    await pickup('2175550170', null);
    await noted(page, /^Offline order [A-Z2-9]{2}-01 printed/);
    // Offline: a number nobody here has seen; the cashier is told, and makes the customer.
    await pickup('2175550171', 'New Nora');
    await noted(page, /^Offline order [A-Z2-9]{2}-02 printed/);
    await eventually(() => outboxStatus(page).textContent(), '· 2 orders waiting to send');

    await context.setOffline(false);
    await outboxStatus(page).waitFor({ state: 'detached', timeout: 15_000 });
    const fresh = (await serverOrders()).filter((order) => !before.some((old) => old.id === order.id));
    const byName = (name: string) => fresh.filter((order) => order.customer?.fullName === name);
    expect(byName('Seen Sam').map((order) => order.customer!.id)).toEqual([seen.body.id, seen.body.id]);
    const [nora] = byName('New Nora');
    expect(nora).toMatchObject({ printCount: 1, customer: { phoneNumber: '2175550171' } });
    expect(nora!.offlineNumber).toMatch(/^[A-Z2-9]{2}-02$/);
    // Nora is a customer of the restaurant now, found by her number like anyone.
    const found = await api<{ id: string }>(
      'GET',
      `/api/customer/getCustomerByPhoneNumber/2175550171/${tenant.restaurantId}`,
      { token: tenant.cashier },
    );
    expect(found).toMatchObject({ status: 200, body: { id: nora!.customer!.id } });
  });

  it('makes one order through a 3 s blip during Print, when the order reached Zest POS and its answer was lost', async () => {
    const before = await serverOrders();
    const { context, page } = await tablet(TABLET);
    await context.addInitScript(recordPrints);
    await page.reload();
    await eventually(() => status(page).textContent(), 'Online');
    const receipt = page.locator('#receipt');
    await middle(page).getByRole('button', { name: 'To Go Orders' }).click();
    await middle(page)
      .getByRole('button', { name: /^Soda \(20 oz\)/ })
      .click();
    await visible(receipt.locator('[data-line-status="kept"]').first());
    // The order reaches the server whole, then the network drops before its answer: the worst moment.
    let dropped = false;
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation !== 'PlaceOrder' || dropped) return route.fallback();
      dropped = true;
      await route.fetch();
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await receipt.getByRole('button', { name: 'Print Order' }).click();
    // No answer, so no number yet: the paper prints OFFLINE with the tablet's provisional one.
    const note = page.getByRole('status').filter({ hasText: /^Offline order [A-Z2-9]{2}-\d\d printed/ });
    await visible(note);
    expect(dropped).toBe(true);
    const number = /Offline order (\S+) printed/.exec((await note.textContent()) ?? '')![1];
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.waitForTimeout(3_000);
    await context.setOffline(false);
    await outboxStatus(page).waitFor({ state: 'detached', timeout: 15_000 });

    const papers = await page.evaluate(
      () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as { text: string }[],
    );
    expect(papers).toHaveLength(1);
    expect(papers[0]!.text).toContain('OFFLINE');
    // The outbox sent it under the same key: the server answered with the order the first request made, and
    // gave it the paper's number (a paper's labels are not part of the request).
    const fresh = (await serverOrders()).filter((order) => !before.some((old) => old.id === order.id));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ printCount: 1, offlineNumber: number });
  });

  it('keeps taking orders while the gateway is stopped, its own network up, and sends them when it is back', async () => {
    let gateway: ExtraService | null = await startExtraGateway(TEST_PORTS.offlineGateway);
    try {
      const before = await serverOrders();
      const { context, page } = await tablet(TABLET, gateway.url);
      await context.addInitScript(recordPrints);

      await gateway.stop();
      gateway = null;
      // A reload with the platform unreachable: the shell from the worker, the menu from the tablet.
      await page.reload();
      await visible(middle(page).getByRole('button', { name: /^Pizzas/ }));
      await eventually(() => status(page).textContent(), 'Offline');
      const { number, total } = await takeAndPrint(page, /^Soda \(20 oz\)/, false, new Set());
      await eventually(() => outboxStatus(page).textContent(), '· 1 order waiting to send');
      const papers = await page.evaluate(
        () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as unknown[],
      );
      expect(papers).toHaveLength(1);
      expect((await serverOrders()).length).toBe(before.length);

      gateway = await startExtraGateway(TEST_PORTS.offlineGateway);
      const back = Date.now();
      await outboxStatus(page).waitFor({ state: 'detached', timeout: 60_000 });
      process.stdout.write(`an offline order sent ${Date.now() - back} ms after the platform came back\n`);
      await eventually(() => status(page).textContent(), 'Online');
      const fresh = (await serverOrders()).filter((order) => !before.some((old) => old.id === order.id));
      expect(fresh).toHaveLength(1);
      expect(fresh[0]).toMatchObject({ offlineNumber: number, printCount: 1 });
      expect(`$${(fresh[0]!.totalCents / 100).toFixed(2)}`).toBe(total);
    } finally {
      await gateway?.stop();
    }
  });

  it('sends 50 orders kept offline, each once, and says how long it took', async () => {
    const before = await serverOrders();
    const { context, page } = await tablet(DESKTOP);
    await context.setOffline(true);
    // 50 orders as the outbox keeps them (an open item of $5.00 each), put there directly: taking them one by one
    // is what the test above does.
    await page.evaluate(async (restaurantId) => {
      const key = () => crypto.randomUUID();
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('zest-pos-terminal');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store = db.transaction('outbox', 'readwrite').objectStore('outbox');
      for (let i = 0; i < 50; i++) {
        const draftKey = `zest-pos.cashier.outbox.${restaurantId}.${key()}`;
        const op = { status: 'waiting', message: null, attempts: 0 };
        const start = { ...op, type: 'start', id: key(), key: key(), orderType: 'togo', customer: null };
        const preview = { productName: 'Open item', parts: [], quantity: 1, priceCents: 500, notes: '', open: true };
        const line = { open: { name: 'Open item', priceCents: 500 } };
        const add = { ...op, type: 'add', id: key(), key: key(), line, preview };
        localStorage.setItem(draftKey, JSON.stringify({ orderId: null, ops: [start, add], customerForm: null }));
        const number = `ZZ-${String(i + 1).padStart(2, '0')}`;
        const printedAt = new Date(Date.now() + i).toISOString();
        store.put({
          id: key(),
          restaurantId,
          number,
          draftKey,
          printKey: key(),
          tender: null,
          totalCents: 544,
          printedAt,
          failure: null,
        });
      }
      await new Promise((resolve) => (store.transaction.oncomplete = resolve));
    }, tenant.restaurantId);
    await eventually(() => outboxStatus(page).textContent(), '· 50 orders waiting to send');

    const back = Date.now();
    await context.setOffline(false);
    await outboxStatus(page).waitFor({ state: 'detached', timeout: 120_000 });
    const tookMs = Date.now() - back;
    const fresh = (await serverOrders()).filter((order) => !before.some((old) => old.id === order.id));
    expect(fresh).toHaveLength(50);
    expect(fresh.every((order) => order.printCount === 1 && order.totalCents === 544)).toBe(true);
    expect(new Set(fresh.map((order) => order.orderNumber)).size).toBe(50);
    process.stdout.write(`50 offline orders sent in ${tookMs} ms\n`);
  });

  it('says plainly on the other screens that they need the network', async () => {
    const { context, page } = await tablet(DESKTOP);
    await context.setOffline(true);
    await page.goto(`/restaurantDashboard/${tenant.owner.id}`);
    const note = page.getByRole('status').filter({ hasText: 'No network: this page needs it.' });
    await visible(note);
    expect(await note.textContent()).toBe(
      'No network: this page needs it. The cashier terminal keeps taking orders offline.',
    );
    await shoot(page, 'owner-dashboard');
    await expectAccessible(page, 'The restaurant dashboard offline');
    await page.setViewportSize(PHONE);
    await shoot(page, 'owner-dashboard');
    await context.setOffline(false);
    await note.waitFor({ state: 'detached' });
  });

  it('forgets what the tablet kept when the screen is locked', async () => {
    const { page } = await tablet(DESKTOP);
    const kept = () =>
      page.evaluate(
        (restaurantId) =>
          new Promise<boolean>((resolve, reject) => {
            const open = indexedDB.open('zest-pos-terminal');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const read = open.result.transaction('facts').objectStore('facts').get(restaurantId);
              read.onsuccess = () => resolve(read.result !== undefined);
              read.onerror = () => reject(read.error);
            };
          }),
        tenant.restaurantId,
      );
    await page.goto(`/CashierDashboard/owner/${tenant.restaurantId}/${tenant.owner.id}`);
    await eventually(kept, true);
    await page.getByRole('button', { name: 'Lock screen' }).click();
    await visible(page.getByRole('group', { name: 'PIN' }));
    expect(await kept()).toBe(false);
    // A refresh the network's return starts after the lock writes nothing back either.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(500);
    expect(await kept()).toBe(false);
  });
});
