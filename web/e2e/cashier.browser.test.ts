import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { buildPizzeria, syncMenuToOrders } from '../../tools/test/menus';
import { api, databaseUrl } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  DESKTOP,
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  escapeRegExp,
  eventually,
  expectAccessible,
  launchChromium,
  newTestContext,
  sleep,
  visible,
  waitForPath,
} from './rig';

/**
 * The cashier terminal (docs/product.md#cashier) in a real browser against
 * the running stack, on a 1024×768 tablet: a cashier enters with a PIN,
 * takes a delivery order for a new customer (a large pizza with pepperoni on
 * the left half at extra and a side, a special, a schedule time), sees the
 * exact totals, takes cash with change and prints (the 350 px receipt on a
 * 400 px page); a second browser sees the order arrive in the history
 * without a reload; a regular phone order takes fewer than 10 taps; a
 * reprint says REPRINT 1; after the print, lowering the total, taking a line
 * off and taking the order back are voids with a reason, and on an order
 * older than 2 hours the security PIN; the history marks and filters voids;
 * an order never printed deletes at once; the owner reads the voids in the
 * audit trail from the hub and sees them counted apart in revenue.
 *
 * The owner, the restaurant, its cashier and menu are made through the API
 * (tools/test); the order is aged in the orders database, as no path can.
 */

jest.setTimeout(300_000);

const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP_WIDE = { width: 1366, height: 768 } as const;

/** Every print the page asks for, kept across the reload that follows a print. */
const PRINT_RECORDER = () => {
  window.print = () => {
    const printed = JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[];
    printed.push(document.querySelector('[data-print-content]')?.textContent ?? '');
    window.sessionStorage.setItem('printed', JSON.stringify(printed));
  };
};

