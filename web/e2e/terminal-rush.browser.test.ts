import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request, Route } from 'playwright-core';
import { seedMenu } from '../../tools/stack/seed-demo';
import { syncMenuToOrders } from '../../tools/test/menus';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  baseUrl,
  escapeRegExp,
  eventually,
  expectAccessible,
  expectNoControlUnderNote,
  launchChromium,
  openTakeOrder,
  newTestContext,
  SHOTS_DIR,
  sleep,
  STEP_MS,
  visible,
} from './rig';

/**
 * The terminal at the Friday rush (docs/product.md#terminal-layout), on the
 * demo's menu (pizzas in three sizes, a topping named Extra Cheese, drinks
 * that take no toppings, sides, the Lunch Combo with a soda): the opened
 * product and special keep every control clear of the add bar at 1024×768,
 * 1366×768 and on a 390×844 phone, however far they are scrolled; a double
 * tap on a side adds it once and selects no text; the whole menu is searched
 * (a side, a special, a size with its product) on a tablet and a phone; a
 * to-go drink takes two taps and a special's soda offers no toppings; Extra
 * Cheese at extra reads right on the receipt; the customer dialog takes
 * digits only, names its rule, starts a new customer at Full Name with the
 * restaurant's city and zipcode, and keeps Create Customer in view; the
 * order history's phone filter takes digits the same way; 'Held orders'
 * shows a count only when something is held; the note after a print lies
 * over no control at 1024×768, 1366×768 and 390×844; a schedule time is said
 * saved only once the server has it, and a failure says so, keeps the time
 * and sends it again. Pictures go to test-results/web-e2e/screens.
 */

jest.setTimeout(300_000);

const TABLET = { width: 1024, height: 768 } as const;
const DESKTOP_WIDE = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SCREENS = join(SHOTS_DIR, 'screens');

