import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { addItem, must, newOrder, print } from '../../services/orders/test/counter';
import type { Tablet } from '../../services/orders/test/tablets';
import { buildPizzeria } from '../../tools/test/menus';
import { clientIp, graphql } from '../../tools/test/support';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../tools/test/tenants';
import {
  DESKTOP,
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  eventually,
  expectAccessible,
  launchChromium,
  newTestContext,
  openTakeOrder,
  signInOwner,
  visible,
  waitForPath,
} from './rig';

/**
 * Money that adds up (docs/decisions/0071-one-ledger.md), as the counter and the owner live it: a cash order
 * corrected to card from the history, the PIN pad naming the cash it takes out of the drawer; the day's Z report
 * saying Reconciled and listing the correction; at another restaurant a cash order that grew after its print,
 * its drawer counted a dollar short, the drawer report with the changed total, and a Z report listing the
 * difference; an online order placed with a regular's phone under another name shows, at the counter and on its
 * paper, what was typed and whom the phone matched. Every screen passes axe-core; screenshots at 390×844, 1024×768 and 1280×800 go to
 * test-results/web-e2e/screens.
 */

jest.setTimeout(240_000);

const TABLET = { width: 1024, height: 768 } as const;
const SIZES = { phone: PHONE, tablet: TABLET, desktop: DESKTOP } as const;
const SCREENS = join(SHOTS_DIR, 'screens');

/** What each print put on paper, as text. */
const recordPrints = () => {
  window.print = () => {
    const printed = JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[];
    // The paper being printed: with several laid out (the terminal's own and the one asked for), the one marked.
    const paper =
      document.querySelector('[data-printing] [data-print-content]') ?? document.querySelector('[data-print-content]');
    printed.push(paper?.textContent ?? '');
    window.sessionStorage.setItem('printed', JSON.stringify(printed));
  };
};

const words = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');

