import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
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
  visible,
} from './rig';
import { openOrderingPage } from './online-rig';

/**
 * The owner's order of the menu (issue 46): set with Up and Down on the menu dashboards, then the same on
 * the terminal's category tiles and the ordering page. The demo menu starts as a pizzeria lists it: Pizzas
 * first. Pictures go to test-results/web-e2e/menu-order.
 */

jest.setTimeout(180_000);

const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = join(SHOTS_DIR, 'menu-order');

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
    await openOrderingPage(tenant, slug);
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

  it('gives an item a description and a photo, and the ordering page shows them', async () => {
    const page = await signedIn(TABLET);
    await page.goto(`/ProductsDashboard/${tenant.restaurantId}/${await categoryId('Pizzas')}`);
    await enterPin(page, tenant.securityPin);
    const card = page
      .getByRole('article', { name: 'Margherita' })
      .or(page.getByRole('listitem', { name: 'Margherita' }));
    await card.getByRole('button', { name: 'Actions for Margherita' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('dialog').getByLabel('Description').fill('San Marzano tomato, fior di latte, basil');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visible(card.getByText('San Marzano tomato, fior di latte, basil'));

    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    await card
      .getByLabel('Choose a photo of Margherita')
      .setInputFiles({ name: 'pizza.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await visible(card.getByRole('img', { name: 'Photo of Margherita' }));
    await visible(card.getByRole('button', { name: 'Remove photo: Margherita' }));
    // A file that is no photo is refused in words, and the photo stays.
    await card
      .getByLabel('Choose a photo of Margherita')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await visible(card.getByText('That file is not a photo: choose a JPEG, PNG or WebP picture.'));
    await shoot(page, 'product-photo-tablet');
    await expectAccessible(page, 'a product card with its photo');

    // The ordering page (its menu is shared from memory for 5 s): the photo on the tile and in the item's
    // dialog, and the description.
    const margherita = async () =>
      (
        await api<{ categories: { products: { name: string; photo: unknown }[] }[] }>('GET', `/api/online/${slug}/menu`)
      ).body.categories
        .flatMap((c) => c.products)
        .some((p) => p.name === 'Margherita' && p.photo !== null);
    await eventually(margherita, true);
    const customer = await opened(PHONE);
    await customer.goto(`/order/${slug}`);
    const tile = customer.getByRole('button', { name: /^Margherita/ });
    await visible(tile.getByText('San Marzano tomato, fior di latte, basil'));
    // Its width once it has loaded (a photo still on its way is waited for, not read as missing).
    const shown = await tile.locator('img').evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise<number>((resolve) => {
            img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
            img.addEventListener('error', () => resolve(0), { once: true });
          }),
    );
    expect(shown).toBe(480);
    await shoot(customer, 'ordering-page-photo-phone');
    await expectAccessible(customer, 'the ordering page with photos');
    await tile.click();
    await visible(customer.getByRole('dialog').locator('img'));
    await shoot(customer, 'ordering-item-photo-phone');
    await customer.setViewportSize(DESKTOP);
    await customer.keyboard.press('Escape');
    await shoot(customer, 'ordering-page-photo-desktop');
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
