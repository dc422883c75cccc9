import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedMenu } from '../../tools/stack/seed-demo';
import { syncMenuToOrders } from '../../tools/test/menus';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  baseUrl,
  DESKTOP,
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

/**
 * Sold out on the terminal (docs/decisions/0061-sold-out.md), on the demo's menu: the cashier taps
 * 'Sold out' and then what ran out (two taps); the terminal greys it at once — the topping's portions
 * but "No", the side's tile, the size's button, in the search too — and refuses nothing else; a
 * second terminal opened later sees the same; the same tap marks it back. On a tablet and a phone.
 */

jest.setTimeout(240_000);

const TABLET = { width: 1024, height: 768 } as const;
const SCREENS = join(SHOTS_DIR, 'screens');

describe('sold out on the terminal, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('sold-out-terminal');
    await seedMenu(baseUrl(), tenant.owner.token, tenant.restaurantId);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  /** A page of its own browser context, whose script errors the tests check. */
  async function freshPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await newTestContext(browser, viewport);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function terminal(viewport: { width: number; height: number }): Promise<Page> {
    const page = await freshPage(viewport);
    await openTakeOrder(page, tenant);
    return page;
  }

  const middle = (page: Page) => page.getByRole('region', { name: 'Order Type' });
  const board = (page: Page) => middle(page).getByRole('region', { name: 'Toppings' });
  const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main Menu' });

  async function shoot(page: Page, name: string) {
    mkdirSync(SCREENS, { recursive: true });
    const size = page.viewportSize();
    await page.screenshot({ path: join(SCREENS, `sold-out-${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`) });
  }

  it('is two taps at the counter, greys what ran out everywhere it is offered, and comes back with the same tap', async () => {
    const page = await terminal(TABLET);
    const m = middle(page);
    // Another terminal already open, on its sides.
    const other = await terminal(TABLET);
    await mainMenu(other).getByRole('button', { name: 'Sides' }).click();
    const otherKnots = middle(other).getByRole('list', { name: 'Sides' });
    await visible(otherKnots.getByRole('button', { name: /^Garlic Knots/, disabled: false }));

    await mainMenu(page).getByRole('button', { name: 'Sold out' }).click();
    const mushrooms = board(page).getByRole('button', { name: /^Mushrooms/ });
    await expect(mushrooms.getAttribute('aria-pressed')).resolves.toBe('false');
    await mushrooms.click();
    await visible(page.getByRole('status').filter({ hasText: 'Mushrooms is sold out for the rest of the day.' }));
    await expect(mushrooms.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(mushrooms.textContent()).resolves.toContain('Sold out');
    // Until marked available, for the knots; and a size on its own.
    await m
      .getByRole('group', { name: 'Sold out for' })
      .getByRole('button', { name: 'Until marked available' })
      .click();
    await m
      .getByRole('region', { name: 'Sides' })
      .getByRole('button', { name: /^Garlic Knots/ })
      .click();
    await visible(
      page.getByRole('status').filter({ hasText: 'Garlic Knots (6) is sold out until it is marked available.' }),
    );
    // The other terminal greys it without a reload: the menu's live notice.
    await visible(otherKnots.getByRole('button', { name: /^Garlic Knots/, disabled: true }));
    await m
      .getByRole('region', { name: 'Pizzas' })
      .getByRole('button', { name: /^Large 18" Pepperoni/ })
      .click();
    await visible(
      page.getByRole('status').filter({ hasText: 'Large 18" Pepperoni is sold out until it is marked available.' }),
    );
    await expectAccessible(page, 'the sold-out board, tablet');
    await shoot(page, 'board');

    // The menu as the cashier takes orders: greyed, and not offered.
    await mainMenu(page).getByRole('button', { name: 'Sides' }).click();
    const knots = m.getByRole('list', { name: 'Sides' }).getByRole('button', { name: /^Garlic Knots/ });
    await expect(knots.isDisabled()).resolves.toBe(true);
    await expect(knots.textContent()).resolves.toContain('Sold out');
    await expect(m.getByRole('button', { name: /^Caesar Salad/ }).isDisabled()).resolves.toBe(false);

    await mainMenu(page).getByRole('button', { name: 'Category' }).click();
    await m.getByRole('button', { name: /^Pepperoni/ }).click();
    const large = m.getByRole('button', { name: /^Large 18"/ });
    await expect(large.isDisabled()).resolves.toBe(true);
    await m.getByRole('button', { name: /^Medium 14"/ }).click();
    const portion = m.getByRole('group', { name: 'Mushrooms portion' });
    await expect(portion.getByRole('button', { name: /^Extra/ }).isDisabled()).resolves.toBe(true);
    await expect(portion.getByRole('button', { name: /^No$/ }).isDisabled()).resolves.toBe(false);
    await portion.getByRole('button', { name: /^No$/ }).click();
    await expectAccessible(page, 'a pizza with a topping sold out, tablet');
    await shoot(page, 'product');
    await m.getByRole('button', { name: '← Go Back' }).click();

    // The search shows the same.
    await m.getByRole('searchbox', { name: 'Search the whole menu' }).fill('knots');
    await expect(
      m
        .getByRole('list', { name: 'Search results' })
        .getByRole('button', { name: /^Garlic Knots/ })
        .isDisabled(),
    ).resolves.toBe(true);

    // A phone opened now reads the marks with the menu.
    const phone = await terminal(PHONE);
    await mainMenu(phone).getByRole('button', { name: 'Sides' }).click();
    const phoneKnots = middle(phone)
      .getByRole('list', { name: 'Sides' })
      .getByRole('button', { name: /^Garlic Knots/ });
    await expect(phoneKnots.isDisabled()).resolves.toBe(true);
    await mainMenu(phone).getByRole('button', { name: 'Sold out' }).click();
    await visible(board(phone).getByRole('button', { name: /^Mushrooms/ }));
    await expectAccessible(phone, 'the sold-out board, phone');
    await shoot(phone, 'board');

    // Back with the same tap.
    await mainMenu(page).getByRole('button', { name: 'Sold out' }).click();
    await board(page)
      .getByRole('button', { name: /^Mushrooms/ })
      .click();
    await visible(page.getByRole('status').filter({ hasText: 'Mushrooms is available again.' }));
    await expect(
      board(page)
        .getByRole('button', { name: /^Mushrooms/ })
        .getAttribute('aria-pressed'),
    ).resolves.toBe('false');
    expect(pageErrors).toEqual([]);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('is marked and taken off from the sides dashboard too, on a %s', async (_, viewport) => {
    const page = await freshPage(viewport);
    await signInOwner(page, tenant);
    await page.goto(`/SidesDashboard/${tenant.restaurantId}`);
    // The restaurant opens in this tab with its security PIN (the menu is a manager's).
    await visible(page.getByRole('group', { name: 'PIN' }));
    await page.keyboard.type('4321');
    await page.keyboard.press('Enter');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Caesar Salad' }) });
    await card.getByRole('button', { name: 'Mark Caesar Salad sold out until available' }).click();
    await visible(
      card.getByRole('status').filter({ hasText: 'Caesar Salad is sold out until it is marked available.' }),
    );
    await visible(card.getByText('Sold out until marked available'));
    await expectAccessible(page, `the sides dashboard with a side sold out, ${viewport.width}px`);
    await shoot(page, 'sides-dashboard');

    // A terminal opened now reads it with its menu.
    const counter = await terminal(viewport);
    await mainMenu(counter).getByRole('button', { name: 'Sides' }).click();
    const salad = middle(counter)
      .getByRole('list', { name: 'Sides' })
      .getByRole('button', { name: /^Caesar Salad/ });
    await expect(salad.isDisabled()).resolves.toBe(true);

    await card.getByRole('button', { name: 'Mark Caesar Salad available' }).click();
    await visible(card.getByRole('status').filter({ hasText: 'Caesar Salad is available again.' }));
    await visible(card.getByRole('button', { name: 'Mark Caesar Salad sold out today' }));
    expect(pageErrors).toEqual([]);
  });
});
