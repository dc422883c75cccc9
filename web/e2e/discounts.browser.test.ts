import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { syncMenuToOrders } from '../../tools/test/menus';
import { api } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  eventually,
  expectAccessible,
  expectNoControlUnderBars,
  launchChromium,
  newTestContext,
  visible,
  waitForPath,
} from './rig';

/**
 * Discounts (docs/product.md#discounts), as the restaurant lives them: the
 * owner starts the list on the hub's Discounts card (the usual ones, and a
 * 10 % staff discount of their own); a cashier gives that 10 % on the
 * lasagna and a $5.00 coupon on the order; the receipt, on screen and on
 * paper, shows each under its item or above the totals with '−$x.xx', and
 * the server's totals. Screenshots at 1024×768 and 390×844 go to
 * test-results/web-e2e/screens; every screen passes axe-core.
 */

jest.setTimeout(240_000);

const TABLET = { width: 1024, height: 768 } as const;
const SCREENS = join(SHOTS_DIR, 'screens');

const PRINT_RECORDER = () => {
  window.print = () => {
    const printed = JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[];
    printed.push(document.querySelector('[data-print-content]')?.textContent ?? '');
    window.sessionStorage.setItem('printed', JSON.stringify(printed));
  };
};

describe('discounts, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  let context: BrowserContext;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('discounts-browser');
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await api<{ id: string }>('POST', path, { token: tenant.owner.token, body });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    for (const [category, product, price] of [
      ['Mains', 'Lasagna', '20.00'],
      ['Drinks', 'Cola', '3.00'],
    ] as const) {
      const id = await post('/api/product/createCategoryHandler', {
        name: category,
        restaurant_id: tenant.restaurantId,
        takes_toppings: false,
      });
      await post('/api/product/createProducts', {
        name: product,
        price,
        restaurant_id: tenant.restaurantId,
        category_id: id,
      });
    }
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  async function shoot(page: Page, name: string) {
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: join(SCREENS, `${name}.png`) });
  }

  async function step(name: string, page: Page, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, `discounts-${name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  test('the owner keeps the list; a cashier gives 10 % on an item and a $5.00 coupon on the order', async () => {
    context = await newTestContext(browser, TABLET);
    await context.addInitScript(PRINT_RECORDER);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const dialog = () => page.getByRole('dialog');
    const card = () => page.getByRole('region', { name: 'Discounts' });

    await step('the hub’s Discounts card: the usual ones, then one of the owner’s own', page, async () => {
      await page.goto('/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
      await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, /^\/restaurantDashboard\//);
      await page
        .getByRole('button', { name: /^Open / })
        .first()
        .click();
      await visible(dialog());
      await dialog().getByLabel('Security PIN', { exact: true }).fill(tenant.securityPin);
      await dialog().getByRole('button', { name: 'Open', exact: true }).click();
      await waitForPath(page, /^\/openARestaurantDashboard\//);
      await visible(card().getByText(/^No discounts yet/));
      await card().getByRole('button', { name: 'Add the usual ones' }).click();
      await visible(card().getByText('Staff meal', { exact: true }));
      await visible(card().getByText('Coupon', { exact: true }));
      await card().getByRole('button', { name: 'Add a discount' }).click();
      const form = await visible(dialog());
      await form.getByLabel('Name').fill('Staff discount');
      await form.getByLabel('Percent off').fill('10');
      await form.getByRole('radio', { name: 'For an item', exact: true }).check();
      await expectAccessible(page, 'adding a discount');
      await form.getByRole('button', { name: 'Save' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(card().getByText('Saved: Staff discount.'));
      expect(await card().getByLabel('Discounts need the security PIN above').inputValue()).toBe('1000');
      const toCard = () =>
        page.evaluate(() => {
          document.getElementById('discounts-heading')?.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -96); // the site's bar stays on top
        });
      await toCard();
      await shoot(page, 'discounts-card-tablet');
      await expectAccessible(page, 'the hub with its Discounts card');
      await page.setViewportSize(PHONE);
      await toCard();
      await shoot(page, 'discounts-card-phone');
      await expectAccessible(page, 'the hub with its Discounts card, on a phone');
      await page.setViewportSize(TABLET);
    });

    const receipt = () => page.locator('#receipt');
    const middle = () => page.getByRole('region', { name: 'Order Type' });
    const settled = async () => {
      await receipt().getByText('Updating totals…').waitFor({ state: 'detached' });
      await receipt()
        .locator('[data-line-status]:not([data-line-status="saved"]):not([data-line-status="kept"])')
        .first()
        .waitFor({ state: 'detached' });
    };

    await step('a cashier takes a to-go order', page, async () => {
      await page.goto(`/CashierDashboard/takeOrder/owner/${tenant.restaurantId}/${tenant.owner.id}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await page.keyboard.type('1111');
      await page.keyboard.press('Enter');
      await middle().getByRole('button', { name: 'To Go Orders' }).click();
      await middle()
        .getByRole('button', { name: /^Lasagna/ })
        .click();
      await middle().getByRole('button', { name: /^Cola/ }).click();
      await settled();
      expect(await receipt().locator('[data-grand-total]').textContent()).toBe('$25.04');
    });

    await step('10 % for the staff on the lasagna', page, async () => {
      await receipt().getByRole('button', { name: 'Discount Lasagna' }).click();
      const given = await visible(dialog());
      await visible(given.getByRole('heading', { name: 'Discount Lasagna' }));
      // Only what is for an item: the coupon is for the order. Each tile says what it would take off.
      expect(await given.getByRole('button', { name: /^Coupon/ }).count()).toBe(0);
      const tile = given.getByRole('button', { name: /^Staff discount/ });
      expect((await tile.textContent())?.replace(/\s+/g, ' ')).toContain('10% · −$2.00');
      await tile.click();
      expect(await tile.getAttribute('aria-pressed')).toBe('true');
      await given.getByLabel('Reason').fill('staff: Sam');
      await shoot(page, 'discounts-dialog-tablet');
      await expectAccessible(page, 'the discount dialog');
      await given.getByRole('button', { name: 'Give the discount' }).click();
      await dialog().waitFor({ state: 'detached' });
      const row = await visible(receipt().locator('[data-discount]').filter({ hasText: 'Staff discount 10%' }));
      expect(await row.textContent()).toContain('−$2.00');
    });

    await step('a $5.00 coupon on the order', page, async () => {
      await receipt().getByRole('button', { name: 'Discount the order' }).click();
      const given = await visible(dialog());
      await given.getByRole('button', { name: /^Coupon/ }).click();
      await given.getByLabel('Reason').fill('SAVE5');
      await given.getByRole('button', { name: 'Give the discount' }).click();
      await dialog().waitFor({ state: 'detached' });
      const row = await visible(receipt().getByRole('group', { name: 'Discounts on the order' }));
      expect((await row.textContent())?.replace(/\s+/g, ' ')).toContain('Coupon−$5.00');
      // $23.00 of items less $7.00: tax 8.875 % of $16.00 is $1.42.
      const total = receipt()
        .locator('dt', { hasText: /^Total$/ })
        .locator('xpath=following-sibling::dd[1]');
      expect(await total.textContent()).toBe('$16.00');
      expect(await receipt().locator('[data-grand-total]').textContent()).toBe('$17.42');
      await shoot(page, 'discounts-receipt-tablet');
      await expectAccessible(page, 'the receipt with two discounts');
      await expectNoControlUnderBars(page, 'the receipt with two discounts, 1024×768');
    });

    await step('the same on a phone', page, async () => {
      await page.setViewportSize(PHONE);
      await receipt().getByRole('button', { name: 'Discount the order' }).scrollIntoViewIfNeeded();
      await shoot(page, 'discounts-receipt-phone');
      await expectAccessible(page, 'the receipt with two discounts, on a phone');
      await expectNoControlUnderBars(page, 'the receipt with two discounts, 390×844');
      await receipt().getByRole('button', { name: 'Discount the order' }).click();
      await visible(dialog());
      await shoot(page, 'discounts-dialog-phone');
      await expectAccessible(page, 'the discount dialog, on a phone');
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached' });
      await page.setViewportSize(TABLET);
    });

    await step('the paper says the same', page, async () => {
      await receipt().getByRole('button', { name: 'Print Order' }).click();
      await eventually(async () => (await page.evaluate(() => sessionStorage.getItem('printed'))) !== null, true);
      const [paper] = JSON.parse((await page.evaluate(() => sessionStorage.getItem('printed'))) ?? '[]') as string[];
      for (const text of ['Lasagna', 'Staff discount 10%', '−$2.00', 'Coupon', '−$5.00', '$16.00', '$17.42']) {
        expect(paper).toContain(text);
      }
    });

    await step('a manager’s choice past the limit: the PIN pad names what it takes off', page, async () => {
      // The printed order, opened again from the history (the print left the screen ready for the next one).
      await page.goto(`/CashierDashboard/OrderHistory/${tenant.restaurantId}`);
      await page
        .getByRole('link', { name: /^Order #\d+$/ })
        .first()
        .click();
      await waitForPath(page, /^\/CashierDashboard\/UpdateOrder\//);
      await settled();
      await receipt().getByRole('button', { name: 'Discount the order' }).click();
      const given = await visible(dialog());
      await given.getByRole('button', { name: /^Manager’s choice/ }).click();
      await given.getByLabel('Percent off').fill('50');
      await given.getByLabel('Reason').fill('Regular, long wait');
      await given.getByRole('button', { name: 'Give the discount' }).click();
      await visible(dialog().getByRole('heading', { name: 'Enter Security PIN' }));
      // The approval names the amount (docs/decisions/0071-one-ledger.md): what this discount takes off.
      const approving = (await dialog().locator('[data-approving]').textContent())?.replace(/\s+/g, ' ') ?? '';
      const named = /^Approving: a discount of (\$\d+\.\d{2}) on order #\d+$/.exec(approving);
      expect(named).not.toBeNull();
      await expectAccessible(page, 'the PIN pad naming a discount');
      await page.keyboard.type(tenant.securityPin);
      await dialog().getByRole('button', { name: 'Give the discount' }).click();
      await dialog().waitFor({ state: 'detached' });
      const row = await visible(receipt().getByRole('group', { name: 'Discounts on the order' }));
      expect((await row.textContent())?.replace(/\s+/g, ' ')).toContain(`Manager’s choice 50%−${named![1]}`);
    });

    expect(pageErrors).toEqual([]);
  });
});
