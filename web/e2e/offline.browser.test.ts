import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedMenu } from '../../tools/stack/seed-demo';
import { syncMenuToOrders } from '../../tools/test/menus';
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
