import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { buildPizzeria, syncMenuToOrders } from '../../tools/test/menus';
import { api } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  expectAccessible,
  expectNoControlUnderBars,
  launchChromium,
  newTestContext,
  sleep,
  visible,
  waitForPath,
} from './rig';

/**
 * The terminal at the Friday rush (docs/product.md#terminal-feel), on a
 * 1024×768 tablet: the PIN card in the middle; phone orders counted tap by
 * tap, the terminal ready for the next order of the same kind after each
 * print; the receipt panel keeping the number, type, schedule time, grand
 * total and last line in view with Cash chosen; Save Time saying so; a
 * delivery printed as 'Pay at the door' and cash printed without an amount;
 * an open order set aside, never dropped (Held orders, Undo); the screen as
 * it was after a reload; a young order deleted from the history with Undo,
 * the cards after it staying put; and no control under a bar at 1024×768,
 * 1366×768 and 390×844. Screenshots of each screen go to
 * test-results/web-e2e/screens.
 */

jest.setTimeout(300_000);

const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP_WIDE = { width: 1366, height: 768 } as const;
const SCREENS = join(SHOTS_DIR, 'screens');

const PRINT_RECORDER = () => {
  window.print = () => {
    const printed = JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[];
    printed.push(document.querySelector('[data-print-content]')?.textContent ?? '');
    window.sessionStorage.setItem('printed', JSON.stringify(printed));
  };
};

