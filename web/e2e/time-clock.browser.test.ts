import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { deliveryOrder, eventually as until, takeOrders, untilListed } from '../../services/drivers/test/helpers';
import { graphql } from '../../tools/test/support';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../tools/test/tenants';
import { SCREENS, step, TABLET, takeOnceClockedIn } from './counter-rig';
import {
  DESKTOP,
  PHONE,
  STEP_MS,
  enterPin,
  eventually,
  expectAccessible,
  launchChromium,
  newTestContext,
  signInOwner,
  sleep,
  visible,
} from './rig';

/**
 * The time clock at every screen (issue 50, docs/decisions/0085-the-time-clock.md): Carla clocks in from the
 * terminal's header, takes a break and clocks out with her cash tips; with no network, punches from the PIN card
 * are kept on the tablet and sent later at the tablet's time (a refused one waits with Retry and Dismiss); once the
 * owner uses the clock, Dan is refused a delivery in words, clocks in from the driver screen and takes it. The
 * dialog at phone, tablet and desktop size goes to test-results/web-e2e/screens (kept as
 * docs/screens/after-50-clock-*.png and after-50-clock-driver-*.png); axe-core finds nothing on it.
 */

jest.setTimeout(240_000);

const SIZES = { phone: PHONE, tablet: TABLET, desktop: DESKTOP } as const;
const AT = /\d{1,2}:\d\d [AP]M/.source;

interface ShiftRow {
  employeeName: string;
  clockInAt: string;
  clockOutAt: string | null;
  onBreak: boolean;
  breakMinutes: number;
  cashTipsCents: number;
}