describe('the terminal at the Friday rush, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  /** What the browser logged as an error; a request a test itself cuts off is logged too, and is left out. */
  const consoleErrors: string[] = [];
  const appErrors = () => consoleErrors.filter((text) => !text.startsWith('Failed to load resource'));

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('friday-rush', { fullAddress: '120 Market Street, Springfield, IL 62701' });
    await seedMenu(baseUrl(), tenant.owner.token, tenant.restaurantId);
    await syncMenuToOrders(tenant.owner.token, tenant.restaurantId);
  });

  // Each test's tablets close with it: ten idle terminals left open would share the machine's two cores
  // with the one under test (each refetches every order any of them prints).
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A cashier at the take-order screen, signed in and past the PIN pad. */
  async function terminal(viewport: { width: number; height: number }, at: Tenant = tenant): Promise<Page> {
    const context = await newTestContext(browser, viewport);
    contexts.push(context);
    // Printing is looked at elsewhere (terminal.browser.test.ts); here a print only has to happen.
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openTakeOrder(page, at);
    return page;
  }

  const middle = (page: Page) => page.getByRole('region', { name: 'Order Type' });
  const receipt = (page: Page) => page.locator('#receipt');
  const dialog = (page: Page) => page.getByRole('dialog');
  const line = (page: Page, text: string) => receipt(page).getByRole('listitem').filter({ hasText: text });
  const settled = async (page: Page) => {
    await receipt(page).getByText('Updating totals…').waitFor({ state: 'detached' });
    await receipt(page)
      .locator('[data-line-status]:not([data-line-status="saved"]):not([data-line-status="kept"])')
      .first()
      .waitFor({
        state: 'detached',
      });
  };

  /** A picture of the screen as it is, for a person to look at. */
  async function shoot(page: Page, name: string) {
    mkdirSync(SCREENS, { recursive: true });
    const size = page.viewportSize();
    await page.screenshot({ path: join(SCREENS, `rush-${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`) });
  }

  /** Runs the steps; on failure keeps a screenshot of what the browser showed. */
  async function step(name: string, page: Page, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      const size = page.viewportSize();
      await page
        .screenshot({ path: join(SHOTS_DIR, `rush-${name.replace(/\W+/g, '-')}-${size?.width ?? 0}.png`) })
        .catch(() => undefined);
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  /**
   * Scrolls the opened item's choices from top to bottom and, at every stop,
   * lists each button shown whose box meets the add bar or the grand total
   * bar, or that something else is drawn over; also the top and the bar's own
   * buttons, which must be on screen.
   */
  async function coveredControls(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const detail = document.querySelector<HTMLElement>('[data-item-detail]')!;
      const body = detail.querySelector<HTMLElement>('[data-detail-body]')!;
      // Measured at each scroll step: where the bars are then is what the cashier sees.
      const bars = () =>
        [detail.querySelector('[data-add-bar]'), document.querySelector('[data-total-bar]')]
          .filter((bar): bar is HTMLElement => !!bar && bar.getBoundingClientRect().height > 0)
          .map((bar) => bar.getBoundingClientRect());
      const meets = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const problems = new Set<string>();
      const name = (button: HTMLElement) => (button.textContent ?? '').replace(/\s+/g, ' ').trim();
      const drawnOver = (button: HTMLElement, x: number, y: number) => {
        const top = document.elementFromPoint(x, y);
        return !top || (top !== button && !button.contains(top));
      };
      // Outside the scrolled part: Go Back on top, Add to the Order below, all on screen and uncovered.
      for (const button of Array.from(
        detail.querySelectorAll<HTMLElement>(':scope > :not([data-detail-body]) button'),
      )) {
        const box = button.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight) problems.add(`${name(button)} is off the screen`);
        if (drawnOver(button, box.left + box.width / 2, box.top + box.height / 2))
          problems.add(`${name(button)} is drawn over`);
      }
      const step = Math.max(40, Math.floor(body.clientHeight / 3));
      for (let top = 0; ; top += step) {
        body.scrollTop = top;
        await frame();
        const shown = body.getBoundingClientRect();
        const barsNow = bars();
        for (const button of Array.from(body.querySelectorAll<HTMLElement>('button'))) {
          const box = button.getBoundingClientRect();
          const part = {
            left: Math.max(box.left, shown.left),
            right: Math.min(box.right, shown.right),
            top: Math.max(box.top, shown.top),
            bottom: Math.min(box.bottom, shown.bottom),
          };
          if (part.right <= part.left || part.bottom <= part.top) continue;
          if (barsNow.some((bar) => meets(bar, part))) problems.add(`${name(button)} meets a bar at ${top}px`);
          if (drawnOver(button, (part.left + part.right) / 2, (part.top + part.bottom) / 2))
            problems.add(`${name(button)} is drawn over at ${top}px`);
        }
        if (top >= body.scrollHeight - body.clientHeight) break;
      }
      body.scrollTop = 0;
      return [...problems];
    });
  }

  /** True when the whole of the element is inside the opened item's visible choices. */
  const inView = (locator: Locator) =>
    locator.evaluate((element) => {
      const body = element.closest('[data-detail-body]')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return box.top >= body.top - 1 && box.bottom <= body.bottom + 1 && box.bottom <= window.innerHeight;
    });

  test.each([
    ['a tablet', TABLET],
    ['a wide screen', DESKTOP_WIDE],
    ['a phone', PHONE],
  ])('on %s nothing of an opened product or special is under a bar', async (_, viewport) => {
    const page = await terminal(viewport);
    const m = middle(page);

    await step('a pizza opens with its sizes in view', page, async () => {
      await m.getByRole('button', { name: 'To Go Orders' }).click();
      await m.getByRole('button', { name: /^Pizzas/ }).click();
      await m.getByRole('button', { name: /^Pepperoni/ }).click();
      await visible(m.getByText('Choose a size'));
      const sizes = m.getByRole('group', { name: 'Available Sizes:' });
      for (const size of ['Small 10"', 'Medium 14"', 'Large 18"']) {
        expect(await inView(sizes.getByRole('button', { name: new RegExp(`^${size}`) }))).toBe(true);
      }
      expect(await coveredControls(page)).toEqual([]);
      await expectAccessible(page, 'a pizza, opened');
    });

    await step('a size, then Extra Cheese at extra: the half picker opens in view', page, async () => {
      await m.getByRole('button', { name: /^Large 18"/ }).click();
      // The chosen size replaces 'Choose a size'.
      await visible(m.getByText('Large 18" · $20.99'));
      expect(await m.getByText('Choose a size').count()).toBe(0);
      await m
        .getByRole('group', { name: 'Extra Cheese portion' })
        .getByRole('button', { name: /^Extra/ })
        .click();
      const placement = m.getByRole('group', { name: 'Extra Cheese placement' });
      await visible(placement);
      await eventually(() => inView(placement.getByRole('button', { name: /^½ R/ })), true);
      await placement.getByRole('button', { name: /^½ L/ }).click();
      expect(await coveredControls(page)).toEqual([]);
      await expectAccessible(page, 'a pizza with a half topping');
    });

    await step('added, the topping named Extra Cheese reads right on the receipt', page, async () => {
      await m.getByRole('button', { name: 'Add to the Order' }).click();
      await visible(line(page, 'Large 18" Pepperoni').getByText('Extra Cheese (extra) ½ L'));
      await settled(page);
      expect(await receipt(page).getByText('Extra Extra Cheese').count()).toBe(0);
    });

    await step('a special, its pizza opened for toppings, its soda offering none', page, async () => {
      await page.getByRole('button', { name: 'Specials', exact: true }).click();
      await m.getByRole('button', { name: /^Lunch Combo/ }).click();
      const soda = m.locator('[data-special-item]').filter({ hasText: 'Soda (20 oz) x 1' });
      await visible(soda.getByRole('button', { name: 'Add sides' }));
      expect(await soda.getByRole('button', { name: /Toppings/ }).count()).toBe(0);
      expect(await coveredControls(page)).toEqual([]);
      await m.getByRole('button', { name: 'Toppings and sides' }).click();
      await visible(m.getByRole('group', { name: 'Extra Cheese portion' }));
      expect(await coveredControls(page)).toEqual([]);
      await soda.getByRole('button', { name: 'Add sides' }).click();
      await visible(soda.getByRole('button', { name: /^Garlic Knots/ }));
      expect(await soda.getByText('Toppings:').count()).toBe(0);
      expect(await coveredControls(page)).toEqual([]);
      await expectAccessible(page, 'a special with an item opened');
    });

    expect(pageErrors).toEqual([]);
  });

  test('a double tap adds a side once; the whole menu is searched; a to-go drink is two taps', async () => {
    const page = await terminal(TABLET);
    const m = middle(page);
    let taps = 0;
    const tap = async (locator: Locator) => {
      await locator.click();
      taps += 1;
    };

    await step('a to-go drink in two taps', page, async () => {
      await tap(m.getByRole('button', { name: 'To Go Orders' }));
      await tap(m.getByRole('button', { name: /^Soda \(20 oz\)/ }));
      await visible(line(page, 'Soda (20 oz)').getByText('$2.49'));
      expect(taps).toBe(2);
      await visible(page.getByRole('status').filter({ hasText: 'Added Soda (20 oz).' }));
      await settled(page);
      await expectAccessible(page, 'drinks on the category screen');
    });

    await step('a double tap on a side adds it once and selects nothing', page, async () => {
      await page.getByRole('button', { name: 'Sides', exact: true }).click();
      const knots = m.getByRole('button', { name: /^Garlic Knots \(6\)/ });
      await knots.dblclick();
      await visible(line(page, 'Garlic Knots (6)'));
      await settled(page);
      await sleep(300);
      expect(await line(page, 'Garlic Knots (6)').count()).toBe(1);
      expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
      // A tap of its own, after the half second, adds another.
      await sleep(600);
      await knots.click();
      await settled(page);
      expect(await line(page, 'Garlic Knots (6)').count()).toBe(2);
      await expectAccessible(page, 'sides');
    });

    await step('a double tap on a product opens it and its second tap presses nothing', page, async () => {
      await page.getByRole('button', { name: 'Category', exact: true }).click();
      const pizzas = m.getByRole('list', { name: 'Pizzas' }).getByRole('button');
      let met: string | null = null;
      // A pizza whose second tap meets a control of the opened product (which one depends on the layout).
      for (let index = 0; index < (await pizzas.count()) && !met; index += 1) {
        const box = (await pizzas.nth(index).boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await page.mouse.dblclick(x, y);
        await visible(m.getByText('Choose a size'));
        // Pressed: the order's type, nothing of the product.
        expect(await m.locator('button[aria-pressed="true"]').allTextContents()).toEqual(['To Go Orders']);
        expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
        met = await page.evaluate(
          ([px, py]) => document.elementFromPoint(px!, py!)?.closest('button[aria-pressed]')?.textContent ?? null,
          [x, y],
        );
        if (met) {
          // A tap of its own, a moment later, is taken.
          await sleep(500);
          await page.mouse.click(x, y);
          await visible(m.locator('button[aria-pressed="true"]', { hasText: met }));
        }
        await m.getByRole('button', { name: /Go Back/ }).click();
      }
      expect(met).not.toBeNull();
    });

    await step('the whole menu: a side, a special, a size with its product', page, async () => {
      await page.getByRole('button', { name: 'Category', exact: true }).click();
      const search = m.getByRole('searchbox', { name: 'Search the whole menu' });
      const results = m.getByRole('list', { name: 'Search results' });
      await search.fill('garlic');
      await visible(results.getByRole('button', { name: /^Garlic Knots \(6\)/ }));
      await expectAccessible(page, 'search results');
      await results.getByRole('button', { name: /^Garlic Knots \(6\)/ }).click();
      await settled(page);
      expect(await line(page, 'Garlic Knots (6)').count()).toBe(3);

      await search.fill('lunch');
      await results.getByRole('button', { name: /^Lunch Combo/ }).click();
      await visible(m.getByRole('heading', { name: 'Lunch Combo' }));
      // Go Back finds the search as it was.
      await m.getByRole('button', { name: '← Go Back' }).click();
      expect(await search.inputValue()).toBe('lunch');

      await search.fill('large pep');
      const found = results.getByRole('button');
      expect(await found.count()).toBe(1);
      await found.first().click();
      await visible(m.getByRole('heading', { name: 'Pepperoni' }));
      await visible(m.getByText('Large 18" · $20.99'));
      expect(await m.getByRole('button', { name: /^Large 18"/ }).getAttribute('aria-pressed')).toBe('true');
      await m.getByRole('button', { name: 'Add to the Order' }).click();
      await visible(line(page, 'Large 18" Pepperoni'));
      await settled(page);
    });

    expect(pageErrors).toEqual([]);
  });

  test('the same search on a phone', async () => {
    const page = await terminal(PHONE);
    const m = middle(page);
    await m.getByRole('button', { name: 'To Go Orders' }).click();
    const search = m.getByRole('searchbox', { name: 'Search the whole menu' });
    await search.fill('large pep');
    await m
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /^Large 18" Pepperoni/ })
      .click();
    await visible(m.getByText('Large 18" · $20.99'));
    // The search box leaves as the product opens: the screen is measured once it has.
    await search.waitFor({ state: 'detached' });
    expect(await coveredControls(page)).toEqual([]);
    await m.getByRole('button', { name: '← Go Back' }).click();
    await m.getByRole('searchbox', { name: 'Search the whole menu' }).fill('garlic');
    await m.getByRole('button', { name: /^Garlic Knots \(6\)/ }).click();
    await visible(line(page, 'Garlic Knots (6)'));
    await expectAccessible(page, 'search results on a phone');
    expect(pageErrors).toEqual([]);
  });

  test.each([
    ['a tablet', TABLET, '0110'],
    ['a phone', PHONE, '0111'],
  ])(
    'on %s the customer dialog takes digits, names its rule and starts a new customer well',
    async (_, viewport, last) => {
      const page = await terminal(viewport);
      const m = middle(page);
      const d = dialog(page);
      const phone = () => d.getByLabel('Phone number');

      await step('digits only, with a note for a letter', page, async () => {
        await m.getByRole('button', { name: 'Delivery Orders' }).click();
        await visible(d.getByRole('heading', { name: 'Find the Customer' }));
        await page.keyboard.type('217555O');
        expect(await phone().inputValue()).toBe('217555');
        await visible(d.getByText('Only digits go in a phone number: type 0 (zero), not the letter O.'));
        await expectAccessible(page, 'Find the Customer, a letter refused');
        // Pasted with its punctuation, it is kept as digits.
        await phone().fill('(217) 555-01');
        expect(await phone().inputValue()).toBe('21755501');
        await page.keyboard.press('Enter');
        await visible(d.getByText('A phone number is 10 digits, or 11 starting with 1 (8 typed).'));
        await phone().fill('21755501109');
        await visible(d.getByText('A phone number is 10 digits, or 11 starting with 1 (11 typed, starting with 2).'));
      });

      await step(
        'a new customer: Full Name first, the city and zipcode of the restaurant, Create in view',
        page,
        async () => {
          await phone().fill(`(217) 555-${last}`);
          expect(await phone().inputValue()).toBe(`217555${last}`);
          await visible(d.getByRole('heading', { name: 'New Customer' }));
          await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'fullName');
          expect(await d.getByLabel('City').inputValue()).toBe('Springfield');
          expect(await d.getByLabel('Zipcode').inputValue()).toBe('62701');
          const create = d.getByRole('button', { name: 'Create Customer' });
          const clear = await create.evaluate((button) => {
            const box = button.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return box.top >= 0 && box.bottom <= window.innerHeight && !!top && button.contains(top);
          });
          expect(clear).toBe(true);
          await expectAccessible(page, 'New Customer');
          await page.keyboard.type('Grace Hopper');
          await create.click();
          await d.waitFor({ state: 'detached' });
          await visible(receipt(page).getByText('Grace Hopper'));
        },
      );

      expect(pageErrors).toEqual([]);
    },
  );

  test.each([
    ['a tablet', TABLET],
    ['a phone', PHONE],
  ])("on %s the order history's phone filter takes digits only, as the customer dialog does", async (_, viewport) => {
    const page = await terminal(viewport);
    await page.goto(`/CashierDashboard/OrderHistory/${tenant.restaurantId}`);
    const phone = page.getByRole('searchbox', { name: 'Phone number' });
    const note = (text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });

    await step('a letter is left out, with a note', page, async () => {
      await phone.click();
      await page.keyboard.type('217O55');
      expect(await phone.inputValue()).toBe('21755');
      await visible(note('Only digits go in a phone number: type 0 (zero), not the letter O.'));
      await page.keyboard.type('x');
      expect(await phone.inputValue()).toBe('21755');
      await visible(note('Only digits go in a phone number.'));
      await expectAccessible(page, 'order history, a letter left out of the phone filter');
      await shoot(page, 'history-phone-letter');
    });

    await step('a pasted number is kept as digits, and the filter asks for those', page, async () => {
      await phone.fill('(217) 555-0110');
      expect(await phone.inputValue()).toBe('2175550110');
      await visible(note('Digits only: any part of the number.'));
      await eventually(async () => new URL(page.url()).searchParams.get('phone'), '2175550110');
      await visible(page.getByText('No orders available.'));
    });

    expect(pageErrors).toEqual([]);
    expect(appErrors()).toEqual([]);
  });

  test("'Held orders' shows a count only when an order is held, and tells a screen reader how many", async () => {
    // A restaurant of its own: the other tests leave orders held.
    const quiet = await newTenant('held-badge');
    await seedMenu(baseUrl(), quiet.owner.token, quiet.restaurantId);
    await syncMenuToOrders(quiet.owner.token, quiet.restaurantId);
    const page = await terminal(TABLET, quiet);
    const m = middle(page);
    const mainMenu = page.getByRole('navigation', { name: 'Main Menu' });

    await step('nothing held: no badge, the name alone', page, async () => {
      // The list from the server says there is nothing held, so the count is known.
      await mainMenu.getByRole('button', { name: /^Held orders/ }).click();
      await visible(m.getByText('No held orders: every order of today with items was printed.'));
      const held = mainMenu.getByRole('button', { name: 'Held orders', exact: true });
      await visible(held);
      expect(await held.textContent()).toBe('Held orders');
      await held.click();
      await expectAccessible(page, 'the take-order screen, nothing held');
      await shoot(page, 'held-none');
    });

    await step('one held: the badge says 1, the name says one order', page, async () => {
      await m.getByRole('button', { name: 'To Go Orders' }).click();
      await m.getByRole('button', { name: /^Soda \(20 oz\)/ }).click();
      await visible(line(page, 'Soda (20 oz)'));
      await settled(page);
      await mainMenu.getByRole('button', { name: 'New order' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Order #1 held' }));
      const held = mainMenu.getByRole('button', { name: 'Held orders (1 order)', exact: true });
      await visible(held.getByText('1', { exact: true }));
      await expectAccessible(page, 'the take-order screen, one order held');
      await shoot(page, 'held-one');
      await page.setViewportSize(PHONE);
      await shoot(page, 'held-one');
    });

    expect(pageErrors).toEqual([]);
    expect(appErrors()).toEqual([]);
  });

  test('the note after a print lies over no control, on a tablet, a wide screen and a phone', async () => {
    const page = await terminal(TABLET);
    const m = middle(page);
    for (const size of [TABLET, DESKTOP_WIDE, PHONE]) {
      const label = `${size.width}×${size.height}`;
      await step(`a to-go drink printed, ${label}`, page, async () => {
        await page.setViewportSize(size);
        // The same tile tapped again within half a second is one tap (tapGuard.ts TAP_WINDOW_MS): the next customer's
        // drink comes after it, as it would at the counter, not within the last print's half second.
        await sleep(600);
        await m.getByRole('button', { name: 'To Go Orders' }).click();
        await m.getByRole('button', { name: /^Soda \(20 oz\)/ }).click();
        await visible(line(page, 'Soda (20 oz)'));
        await settled(page);
        // The number comes with the print (the order is placed whole then): the note before it is told apart.
        const printedNote = page
          .getByRole('status')
          .filter({ hasText: /^Order #\d+ printed\. Ready for the next one\./ });
        const [before] = await printedNote.allTextContents();
        const print = receipt(page).getByRole('button', { name: 'Print Order' });
        // As a finger would: the receipt's foot, at the bottom of a phone's page, brought into view.
        await print.scrollIntoViewIfNeeded();
        await print.click();
        // This print's note, not the last one's (a note stays 3 seconds).
        const note = before ? printedNote.filter({ hasNotText: before }) : printedNote;
        await visible(note);
        // Checked at once, while the note shows; the picture after.
        await expectNoControlUnderNote(page, note, `the note after a print, ${label}`);
        await shoot(page, 'after-print-note');
      });
    }
    await expectAccessible(page, 'the take-order screen after a print, on a phone');
    expect(pageErrors).toEqual([]);
    expect(appErrors()).toEqual([]);
  });

  test('a schedule time on a saved order is said saved only once the server has it; a failure says so, keeps it, sends it again', async () => {
    const page = await terminal(TABLET);
    const m = middle(page);
    const mainMenu = page.getByRole('navigation', { name: 'Main Menu' });
    const note = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
    const isScheduleChange = (request: Request) =>
      request.method() === 'POST' &&
      (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'UpdateOrder';
    const schedule = async (time: string) => {
      await mainMenu.getByRole('button', { name: 'Add Order Schedule Time' }).click();
      await dialog(page).getByLabel('Schedule time').fill(time);
      await dialog(page).getByRole('button', { name: 'Save Time' }).click();
      await dialog(page).waitFor({ state: 'detached' });
    };

    await m.getByRole('button', { name: 'To Go Orders' }).click();
    await m.getByRole('button', { name: /^Soda \(20 oz\)/ }).click();

    await step('a new order keeps its time with it on the tablet, and takes it to the server whole', page, async () => {
      await schedule('18:00');
      await visible(note('Schedule time saved: 6:00 PM.'));
      await visible(receipt(page).getByText('Scheduled 6:00 PM'));
      // Held (saved whole), then brought back with Undo: what follows changes an order Zest POS has.
      await mainMenu.getByRole('button', { name: 'New order' }).click();
      await note(/held: it is under Held orders/)
        .getByRole('button', { name: 'Undo' })
        .click();
      await visible(receipt(page).getByText('Scheduled 6:00 PM'));
      await settled(page);
    });

    await step('on its way it says so; saved once the server answers', page, async () => {
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/graphql', async (route) => {
        if (!isScheduleChange(route.request())) return route.fallback();
        await held;
        await route.fallback();
      });
      await schedule('18:45');
      await visible(note('Saving the schedule time 6:45 PM…'));
      await sleep(1000);
      expect(await note('Schedule time saved').count()).toBe(0);
      await shoot(page, 'schedule-saving');
      await page.setViewportSize(PHONE);
      await shoot(page, 'schedule-saving');
      await page.setViewportSize(TABLET);
      answer();
      await visible(note('Schedule time saved: 6:45 PM.'));
      await visible(receipt(page).getByText('Scheduled 6:45 PM'));
      await page.unroute('**/graphql');
    });

    // The network drops the change; then the server refuses it. Each cut is set up before the last is lifted,
    // so no retry of the queue slips through in between.
    const dropped = (route: Route) =>
      isScheduleChange(route.request()) ? route.abort('internetdisconnected') : route.fallback();
    const refusedByServer = (route: Route) =>
      isScheduleChange(route.request())
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              data: null,
              errors: [{ message: 'The order could not be changed just now.', extensions: { code: 'CONFLICT' } }],
            }),
          })
        : route.fallback();

    await step('with the network down it says so, and the dialog keeps the time chosen', page, async () => {
      await page.route('**/graphql', dropped);
      await schedule('19:30');
      const offline = note('Schedule time 7:30 PM not saved yet: no connection. Trying again…');
      await visible(offline);
      await visible(offline.getByRole('button', { name: 'Try again' }));
      // The queue tries again by itself; the note never claims it saved.
      await sleep(2500);
      expect(await note(/Schedule time saved/).count()).toBe(0);
      await visible(offline);
      await expectAccessible(page, 'a schedule time waiting for the connection');
      await shoot(page, 'schedule-offline');
      await page.setViewportSize(PHONE);
      await shoot(page, 'schedule-offline');
      await page.setViewportSize(TABLET);
      await mainMenu.getByRole('button', { name: 'Add Order Schedule Time' }).click();
      expect(await dialog(page).getByLabel('Schedule time').inputValue()).toBe('19:30');
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await dialog(page).waitFor({ state: 'detached' });
    });

    await step('refused by the server it says why; Try again sends the same time', page, async () => {
      await page.route('**/graphql', refusedByServer);
      await page.unroute('**/graphql', dropped);
      await note(/^Schedule time 7:30 PM not saved/)
        .getByRole('button', { name: 'Try again' })
        .click();
      const refused = note('Schedule time 7:30 PM not saved: The order could not be changed just now.');
      await visible(refused);
      expect(await note(/Schedule time saved/).count()).toBe(0);
      await expectAccessible(page, 'a schedule time refused');
      await shoot(page, 'schedule-refused');
      await page.unroute('**/graphql', refusedByServer);
      await refused.getByRole('button', { name: 'Try again' }).click();
      await visible(note('Schedule time saved: 7:30 PM.'));
      await visible(receipt(page).getByText('Scheduled 7:30 PM'));
    });

    expect(pageErrors).toEqual([]);
    expect(appErrors()).toEqual([]);
  });
});