describe('the terminal at the Friday rush, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('terminal-rush');
    await buildPizzeria(tenant);
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await api<{ id: string }>('POST', path, { token: tenant.owner.token, body });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    const drinks = await post('/api/product/createCategoryHandler', {
      name: 'Drinks',
      restaurant_id: tenant.restaurantId,
    });
    await post('/api/product/createProducts', {
      name: 'Cola',
      price: '2.00',
      restaurant_id: tenant.restaurantId,
      category_id: drinks,
    });
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
    // A regular: found by phone.
    await api('POST', '/api/customer/createACustomer', {
      token: tenant.cashier,
      body: {
        restaurant_id: tenant.restaurantId,
        full_name: 'Grace Hopper',
        phone_number: '2175550123',
        street_1: '12 Elm Street',
        city: 'Springfield',
        zipcode: '62701',
      },
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  async function openPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await newTestContext(browser, viewport);
    contexts.push(context);
    await context.addInitScript(PRINT_RECORDER);
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
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: join(SCREENS, `${name}.png`) });
  }

  async function step(name: string, pages: Page[], run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      for (const [index, page] of pages.entries()) {
        await page
          .screenshot({ path: join(SHOTS_DIR, `terminal-${name.replace(/\W+/g, '-')}-${index}.png`) })
          .catch(() => undefined);
      }
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  const printed = (page: Page) =>
    page.evaluate(() => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[]);

  test('orders in few taps, nothing hidden, nothing dropped by one careless tap', async () => {
    const a = await openPage(TABLET);
    const r = tenant.restaurantId;
    const takeOrder = `/CashierDashboard/takeOrder/owner/${r}/${tenant.owner.id}`;
    const receipt = () => a.locator('#receipt');
    const middle = () => a.getByRole('region', { name: 'Order Type' });
    const mainMenu = () => a.getByRole('navigation', { name: 'Main Menu' });
    const dialog = () => a.getByRole('dialog');
    const settled = async () => {
      await receipt().getByText('Updating totals…').waitFor({ state: 'detached' });
      await receipt()
        .locator('[data-line-status]:not([data-line-status="saved"]):not([data-line-status="kept"])')
        .first()
        .waitFor({ state: 'detached' });
    };
    const toastGone = () => a.locator('[role="status"]').filter({ has: a.getByRole('button', { name: 'Undo' }) });

    /** Every tap of a counted order, by name, for the report the test prints. */
    let taps: string[] = [];
    const tap = async (locator: Locator, name: string) => {
      await locator.click();
      taps.push(name);
    };
    const typed = async (text: string, name: string) => {
      await a.keyboard.type(text);
      taps.push(name);
    };
    const counts: Record<string, string[]> = {};

    await step('the PIN card sits in the middle of the screen', [a], async () => {
      await signIn(a);
      // The tablet is left on the take-order screen: the PIN opens it there.
      await a.goto(takeOrder);
      const card = a.locator('main section').filter({ has: a.getByRole('group', { name: 'PIN' }) });
      await visible(card);
      const offset = await a.evaluate(() => {
        const main = document.querySelector('main')!.getBoundingClientRect();
        const box = document.querySelector('main section')!.getBoundingClientRect();
        return {
          x: Math.abs(box.left + box.width / 2 - (main.left + main.width / 2)),
          y: Math.abs(box.top + box.height / 2 - (main.top + main.height / 2)),
        };
      });
      expect(offset.x).toBeLessThanOrEqual(4);
      expect(offset.y).toBeLessThanOrEqual(4);
      await shoot(a, 'pin-tablet');
      await a.keyboard.type('1111');
      await a.keyboard.press('Enter');
      await visible(middle().getByRole('button', { name: /^Pizzas/ }));
    });

    await step('the first phone order of the day', [a], async () => {
      taps = [];
      await tap(middle().getByRole('button', { name: 'Delivery Orders' }), 'Delivery Orders');
      await typed('2175550123', 'the phone number');
      // Found by the number, the customer is on the order at once, shown with the last order to repeat.
      await dialog().waitFor({ state: 'detached' });
      await visible(middle().getByRole('heading', { name: 'Grace Hopper' }));
      await visible(receipt().getByText('Grace Hopper'));
      // The first category is shown with its products: the pizza is one tap.
      await expect(middle().getByRole('button', { name: 'Pizzas' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await tap(middle().getByRole('button', { name: /^Pizza\s*2 sizes/ }), 'Pizza');
      await tap(middle().getByRole('button', { name: /^Large/ }), 'Large');
      await tap(
        middle()
          .getByRole('group', { name: 'Cheese portion' })
          .getByRole('button', { name: /^Regular/ }),
        'Regular Cheese',
      );
      await tap(middle().getByRole('button', { name: /^Garlic Knots/ }), 'Garlic Knots');
      await tap(middle().getByRole('button', { name: 'Add to the Order' }), 'Add to the Order');
      await visible(receipt().getByText('New order', { exact: true }));
      // A delivery is usually paid at the door: proposed, so Print is one tap.
      await expect(
        receipt().getByRole('button', { name: 'Pay at the door' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await tap(receipt().getByRole('button', { name: 'Print Order' }), 'Print Order');
      counts['first phone order of the day'] = taps;
      expect(taps.length).toBeLessThanOrEqual(8);
      // Ready for the next delivery: still here, the customer dialog open, the pizzas listed behind it.
      await visible(dialog().getByRole('heading', { name: 'Find the Customer' }));
      expect(new URL(a.url()).pathname).toBe(takeOrder);
      const [first] = await printed(a);
      expect(first).toMatch(/^Order #1/);
      expect(first).toContain('Paid byPay at the door');
      await visible(a.getByText('Order #1 printed. Ready for the next one.'));
      await expectAccessible(a, 'after a delivery print: the customer dialog');
      await shoot(a, 'after-print-tablet');
    });

    await step('a regular phone order in 7 taps, the phone number counting as one', [a], async () => {
      taps = [];
      await typed('2175550123', 'the phone number');
      await visible(middle().getByRole('heading', { name: 'Grace Hopper' }));
      await tap(middle().getByRole('button', { name: /^Pizza\s*2 sizes/ }), 'Pizza');
      await tap(middle().getByRole('button', { name: /^Large/ }), 'Large');
      await tap(
        middle()
          .getByRole('group', { name: 'Cheese portion' })
          .getByRole('button', { name: /^Regular/ }),
        'Regular Cheese',
      );
      await tap(middle().getByRole('button', { name: /^Garlic Knots/ }), 'Garlic Knots');
      await tap(middle().getByRole('button', { name: 'Add to the Order' }), 'Add to the Order');
      await visible(receipt().getByText('New order', { exact: true }));
      await tap(receipt().getByRole('button', { name: 'Print Order' }), 'Print Order');
      await visible(dialog().getByRole('heading', { name: 'Find the Customer' }));
      counts['regular phone order'] = taps;
      expect(taps.length).toBeLessThanOrEqual(7);
      const prints = await printed(a);
      expect(prints[1]).toMatch(/^Order #2/);
      // 20.99 + 1.49 + 4.99 = 27.47; delivery 3.50; tax round(30.97 × 8.875 %) = 2.75.
      expect(prints[1]).toContain('Grand Total$33.72');
    });

    await step('a repeat order in 2 taps plus the phone', [a], async () => {
      taps = [];
      await typed('2175550123', 'the phone number');
      await tap(middle().getByRole('button', { name: /Repeat last order/ }), 'Repeat last order');
      await visible(receipt().getByText('New order', { exact: true }));
      await visible(receipt().getByRole('listitem').filter({ hasText: 'Large Pizza' }));
      await tap(receipt().getByRole('button', { name: 'Print Order' }), 'Print Order');
      await visible(dialog().getByRole('heading', { name: 'Find the Customer' }));
      counts['repeat order'] = taps;
      expect(taps.length - 1).toBeLessThanOrEqual(4);
      expect((await printed(a))[2]).toContain('Grand Total$33.72');
    });

    await step('the terminal is kept as it was left, across a reload', [a], async () => {
      await a.reload();
      await visible(dialog().getByRole('heading', { name: 'Find the Customer' }));
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached' });
      // A product half configured comes back as it was.
      await middle()
        .getByRole('button', { name: /^Pizza\s*2 sizes/ })
        .click();
      await middle()
        .getByRole('button', { name: /^Large/ })
        .click();
      const cheese = () =>
        middle()
          .getByRole('group', { name: 'Cheese portion' })
          .getByRole('button', { name: /^Regular/ });
      await cheese().click();
      await a.reload();
      await visible(cheese());
      await expect(cheese().getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(
        middle()
          .getByRole('button', { name: /^Large/ })
          .getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      // Left on purpose, it is not kept.
      await middle()
        .getByRole('button', { name: /Go Back/ })
        .click();
      await middle()
        .getByRole('button', { name: /^Pizza\s*2 sizes/ })
        .click();
      await expect(
        middle()
          .getByRole('button', { name: /^Large/ })
          .getAttribute('aria-pressed'),
      ).resolves.toBe('false');
      await middle()
        .getByRole('button', { name: /Go Back/ })
        .click();
      await visible(middle().getByRole('button', { name: /^Calzone/ }));
    });

    await step('the receipt at 1024×768 keeps what matters in view; Save Time says so', [a], async () => {
      await middle().getByRole('button', { name: 'Delivery Orders' }).click();
      await a.keyboard.type('2175550123');
      const found = middle().getByRole('region', { name: 'Grace Hopper' });
      await visible(found.getByText(/Last order #3/));
      await expectAccessible(a, 'the customer found, on the order');
      await shoot(a, 'customer-found-tablet');
      await a.setViewportSize(PHONE);
      await shoot(a, 'customer-found-phone');
      await a.setViewportSize(TABLET);
      // The caller has moved in upstairs: updated from where the customer is shown, kept on the order.
      await found.getByRole('button', { name: 'Update Customer' }).click();
      await visible(dialog().getByRole('heading', { name: 'Update Customer' }));
      await expect(dialog().getByLabel('Full Name').inputValue()).resolves.toBe('Grace Hopper');
      await dialog().getByLabel('Street 2').fill('Apt 4');
      await dialog().getByRole('button', { name: 'Update Customer', exact: true }).last().click();
      await dialog().getByRole('button', { name: 'Add the customer' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(receipt().getByText(/Apt 4/));
      await middle()
        .getByRole('button', { name: /^Calzone/ })
        .click();
      await middle().getByRole('button', { name: 'Add to the Order' }).click();
      await mainMenu().getByRole('button', { name: 'Specials' }).click();
      await middle()
        .getByRole('button', { name: /^Family Deal/ })
        .click();
      await middle().getByRole('button', { name: 'Add to the Order' }).click();
      await mainMenu().getByRole('button', { name: 'Sides' }).click();
      await middle()
        .getByRole('button', { name: /^Ranch/ })
        .click();
      await mainMenu().getByRole('button', { name: 'Add Order Schedule Time' }).click();
      await dialog().getByLabel('Schedule time').fill('18:45');
      await dialog().getByRole('button', { name: 'Save Time' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(a.getByRole('status').filter({ hasText: 'Schedule time saved: 6:45 PM.' }));
      await settled();
      await receipt().getByRole('button', { name: 'Cash', exact: true }).click();
      await visible(receipt().getByLabel('Cash given'));
      await settled();
      const inView = await a.evaluate(() => {
        const panel = document.querySelector('#receipt')!;
        const fully = (element: Element | null) => {
          if (!element) return false;
          const box = element.getBoundingClientRect();
          // Inside the window, and inside every scrolling box around it.
          for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
            const style = getComputedStyle(up);
            if (!/(auto|scroll|hidden)/.test(style.overflowY)) continue;
            const clip = up.getBoundingClientRect();
            if (box.top < clip.top - 1 || box.bottom > clip.bottom + 1) return false;
          }
          return box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0;
        };
        const lines = panel.querySelectorAll('ul[aria-label="Items"] > li');
        return {
          number: fully(
            Array.from(panel.querySelectorAll('p')).find((p) => /^(Order #\d+|New order)$/.test(p.textContent ?? ''))!,
          ),
          type: fully(Array.from(panel.querySelectorAll('span')).find((s) => s.textContent === 'Delivery') ?? null),
          schedule: fully(Array.from(panel.querySelectorAll('p')).find((p) => p.textContent === 'Scheduled 6:45 PM')!),
          grandTotal: fully(panel.querySelector('[data-grand-total]')),
          lastLine: fully(lines[lines.length - 1] ?? null),
          lastLineText: lines[lines.length - 1]?.textContent ?? '',
          print: fully(
            Array.from(panel.querySelectorAll('button')).find((b) => /Print Order/.test(b.textContent ?? ''))!,
          ),
        };
      });
      expect(inView).toMatchObject({
        number: true,
        type: true,
        schedule: true,
        grandTotal: true,
        lastLine: true,
        print: true,
      });
      expect(inView.lastLineText).toContain('Ranch');
      await expectAccessible(a, 'the receipt with Cash chosen');
      await shoot(a, 'take-order-receipt-cash-tablet');
      await expectNoControlUnderBars(a, 'take an order, Cash chosen, 1024×768');
    });

    await step('Cash prints without an amount', [a], async () => {
      expect(await receipt().getByRole('button', { name: 'Print Order' }).isDisabled()).toBe(false);
      await receipt().getByRole('button', { name: 'Print Order' }).click();
      await visible(dialog().getByRole('heading', { name: 'Find the Customer' }));
      const last = (await printed(a)).at(-1) ?? '';
      expect(last).toMatch(/^Order #4/);
      expect(last).toContain('Paid byCash');
      expect(last).toContain('Scheduled 6:45 PM');
      await dialog().getByRole('button', { name: 'Cancel' }).click();
    });

    await step('starting a new order holds the open one, with Undo; Held orders brings it back', [a], async () => {
      await middle().getByRole('button', { name: 'To Go Orders' }).click();
      await visible(receipt().getByText('New order', { exact: true }));
      await mainMenu().getByRole('button', { name: 'Sides' }).click();
      await middle()
        .getByRole('button', { name: /^Garlic Knots/ })
        .click();
      await settled();
      // Far from the receipt's delete icons: the left column.
      await mainMenu().getByRole('button', { name: 'New order' }).click();
      const held = a.getByRole('status').filter({ hasText: 'Order #5 held' });
      await visible(held);
      await visible(receipt().getByText('Choose the order type to start.'));
      await held.getByRole('button', { name: 'Undo' }).click();
      await visible(receipt().getByText('Order #5'));
      await visible(receipt().getByRole('listitem').filter({ hasText: 'Garlic Knots' }));

      await mainMenu().getByRole('button', { name: 'New order' }).click();
      await visible(receipt().getByText('Choose the order type to start.'));
      await toastGone().waitFor({ state: 'detached', timeout: 10_000 });
      const heldButton = mainMenu().getByRole('button', { name: /Held orders/ });
      await visible(heldButton.getByText('1', { exact: true }));
      await heldButton.click();
      await visible(a.getByRole('heading', { name: 'Held orders' }));
      await expectAccessible(a, 'held orders');
      await shoot(a, 'held-orders-tablet');
      await expectNoControlUnderBars(a, 'held orders, 1024×768');
      await a
        .getByRole('list', { name: 'Held orders' })
        .getByRole('button', { name: /Order #5/ })
        .click();
      await visible(receipt().getByText('Order #5'));
      await visible(receipt().getByRole('listitem').filter({ hasText: 'Garlic Knots' }));
      await visible(middle().getByRole('heading', { name: 'Start Selecting Items' }));
    });

    await step('a to-go drink after a to-go print', [a], async () => {
      await mainMenu().getByRole('button', { name: 'Category' }).click();
      await middle()
        .getByRole('button', { name: /^Drinks/ })
        .click();
      await middle().getByRole('button', { name: /^Cola/ }).click();
      await middle().getByRole('button', { name: 'Add to the Order' }).click();
      await settled();
      await receipt().getByRole('button', { name: 'Print Order' }).click();
      await visible(a.getByText('Order #5 printed. Ready for the next one.'));
      // To Go stays chosen; the drinks stay listed.
      await expect(middle().getByRole('button', { name: 'To Go Orders' }).getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
      await visible(receipt().getByText('No items yet. Choose from the menu.'));
      taps = [];
      await tap(middle().getByRole('button', { name: /^Cola/ }), 'Cola');
      // Items without toppings add at once once the menu browser offers it; until then, the product opens.
      const addsAtOnce = await receipt()
        .getByRole('listitem')
        .filter({ hasText: 'Cola' })
        .waitFor({ timeout: 1000 })
        .then(() => true)
        .catch(() => false);
      if (!addsAtOnce) await tap(middle().getByRole('button', { name: 'Add to the Order' }), 'Add to the Order');
      await visible(receipt().getByText('New order', { exact: true }));
      await settled();
      await tap(receipt().getByRole('button', { name: 'Print Order' }), 'Print Order');
      await visible(a.getByText('Order #6 printed. Ready for the next one.'));
      counts['to-go drink'] = taps;
      expect(taps.length).toBe(addsAtOnce ? 2 : 3);
      expect((await printed(a)).at(-1)).toMatch(/^Order #6/);
    });

    await step('no control of the take-order screen under a bar, at three sizes', [a], async () => {
      await middle().getByRole('button', { name: 'To Go Orders' }).click();
      await mainMenu().getByRole('button', { name: 'Sides' }).click();
      await middle()
        .getByRole('button', { name: /^Ranch/ })
        .click();
      await settled();
      for (const size of [TABLET, DESKTOP_WIDE, PHONE]) {
        await a.setViewportSize(size);
        const label = `${size.width}×${size.height}`;
        await mainMenu().getByRole('button', { name: 'Category' }).click();
        await expectNoControlUnderBars(a, `categories, ${label}`);
        await middle()
          .getByRole('button', { name: /^Pizzas/ })
          .click();
        await expectNoControlUnderBars(a, `a category's products, ${label}`);
        await mainMenu().getByRole('button', { name: 'Specials' }).click();
        await expectNoControlUnderBars(a, `specials, ${label}`);
        await mainMenu().getByRole('button', { name: 'Sides' }).click();
        await expectNoControlUnderBars(a, `sides, ${label}`);
        await receipt().getByRole('button', { name: 'Cash', exact: true }).click();
        await expectNoControlUnderBars(a, `the receipt with Cash, ${label}`);
        await shoot(a, `take-order-${size.width}x${size.height}`);
        await receipt().getByRole('button', { name: 'Cash', exact: true }).click();
      }
      await a.setViewportSize(TABLET);
    });

    await step('a young order is deleted from the history with Undo; the cards after it stay put', [a], async () => {
      await mainMenu().getByRole('button', { name: 'New order' }).click();
      await a.goto(`/CashierDashboard/OrderHistory/${r}`);
      const cards = a.getByRole('list', { name: 'Orders' }).getByRole('article');
      await visible(cards.first());
      await a.setViewportSize(PHONE);
      const byNumber = (n: number) =>
        a.getByRole('article').filter({ has: a.getByRole('link', { name: `Order #${n}`, exact: true }) });
      const next = byNumber(6);
      await next.scrollIntoViewIfNeeded();
      const before = (await next.boundingBox())!.y;
      await a.getByRole('button', { name: 'Delete order #7' }).click();
      const undo = a.getByRole('status').filter({ hasText: 'Order #7 deleted' });
      await visible(undo);
      expect(await a.getByRole('link', { name: 'Order #7', exact: true }).count()).toBe(0);
      expect(Math.abs((await next.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
      await expectAccessible(a, 'history, an order deleted with Undo');
      await shoot(a, 'history-undo-phone');
      await undo.getByRole('button', { name: 'Undo' }).click();
      await visible(a.getByRole('link', { name: 'Order #7', exact: true }));
      // Not sent: it is still the server's.
      await sleep(500);
      await a.reload();
      await visible(a.getByRole('link', { name: 'Order #7', exact: true }));

      await a.getByRole('button', { name: 'Delete order #7' }).click();
      await visible(a.getByRole('status').filter({ hasText: 'Order #7 deleted' }));
      await a
        .getByRole('status')
        .filter({ hasText: 'Order #7 deleted' })
        .waitFor({ state: 'detached', timeout: 10_000 });
      await sleep(500);
      await a.reload();
      await visible(byNumber(6));
      expect(await a.getByRole('link', { name: 'Order #7', exact: true }).count()).toBe(0);
      for (const size of [PHONE, TABLET, DESKTOP_WIDE]) {
        await a.setViewportSize(size);
        await expectNoControlUnderBars(a, `order history, ${size.width}×${size.height}`);
        await shoot(a, `history-${size.width}x${size.height}`);
      }
    });

    console.log(
      Object.entries(counts)
        .map(([order, names]) => `${order}: ${names.length} taps (${names.join(', ')})`)
        .join('\n'),
    );
    expect(pageErrors).toEqual([]);
  });
});
