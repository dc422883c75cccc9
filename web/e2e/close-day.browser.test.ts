import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addOpenItem, printPaid, startOrder } from '../../services/orders/test/helpers';
import { heartbeat, minutesAgo, registeredTablet, sendPaper, silentSince } from '../../services/orders/test/tablets';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../tools/test/tenants';
import { expectAccessible, launchChromium, newTestContext, PHONE, SHOTS_DIR, STEP_MS, visible } from './rig';

/**
 * Closing the day and reading what is missing, as an owner does at the end
 * of a shift (docs/product.md#close-the-day, docs/decisions/0052 and 0053):
 * the revenue screen previews the open day's Z report, closes the day after
 * a confirmation, keeps the Z report among the closed days and prints it on
 * the 350 px paper; the Audit screen lists an offline number that never
 * arrived. Screenshots at 1024×768 and 390×844 in test-results/web-e2e/screens;
 * every screen passes axe-core.
 */

jest.setTimeout(240_000);

const TABLET = { width: 1024, height: 768 } as const;
const SCREENS = join(SHOTS_DIR, 'screens');

/** What each print put on paper: its text and its markup with the app's styles, for a picture of it. */
const recordPrints = () => {
  window.print = () => {
    const printed = JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as unknown[];
    const css = Array.from(document.styleSheets)
      .map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
      .join('\n');
    const html = `<style>${css}</style>${document.querySelector('[data-print-receipt]')?.outerHTML ?? ''}`;
    printed.push({ text: document.querySelector('[data-print-content]')?.textContent ?? '', html });
    window.sessionStorage.setItem('printed', JSON.stringify(printed));
  };
};

describe('closing the day, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  let context: BrowserContext;
  let missing: string;

  beforeAll(async () => {
    browser = await launchChromium();
    // The day closed must hold every order below: none from before midnight.
    tenant = await newTenant('close-day-browser', { timeZone: zoneAwayFromMidnight() });
    for (const [price, tender] of [
      ['18.50', { tender: 'cash', cash_given: '40.00' }],
      ['12.00', { tender: 'card' }],
    ] as const) {
      const order = await startOrder(tenant.cashier, tenant.restaurantId, 'togo');
      await addOpenItem(tenant.cashier, order.id, 'Large Margherita', price);
      await printPaid(tenant.cashier, order.id, tender);
    }
    // A tablet gave two offline numbers; only the first paper arrived.
    const tablet = await registeredTablet(tenant);
    await silentSince(tablet, 60);
    const paper = await sendPaper(tenant, {
      number: `${tablet.tag}-01`,
      printedAt: minutesAgo(30),
      terminal: tablet.proof,
    });
    await addOpenItem(tenant.cashier, paper.data!.createOrder.id, 'Soda', '2.50');
    await heartbeat(tenant, tablet, { lastOfflineNumber: 2, waiting: [] });
    missing = `${tablet.tag}-02`;
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  async function shoot(page: Page, name: string) {
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
  }

  async function owner(page: Page) {
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/restaurantDashboard/'));
  }

  /** A hub screen in a new tab: the security PIN card first (the tab has no manager session yet). */
  async function hubScreen(page: Page, path: string, ready: () => Promise<unknown>) {
    await page.goto(path);
    const pin = page.getByRole('group', { name: 'PIN' });
    await visible(pin);
    await page.keyboard.type(tenant.securityPin);
    await page.keyboard.press('Enter');
    await ready();
  }

  test('previews, closes and prints the Z report; the Audit screen names the paper that never arrived', async () => {
    context = await newTestContext(browser, TABLET);
    await context.addInitScript(recordPrints);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    const section = () => page.getByRole('region', { name: 'Close the day' });
    const dialog = () => page.getByRole('dialog');
    await owner(page);

    await hubScreen(page, `/RevenueDashboard/${tenant.restaurantId}`, () => visible(section()));
    await section().getByRole('button', { name: 'Preview the Z report' }).click();
    await visible(dialog().getByText('Preview: the day is not closed yet'));
    const preview = (await dialog().textContent()) ?? '';
    expect(preview).toMatch(/Cash · 1 payment\$20\.14/);
    expect(preview).toMatch(/Card · 1 payment\$13\.07/);
    expect(preview).toContain(`Never arrived: ${missing}`);
    await expectAccessible(page, 'The Z report preview');
    await dialog().getByRole('button', { name: 'Done' }).click();

    await section()
      .getByRole('button', { name: /^Close / })
      .click();
    await visible(dialog().getByText('Every cash drawer of the day must be closed first.'));
    await expectAccessible(page, 'Closing the day: the confirmation');
    await dialog()
      .getByRole('button', { name: /^Close / })
      .click();
    await visible(section().getByText(/is closed\. Its Z report is kept/));
    await visible(dialog().getByRole('heading', { name: 'Z report', exact: true }));
    await shoot(page, 'z-report-1024x768');
    await expectAccessible(page, 'The Z report of the day just closed');
    await dialog().getByRole('button', { name: 'Print' }).click();
    await page.waitForFunction(() => (window.sessionStorage.getItem('printed') ?? '[]') !== '[]');
    const [paper] = await page.evaluate(
      () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as { text: string; html: string }[],
    );
    expect(paper!.text).toMatch(/^Z report · /);
    expect(paper!.text).toContain('Tax collected');
    const sheet = await context.newPage();
    await sheet.setViewportSize({ width: 400, height: 900 });
    await sheet.setContent(paper!.html);
    await sheet.emulateMedia({ media: 'print' });
    await sheet.screenshot({ path: join(SCREENS, 'z-report-paper-400.png'), fullPage: true });
    await sheet.close();
    await dialog().getByRole('button', { name: 'Done' }).click();
    await visible(section().getByRole('button', { name: /^Z report of / }));
    // Closed through today: tomorrow cannot be closed before it begins.
    await visible(section().getByText(/has not begun yet: it can be closed once it has\./));
    expect(
      await section()
        .getByRole('button', { name: /^Close / })
        .count(),
    ).toBe(0);
    await shoot(page, 'close-day-1024x768');
    await page.setViewportSize(PHONE);
    await section().scrollIntoViewIfNeeded();
    await shoot(page, 'close-day-390x844');
    await expectAccessible(page, 'The revenue screen with a closed day, on a phone');
    await section()
      .getByRole('button', { name: /^Z report of / })
      .click();
    await shoot(page, 'z-report-390x844');
    await dialog().getByRole('button', { name: 'Done' }).click();

    await page.setViewportSize(TABLET);
    // The tab keeps the manager session: the Audit screen opens at once.
    await page.goto(`/AuditDashboard/${tenant.restaurantId}`);
    await visible(page.getByText('Offline papers that never arrived', { exact: false }));
    expect(await page.getByRole('alert').first().textContent()).toContain(`${missing} never arrived`);
    await shoot(page, 'audit-missing-offline-1024x768');
    await expectAccessible(page, 'The Audit screen with an offline number that never arrived');
    await page.setViewportSize(PHONE);
    await shoot(page, 'audit-missing-offline-390x844');
    await expectAccessible(page, 'The Audit screen with an offline number that never arrived, on a phone');
  });
});
