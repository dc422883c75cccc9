import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { seedMenu } from '../../tools/stack/seed-demo';
import { syncMenuToOrders } from '../../tools/test/menus';
import { api } from '../../tools/test/support';
import { onOrdersDatabase } from '../../services/orders/test/helpers';
import { newTenant, workerSession, type Tenant } from '../../tools/test/tenants';
import {
  baseUrl,
  enterPin,
  signInOwner,
  expectAccessible,
  launchChromium,
  newTestContext,
  SHOTS_DIR,
  STEP_MS,
  visible,
} from './rig';

/**
 * The staff screens are apps, not web pages (issue 46): no site footer; at a 1024×768 tablet and a 1280×800
 * desktop (the kitchen also on a 1920×1080 screen, the driver screen on a 390×844 phone) every primary action is
 * fully on screen and nothing lies over it; no text is cut inside a button, a ticket or a card; and no menu tile
 * moves between two quick taps. Pictures go to test-results/web-e2e/fit.
 */

jest.setTimeout(300_000);

const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const WALL = { width: 1920, height: 1080 } as const;
const SHOTS = join(SHOTS_DIR, 'fit');

type Size = { width: number; height: number };
const named = (size: Size) => `${size.width}x${size.height}`;

/**
 * Each control fully inside the window as the screen opens (no scrolling), and the element found at its centre
 * and near each corner is the control itself or inside it: nothing (a footer, a bar, a note) lies over it.
 */
async function expectOnScreen(page: Page, screen: string, controls: Locator[]): Promise<void> {
  const problems: string[] = [];
  for (const control of controls) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).replace(/\s+/g, ' ');
    const found = await control.evaluate((element: HTMLElement) => {
      // A disabled button lets taps through (pointer-events: none): it is looked for all the same.
      const events = element.style.pointerEvents;
      element.style.pointerEvents = 'auto';
      const box = element.getBoundingClientRect();
      const inside =
        box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth + 0.5 && box.bottom <= window.innerHeight + 0.5;
      if (!inside) {
        element.style.pointerEvents = events;
        return `not fully on screen (${Math.round(box.top)}–${Math.round(box.bottom)} px)`;
      }
      // The middle and the middle of each edge, a little inside (a rounded corner is not the control's).
      const inset = Math.min(4, box.width / 4, box.height / 4);
      const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
      const points: [number, number][] = [
        [midX, midY],
        [box.left + inset, midY],
        [box.right - inset, midY],
        [midX, box.top + inset],
        [midX, box.bottom - inset],
      ];
      let covered: string | null = null;
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        if (!covered && top && top !== element && !element.contains(top)) {
          covered = `covered at (${Math.round(x)}, ${Math.round(y)}) by ${top.tagName.toLowerCase()} "${(top.textContent ?? '').trim().slice(0, 30)}"`;
        }
      }
      element.style.pointerEvents = events;
      return covered;
    });
    if (found) problems.push(`"${name.trim().slice(0, 40)}": ${found}`);
  }
  if (problems.length > 0) throw new Error(`${screen}:\n${problems.join('\n')}`);
}

/**
 * No text cut: inside every button, ticket and card, no element is wider than its box (text spilling out of a
 * button, a timer clipped by an ellipsis). Text kept for screen readers only (clipped to 1 px on purpose) is left
 * out, and so is a box that scrolls on purpose.
 */
async function expectNothingCut(page: Page, screen: string): Promise<void> {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    const holders = Array.from(
      document.querySelectorAll<HTMLElement>(
        'main button, main [role="button"], main article, main section, main li, header button, header a',
      ),
    );
    for (const holder of holders) {
      if (holder.closest('[aria-hidden="true"]')) continue;
      for (const element of [holder, ...Array.from(holder.querySelectorAll('*'))] as HTMLElement[]) {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(element);
        if (style.display === 'contents' || style.position === 'absolute' || style.position === 'fixed') continue;
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue;
        if (element instanceof SVGElement) continue;
        // A button's words below its edge spill too (a label of three lines in a button two lines tall).
        const tall = element === holder && holder.matches('button, [role="button"]');
        if (tall && element.scrollHeight > element.clientHeight + 1 && element.clientHeight > 0) {
          found.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" (${element.scrollHeight} px tall in ${element.clientHeight} px)`,
          );
        }
        if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
          found.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" (${element.scrollWidth} in ${element.clientWidth} px)`,
          );
        }
      }
    }
    return [...new Set(found)];
  });
  if (cut.length > 0) throw new Error(`${screen}: text cut or spilling:\n${cut.join('\n')}`);
}

/** No site footer: the staff screen is the whole window below its header. */
async function expectNoFooter(page: Page, screen: string): Promise<void> {
  const footers = await page.locator('footer, [role="contentinfo"]').count();
  if (footers > 0) throw new Error(`${screen}: a footer is on a staff screen`);
}

