import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  SHOTS_DIR,
  STEP_MS,
  baseUrl,
  escapeRegExp,
  eventually,
  expectAccessible,
  launchChromium,
  newTestContext,
  sleep,
  uniqueEmail,
  visible,
  waitForPath,
} from './rig';

/**
 * The owner's journey from a plan to staff, in a real browser against the
 * running stack: subscribe to Starter through the sandbox checkout, create a
 * restaurant, open it with its security PIN, add and manage employees, hit
 * the plan's restaurant limit, and open the billing portal.
 *
 * Rig: ZEST_TEST_BASE_URL (web app, /graphql and the billing sandbox pages).
 */

jest.setTimeout(180_000);

describe('restaurants and billing, in a browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await newTestContext(browser);
    page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.setDefaultNavigationTimeout(STEP_MS);
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterEach(async () => {
    await context?.close();
  });

  /** Runs the steps; on failure keeps a screenshot of what the browser showed. */
  async function step(name: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page
        .screenshot({ path: join(SHOTS_DIR, `restaurants-${name.replace(/\W+/g, '-')}.png`), fullPage: true })
        .catch(() => undefined);
      throw new Error(
        `step "${name}" failed at ${page.url()}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }

  const mainNav = () => page.getByRole('navigation', { name: 'Main' }).first();
  const dialog = () => page.getByRole('dialog');

  test('an owner subscribes, runs a restaurant with staff, meets the plan limit and opens the billing portal', async () => {
    const email = uniqueEmail('restaurant-owner');
    const password = `pw-${randomUUID().slice(0, 8)}`;
    const restaurantName = `Luigi's ${randomUUID().slice(0, 4)}`;
    const securityPin = '4321';
    let userId = '';
    let restaurantId = '';

    await step('sign up and sign in', async () => {
      await page.goto('/sign-up');
      await page.getByLabel('Full name').fill('Luigi Verdi');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(page, /^\/sign-in$/);
      // The sign-in screen loads with its route: fill its form, not the sign-up form still on screen.
      await visible(page.getByRole('heading', { name: 'Sign in', exact: true }));
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, /^\/restaurantDashboard\/[^/]+$/);
      userId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
      expect(userId).not.toBe('');
      // No plan yet: nothing can be created.
      await visible(
        page.getByText('No restaurants created yet or your account is not active please go to the Plan page.'),
      );
      await eventually(() => page.getByRole('button', { name: '+ New Restaurant' }).isDisabled(), true);
      await expectAccessible(page, 'restaurants without a plan');
    });

    await step('the billing dashboard without a plan', async () => {
      await mainNav().getByRole('link', { name: 'Dashboard', exact: true }).click();
      await waitForPath(page, new RegExp(`^/dashboard/${escapeRegExp(userId)}$`));
      await visible(page.getByText('You currently have no active subscription plan.'));
      await expectAccessible(page, 'billing without a plan');
    });

    await step('subscribe to Starter through the sandbox checkout', async () => {
      await mainNav().getByRole('link', { name: 'Plans' }).click();
      await waitForPath(page, /^\/plans$/);
      const subscribe = page.getByRole('button', { name: 'Subscribe Now to Starter' });
      await eventually(() => subscribe.isEnabled(), true);
      await expectAccessible(page, 'plans, signed in');
      await subscribe.click();
      // The platform's sandbox checkout page (Stripe's in production).
      await page.waitForURL((url) => url.pathname !== '/plans', { timeout: STEP_MS });
      await page.getByRole('button', { name: /pay/i }).first().click();
      await waitForPath(page, /^\/success$/);
      // Back on the address this browser used (127.0.0.1, not a configured localhost), still signed in.
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
      await visible(page.getByRole('heading', { name: 'Payment Successful!' }));
      await visible(page.getByText('Thank you for subscribing.'));
      await visible(mainNav().getByRole('link', { name: 'Restaurant Dashboard' }));
      await expectAccessible(page, 'checkout success');
    });

    await step('the dashboard shows Starter, active', async () => {
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await waitForPath(page, new RegExp(`^/dashboard/${escapeRegExp(userId)}$`));
      await visible(page.getByText('Starter', { exact: true }));
      await visible(page.getByText('active', { exact: true }));
      await visible(page.getByRole('button', { name: 'Manage Billing' }));
      expect(await page.getByText('You currently have no active subscription plan.').count()).toBe(0);
      await expectAccessible(page, 'billing with a plan');
    });

    await step('create a restaurant', async () => {
      await mainNav().getByRole('link', { name: 'Restaurant Dashboard' }).click();
      await waitForPath(page, new RegExp(`^/restaurantDashboard/${escapeRegExp(userId)}$`));
      const create = page.getByRole('button', { name: '+ New Restaurant' });
      await eventually(() => create.isEnabled(), true);
      await expectAccessible(page, 'restaurants, none yet');
      await create.click();
      const form = await visible(dialog());
      await expectAccessible(page, 'the create restaurant dialog');
      // The client's own checks first: the PIN, then the other fields (the server's order).
      await form.getByLabel('Restaurant name').fill(restaurantName);
      await form.getByLabel('Security PIN', { exact: true }).fill('12');
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await visible(form.getByRole('alert').filter({ hasText: 'PIN must be 4 to 6 digits.' }));
      await expectAccessible(page, 'the create restaurant dialog with an alert');
      await form.getByLabel('Security PIN', { exact: true }).fill(securityPin);
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await visible(form.getByRole('alert').filter({ hasText: 'All fields are required' }));
      await form.getByLabel('Description (optional)').fill('Wood-fired pizza since 1987.');
      await form.getByLabel('Tax (%)').fill('8.875');
      await form.getByLabel('Delivery charge ($)').fill('3.50');
      await form.getByLabel('Full address').fill('12 Mulberry Street, New York, NY 10013');
      await form.getByLabel('Phone number').fill('2125550134');
      // The time zone starts at New York and is searched among the IANA zones.
      const zone = form.getByLabel('Time zone');
      expect(await zone.inputValue()).toBe('America/New_York');
      await zone.fill('Chicago');
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await visible(
        form.getByRole('alert').filter({ hasText: 'Time zone must be an IANA zone, like America/New_York.' }),
      );
      await zone.fill('America/Chicago');
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
      // The new card is on the page without a reload.
      const card = await visible(page.getByRole('listitem').filter({ hasText: restaurantName }));
      expect(await card.textContent()).toContain('$3.50');
      expect(await card.textContent()).toContain('8.875%');
      await expectAccessible(page, 'restaurants, one');
    });

    await step('the edit and delete dialogs open from the three-dot menu and close with Escape', async () => {
      const actions = page.getByRole('button', { name: `Actions for ${restaurantName}` });
      await actions.click();
      await visible(page.getByRole('menu'));
      await expectAccessible(page, 'the three-dot menu');
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const edit = await visible(dialog());
      await visible(edit.getByRole('heading', { name: `Edit ${restaurantName}` }));
      // Focus starts on the first field.
      expect(await edit.getByLabel('Restaurant name').evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      // The server kept the time zone chosen at creation.
      expect(await edit.getByLabel('Time zone').inputValue()).toBe('America/Chicago');
      await expectAccessible(page, 'the edit restaurant dialog');
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
      // Focus goes back to where it was.
      expect(await actions.evaluate((button) => button === document.activeElement)).toBe(true);
      await actions.click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const remove = await visible(dialog());
      expect(await remove.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true);
      await expectAccessible(page, 'the delete restaurant dialog');
      await remove.getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
    });

    await step('open it: a wrong PIN is refused, the right one opens it', async () => {
      await page.getByRole('button', { name: `Open ${restaurantName}` }).click();
      const prompt = await visible(dialog());
      await expectAccessible(page, 'the open restaurant dialog');
      const pinField = prompt.getByLabel('Security PIN', { exact: true });
      await pinField.fill('9999');
      // Enter in the PIN field does nothing (docs/product.md#pin-entry).
      await pinField.press('Enter');
      await sleep(500);
      expect(await prompt.getByRole('alert').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/restaurantDashboard/${userId}`);
      await prompt.getByRole('button', { name: 'Open', exact: true }).click();
      const refused = await visible(prompt.getByRole('alert'));
      expect((await refused.textContent())?.trim()).toBe('Incorrect PIN.');
      await expectAccessible(page, 'the open restaurant dialog with a wrong PIN');
      // The right PIN, and the button pressed from the keyboard.
      await pinField.fill(securityPin);
      await prompt.getByRole('button', { name: 'Open', exact: true }).focus();
      await page.keyboard.press('Enter');
      await waitForPath(page, /^\/openARestaurantDashboard\/[^/]+$/);
      restaurantId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
      await visible(page.getByRole('heading', { level: 1, name: restaurantName }));
      // The restaurant-scoped session is kept for this tab.
      const stored = await page.evaluate(
        (id) => window.sessionStorage.getItem(`zest-pos.restaurant.${id}`),
        restaurantId,
      );
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ restaurantId, token: expect.any(String) });
      await expectAccessible(page, 'the restaurant hub');
    });

    await step('the hub sets how a topping on half a pizza is priced', async () => {
      const settings = page.getByRole('group', { name: 'A topping on half a pizza costs' });
      const half = settings.getByRole('radio', { name: /^Half the price/ });
      const full = settings.getByRole('radio', { name: /^The full price/ });
      await eventually(() => half.isChecked(), true);
      await full.check();
      await visible(page.getByText('Saved. The cashier screen prices halves this way from the next item.'));
      await page.reload();
      await eventually(() => full.isChecked(), true);
      await half.check();
      await visible(page.getByText('Saved. The cashier screen prices halves this way from the next item.'));
    });

    await step('create a cashier and a driver', async () => {
      await page.getByRole('button', { name: 'Create Accounts' }).click();
      const form = await visible(dialog());
      await expectAccessible(page, 'the create employee dialog');
      // A wrong security PIN is refused by the server, inside the dialog.
      await form.getByLabel('Employee name').fill('Ana Cashier');
      await form.getByLabel('Employee PIN').fill('1111');
      await form.getByLabel('Role').selectOption('cashier');
      await form.getByLabel('Restaurant security PIN').fill('0000');
      await form.getByRole('button', { name: 'Create account' }).click();
      const refused = await visible(form.getByRole('alert'));
      expect((await refused.textContent())?.trim()).toBe('Incorrect Security Restaurant Pin');
      await expectAccessible(page, 'the create employee dialog with a refusal');
      await form.getByLabel('Restaurant security PIN').fill(securityPin);
      await form.getByRole('button', { name: 'Create account' }).click();
      await visible(form.getByRole('status').filter({ hasText: 'Ana Cashier' }));
      await form.getByLabel('Employee name').fill('Bo Driver');
      await form.getByLabel('Employee PIN').fill('2222');
      await form.getByLabel('Role').selectOption('driver');
      await form.getByRole('button', { name: 'Create account' }).click();
      await visible(form.getByRole('status').filter({ hasText: 'Bo Driver' }));
      await expectAccessible(page, 'the create employee dialog after a success');
      await form.getByRole('button', { name: 'Done' }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
    });

    await step('the employee list shows the cashier with a masked PIN, and not the driver', async () => {
      await page.getByRole('link', { name: /Employee accounts/ }).click();
      await waitForPath(page, new RegExp(`^/allEmployeeDashboard/${escapeRegExp(restaurantId)}$`));
      const card = await visible(page.getByRole('listitem').filter({ hasText: 'Ana Cashier' }));
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('Cashier');
      expect(text).toMatch(/[•*]/);
      expect(text).not.toContain('1111');
      // The driver is not an employee card but is listed under Drivers.
      expect(await page.getByRole('list', { name: 'Employees' }).getByText('Bo Driver').count()).toBe(0);
      await visible(page.getByRole('list', { name: 'Drivers' }).getByRole('heading', { name: 'Bo Driver' }));
      await expectAccessible(page, 'employees');
    });

    await step('edit the cashier', async () => {
      await page.getByRole('button', { name: 'Update Ana Cashier' }).click();
      const form = await visible(dialog());
      await expectAccessible(page, 'the update employee dialog');
      await form.getByLabel('Employee name').fill('Ana Lima');
      await form.getByRole('button', { name: 'Save' }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
      await visible(page.getByRole('heading', { name: 'Ana Lima' }));
      expect(await page.getByText('Ana Cashier').count()).toBe(0);
    });

    await step('delete the cashier', async () => {
      await page.getByRole('button', { name: 'Delete Ana Lima' }).click();
      const confirm = await visible(dialog());
      await visible(confirm.getByText('Ana Lima’s PIN stops working on every terminal at once.', { exact: false }));
      await expectAccessible(page, 'the delete employee dialog');
      await confirm.getByLabel('Restaurant security PIN').fill(securityPin);
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
      await visible(page.getByText('No employees found.'));
      // Gone on the server too, not only on the screen.
      await page.reload();
      await visible(page.getByText('No employees found.'));
      await expectAccessible(page, 'employees, none');
    });

    await step('a new tab asks for the PIN again, on the hub and on revenue', async () => {
      await page.evaluate(() => window.sessionStorage.clear());
      await page.goto(`/openARestaurantDashboard/${encodeURIComponent(restaurantId)}`);
      // One lock for every owner screen of the restaurant (docs/product.md#restaurant-lock).
      await visible(page.getByRole('group', { name: 'PIN' }));
      await visible(page.getByText('This restaurant is locked in this tab.', { exact: false }));
      await expectAccessible(page, 'the restaurant hub, locked');
      await page.goto(`/RevenueDashboard/${encodeURIComponent(restaurantId)}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await visible(page.getByText('This restaurant is locked in this tab.', { exact: false }));
      await expectAccessible(page, 'revenue, locked');
    });

    await step('Starter allows one restaurant: a second is refused', async () => {
      await mainNav().getByRole('link', { name: 'Restaurant Dashboard' }).click();
      await waitForPath(page, new RegExp(`^/restaurantDashboard/${escapeRegExp(userId)}$`));
      // A paying owner is told about the plan, not asked to pay (the server's refusal keeps the documented words).
      await visible(page.getByText('Your Starter plan includes 1 restaurant, and you have 1.', { exact: false }));
      await visible(page.getByRole('button', { name: 'Upgrade plan' }));
      expect(await page.getByText('Please go to Dashboard to pay the monthly payment').count()).toBe(0);
      await eventually(() => page.getByRole('button', { name: '+ New Restaurant' }).isDisabled(), true);
      await expectAccessible(page, 'restaurants at the plan limit');
      // The server says the same to a client that tries anyway.
      const answer = await page.evaluate(async () => {
        const stored = JSON.parse(window.localStorage.getItem('zest-pos.session') ?? '{}') as { token?: string };
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.token ?? ''}` },
          body: JSON.stringify({
            query: 'mutation ($input: CreateRestaurantInput!) { createRestaurant(input: $input) { id } }',
            variables: {
              input: {
                name: 'Second',
                securityPin: '1234',
                taxPercentage: '8',
                deliveryChargeCents: 200,
                fullAddress: '1 Main St',
                phoneNumber: '2125550135',
              },
            },
          }),
        });
        return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
      });
      expect(answer.errors?.[0]?.message).toBe('Please go to Dashboard to pay the monthly payment');
    });

    await step('Manage Billing opens the billing portal', async () => {
      await mainNav().getByRole('link', { name: 'Dashboard', exact: true }).click();
      await waitForPath(page, new RegExp(`^/dashboard/${escapeRegExp(userId)}$`));
      await (await visible(page.getByRole('button', { name: 'Manage Billing' }))).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/dashboard/'), { timeout: STEP_MS });
      const onPortal =
        new URL(page.url()).pathname.includes('/sandbox/portal') ||
        (await page.getByRole('heading', { name: /portal|manage billing/i }).count()) > 0;
      expect(onPortal).toBe(true);
    });

    expect(pageErrors).toEqual([]);
  });
});