describe('one ledger, in a browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  async function newPage(): Promise<Page> {
    await context?.close().catch(() => undefined);
    context = await newTestContext(browser, TABLET);
    await context.addInitScript(recordPrints);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function step(name: string, page: Page, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, `ledger-${name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  /** The screen at a phone's, a tablet's and a laptop's size: a picture of each, and axe at each. */
  async function atEverySize(page: Page, name: string, screen: string, settle?: () => Promise<void>) {
    mkdirSync(SCREENS, { recursive: true });
    for (const [label, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await settle?.();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.screenshot({ path: join(SCREENS, `${name}-${label}.png`) });
      await expectAccessible(page, `${screen} (${label})`);
    }
    await page.setViewportSize(TABLET);
  }

  /** A hub screen (revenue) in a tab with no manager session yet: the security PIN card first. */
  async function withSecurityPin(page: Page, t: Tenant, path: string) {
    await page.goto(path);
    await visible(page.getByRole('group', { name: 'PIN' }));
    await page.keyboard.type(t.securityPin);
    await page.keyboard.press('Enter');
  }

  async function previewZ(page: Page, t: Tenant): Promise<Locator> {
    await withSecurityPin(page, t, `/RevenueDashboard/${t.restaurantId}`);
    const section = await visible(page.getByRole('region', { name: 'Close the day' }));
    await section.getByRole('button', { name: 'Preview the Z report' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Preview: the day is not closed yet'));
    return dialog;
  }

  test('a cash order corrected to card with the manager’s PIN naming the amount; the Z report says Reconciled', async () => {
    const tenant = await newTenant('ledger-correction', { timeZone: zoneAwayFromMidnight() });
    const order = await newOrder(tenant, tenant.cashier);
    await addItem(tenant.cashier, order.id, 'Large Margherita', 2000);
    const printed = await print(tenant.cashier, order.id, { method: 'cash', cashGivenCents: 2500 });
    expect(printed.data?.printOrder.order.totalCents).toBe(2178);
    const page = await newPage();
    const r = tenant.restaurantId;
    const card = () => page.getByRole('article').filter({ hasText: `Order #${order.orderNumber}` });
    const dialog = () => page.getByRole('dialog');

    await step('the history says how it was paid, and offers the correction', page, async () => {
      await signInOwner(page, tenant);
      await page.goto(`/CashierDashboard/OrderHistory/${r}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await page.keyboard.type('1111');
      await page.keyboard.press('Enter');
      await visible(card());
      expect(await card().locator('[data-tender]').textContent()).toBe('Paid by cash');
      await card()
        .getByRole('button', { name: `Correct tender of order #${order.orderNumber}` })
        .click();
      await visible(dialog().getByRole('heading', { name: `Correct the tender of order #${order.orderNumber}` }));
      expect(await words(dialog())).toContain('Paid by cash · $21.78');
      // The current tender is not offered; the main key waits for a tender and a reason.
      expect(await dialog().getByRole('button', { name: 'Cash', exact: true }).count()).toBe(0);
      expect(await dialog().getByRole('button', { name: 'Correct the tender' }).isDisabled()).toBe(true);
      await dialog().getByRole('button', { name: 'Card', exact: true }).click();
      await dialog().getByRole('button', { name: 'Wrong tender tapped' }).click();
      expect(await dialog().getByLabel('Reason').inputValue()).toBe('Wrong tender tapped');
      expect(await words(dialog())).toContain('$21.78 of cash comes out of the drawer: a manager approves it.');
      await atEverySize(page, 'tender-correction', 'the tender correction dialog');
    });

    await step('the server asks for a manager: the PIN pad names the cash it takes out', page, async () => {
      await dialog().getByRole('button', { name: 'Correct to card' }).click();
      const pin = await visible(dialog().getByRole('heading', { name: 'Enter Security PIN' }));
      expect(pin).toBeTruthy();
      const approving = dialog().locator('[data-approving]');
      expect(await words(approving)).toBe('Approving: a tender correction taking $21.78 cash out of the drawer');
      expect(await words(dialog())).toContain('This correction takes cash out of a drawer');
      expect(await words(dialog())).toContain('Order #1: Cash → Card');
      expect(await words(dialog())).toContain('Reason: Wrong tender tapped');
      await atEverySize(page, 'pin-pad-amount', 'the PIN pad naming the amount');
      // A wrong PIN corrects nothing.
      await page.keyboard.type('9999');
      await dialog().getByRole('button', { name: 'Correct to card' }).click();
      await visible(dialog().getByText('Incorrect PIN.'));
      await page.keyboard.type(tenant.securityPin);
      await dialog().getByRole('button', { name: 'Correct to card' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(page.getByText(`Order #${order.orderNumber}: paid by card now.`));
      await eventually(() => card().locator('[data-tender]').textContent(), 'Paid by card');
      await expectAccessible(page, 'the history after the correction');
    });

    await step('the terminal’s Print naming another tender is refused in words', page, async () => {
      await card()
        .getByRole('link', { name: `Order #${order.orderNumber}` })
        .click();
      await waitForPath(page, /^\/CashierDashboard\/updateOrder\//i);
      const receipt = page.locator('#receipt');
      await visible(receipt.getByRole('button', { name: 'Print Order' }));
      await receipt.getByRole('button', { name: 'Cash', exact: true }).click();
      await receipt.getByRole('button', { name: 'Print Order' }).click();
      await visible(
        receipt.getByRole('alert').filter({
          hasText: 'This order was paid by card: to change how it was paid, correct the tender with a reason.',
        }),
      );
      const said = await print(tenant.cashier, order.id, { method: 'door' });
      expect(said.error?.message).toContain('correct the tender with a reason');
    });

    await step('the Z report says Reconciled and lists the correction', page, async () => {
      const z = await previewZ(page, tenant);
      const verdict = z.getByRole('region', { name: 'Reconciliation' });
      expect(await verdict.getByRole('heading').textContent()).toBe('Reconciled');
      const corrections = await words(z.getByRole('list', { name: 'Tender corrections' }));
      expect(corrections).toContain(`#${order.orderNumber} · Cash → Card$21.78`);
      expect(corrections).toContain('Carla, approved by');
      expect(corrections).toContain('Wrong tender tapped');
      const taken = await words(z.getByRole('region', { name: 'Money taken' }));
      expect(taken).toContain('Card$21.78');
      expect(taken).toContain('Cash · 1 payment$0.00');
      await atEverySize(page, 'z-report-reconciled', 'the Z report, reconciled');
      await z.getByRole('button', { name: 'Print' }).click();
      await page.waitForFunction(() => (window.sessionStorage.getItem('printed') ?? '[]') !== '[]');
      const [paper] = await page.evaluate(
        () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[],
      );
      expect(paper).toContain('Reconciled');
      expect(paper).toContain('Cash → Card');
      // The paper is the receipt's: 350 px of content.
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 400, height: 1000 });
      const content = await page
        .locator('[data-print-content]')
        .evaluate((element) => element.getBoundingClientRect().width);
      expect(content).toBe(350);
      await page.locator('[data-print-receipt]').screenshot({ path: join(SCREENS, 'z-report-reconciled-paper.png') });
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(TABLET);
    });

    expect(pageErrors).toEqual([]);
  });

  test('a cash order grows after its print, the drawer is counted a dollar short, the Z report says so', async () => {
    const tenant = await newTenant('ledger-short', { timeZone: zoneAwayFromMidnight() });
    const page = await newPage();
    const r = tenant.restaurantId;
    let tablet: Tablet;

    await step('Carla opens the tablet’s drawer with a $100.00 float', page, async () => {
      await signInOwner(page, tenant);
      await page.goto(`/CashierDashboard/owner/${r}/${tenant.owner.id}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await page.keyboard.type('1111');
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: /Cash Drawer/ }).click();
      await waitForPath(page, /^\/CashierDashboard\/Drawer\//);
      await page.getByRole('group', { name: 'Float counted' }).waitFor();
      await page.keyboard.type('10000');
      await page.getByRole('button', { name: 'Open the drawer' }).click();
      await visible(page.getByRole('heading', { name: /^Drawer [A-Z2-9]{2} is open$/ }));
      const kept = await page.evaluate(
        (id) => JSON.parse(localStorage.getItem(`zest-pos.terminal.registration.${id}`) ?? 'null') as Tablet,
        r,
      );
      tablet = { ...kept, proof: `${kept.id}.${kept.key}` };
    });

    await step('a lasagna sold for cash into it, and garlic bread added after the print', page, async () => {
      const order = await newOrder(tenant, tenant.cashier);
      await addItem(tenant.cashier, order.id, 'Lasagna', 2000);
      const sold = await print(tenant.cashier, order.id, { method: 'cash', cashGivenCents: 2500 }, tablet);
      expect(sold.error).toBeNull();
      const grown = await addItem(tenant.cashier, order.id, 'Garlic bread', 500);
      expect(grown.data?.addOpenItem.order.totalCents).toBe(2722);
    });

    await step('a blind count a dollar short, and the report with the changed total', page, async () => {
      await page.reload();
      await page.getByRole('button', { name: 'Count and close' }).click();
      await page.getByRole('group', { name: 'Cash counted' }).waitFor();
      await page.keyboard.type('12622');
      await page.getByRole('button', { name: 'Close the drawer' }).click();
      const verdict = await visible(page.getByRole('status').filter({ hasText: /by \$|Exact/ }));
      expect(await verdict.textContent()).toBe('Short by $1.00');
      const report = page.getByRole('figure', { name: 'The drawer report as it prints' });
      const text = await words(report);
      expect(text).toContain('Totals changed after the print (1 change)$5.44');
      expect(text).toContain('Expected$127.22');
      expect(text).toContain('Total changed · order #1');
      // The whole screen when the report fits in it; else the report from its top, under the terminal's header.
      await atEverySize(page, 'drawer-report-adjustment', 'the drawer report with a changed total', () =>
        report.evaluate((element) => {
          // The terminal scrolls in its own area, under its header and above its footer.
          let area = element.parentElement;
          const scrolls = (box: HTMLElement) =>
            /(auto|scroll)/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight;
          while (area && !scrolls(area)) area = area.parentElement;
          const scroller = area ?? document.scrollingElement!;
          scroller.scrollTop = 0;
          const box = element.getBoundingClientRect();
          const frame = area ? area.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
          // Scrolled no further than the report's foot needs: what stays above it is cut as little as can be.
          if (box.bottom > frame.bottom)
            scroller.scrollTop = Math.min(box.top - frame.top - 16, box.bottom - frame.bottom + 16);
        }),
      );
    });

    await step('the Z report lists the drawer short, and the change after the print', page, async () => {
      const z = await previewZ(page, tenant);
      const verdict = z.getByRole('region', { name: 'Reconciliation' });
      expect(await verdict.getByRole('heading').textContent()).toBe('Does not reconcile: 1 difference');
      const differences = await verdict.getByRole('listitem').allTextContents();
      expect(differences).toHaveLength(1);
      expect(differences[0]).toMatch(
        /^Drawer [A-Z2-9]{2} \(opened by Carla\): counted \$126\.22, expected \$127\.22: /,
      );
      expect(differences[0]).toContain('$1.00');
      expect(await words(z.getByRole('region', { name: 'After the print' }))).toContain(
        'Changed after the print · 1 change+$5.44',
      );
      expect(await words(z.getByRole('region', { name: /^Drawer/ }))).toContain('Totals changed after the print$5.44');
      await atEverySize(page, 'z-report-difference', 'the Z report with a difference');
    });

    expect(pageErrors).toEqual([]);
  });

  test('an online order with a regular’s phone shows what was typed, and whom the phone matched', async () => {
    const tenant = await newTenant('ledger-typed', { timeZone: zoneAwayFromMidnight() });
    const menu = await buildPizzeria(tenant);
    const slug = `typed-${randomUUID().slice(0, 8)}`;
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:30', closes: '23:30' }));
    await must(
      'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { enabled } }',
      { r: tenant.restaurantId, i: { enabled: true, slug, hours, delivery: true, deliveryZips: ['62701'] } },
      tenant.owner.token,
    );
    const phone = `217555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await must(
      'mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      {
        input: {
          restaurantId: tenant.restaurantId,
          fullName: 'Rita Regular',
          phoneNumber: phone,
          street1: '12 Elm St',
          city: 'Springfield',
          zipcode: '62701',
        },
      },
      tenant.cashier,
    );
    const ip = clientIp();
    const place = (expectedTotalCents: number) =>
      graphql<{ placeOnlineOrder: { orderNumber: number } }>(
        'mutation($s: String!, $i: OnlineCheckoutInput!) { placeOnlineOrder(slug: $s, input: $i) { orderNumber } }',
        {
          s: slug,
          i: {
            orderType: 'delivery',
            fullName: 'Mallory',
            phoneNumber: phone,
            street1: '666 Other Ave',
            city: 'Springfield',
            zipcode: '62701',
            lines: [{ productId: menu.calzone }],
            payment: 'door',
            expectedTotalCents,
          },
        },
        { ip },
      );
    // The first answer names the total the page would show; the checkout then sends it.
    const asked = await place(0);
    const placed = await place((asked.errors![0]!.extensions as { totalCents: number }).totalCents);
    expect(placed.errors).toBeUndefined();
    const number = placed.data!.placeOnlineOrder.orderNumber;
    const page = await newPage();

    await step('the counter’s Online orders board shows the typed customer and the match', page, async () => {
      await openTakeOrder(page, tenant);
      const mainMenu = page.getByRole('navigation', { name: 'Main Menu' });
      await mainMenu.getByRole('button', { name: /^Online orders/ }).click();
      const card = page.getByRole('article', { name: `Online order #${number}` });
      await visible(card);
      expect(await words(card.locator('[data-typed-customer]'))).toBe(
        'Typed: Mallory · (217) 555-' + phone.slice(6) + ' · 666 Other Ave, Springfield 62701',
      );
      await visible(card.getByText('Phone matches Rita Regular (12 Elm St, Springfield): not changed'));
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENS, 'online-typed-customer-tablet.png') });
      await expectAccessible(page, 'an online order naming what was typed');
    });

    await step('accepted, its paper names the typed customer', page, async () => {
      const card = page.getByRole('article', { name: `Online order #${number}` });
      await card.getByRole('button', { name: `Accept #${number}` }).click();
      await page.waitForFunction(() => (window.sessionStorage.getItem('printed') ?? '[]') !== '[]');
      const [paper] = await page.evaluate(
        () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[],
      );
      expect(paper).toContain('Mallory');
      expect(paper).toContain('666 Other Ave');
      expect(paper).not.toContain('Rita Regular');
    });

    expect(pageErrors).toEqual([]);
  });
});
