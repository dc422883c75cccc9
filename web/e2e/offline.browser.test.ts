import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedMenu } from '../../tools/stack/seed-demo';
import { syncMenuToOrders } from '../../tools/test/menus';
import { graphql } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  baseUrl,
  eventually,
  expectAccessible,
  launchChromium,
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

  const takeOrder = () => `/CashierDashboard/takeOrder/owner/${tenant.restaurantId}/${tenant.owner.id}`;
  const status = (page: Page) => page.locator('header [data-network]');
  const middle = (page: Page) => page.getByRole('region', { name: 'Order Type' });

  /** A tablet that has opened the terminal once, online, with the service worker installed and the menu kept. */
  async function tablet(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newTestContext(browser, viewport, 'allow');
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

  /** The restaurant's orders as the server has them: number, total and prints. */
  async function serverOrders() {
    const answer = await graphql<{
      orders: { orders: { id: string; orderNumber: number; totalCents: number; printCount: number }[] };
    }>(
      `
        query ($r: ID!) {
          orders(restaurantId: $r, first: 100) {
            orders {
              id
              orderNumber
              totalCents
              printCount
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

  it('takes orders offline, prints them OFFLINE, survives a reload mid-order and sends each exactly once', async () => {
    const before = await serverOrders();
    const { context, page } = await tablet(TABLET);
    // What each print put on paper: its text, and the page as it was, for a picture of the paper.
    await context.addInitScript(() => {
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
    });
    const m = middle(page);
    const receipt = page.locator('#receipt');
    const slot = page.locator('header [data-outbox]');
    const printed: { number: string; total: string }[] = [];

    const takeAndPrint = async (item: RegExp, reloadMidOrder: boolean) => {
      await m.getByRole('button', { name: 'To Go Orders' }).click();
      await m.getByRole('button', { name: item }).click();
      if (reloadMidOrder) {
        await page.reload();
        await visible(receipt.getByRole('listitem').first());
      }
      const total = await receipt
        .getByText(/^\$\d+\.\d\d$/)
        .last()
        .textContent();
      await receipt.getByRole('button', { name: 'Print Order' }).click();
      const note = await visible(
        page.getByRole('status').filter({ hasText: /^Offline order [A-Z2-9]{2}-\d\d printed/ }),
      );
      const number = /Offline order (\S+) printed/.exec((await note.textContent()) ?? '')![1]!;
      printed.push({ number, total: total ?? '' });
    };

    await context.setOffline(true);
    await page.reload();
    await eventually(() => status(page).textContent(), 'Offline');
    await takeAndPrint(/^Soda \(20 oz\)/, false);
    await eventually(() => slot.textContent(), '· 1 order waiting to send');
    await takeAndPrint(/^Bottled Water/, true);
    await eventually(() => slot.textContent(), '· 2 orders waiting to send');
    expect(new Set(printed.map((p) => p.number)).size).toBe(2);
    await shoot(page, 'waiting');
    await page.setViewportSize(PHONE);
    await shoot(page, 'waiting');
    await expectAccessible(page, 'The take-order screen with orders waiting to send, on a phone');
    await page.setViewportSize(TABLET);
    const papers = await page.evaluate(
      () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as { text: string; html: string }[],
    );
    expect(papers).toHaveLength(2);
    for (const [i, paper] of papers.entries()) {
      expect(paper.text).toContain('OFFLINE');
      expect(paper.text).toContain(`Order ${printed[i]!.number}`);
      expect(paper.text).toContain(printed[i]!.total);
    }
    const sheet = await context.newPage();
    await sheet.setViewportSize({ width: 400, height: 640 });
    await sheet.setContent(papers[1]!.html);
    await sheet.emulateMedia({ media: 'print' });
    await sheet.screenshot({ path: join(SCREENS, 'offline-receipt-400.png') });
    await sheet.close();
    await expectAccessible(page, 'The take-order screen with orders waiting to send');
    // Nothing reached the server while offline.
    expect((await serverOrders()).length).toBe(before.length);

    const back = Date.now();
    await context.setOffline(false);
    await slot.waitFor({ state: 'detached', timeout: 10_000 });
    const tookMs = Date.now() - back;
    const after = await serverOrders();
    const fresh = after.filter((order) => !before.some((old) => old.id === order.id));
    // Exactly the two orders, each once, printed once, at the totals on their paper.
    expect(fresh).toHaveLength(2);
    expect(fresh.every((order) => order.printCount === 1)).toBe(true);
    const totals = fresh.map((order) => `$${(order.totalCents / 100).toFixed(2)}`).sort();
    expect(totals).toEqual(printed.map((p) => p.total).sort());
    expect(new Set(fresh.map((order) => order.orderNumber)).size).toBe(2);
    expect(tookMs).toBeLessThan(10_000);
  });

  it('forgets what the tablet kept when the screen is locked', async () => {
    const { page } = await tablet(DESKTOP);
    await page.goto(`/CashierDashboard/owner/${tenant.restaurantId}/${tenant.owner.id}`);
    await page.getByRole('button', { name: 'Lock screen' }).click();
    await visible(page.getByRole('group', { name: 'PIN' }));
    const kept = await page.evaluate(
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
    expect(kept).toBe(false);
  });
});