/** Where each tile of the middle column is now, by its name. */
const tilePlaces = (page: Page) =>
  page.getByRole('region', { name: 'Order Type' }).evaluate((region) =>
    Object.fromEntries(
      Array.from(region.querySelectorAll('button')).map((tile) => {
        const box = tile.getBoundingClientRect();
        return [tile.textContent ?? '', `${Math.round(box.left)},${Math.round(box.top)}`];
      }),
    ),
  );

describe('the staff screens fit the device they run on', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('fit', { fullAddress: '120 Market Street, Springfield, IL 62701' });
    await workerSession(tenant);
    await seedMenu(baseUrl(), tenant.owner.token, tenant.restaurantId);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
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
    // Three tickets in the kitchen, and two nobody bumped hours ago.
    for (let i = 0; i < 5; i += 1) {
      const order = await api<{ id: string }>('POST', '/api/order/createOrder', {
        token: tenant.cashier,
        body: { restaurant_id: tenant.restaurantId, order_type: 'togo' },
      });
      await api('POST', '/api/order/addItemToOrder', {
        token: tenant.cashier,
        body: { order_id: order.body.id, product_name: 'Large Pepperoni Pizza', product_price: '18.00' },
      });
      await api('POST', `/api/order/printOrder/${order.body.id}`, {
        token: tenant.cashier,
        body: {},
        headers: { 'idempotency-key': randomUUID() },
      });
      if (i >= 3) {
        await onOrdersDatabase(`UPDATE orders SET first_printed_at = now() - interval '3 hours' WHERE id = $1`, [
          order.body.id,
        ]);
      }
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });

  async function signedIn(size: Size): Promise<Page> {
    const context = await newTestContext(browser, size);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInOwner(page, tenant);
    return page;
  }

  async function shoot(page: Page, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}-${named(page.viewportSize()!)}.png`) });
  }

  for (const size of [TABLET, DESKTOP]) {
    test(`the terminal at ${named(size)}: a regular's pickup with an item open, then quick taps on drinks`, async () => {
      const page = await signedIn(size);
      await page.goto(`/CashierDashboard/takeOrder/owner/${tenant.restaurantId}/${tenant.owner.id}`);
      await enterPin(page, '1111');
      const middle = page.getByRole('region', { name: 'Order Type' });
      const receipt = page.locator('#receipt');
      await visible(middle.getByRole('button', { name: /^Pizzas/ }));
      await expectNoFooter(page, 'the terminal');

      await middle.getByRole('button', { name: 'Pickup Orders' }).click();
      await page.keyboard.type('2175550123');
      await visible(middle.getByRole('heading', { name: 'Grace Hopper' }));
      await middle
        .getByRole('button', { name: /^Pepperoni/ })
        .first()
        .click();
      await middle
        .getByRole('button', { name: /^Large/ })
        .first()
        .click();
      const add = middle.getByRole('button', { name: 'Add to the Order' });
      await visible(add);
      await shoot(page, 'terminal-item-open');
      await expectOnScreen(page, 'an item being built for a regular', [add]);
      await expectNothingCut(page, 'an item being built');
      await add.click();
      await visible(receipt.locator('[data-line-status]').first());
      await expectOnScreen(page, 'a regular’s order with its pizza', [
        receipt.getByRole('button', { name: 'Print Order' }),
      ]);
      await expectAccessible(page, `the terminal at ${named(size)}`);

      // Quick taps on the drinks: the note of each says what was added, and no tile moves between two taps.
      const soda = middle.getByRole('button', { name: /^Soda \(20 oz\)/ });
      await visible(soda);
      const before = await tilePlaces(page);
      await soda.click();
      const afterFirst = await tilePlaces(page);
      await soda.click({ delay: 0 });
      await visible(page.getByRole('status').filter({ hasText: 'Added Soda (20 oz).' }));
      const afterSecond = await tilePlaces(page);
      expect(afterFirst).toEqual(before);
      expect(afterSecond).toEqual(before);
      await expectOnScreen(page, 'the drinks after two taps', [
        soda,
        receipt.getByRole('button', { name: 'Print Order' }),
      ]);
      await expectNothingCut(page, 'the drinks');
      await shoot(page, 'terminal-quick-taps');
    });

    test(`the drawer at ${named(size)}: the keypad and its buttons on screen; Take orders first once open`, async () => {
      const page = await signedIn(size);
      await page.goto(`/CashierDashboard/Drawer/${tenant.restaurantId}`);
      await enterPin(page, '1111');
      const open = page.getByRole('button', { name: 'Open the drawer' });
      await visible(open);
      await expectNoFooter(page, 'the drawer');
      await shoot(page, 'drawer-open-step');
      await expectOnScreen(page, 'the drawer before it opens', [
        page.getByRole('button', { name: '0', exact: true }),
        open,
      ]);
      await expectNothingCut(page, 'the drawer before it opens');
      for (const digit of '10000') await page.getByRole('button', { name: digit, exact: true }).click();
      await open.click();
      const take = page.getByRole('link', { name: 'Take orders' });
      await visible(take);
      await shoot(page, 'drawer-opened');
      await expectOnScreen(page, 'the open drawer', [take, page.getByRole('button', { name: 'Count and close' })]);
      await expectNothingCut(page, 'the open drawer');
      await expectAccessible(page, `the open drawer at ${named(size)}`);
      // Take orders goes back to the counter.
      await take.click();
      await page.waitForURL((url) => url.pathname.startsWith('/CashierDashboard/'));
      await visible(page.getByRole('region', { name: 'Order Type' }));
      // The next size opens its own drawer.
      await page.goto(`/CashierDashboard/Drawer/${tenant.restaurantId}`);
      await page.getByRole('button', { name: 'Count and close' }).click();
      for (const digit of '10000') await page.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: 'Close the drawer' }).click();
      await visible(page.getByRole('heading', { name: /is closed$/ }));
    });
  }

  test('the terminal and the drawer on a 390x844 phone: nothing cut, every screen accessible', async () => {
    const page = await signedIn(PHONE);
    await page.goto(`/CashierDashboard/takeOrder/owner/${tenant.restaurantId}/${tenant.owner.id}`);
    await enterPin(page, '1111');
    const middle = page.getByRole('region', { name: 'Order Type' });
    await visible(middle.getByRole('button', { name: /^Pizzas/ }));
    await expectNoFooter(page, 'the terminal on a phone');
    await middle.getByRole('button', { name: 'Pickup Orders' }).click();
    await page.keyboard.type('2175550123');
    await visible(middle.getByRole('heading', { name: 'Grace Hopper' }));
    await middle
      .getByRole('button', { name: /^Pepperoni/ })
      .first()
      .click();
    await visible(middle.getByRole('button', { name: 'Add to the Order' }));
    await expectNothingCut(page, 'an item being built on a phone');
    await shoot(page, 'terminal-item-open');
    await expectAccessible(page, 'the terminal on a phone');
    await page.goto(`/CashierDashboard/Drawer/${tenant.restaurantId}`);
    await visible(page.getByRole('heading', { name: 'Cash drawer', level: 1 }));
    await visible(page.getByRole('button', { name: /^(Open the drawer|Count and close)$/ }));
    await expectNothingCut(page, 'the drawer on a phone');
    await shoot(page, 'drawer');
    await expectAccessible(page, 'the drawer on a phone');
  });

  for (const size of [TABLET, DESKTOP, WALL]) {
    test(`the kitchen display at ${named(size)}: tickets and their timers whole, Recall on screen`, async () => {
      const page = await signedIn(size);
      await page.goto(`/KitchenDisplay/${tenant.restaurantId}`);
      await enterPin(page, '3333');
      await visible(page.getByRole('heading', { name: 'Kitchen', exact: true }));
      const first = page.getByRole('article').first();
      await visible(first);
      await expectNoFooter(page, 'the kitchen display');
      await expectOnScreen(page, 'the kitchen display', [
        first.getByRole('button').first(),
        page.getByRole('button', { name: /^Recall/ }),
      ]);
      await expectNothingCut(page, 'the kitchen display');
      // The two old tickets wait apart, above the board, with one action to clear them.
      const oldOnes = page.getByRole('region', { name: 'Old tickets' });
      await visible(oldOnes.getByText('2 tickets up longer than 2 h'));
      await expect(page.getByRole('article').count()).resolves.toBe(3);
      await expectOnScreen(page, 'the kitchen display’s old tickets', [
        oldOnes.getByRole('button', { name: 'Clear them' }),
      ]);
      await shoot(page, 'kitchen');
      await expectAccessible(page, `the kitchen display at ${named(size)}`);
      if (size === WALL) {
        await oldOnes.getByRole('button', { name: 'Show them' }).click();
        await expect(page.getByRole('article').count()).resolves.toBe(5);
        await oldOnes.getByRole('button', { name: 'Clear them' }).click();
        await oldOnes.waitFor({ state: 'detached' });
        await expect(page.getByRole('article').count()).resolves.toBe(3);
      }
    });
  }

  for (const size of [PHONE, TABLET]) {
    test(`the driver screen at ${named(size)}: no footer, nothing cut`, async () => {
      const page = await signedIn(size);
      await page.goto(`/DriverDashboard/${tenant.restaurantId}`);
      await enterPin(page, '2222');
      await visible(page.getByRole('heading', { level: 1 }));
      await expectNoFooter(page, 'the driver screen');
      await expectNothingCut(page, 'the driver screen');
      await shoot(page, 'drivers');
    });
  }
});