describe('the time clock at every screen, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    // The day's shifts are read on the restaurant's calendar: away from its midnight.
    tenant = await newTenant('time-clock', { timeZone: zoneAwayFromMidnight() });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  async function openPage(viewport = TABLET): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newTestContext(browser, viewport);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await signInOwner(page, tenant);
    return { context, page };
  }

  /** The restaurant's shifts of today, as the owner's labour day has them. */
  async function shifts(): Promise<ShiftRow[]> {
    const answer = await graphql<{ labour: { shifts: ShiftRow[] } }>(
      `
        query ($r: ID!) {
          labour(restaurantId: $r) {
            shifts {
              employeeName
              clockInAt
              clockOutAt
              onBreak
              breakMinutes
              cashTipsCents
            }
          }
        }
      `,
      { r: tenant.restaurantId },
      { token: tenant.owner.token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.labour.shifts;
  }

  const clockDialog = (page: Page) => page.getByRole('dialog', { name: 'Time clock' });
  const said = (dialog: Locator, text: RegExp) => visible(dialog.getByRole('status').filter({ hasText: text }));
  const outbox = (page: Page) => page.locator('header [data-outbox]');
  /** How many digits a pad holds, as it tells a screen reader ("0 digits entered"). */
  const typedIn = (pad: Locator) => pad.getByRole('status').filter({ hasText: /entered$/ });

  /** A punch in the open dialog: the punch chosen, the PIN typed on the keyboard, Enter, and the pad cleared. */
  async function punch(dialog: Locator, action: string, pin: string) {
    await dialog.getByRole('group', { name: 'Punch' }).getByRole('button', { name: action }).click();
    const typed = typedIn(dialog.getByRole('group', { name: 'Your PIN' }));
    await dialog.page().keyboard.type(pin);
    await eventually(() => typed.textContent(), `${pin.length} digits entered`);
    await dialog.page().keyboard.press('Enter');
    await eventually(() => typed.textContent(), '0 digits entered');
  }

  /** A picture of the page as it is (test-results/web-e2e/screens), at a size, then back at the tablet's. */
  async function picture(page: Page, name: string, size: { width: number; height: number } = TABLET) {
    mkdirSync(SCREENS, { recursive: true });
    await page.setViewportSize(size);
    await page.mouse.move(0, size.height - 1);
    await page.screenshot({ path: join(SCREENS, `${name}.png`) });
    await page.setViewportSize(TABLET);
  }

  /** The dialog as it is now at phone, tablet and desktop size, with axe at each, then back at the tablet's. */
  async function atEverySize(page: Page, name: string, screen: string) {
    mkdirSync(SCREENS, { recursive: true });
    for (const [label, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      // No pointer resting on a control: what shows is the screen, not a hover.
      await page.mouse.move(0, size.height - 1);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // Nothing of the dialog is cut: its main key and the last of its answer are on the screen.
      for (const part of [clockDialog(page).getByRole('group', { name: 'Your PIN' }), clockDialog(page)]) {
        const box = (await part.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      }
      await page.screenshot({ path: join(SCREENS, `${name}-${label}.png`) });
      await expectAccessible(page, `${screen} (${label})`);
    }
    await page.setViewportSize(TABLET);
  }

  it('Carla clocks in from the terminal’s header, takes a break and clocks out with $12.50 in cash tips', async () => {
    const { page } = await openPage();
    const dialog = clockDialog(page);
    await step('clock', 'Carla clocks in', page, async () => {
      await page.goto(`/CashierDashboard/owner/${tenant.restaurantId}/${tenant.owner.id}`);
      await enterPin(page, '1111');
      await visible(page.getByRole('heading', { name: 'Start Creating Orders' }));
      await page.locator('header').getByRole('button', { name: 'Time clock' }).click();
      await visible(dialog.getByText('Nobody is on the clock.'));
      await expect(dialog.getByRole('button', { name: 'Clock in' }).first().getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
      // Her usual role unless she says otherwise: no role is sent.
      await expect(dialog.getByLabel('Working as').inputValue()).resolves.toBe('');
      await punch(dialog, 'Clock in', '1111');
      await said(dialog, new RegExp(`^Carla clocked in as cashier at ${AT}\\.$`));
      const board = dialog.getByRole('list', { name: 'On the clock now' });
      await visible(board.getByText(new RegExp(`^Cashier · since ${AT}$`)));
      // The PIN is cleared for the next person.
      await expect(typedIn(dialog.getByRole('group', { name: 'Your PIN' })).textContent()).resolves.toBe(
        '0 digits entered',
      );
    });

    await step('clock', 'the dialog at every size', page, async () => {
      await atEverySize(page, 'after-50-clock', 'The time clock at the terminal');
    });

    await step('clock', 'a wrong PIN is refused in words, a break starts and ends', page, async () => {
      // Answers and refusals come and go under the main key: no key moves under a finger.
      const five = dialog.getByRole('group', { name: 'Your PIN' }).getByRole('button', { name: '5', exact: true });
      const before = await five.boundingBox();
      await punch(dialog, 'Start break', '9876');
      await visible(dialog.getByRole('alert').filter({ hasText: 'Incorrect PIN' }));
      await expect(five.boundingBox()).resolves.toEqual(before);
      await punch(dialog, 'Start break', '1111');
      await said(dialog, new RegExp(`^Carla started a break at ${AT}\\.$`));
      await expect(five.boundingBox()).resolves.toEqual(before);
      await visible(dialog.getByRole('list', { name: 'On the clock now' }).getByText('On break'));
      // Twice is refused in the server's words.
      await punch(dialog, 'Start break', '1111');
      await visible(dialog.getByRole('alert').filter({ hasText: 'Carla is already on a break.' }));
      await punch(dialog, 'End break', '1111');
      await said(dialog, new RegExp(`^Carla ended a break at ${AT}\\.$`));
    });

    await step('clock', 'Carla clocks out with her cash tips', page, async () => {
      await dialog.getByRole('group', { name: 'Punch' }).getByRole('button', { name: 'Clock out' }).click();
      await dialog.getByLabel('Cash tips (optional)').fill('12.50');
      const pad = dialog.getByRole('group', { name: 'Your PIN' });
      for (let i = 0; i < 4; i++) await pad.getByRole('button', { name: '1', exact: true }).click();
      await pad.getByRole('button', { name: 'Clock out' }).click();
      await said(dialog, new RegExp(`^Carla clocked out at ${AT}\\.$`));
      await visible(dialog.getByText('Nobody is on the clock.'));
      // The next person's tips start empty.
      await dialog.getByRole('group', { name: 'Punch' }).getByRole('button', { name: 'Clock out' }).click();
      await expect(dialog.getByLabel('Cash tips (optional)').inputValue()).resolves.toBe('');
      const [shift] = await shifts();
      expect(shift).toMatchObject({ employeeName: 'Carla', cashTipsCents: 1250, onBreak: false });
      expect(shift!.clockOutAt).not.toBeNull();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  });

  it('keeps punches from the PIN card with no network and sends them later at the tablet’s time', async () => {
    const { context, page } = await openPage();
    const dialog = clockDialog(page);
    let tappedFrom = 0;
    let tappedTo = 0;
    await step('clock-offline', 'Carla clocks in from the locked terminal with no network', page, async () => {
      await page.goto(`/CashierDashboard/owner/${tenant.restaurantId}/${tenant.owner.id}`);
      await enterPin(page, '1111');
      await page.getByRole('button', { name: 'Lock screen' }).click();
      const card = page.getByRole('region', { name: 'Tony’s Pizzeria' });
      await visible(card.getByRole('group', { name: 'PIN' }));
      await context.setOffline(true);
      await eventually(() => page.locator('header [data-network]').textContent(), 'Offline');
      await card.getByRole('button', { name: 'Time clock' }).click();
      await visible(dialog.getByText('Who is on shows when Zest POS answers.'));
      tappedFrom = Date.now();
      await punch(dialog, 'Clock in', '1111');
      await said(dialog, /^Kept on this tablet: sent when Zest POS answers\.$/);
      tappedTo = Date.now();
      // One Zest POS will refuse: she is not on a break.
      await punch(dialog, 'End break', '1111');
      await said(dialog, /^Kept on this tablet/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => outbox(page).textContent(), '· 2 punches waiting to send');
      await picture(page, 'clock-kept-on-pin-card-phone', PHONE);
      // The PIN typed in the dialog never reached the card's pad behind it.
      await expect(typedIn(card.getByRole('group', { name: 'PIN' })).textContent()).resolves.toBe('0 digits entered');
    });

    await step('clock-offline', 'the punches go when Zest POS answers', page, async () => {
      await sleep(2_000);
      const back = Date.now();
      await context.setOffline(false);
      await visible(
        outbox(page).filter({ hasText: new RegExp(`^· End break at ${AT} was not sent: Carla is not on a break\\.$`) }),
      );
      const open = (await shifts()).find((shift) => shift.clockOutAt === null)!;
      // At the tablet's time of the tap, not when it arrived.
      const clockedIn = new Date(open.clockInAt).getTime();
      expect(clockedIn).toBeGreaterThanOrEqual(tappedFrom - 1_000);
      expect(clockedIn).toBeLessThanOrEqual(tappedTo);
      expect(clockedIn).toBeLessThan(back);
      // The refused one waits with Retry and Dismiss: given up, it goes.
      await visible(page.locator('header').getByRole('button', { name: 'Retry' }));
      await picture(page, 'clock-punch-refused-phone', PHONE);
      await picture(page, 'clock-punch-refused-tablet');
      await page.locator('header').getByRole('button', { name: 'Dismiss' }).click();
      await outbox(page).waitFor({ state: 'detached' });
    });
  });

  it('refuses Dan a delivery off the clock in words; he clocks in from the driver screen and takes it', async () => {
    const on = await graphql(
      'mutation($r: ID!) { updateLabourSettings(restaurantId: $r, input: { timeClock: true }) { timeClock } }',
      { r: tenant.restaurantId },
      { token: tenant.owner.token },
    );
    expect(on.errors).toBeUndefined();
    const order = await deliveryOrder(tenant);
    await untilListed(tenant, order.id);
    // The drivers service has heard that the owner uses the clock.
    await until(
      () => takeOrders(tenant.driver, [order.id]),
      (r) => r.status === 409,
    );

    const { page } = await openPage();
    const dialog = clockDialog(page);
    const card = page
      .getByRole('list', { name: 'Unassigned orders' })
      .getByRole('button', { name: new RegExp(`^Order #${order.order_number}\\b`) });
    const getThem = page
      .getByRole('navigation', { name: 'Driver menu' })
      .getByRole('button', { name: /Get the Selected Orders/ });
    await step('clock-driver', 'Dan is refused in words', page, async () => {
      await page.goto(`/DriverDashboard/${tenant.restaurantId}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await picture(page, 'clock-driver-pin-card-phone', PHONE);
      // The PIN card has the time clock too: Carla is on it (her punch kept offline).
      await page.getByRole('button', { name: 'Time clock' }).last().click();
      await visible(dialog.getByRole('list', { name: 'On the clock now' }).getByText('Carla'));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus is back on the card's Time clock: the digits go to the card's pad, its Enter key opens the screen.
      await page.keyboard.type('2222');
      await page.getByRole('group', { name: 'PIN' }).getByRole('button', { name: 'Enter' }).click();
      await card.click();
      await getThem.click();
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: 'Dan is not clocked in. Clock in with your PIN to take deliveries.' });
      await visible(refusal);
      await picture(page, 'clock-driver-refused-phone', PHONE);
      await refusal.getByRole('button', { name: 'Time clock' }).click();
      await punch(dialog, 'Clock in', '2222');
      await said(dialog, new RegExp(`^Dan clocked in as driver at ${AT}\\.$`));
      await visible(dialog.getByRole('list', { name: 'On the clock now' }).getByText('Dan'));
    });

    await step('clock-driver', 'the dialog at every size', page, async () => {
      await atEverySize(page, 'after-50-clock-driver', 'The time clock at the driver screen');
    });

    await step('clock-driver', 'Dan takes the delivery he chose', page, async () => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Nothing was taken: his choice waited while he clocked in.
      await expect(card.getAttribute('aria-pressed')).resolves.toBe('true');
      await takeOnceClockedIn(page, card, 'Dan');
    });

    await step('clock-driver', 'the drivers list says Dan is on the clock', page, async () => {
      await page.goto(`/DriverDashboard/CashoutDashboard/${tenant.restaurantId}`);
      const drivers = page.getByRole('list', { name: 'Drivers' });
      await visible(drivers.getByText(new RegExp(`^On the clock since ${AT}$`)));
      await picture(page, 'clock-drivers-list-tablet');
    });
  });
});
