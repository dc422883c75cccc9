import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
 * The cash drawer (docs/product.md#cash-drawers), as a shift at the counter
 * lives it: Carla opens the tablet's drawer with a $100.00 float, sells a
 * lasagna for cash, pays out $5.00 for ice, counts the drawer a dollar short
 * without being told what it should hold, sees 'Short by $1.00' and prints the
 * drawer report on the receipt's paper; the owner sees the drawer on the hub.
 * Screenshots at 1024×768 and 390×844 go to test-results/web-e2e/screens;
 * every screen passes axe-core.
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

describe('the cash drawer, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  let context: BrowserContext;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('drawer-browser');
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await api<{ id: string }>('POST', path, { token: tenant.owner.token, body });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    const mains = await post('/api/product/createCategoryHandler', {
      name: 'Mains',
      restaurant_id: tenant.restaurantId,
      takes_toppings: false,
    });
    await post('/api/product/createProducts', {
      name: 'Lasagna',
      price: '20.00',
      restaurant_id: tenant.restaurantId,
      category_id: mains,
    });
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  async function shoot(page: Page, name: string, target?: Locator) {
    mkdirSync(SCREENS, { recursive: true });
    await (target ?? page).screenshot({ path: join(SCREENS, `${name}.png`) });
  }

  async function step(name: string, page: Page, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, `drawer-${name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  /** Types an amount on a money pad, key by key, as a finger would. */
  async function typeOn(pad: Locator, keys: string[]) {
    for (const key of keys) await pad.getByRole('button', { name: key, exact: true }).click();
  }

  test('a shift: a $100.00 float, a cash sale, $5.00 paid out for ice, a blind count a dollar short, the report', async () => {
    context = await newTestContext(browser, TABLET);
    await context.addInitScript(PRINT_RECORDER);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const dialog = () => page.getByRole('dialog');
    const receipt = () => page.locator('#receipt');
    const r = tenant.restaurantId;

    await step('Carla opens the drawer with a $100.00 float', page, async () => {
      await page.goto('/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
      await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, /^\/restaurantDashboard\//);
      await page.goto(`/CashierDashboard/owner/${r}/${tenant.owner.id}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await page.keyboard.type('1111');
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: /Cash Drawer/ }).click();
      await waitForPath(page, /^\/CashierDashboard\/Drawer\//);
      await visible(page.getByRole('heading', { name: 'No drawer is open on this tablet' }));
      const pad = page.getByRole('group', { name: 'Float counted' });
      await typeOn(pad, ['1', '0', '0']);
      // The keyboard's digits type on the pad too.
      await page.keyboard.type('00');
      expect(await pad.locator('output').textContent()).toBe('$100.00');
      await shoot(page, 'drawer-open-tablet');
      await expectAccessible(page, 'opening the drawer');
      await page.setViewportSize(PHONE);
      await shoot(page, 'drawer-open-phone');
      await expectAccessible(page, 'opening the drawer, on a phone');
      await expectNoControlUnderBars(page, 'opening the drawer, 390×844');
      await page.setViewportSize(TABLET);
      await page.getByRole('button', { name: 'Open the drawer' }).click();
      await visible(page.getByRole('heading', { name: /^Drawer [A-Z2-9]{2} is open$/ }));
      expect(await page.getByText('$100.00', { exact: true }).count()).toBeGreaterThan(0);
      // Offline, the drawer waits for the network, and says so in one line.
      await context.setOffline(true);
      await visible(page.getByText('Offline: the cash drawer needs the network.'));
      expect(await page.getByRole('button', { name: 'Paid out' }).isDisabled()).toBe(true);
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Paid out' }).and(page.locator(':enabled')).waitFor();
    });

    await step('a lasagna sold for cash, the drawer shown open in the header', page, async () => {
      await page.goto(`/CashierDashboard/takeOrder/owner/${r}/${tenant.owner.id}`);
      const status = await visible(page.getByRole('link', { name: /^Drawer [A-Z2-9]{2} open$/ }));
      const middle = page.getByRole('region', { name: 'Order Type' });
      await middle.getByRole('button', { name: 'To Go Orders' }).click();
      await middle.getByRole('button', { name: /^Lasagna/ }).click();
      await receipt().getByText('Updating totals…').waitFor({ state: 'detached' });
      expect(await receipt().locator('[data-grand-total]').textContent()).toBe('$21.78');
      await receipt().getByRole('button', { name: 'Cash', exact: true }).click();
      await receipt().getByLabel('Cash given').fill('25');
      await shoot(page, 'drawer-status-take-order-tablet');
      await expectAccessible(page, 'the take-order screen with the drawer in the header');
      await expectNoControlUnderBars(page, 'the take-order screen, 1024×768');
      await receipt().getByRole('button', { name: 'Print Order' }).click();
      await eventually(async () => (await page.evaluate(() => sessionStorage.getItem('printed'))) !== null, true);
      await status.click();
      await waitForPath(page, /^\/CashierDashboard\/Drawer\//);
    });

    await step('$5.00 paid out for ice, with its reason', page, async () => {
      await page.getByRole('button', { name: 'Paid out' }).click();
      const paying = await visible(dialog());
      await typeOn(paying.getByRole('group', { name: 'Amount' }), ['5', '0', '0']);
      await paying.getByRole('button', { name: 'Ice', exact: true }).click();
      await shoot(page, 'drawer-paid-out-tablet');
      await expectAccessible(page, 'a paid-out');
      await paying.getByRole('button', { name: 'Pay out $5.00' }).click();
      await dialog().waitFor({ state: 'detached' });
      const moves = page.getByRole('list', { name: 'Paid in, paid out and drops' });
      expect((await moves.textContent())?.replace(/\s+/g, ' ')).toContain('Paid out: Ice · Carla');
    });

    await step('a blind count, a dollar short', page, async () => {
      await page.getByRole('button', { name: 'Count and close' }).click();
      const pad = page.getByRole('group', { name: 'Cash counted' });
      await typeOn(pad, ['1', '1', '5', '7', '8']);
      // Nothing on the screen says what the drawer should hold before the count is in.
      expect(await page.locator('main').textContent()).not.toContain('116.78');
      await shoot(page, 'drawer-count-tablet');
      await expectAccessible(page, 'the blind count');
      await page.getByRole('button', { name: 'Close the drawer' }).click();
      const verdict = await visible(page.getByRole('status').filter({ hasText: /by \$|Exact/ }));
      expect(await verdict.textContent()).toBe('Short by $1.00');
      const facts = (await page.getByRole('region', { name: /is closed$/ }).textContent())?.replace(/\s+/g, ' ');
      expect(facts).toContain('Expected$116.78');
      expect(facts).toContain('Counted$115.78');
      await shoot(page, 'drawer-closed-tablet');
      await expectAccessible(page, 'the drawer counted');
      await page.setViewportSize(PHONE);
      await shoot(page, 'drawer-closed-phone');
      await expectAccessible(page, 'the drawer counted, on a phone');
      await expectNoControlUnderBars(page, 'the drawer counted, 390×844');
      await page.setViewportSize(TABLET);
    });

    await step('the drawer report, on the receipt’s paper and as the screen shows it', page, async () => {
      await page.getByRole('button', { name: 'Print the drawer report' }).click();
      await eventually(
        async () =>
          (JSON.parse((await page.evaluate(() => sessionStorage.getItem('printed'))) ?? '[]') as string[]).length,
        2,
      );
      const [, paper] = JSON.parse((await page.evaluate(() => sessionStorage.getItem('printed'))) ?? '[]') as string[];
      for (const text of [
        'Drawer report',
        'Opened',
        'by Carla',
        'Float$100.00',
        'Cash sales (1 sale)$21.78',
        'Cash handed over$25.00',
        'Change given$3.22',
        'Paid out−$5.00',
        'Expected$116.78',
        'Counted$115.78',
        'Short by $1.00',
        'Ice',
      ]) {
        expect(paper).toContain(text);
      }
      // The preview on screen is the paper: the same words, 350 px wide.
      const preview = page.getByRole('figure', { name: 'The drawer report as it prints' });
      expect((await preview.textContent())?.replace(/\s+/g, '')).toBe(paper!.replace(/\s+/g, ''));
      const shownWidth = await preview
        .locator('[data-drawer-report]')
        .evaluate((element) => element.getBoundingClientRect().width);
      expect(shownWidth).toBe(350);
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 400, height: 1000 });
      const sheet = page.locator('[data-print-receipt]');
      const size = await sheet.evaluate((element) => ({
        page: element.getBoundingClientRect().width,
        content: element.querySelector('[data-print-content]')!.getBoundingClientRect().width,
      }));
      expect(size).toEqual({ page: 400, content: 350 });
      await shoot(page, 'drawer-report-paper', sheet);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(TABLET);
    });

    await step('the owner sees the drawer on the hub', page, async () => {
      await page.goto(`/restaurantDashboard/${tenant.owner.id}`);
      await page
        .getByRole('button', { name: /^Open / })
        .first()
        .click();
      await visible(dialog());
      await dialog().getByLabel('Security PIN', { exact: true }).fill(tenant.securityPin);
      await dialog().getByRole('button', { name: 'Open', exact: true }).click();
      await waitForPath(page, /^\/openARestaurantDashboard\//);
      const card = page.getByRole('region', { name: 'Drawers' });
      const row = await visible(card.getByRole('listitem'));
      const text = (await row.textContent())?.replace(/\s+/g, ' ');
      expect(text).toContain('by Carla');
      expect(text).toContain('expected $116.78 · counted $115.78');
      expect(text).toContain('Short by $1.00');
      expect(await card.getByLabel('Paid-outs need the security PIN above').inputValue()).toBe('2000');
      // Drops to the safe add up per drawer against a limit of their own (docs/decisions/0071-one-ledger.md).
      const drops = card.getByLabel('Drops to the safe need the security PIN above');
      expect(await drops.inputValue()).toBe('50000');
      await drops.selectOption('20000');
      await visible(card.getByText('Saved. Drops from one drawer above $200.00 together now need the security PIN.'));
      const toCard = () =>
        page.evaluate(() => {
          document.getElementById('drawers-heading')?.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -96); // the site's bar stays on top
        });
      await toCard();
      await shoot(page, 'drawers-card-tablet');
      await expectAccessible(page, 'the hub with its Drawers card');
      await page.setViewportSize(PHONE);
      await toCard();
      await shoot(page, 'drawers-card-phone');
      await expectAccessible(page, 'the hub with its Drawers card, on a phone');
    });

    expect(pageErrors).toEqual([]);
  });
});
