import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedMenu } from '../../tools/stack/seed-demo';
import { syncMenuToOrders } from '../../tools/test/menus';
import { api, graphql } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  baseUrl,
  enterPin,
  eventually,
  expectAccessible,
  launchChromium,
  newTestContext,
  openTakeOrder,
  PHONE,
  SHOTS_DIR,
  signInOwner,
  STEP_MS,
} from './rig';

/**
 * The owner's order of the menu (issue 46): set with Up and Down on the menu dashboards, then the same on
 * the terminal's category tiles and the ordering page. The demo menu starts as a pizzeria lists it: Pizzas
 * first. Pictures go to test-results/web-e2e/menu-order.
 */

jest.setTimeout(180_000);

const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = join(SHOTS_DIR, 'menu-order');
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '00:00' }));

describe('the owner’s order of the menu, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  let slug: string;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('menu-order-ui');
    await seedMenu(baseUrl(), tenant.owner.token, tenant.restaurantId);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
    slug = `order-${tenant.restaurantId.slice(0, 8)}`;
    const on = await graphql(
      'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { enabled } }',
      { r: tenant.restaurantId, i: { enabled: true, slug, hours: ALL_DAY, delivery: false } },
      { token: tenant.owner.token },
    );
    expect(on.errors).toBeUndefined();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });

  async function opened(size: { width: number; height: number }): Promise<Page> {
    const context = await newTestContext(browser, size);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function signedIn(size: { width: number; height: number }): Promise<Page> {
    const page = await opened(size);
    await signInOwner(page, tenant);
    return page;
  }

  /** The cards' names of a dashboard's list, in order, as one line ("Pizzas · Calzones"). */
  const headings = async (page: Page, list: string) =>
    (await page.getByLabel(list, { exact: true }).getByRole('heading', { level: 2 }).allTextContents()).join(' · ');

  const onlineCategories = async () =>
    (await api<{ categories: { name: string }[] }>('GET', `/api/online/${slug}/menu`)).body.categories
      .map((c) => c.name)
      .join(' · ');

  async function shoot(page: Page, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  }

  it('moves a category and a product with Up and Down, and the terminal and the ordering page follow', async () => {
    const page = await signedIn(TABLET);
    await page.goto(`/CategoryDashboard/${tenant.restaurantId}`);
    await enterPin(page, tenant.securityPin);
    await eventually(() => headings(page, 'Categories'), 'Pizzas · Calzones · Drinks');
    expect(await onlineCategories()).toBe('Pizzas · Calzones · Drinks');
    await expect(page.getByRole('button', { name: 'Move Pizzas up' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Move Drinks down' }).isDisabled()).resolves.toBe(true);
    await shoot(page, 'categories-tablet');
    await expectAccessible(page, 'the categories with Up and Down');

    await page.getByRole('button', { name: 'Move Calzones up' }).click();
    await eventually(() => headings(page, 'Categories'), 'Calzones · Pizzas · Drinks');
    // The ordering page's menu is shared from memory for 5 s: it follows within them.
    await eventually(onlineCategories, 'Calzones · Pizzas · Drinks');

    // A category's products: BBQ Chicken to the top of the pizzas.
    await page.goto(`/ProductsDashboard/${tenant.restaurantId}/${await categoryId('Pizzas')}`);
    await eventually(() => headings(page, 'Products'), 'Margherita · Pepperoni · Supreme · BBQ Chicken');
    // Each tap waits for the last one to be saved (the buttons wait while one saves).
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Move BBQ Chicken up' }).click();
    await eventually(() => headings(page, 'Products'), 'BBQ Chicken · Margherita · Pepperoni · Supreme');
    await shoot(page, 'products-tablet');
    await expectAccessible(page, 'the products with Up and Down');
    await page.setViewportSize(PHONE);
    await shoot(page, 'products-phone');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'products-desktop');

    // The terminal's tiles in the owner's order: its categories (the drinks are quick taps), then the pizzas.
    const terminal = await opened(TABLET);
    await openTakeOrder(terminal, tenant);
    const tiles = await terminal.getByRole('region', { name: 'Order Type' }).getByRole('button').allTextContents();
    const names = ['Calzones', 'Pizzas', 'BBQ Chicken', 'Margherita', 'Pepperoni', 'Supreme'];
    const at = names.map((name) => tiles.findIndex((tile) => tile.startsWith(name)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  async function categoryId(name: string): Promise<string> {
    const answer = await graphql<{ categories: { id: string; name: string }[] }>(
      'query($r: ID!) { categories(restaurantId: $r) { id name } }',
      { r: tenant.restaurantId },
      { token: tenant.owner.token },
    );
    return answer.data!.categories.find((c) => c.name === name)!.id;
  }
});