describe('the cashier terminal, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('cashier-terminal');
    await buildPizzeria(tenant);
    // Pepperoni, with its portion prices, for the half topping.
    const topping = await api<{ id: string }>('POST', '/api/toppingAndSides/create_toppings', {
      token: tenant.owner.token,
      body: { name: 'Pepperoni', base_price: '0', restaurant_id: tenant.restaurantId },
    });
    await api('POST', '/api/toppingAndSides/create_extras', {
      token: tenant.owner.token,
      body: { topping_id: topping.body.id, little_price: '1.00', regular_price: '2.00', extra_price: '3.00' },
    });
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
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

  const printed = (page: Page) =>
    page.evaluate(() => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[]);

  /** Runs the steps; on failure keeps a screenshot of what each browser showed. */
  async function step(name: string, pages: Page[], run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      for (const [index, page] of pages.entries()) {
        await page
          .screenshot({ path: join(SHOTS_DIR, `cashier-${name.replace(/\W+/g, '-')}-${index}.png`) })
          .catch(() => undefined);
      }
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  test('a cashier takes, prints, reprints, voids and deletes orders; a second browser follows live', async () => {
    const a = await openPage(TABLET);
    const b = await openPage(DESKTOP);
    const r = tenant.restaurantId;
    const receipt = () => a.locator('#receipt');
    const middle = () => a.getByRole('region', { name: 'Order Type' });
    const dialog = () => a.getByRole('dialog');
    const grandTotal = () => receipt().locator('[data-grand-total]');
    const settled = async () => {
      await receipt().getByText('Updating totals…').waitFor({ state: 'detached' });
      await receipt()
        .locator('[data-line-status]:not([data-line-status="saved"]):not([data-line-status="kept"])')
        .first()
        .waitFor({ state: 'detached' });
    };

    await step('a cashier enters with a PIN', [a], async () => {
      await signIn(a);
      await a.goto(`/CashierDashboard/owner/${r}/${tenant.owner.id}`);
      // The terminal's own header, not the site's.
      await visible(a.getByText('Zest POS Terminal'));
      expect(await a.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      const pad = a.getByRole('group', { name: 'PIN' });
      await visible(pad);
      await expectAccessible(a, 'cashier PIN pad');
      // The physical keyboard types into the pad; a wrong PIN says so and clears.
      await a.keyboard.type('9999');
      await a.keyboard.press('Enter');
      await visible(a.getByRole('alert').filter({ hasText: 'Incorrect PIN' }));
      await expect(a.getByRole('status').filter({ hasText: 'digits entered' }).textContent()).resolves.toBe(
        '0 digits entered',
      );
      for (const digit of '1111') await pad.getByRole('button', { name: digit, exact: true }).click();
      await pad.getByRole('button', { name: 'Enter', exact: true }).click();
      await visible(a.getByRole('heading', { name: 'Start Creating Orders' }));
      await visible(a.getByText('Carla'));
      await expectAccessible(a, 'Start Creating Orders');
    });

    await step('a second browser opens the history with the security PIN', [b], async () => {
      await signIn(b);
      await b.goto(`/CashierDashboard/OrderHistory/${r}`);
      await visible(b.getByRole('group', { name: 'PIN' }));
      await b.keyboard.type(tenant.securityPin);
      await b.keyboard.press('Enter');
      await visible(b.getByRole('heading', { name: 'Filter Orders' }));
      await visible(b.getByText('No orders available.'));
      await expectAccessible(b, 'order history, empty');
      await b.evaluate(() => Object.assign(window, { notReloaded: true }));
    });

    await step('a delivery order for a new customer', [a], async () => {
      await a.getByRole('link', { name: /Take an Order/ }).click();
      await visible(a.getByRole('heading', { name: 'Order Type' }));
      await visible(middle().getByRole('button', { name: /^Pizzas/ }));
      await expectAccessible(a, 'take an order, empty');
      // Adding before the order is started is refused.
      await a.getByRole('button', { name: 'Sides', exact: true }).click();
      await middle()
        .getByRole('button', { name: /^Ranch/ })
        .click();
      await visible(a.getByRole('alert').filter({ hasText: 'No active order. Start the order first.' }));

      await middle().getByRole('button', { name: 'Delivery Orders' }).click();
      await visible(dialog().getByRole('heading', { name: 'Find the Customer' }));
      await expectAccessible(a, 'Find the Customer');
      // Nine digits: the rule, with what was typed, in the dialog.
      await a.keyboard.type('217555019');
      await a.keyboard.press('Enter');
      await visible(dialog().getByText('A phone number is 10 digits, or 11 starting with 1 (9 typed).'));
      // The tenth digit completes the number: the search starts by itself, finds nobody, and offers the form.
      await a.keyboard.type('9');
      await visible(dialog().getByRole('heading', { name: 'New Customer' }));
      await expectAccessible(a, 'New Customer');
      await dialog().getByLabel('Full Name').fill('Grace Hopper');
      await dialog().getByLabel('Street 1').fill('12 Elm Street');
      await dialog().getByLabel('City').fill('Springfield');
      await dialog().getByLabel('Zipcode').fill('62701');
      await dialog().getByRole('button', { name: 'Create Customer' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(receipt().getByText('New order', { exact: true }));
      await visible(receipt().getByText('Delivery', { exact: true }));
      await visible(receipt().getByText('Grace Hopper'));
    });

    await step('a large pizza with pepperoni on the left half at extra and a side', [a], async () => {
      await a.getByRole('button', { name: 'Category', exact: true }).click();
      await middle()
        .getByRole('button', { name: /^Pizzas/ })
        .click();
      await middle()
        .getByRole('button', { name: /^Pizza\s*2 sizes/ })
        .click();
      const add = middle().getByRole('button', { name: 'Add to the Order' });
      // A product with sizes needs one first.
      expect(await add.isDisabled()).toBe(true);
      await middle()
        .getByRole('button', { name: /^Large/ })
        .click();
      await middle()
        .getByRole('group', { name: 'Pepperoni portion' })
        .getByRole('button', { name: /^Extra/ })
        .click();
      const placement = middle().getByRole('group', { name: 'Pepperoni placement' });
      await visible(placement.getByText('A half costs half.'));
      await placement.getByRole('button', { name: /^½ L/ }).click();
      await middle()
        .getByRole('button', { name: /^Garlic Knots/ })
        .click();
      await visible(middle().getByText('$27.48'));
      await expectAccessible(a, 'a product, with toppings and sides');
      await add.click();
      const line = receipt().getByRole('listitem').filter({ hasText: 'Large Pizza' });
      await visible(line.getByText('Extra Pepperoni ½ L'));
      await visible(line.getByText('Side: Garlic Knots'));
      await visible(line.getByText('$27.48'));
    });

    await step('a special, and a side taken off with Undo', [a], async () => {
      await a.getByRole('button', { name: 'Specials', exact: true }).click();
      await expectAccessible(a, 'specials');
      await middle()
        .getByRole('button', { name: /^Family Deal/ })
        .click();
      await visible(middle().getByRole('heading', { name: 'Family Deal' }));
      await expectAccessible(a, 'a special');
      await middle().getByRole('button', { name: 'Add to the Order' }).click();
      await visible(receipt().getByRole('listitem').filter({ hasText: 'Family Deal' }).getByText('2 × Large Pizza'));

      await a.getByRole('button', { name: 'Sides', exact: true }).click();
      await middle()
        .getByRole('button', { name: /^Ranch/ })
        .click();
      const ranch = receipt().getByRole('listitem').filter({ hasText: 'Ranch' });
      await visible(ranch);
      await settled();
      await ranch.getByRole('button', { name: 'Remove Ranch' }).click();
      await ranch.waitFor({ state: 'detached' });
      await a.getByRole('button', { name: 'Undo' }).click();
      await visible(receipt().getByRole('listitem').filter({ hasText: 'Ranch' }));
      await settled();
      await receipt().getByRole('button', { name: 'Remove Ranch' }).click();
      await receipt().getByRole('listitem').filter({ hasText: 'Ranch' }).waitFor({ state: 'detached' });
    });

    await step('schedule 18:30', [a], async () => {
      await a.getByRole('button', { name: 'Add Order Schedule Time' }).click();
      await visible(dialog().getByRole('heading', { name: 'Set Order Schedule Time' }));
      await expectAccessible(a, 'Set Order Schedule Time');
      await dialog().getByLabel('Schedule time').fill('18:30');
      await dialog().getByRole('button', { name: 'Save Time' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(receipt().getByText('Scheduled 6:30 PM'));
    });

    await step('the receipt shows the exact totals', [a], async () => {
      await settled();
      // 27.48 + 34.99 = 62.47; delivery 3.50; tax round(65.97 × 8.875 %) = 5.85; grand total 71.82.
      const totals = receipt().locator('dl');
      await visible(totals.getByText('$62.47'));
      await visible(totals.getByText('$3.50'));
      await visible(totals.getByText('Tax (8.875%)'));
      await visible(totals.getByText('$5.85'));
      expect(await grandTotal().textContent()).toBe('$71.82');
      // The grand total is the largest type on the screen.
      const sizes = await a.evaluate(() => {
        const grand = parseFloat(getComputedStyle(document.querySelector('#receipt [data-grand-total]')!).fontSize);
        const largest = Math.max(
          ...Array.from(document.querySelectorAll<HTMLElement>('#root *'))
            .filter((element) => element.offsetParent !== null && element.childElementCount === 0)
            .map((element) => parseFloat(getComputedStyle(element).fontSize)),
        );
        return { grand, largest };
      });
      expect(sizes.grand).toBe(sizes.largest);
      await expectAccessible(a, 'the receipt with its lines');
    });

    await step('cash with change, and the receipt as it prints', [a], async () => {
      await receipt().getByRole('button', { name: 'Cash', exact: true }).click();
      await receipt().getByLabel('Cash given').fill('80');
      await visible(receipt().getByText('Change $8.18'));
      await a.emulateMedia({ media: 'print' });
      const paper = await a.evaluate(() => {
        const sheet = document.querySelector<HTMLElement>('[data-print-receipt]')!;
        const content = document.querySelector<HTMLElement>('[data-print-content]')!;
        const grand = document.querySelector<HTMLElement>('[data-print-content] [data-grand-total]')!;
        return {
          page: sheet.getBoundingClientRect().width,
          content: content.getBoundingClientRect().width,
          left: content.getBoundingClientRect().left - sheet.getBoundingClientRect().left,
          visible: getComputedStyle(sheet).visibility === 'visible',
          screenHidden: getComputedStyle(document.getElementById('root')!).display === 'none',
          totalsFont: getComputedStyle(grand).fontFamily,
          totalsAlign: getComputedStyle(grand).textAlign,
          text: content.textContent ?? '',
        };
      });
      await a.emulateMedia({ media: 'screen' });
      expect(paper).toMatchObject({ page: 400, content: 350, left: 25, visible: true, screenHidden: true });
      expect(paper.totalsFont).toMatch(/mono/i);
      expect(paper.totalsAlign).toBe('right');
      // Its number comes at Print, when the order is placed whole (docs/decisions/0059-place-order.md).
      expect(paper.text).toMatch(/^New order/);
      for (const expected of [
        'Scheduled 6:30 PM',
        'Extra Pepperoni ½ L',
        '2 × Large Pizza',
        'Grace Hopper',
        '$71.82',
      ]) {
        expect(paper.text).toContain(expected);
      }

      // Printed, then ready for the next delivery: the customer dialog opens on the same screen.
      await receipt().getByRole('button', { name: 'Print Order' }).click();
      await visible(dialog().getByRole('heading', { name: 'Find the Customer' }));
      expect(new URL(a.url()).pathname).toMatch(/^\/CashierDashboard\/takeOrder\//);
      const [first] = await printed(a);
      expect(first).toMatch(/^Order #1/);
      expect(first).not.toContain('REPRINT');
      for (const expected of ['Cash$80.00', 'Change$8.18', 'Grand Total$71.82', 'Scheduled 6:30 PM']) {
        expect(first).toContain(expected);
      }
    });

    await step('the second browser lists it first, without a reload', [b], async () => {
      const cards = b.getByRole('list', { name: 'Orders' }).getByRole('article');
      await visible(cards.first().getByRole('heading', { name: 'Order #1' }));
      await visible(cards.first().getByText('Printed 1×'));
      expect(await b.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await expectAccessible(b, 'order history with an order');
    });

    let taps = 0;
    const tap = async (locator: Locator) => {
      await locator.click();
      taps += 1;
    };

    await step('a regular phone order takes fewer than 10 taps', [a], async () => {
      // The customer dialog is open already (the last order was a delivery): the number is typed; the search
      // starts by itself once it is complete.
      await a.keyboard.type('2175550199');
      // Found by the number: on the order at once, shown in the middle column.
      await visible(middle().getByRole('heading', { name: 'Grace Hopper' }));
      await expectAccessible(a, 'the customer found, on the order');
      await tap(a.getByRole('button', { name: 'Category', exact: true }));
      await tap(middle().getByRole('button', { name: /^Pizzas/ }));
      await tap(middle().getByRole('button', { name: /^Pizza\s*2 sizes/ }));
      await tap(middle().getByRole('button', { name: /^Large/ }));
      await tap(
        middle()
          .getByRole('group', { name: 'Cheese portion' })
          .getByRole('button', { name: /^Regular/ }),
      );
      await tap(middle().getByRole('button', { name: /^Garlic Knots/ }));
      await tap(middle().getByRole('button', { name: 'Add to the Order' }));
      await visible(receipt().getByText('New order', { exact: true }));
      await tap(receipt().getByRole('button', { name: 'Print Order' }));
      await visible(dialog().getByRole('heading', { name: 'Find the Customer' }));
      expect(taps).toBeLessThan(10);
      const prints = await printed(a);
      expect(prints).toHaveLength(2);
      expect(prints[1]).toMatch(/^Order #2/);
      // 20.99 + 1.49 + 4.99 = 27.47; delivery 3.50; tax round(30.97 × 8.875 %) = 2.75.
      expect(prints[1]).toContain('Grand Total$33.72');
    });

    await step('the second browser follows: the new order first', [b], async () => {
      const cards = b.getByRole('list', { name: 'Orders' }).getByRole('article');
      await visible(cards.first().getByRole('heading', { name: 'Order #2' }));
      expect(await b.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    });

    await step('a network blip and an accidental close lose nothing', [a], async () => {
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached' });
      // What was typed in the customer form survives Escape.
      await middle().getByRole('button', { name: 'Pickup Orders' }).click();
      await a.keyboard.type('3125550142');
      await visible(dialog().getByRole('heading', { name: 'New Customer' }));
      await dialog().getByLabel('Full Name').fill('Ada Lovelace');
      await a.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
      await middle().getByRole('button', { name: 'To Go Orders' }).click();
      await visible(receipt().getByText('New order', { exact: true }));
      await middle().getByRole('button', { name: 'Pickup Orders' }).click();
      expect(await dialog().getByLabel('Phone number').inputValue()).toBe('3125550142');
      expect(await dialog().getByLabel('Full Name').inputValue()).toBe('Ada Lovelace');
      await dialog().getByRole('button', { name: 'Cancel' }).click();

      // `/` searches the whole menu.
      await a.locator('body').click({ position: { x: 5, y: 200 } });
      await a.keyboard.press('/');
      await a.keyboard.type('calz');
      await visible(middle().getByRole('button', { name: /^Calzone/ }));

      // The network drops: the line shows at once, nothing waits on it (a new order stays on the tablet until
      // it is printed or held), and the tablet works the total out by the server's rules.
      await a.context().setOffline(true);
      await middle()
        .getByRole('button', { name: /^Calzone/ })
        .click();
      await middle().getByRole('button', { name: 'Add to the Order' }).click();
      const calzone = receipt().locator('[data-line-status="kept"]').filter({ hasText: 'Calzone' });
      await visible(calzone);
      expect(await calzone.getByText(/Not sent yet/).count()).toBe(0);
      expect(await grandTotal().textContent()).toBe('$14.15');
      await a.context().setOffline(false);
      // Held: saved whole in one request, under Held orders on every tablet.
      await a.getByRole('navigation', { name: 'Main Menu' }).getByRole('button', { name: 'New order' }).click();
      await visible(a.getByRole('status').filter({ hasText: 'Order #3 held' }));
    });

    let firstOrderId = '';
    await step('a reprint says REPRINT 1', [a], async () => {
      await a.getByRole('button', { name: 'Back', exact: true }).click();
      await a.getByRole('link', { name: /Order History/ }).click();
      const cards = a.getByRole('list', { name: 'Orders' }).getByRole('article');
      await visible(cards.first().getByRole('heading', { name: 'Order #3' }));
      await expectAccessible(a, 'order history');
      const link = a.getByRole('link', { name: 'Order #1', exact: true });
      firstOrderId = decodeURIComponent((await link.getAttribute('href'))?.split('/').pop() ?? '');
      await a.getByRole('button', { name: 'Reprint order #1' }).click();
      await visible(a.getByText('Order #1 printed again.'));
      const prints = await printed(a);
      expect(prints).toHaveLength(3);
      expect(prints[2]).toMatch(/^REPRINT 1 · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]MOrder #1/);
      await a.emulateMedia({ media: 'print' });
      const top = await a.evaluate(() => document.querySelector('[data-print-content]')?.textContent?.slice(0, 9));
      await a.emulateMedia({ media: 'screen' });
      expect(top).toBe('REPRINT 1');
    });

    await step('an order opens on the update screen', [a], async () => {
      await a.getByRole('link', { name: 'Order #2', exact: true }).click();
      await waitForPath(a, new RegExp(`^/CashierDashboard/UpdateOrder/${escapeRegExp(r)}/`));
      await visible(receipt().getByText('Order #2'));
      await visible(receipt().getByRole('listitem').filter({ hasText: 'Regular Cheese' }));
      await expectAccessible(a, 'update an order');
      await a.getByRole('button', { name: 'Back', exact: true }).click();
      await visible(a.getByRole('heading', { name: 'Filter Orders' }));
    });

    await step('a type change that lowers a printed order’s total asks why', [a], async () => {
      await a.getByRole('link', { name: 'Order #2', exact: true }).click();
      await waitForPath(a, new RegExp(`^/CashierDashboard/UpdateOrder/${escapeRegExp(r)}/`));
      await visible(receipt().getByText('Order #2'));
      await settled();
      expect(await grandTotal().textContent()).toBe('$33.72');
      // Delivery → To Go takes the delivery charge off a printed bill: the server asks for a reason.
      await middle().getByRole('button', { name: 'To Go Orders' }).click();
      await visible(dialog().getByRole('heading', { name: 'Lower the total of order #2' }));
      await expectAccessible(a, 'a void reason');
      await dialog().getByRole('button', { name: 'Customer changed mind' }).click();
      // Young: no PIN.
      await dialog().waitFor({ state: 'detached' });
      await visible(receipt().getByText('To Go', { exact: true }));
      // 27.47 + tax round(27.47 × 8.875 %) = 2.44.
      await eventually(() => grandTotal().textContent(), '$29.91');
      await a.getByRole('button', { name: 'Back', exact: true }).click();
      await visible(a.getByRole('heading', { name: 'Filter Orders' }));
    });

    // Near midnight the aged order falls on yesterday (New York): the date filters follow it.
    const agedAt = new Date(Date.now() - 2 * 3600_000 - 5 * 60_000);
    const agedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(agedAt);
    const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

    await step('voiding a line of an old printed order: a reason, then the security PIN', [a], async () => {
      const pool = new Pool({ connectionString: databaseUrl('zest_orders'), max: 1 });
      try {
        await pool.query('UPDATE orders SET created_at = $2 WHERE id = $1', [firstOrderId, agedAt.toISOString()]);
      } finally {
        await pool.end();
      }
      await a.getByLabel('Date').fill(agedDay);
      await a.getByRole('link', { name: 'Order #1', exact: true }).click();
      await waitForPath(a, new RegExp(`^/CashierDashboard/UpdateOrder/${escapeRegExp(r)}/`));
      const deal = receipt().getByRole('listitem').filter({ hasText: 'Family Deal' });
      await visible(deal);
      await settled();
      // Printed: the delete icon asks why instead of offering Undo.
      await deal.getByRole('button', { name: 'Remove Family Deal' }).click();
      await visible(dialog().getByRole('heading', { name: 'Void Family Deal' }));
      expect(await a.getByRole('button', { name: 'Undo' }).count()).toBe(0);
      await dialog().getByRole('button', { name: 'Wrong item' }).click();
      // Older than 2 hours: the server wants a manager, so the PIN pad follows.
      await visible(dialog().getByRole('heading', { name: 'Enter Security PIN' }));
      await visible(dialog().getByText(/more than 2 hours old/));
      await expectAccessible(a, 'a void, Enter Security PIN');
      await a.keyboard.type(tenant.securityPin);
      await dialog().getByRole('button', { name: 'Void the item' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(deal.getByText('VOID · Wrong item'));
      expect(await deal.getByRole('button', { name: 'Remove Family Deal' }).count()).toBe(0);
      // Struck through on screen; its tag says VOID in words.
      const struck = await deal.evaluate((item) => getComputedStyle(item.firstElementChild!).textDecorationLine);
      expect(struck).toContain('line-through');
      // Out of the totals: 27.48 + 3.50 delivery; tax round(30.98 × 8.875 %) = 2.75.
      await eventually(() => grandTotal().textContent(), '$33.73');
      const paper = await a.evaluate(() => document.querySelector('[data-print-content]')?.textContent ?? '');
      expect(paper).toContain('VOID · Wrong item');
      expect(paper).toContain('Grand Total$33.73');
      await expectAccessible(a, 'update a printed order with a voided line');
      await a.getByRole('button', { name: 'Back', exact: true }).click();
      await visible(a.getByRole('heading', { name: 'Filter Orders' }));
    });

    await step('voiding an order older than 2 hours asks for a reason, then the security PIN', [a, b], async () => {
      await b.getByLabel('Date').fill(agedDay);
      await a.getByRole('button', { name: 'Void order #1' }).click();
      await visible(dialog().getByRole('heading', { name: 'Void order #1' }));
      // Words of one's own: Other…, typed, then Void.
      await dialog().getByRole('button', { name: 'Other…' }).click();
      await dialog().getByLabel('Your reason').fill('Customer left');
      await expectAccessible(a, 'a void reason of one’s own');
      await dialog().getByRole('button', { name: 'Void', exact: true }).click();
      await visible(dialog().getByRole('heading', { name: 'Enter Security PIN' }));
      await a.keyboard.type('9999');
      // Enter does nothing here (docs/product.md#order-deletion): no answer, the order stays.
      await a.keyboard.press('Enter');
      await sleep(400);
      expect(await dialog().getByRole('alert').count()).toBe(0);
      await dialog().getByRole('button', { name: 'Void the order' }).click();
      await visible(dialog().getByRole('alert').filter({ hasText: 'Incorrect PIN.' }));
      await a.keyboard.type(tenant.securityPin);
      await dialog().getByRole('button', { name: 'Void the order' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(a.getByText('Order #1 voided.'));
      // Kept in the history, marked in words, with its reason; nothing more to do with it.
      const card = a.getByRole('article').filter({ has: a.getByRole('link', { name: 'Order #1', exact: true }) });
      await visible(card.getByText('VOID', { exact: true }));
      await visible(card.getByText('VOID · Customer left'));
      await eventually(() => card.getByRole('button').count(), 0);
      await expectAccessible(a, 'order history with a voided order');
      // The second browser sees it marked.
      const seen = b.getByRole('article').filter({ has: b.getByRole('link', { name: 'Order #1', exact: true }) });
      await visible(seen.getByText('VOID · Customer left'));
    });

    await step('the history filters voids, kept in the address', [a], async () => {
      const order1 = () => a.getByRole('link', { name: 'Order #1', exact: true });
      await a.getByLabel('Voids').selectOption('only');
      await visible(order1());
      expect(new URL(a.url()).searchParams.get('voided')).toBe('only');
      expect(await a.getByRole('button', { name: /^(Void|Delete) order/ }).count()).toBe(0);
      await a.getByLabel('Voids').selectOption('hide');
      await order1().waitFor({ state: 'detached' });
      expect(new URL(a.url()).searchParams.get('voided')).toBe('hide');
      await a.getByLabel('Voids').selectOption('');
      await visible(order1());
      expect(new URL(a.url()).searchParams.has('voided')).toBe(false);
    });

    await step('an order never printed deletes at once; a printed one offers Void instead', [a], async () => {
      await a.getByLabel('Date').fill(today());
      await visible(a.getByRole('button', { name: 'Void order #2' }));
      expect(await a.getByRole('button', { name: 'Delete order #2' }).count()).toBe(0);
      await a.getByRole('button', { name: 'Delete order #3' }).click();
      // Young: one tap, no confirmation; it leaves the list at once, with Undo while the deletion waits.
      const undo = a.getByRole('status').filter({ hasText: 'Order #3 deleted' });
      await visible(undo.getByRole('button', { name: 'Undo' }));
      expect(await dialog().count()).toBe(0);
      await a.getByRole('link', { name: 'Order #3', exact: true }).waitFor({ state: 'detached' });
      // Sent when the Undo note ends.
      await undo.waitFor({ state: 'detached', timeout: 10_000 });
    });

    const c = await openPage(DESKTOP_WIDE);
    await step('the owner opens the Audit screen from the hub and sees the voids', [c], async () => {
      await signIn(c);
      await c.goto(`/openARestaurantDashboard/${r}`);
      // Reached by its address: the restaurant's lock asks for the security PIN first.
      await visible(c.getByRole('group', { name: 'PIN' }));
      await c.keyboard.type(tenant.securityPin);
      await c.keyboard.press('Enter');
      await c.getByRole('link', { name: /^Audit/ }).click();
      await waitForPath(c, new RegExp(`^/AuditDashboard/${escapeRegExp(r)}$`));
      await visible(c.getByRole('heading', { name: 'Audit', level: 1 }));
      const row = (kind: string) => c.locator(`tr[data-kind="${kind}"]`);
      await visible(row('void.order'));
      await expect(row('void.order').textContent()).resolves.toMatch(/Carla.*Customer left.*#1/);
      await expect(row('void.line').textContent()).resolves.toMatch(/Carla.*Wrong item.*#1/);
      await expect(row('void.change').textContent()).resolves.toMatch(/\$33\.72 → \$29\.91.*Customer changed mind.*#2/);
      await visible(row('order.delete'));
      await visible(row('order.reprint'));
      await expectAccessible(c, 'audit, desktop');

      await c.getByLabel('Kind').selectOption('void');
      await eventually(() => c.locator('tr[data-kind]').count(), 3);
      expect(await c.locator('tr[data-kind]:not([data-kind^="void."])').count()).toBe(0);
      expect(new URL(c.url()).searchParams.get('kind')).toBe('void');
      await c.getByLabel('Employee').selectOption({ label: 'Carla (cashier)' });
      await eventually(() => c.locator('tr[data-kind^="void."]').count(), 3);
      await expectAccessible(c, 'audit, voids of one employee');
      await c.setViewportSize(PHONE);
      await visible(row('void.line'));
      await expectAccessible(c, 'audit, phone');
      await c.setViewportSize(DESKTOP_WIDE);
    });

    await step('revenue counts the voids apart', [c], async () => {
      await c.getByRole('link', { name: 'Back', exact: true }).click();
      await c.getByRole('link', { name: /^Revenue/ }).click();
      await visible(c.getByRole('heading', { name: 'Revenue', level: 1 }));
      await c.getByLabel('Period').selectOption('all_time');
      // 33.72 → 29.91, 71.82 → 33.73, 33.73 → 0: three voids, $75.63 off.
      const voids = c.locator('[data-figure="voids"]');
      await eventually(() => voids.textContent(), 'Voids3$75.63 taken off');
      await expectAccessible(c, 'revenue with voids');
    });

    expect(pageErrors).toEqual([]);
  });
});
