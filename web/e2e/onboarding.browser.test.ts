import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  SHOTS_DIR,
  STEP_MS,
  escapeRegExp,
  eventually,
  expectAccessible,
  launchChromium,
  newTestContext,
  uniqueEmail,
  visible,
  waitForPath,
} from './rig';

/**
 * The owner's first hour, in a real browser against the running stack, on a laptop and on a
 * phone: sign up (the password rule shown before the first try), subscribe to Starter through
 * the sandbox checkout (stripe-mock behind it), find the way to the first restaurant, create it
 * with field-level messages and a time zone taken from the address, meet the plan's allowance
 * (the plan named, Upgrade to the billing portal), see the current plan marked on the plans
 * page, and delete the restaurant with 'delete it' after a phone-style "Delete it".
 *
 * Rig: ZEST_TEST_BASE_URL (web app, /graphql and the billing sandbox pages).
 */

jest.setTimeout(240_000);

const LAPTOP = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;

const NOT_ACTIVE = 'No restaurants created yet or your account is not active please go to the Plan page.';
const PAY = 'Please go to Dashboard to pay the monthly payment';

describe.each([
  ['laptop', LAPTOP],
  ['phone', PHONE],
])("the owner's first hour, on a %s", (device, viewport) => {
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
    context = await newTestContext(browser, viewport);
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
      await shoot(`failed-${name}`);
      throw new Error(
        `step "${name}" failed at ${page.url()}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }

  /** A full-page picture of the screen, kept with the test results (onboarding-<name>-<width>.png). */
  async function shoot(name: string): Promise<void> {
    mkdirSync(SHOTS_DIR, { recursive: true });
    await page
      .screenshot({
        path: join(SHOTS_DIR, `onboarding-${name.replace(/\W+/g, '-')}-${viewport.width}.png`),
        fullPage: true,
      })
      .catch(() => undefined);
  }

  const dialog = () => page.getByRole('dialog');

  /** What a screen reader reads after the field's name: its error, then its hint. */
  async function descriptionOf(field: Locator): Promise<string> {
    return field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }

  /** The main navigation; on a phone it sits behind the menu button. */
  async function navigate(link: string): Promise<void> {
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    if (await toggle.isVisible()) await toggle.click();
    await page.locator('nav[aria-label="Main"]:visible').getByRole('link', { name: link, exact: true }).click();
  }

  test('sign up, subscribe, create the first restaurant, meet the allowance, delete with a phone keyboard', async () => {
    const email = uniqueEmail(`first-hour-${device}`);
    const password = `pw-${randomUUID().slice(0, 8)}`;
    const restaurantName = `Wacker Slice ${randomUUID().slice(0, 4)}`;
    const securityPin = '2468';
    let userId = '';

    await step('sign up: the password rule is shown before the first try', async () => {
      await page.goto('/sign-up');
      const passwordField = page.getByLabel('Password', { exact: true });
      await visible(passwordField);
      expect(await descriptionOf(passwordField)).toBe('At least 8 characters.');
      await page.getByLabel('Full name').fill('Rosa Marino');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await passwordField.fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      // The summary at the top and the rule beside the field it concerns.
      await visible(page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters.' }));
      expect(await passwordField.getAttribute('aria-invalid')).toBe('true');
      expect(await descriptionOf(passwordField)).toBe('Password must be at least 8 characters. At least 8 characters.');
      await expectAccessible(page, 'sign-up with a short password');
      await passwordField.fill(password);
      // The field's message follows the typing.
      await eventually(() => passwordField.getAttribute('aria-invalid'), null);
      await page.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(page, /^\/sign-in$/);
      await visible(page.getByRole('heading', { name: 'Sign in', exact: true }));
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, /^\/restaurantDashboard\/[^/]+$/);
      userId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    });

    await step('the profile says beside the field that a new password is too short', async () => {
      await page.goto(`/updateProfile/${encodeURIComponent(userId)}`);
      const newPassword = await visible(page.getByLabel('New password (optional)'));
      await newPassword.fill('short');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters.' }));
      expect(await newPassword.getAttribute('aria-invalid')).toBe('true');
      expect(await descriptionOf(newPassword)).toContain('Password must be at least 8 characters.');
      await expectAccessible(page, 'the profile with a short new password');
      await page.goto(`/restaurantDashboard/${encodeURIComponent(userId)}`);
    });

    await step('without a plan: the documented sentences, and the way to the plans', async () => {
      await visible(page.getByText(NOT_ACTIVE));
      await visible(page.getByText(PAY, { exact: false }));
      expect(await page.getByRole('button', { name: 'Create your first restaurant' }).count()).toBe(0);
      await expectAccessible(page, 'restaurants without a plan');
      await shoot('restaurants-no-plan');
      await page.getByRole('link', { name: 'See plans' }).first().click();
      await waitForPath(page, /^\/plans$/);
      // Not a subscriber yet: no plan is marked as theirs.
      expect(await page.getByText('Your current plan').count()).toBe(0);
    });

    await step('subscribe to Starter through the sandbox checkout', async () => {
      const subscribe = page.getByRole('button', { name: 'Subscribe Now to Starter' });
      await eventually(() => subscribe.isEnabled(), true);
      await subscribe.click();
      await page.waitForURL((url) => url.pathname !== '/plans', { timeout: STEP_MS });
      await page.getByRole('button', { name: /pay/i }).first().click();
      await waitForPath(page, /^\/success$/);
      await visible(page.getByRole('heading', { name: 'Payment Successful!' }));
    });

    await step('a paying owner with no restaurant is offered the first one, not told to pay', async () => {
      await page.goto(`/restaurantDashboard/${encodeURIComponent(userId)}`);
      const first = await visible(page.getByRole('button', { name: 'Create your first restaurant' }));
      await visible(page.getByText('Your plan includes 1 restaurant', { exact: false }));
      expect(await page.getByText(NOT_ACTIVE).count()).toBe(0);
      expect(await page.getByText(PAY, { exact: false }).count()).toBe(0);
      await expectAccessible(page, 'restaurants, none yet, on a paid plan');
      await shoot('restaurants-empty');
      await first.click();
      await visible(dialog());
    });

    await step('create: every field says what is wrong, and the zone comes from the address', async () => {
      const form = dialog();
      const tax = form.getByLabel('Tax (%)');
      const charge = form.getByLabel('Delivery charge ($)');
      // No grey example that reads as a value already typed: the examples are hints.
      expect(await tax.getAttribute('placeholder')).toBeNull();
      expect(await charge.getAttribute('placeholder')).toBeNull();
      expect(await descriptionOf(tax)).toBe('A number, e.g. 8.875. 0 if none.');
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      // The documented summary first (the PIN), and beside each field its own rule.
      await visible(form.getByRole('alert').filter({ hasText: 'PIN must be 4 to 6 digits.' }));
      await visible(form.getByText("Enter the restaurant's name."));
      await visible(form.getByText('Enter the sales tax in percent, e.g. 8.875 (0 if none).'));
      await visible(form.getByText('Enter the delivery charge in dollars, e.g. 3.50 (0 if free).'));
      await visible(form.getByText("Enter the restaurant's street, city, state and ZIP code."));
      await visible(form.getByText("Enter the restaurant's phone number."));
      expect(await tax.getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByLabel('Security PIN', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page, 'the create restaurant dialog with field messages');
      await shoot('create-restaurant-errors');

      await form.getByLabel('Restaurant name').fill(restaurantName);
      await form.getByLabel('Security PIN', { exact: true }).fill(securityPin);
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await visible(form.getByRole('alert').filter({ hasText: 'All fields are required' }));
      expect(await form.getByLabel('Restaurant name').getAttribute('aria-invalid')).toBeNull();

      await tax.fill('8,25');
      await charge.fill('$4.00');
      await form.getByLabel('Phone number').fill('3125550199');
      const zone = form.getByLabel('Time zone');
      await form.getByLabel('Full address').fill('233 S Wacker Dr, Chicago, IL 60606');
      // Chicago's clock, read from the ZIP, shown where the owner can change it.
      await eventually(() => zone.inputValue(), 'America/Chicago');
      expect(await descriptionOf(zone)).toContain('From the address (ZIP 60606).');
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await visible(
        form
          .getByRole('alert')
          .filter({ hasText: 'Tax must be a percentage between 0 and 100, with at most 3 decimals.' }),
      );
      expect(await descriptionOf(tax)).toContain('Tax must be a percentage between 0 and 100');
      await tax.fill('10.25');
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
      const card = await visible(page.getByRole('listitem').filter({ hasText: restaurantName }));
      expect(await card.textContent()).toContain('$4.00');
      expect(await card.textContent()).toContain('10.25%');
    });

    await step('the time zone was kept as derived', async () => {
      await page.getByRole('button', { name: `Actions for ${restaurantName}` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const edit = await visible(dialog());
      expect(await edit.getByLabel('Time zone').inputValue()).toBe('America/Chicago');
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
    });

    await step("at the plan's allowance: the plan named, what it includes, and Upgrade", async () => {
      const notice = await visible(page.getByRole('region', { name: 'Your plan' }));
      await visible(
        notice.getByText(
          'Your Starter plan includes 1 restaurant, and you have 1. Upgrade your plan to add another restaurant.',
        ),
      );
      await visible(notice.getByRole('button', { name: 'Upgrade plan' }));
      expect(await page.getByText(PAY, { exact: false }).count()).toBe(0);
      await eventually(() => page.getByRole('button', { name: '+ New Restaurant' }).isDisabled(), true);
      await expectAccessible(page, 'restaurants at the allowance');
      await shoot('restaurants-full');
    });

    await step('the plans page marks the current plan', async () => {
      await navigate('Plans');
      await waitForPath(page, /^\/plans$/);
      const current = await visible(page.locator('li[aria-current="true"]'));
      await visible(current.getByRole('heading', { name: 'Starter' }));
      await visible(current.getByText('Your current plan'));
      expect(await page.locator('li[aria-current="true"]').count()).toBe(1);
      await expectAccessible(page, 'plans, as a Starter subscriber');
      await shoot('plans-current');
    });

    await step('Upgrade plan opens the billing portal', async () => {
      await page.goto(`/restaurantDashboard/${encodeURIComponent(userId)}`);
      await (await visible(page.getByRole('button', { name: 'Upgrade plan' }))).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/restaurantDashboard/'), { timeout: STEP_MS });
      const onPortal =
        new URL(page.url()).pathname.includes('/sandbox/portal') ||
        (await page.getByRole('heading', { name: /portal|manage billing/i }).count()) > 0;
      expect(onPortal).toBe(true);
    });

    await step("delete: a phone's \"Delete it\" is explained, 'delete it' deletes", async () => {
      await page.goto(`/restaurantDashboard/${encodeURIComponent(userId)}`);
      await (await visible(page.getByRole('button', { name: `Actions for ${restaurantName}` }))).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = await visible(dialog());
      const phrase = confirm.getByLabel("Type 'delete it' to confirm.");
      // A phone keyboard leaves the phrase as typed: no capital, no correction, no spellcheck.
      expect(await phrase.getAttribute('autocapitalize')).toBe('off');
      expect(await phrase.getAttribute('autocorrect')).toBe('off');
      expect(await phrase.getAttribute('spellcheck')).toBe('false');
      await confirm.getByLabel('Security PIN', { exact: true }).fill(securityPin);
      await phrase.fill('Delete it');
      const remove = confirm.getByRole('button', { name: 'Delete', exact: true });
      expect(await remove.isDisabled()).toBe(true);
      await visible(confirm.getByText("Type 'delete it' to confirm. Type it in small letters."));
      expect(await phrase.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page, 'the delete dialog with "Delete it"');
      await shoot('delete-capitalised');
      await phrase.fill('delete it');
      await eventually(() => remove.isEnabled(), true);
      expect(await confirm.getByText('Type it in small letters.', { exact: false }).count()).toBe(0);
      await remove.click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
      // Back to an empty list on a paid plan: the first restaurant is offered again.
      await visible(page.getByRole('button', { name: 'Create your first restaurant' }));
      expect(await page.getByRole('listitem').filter({ hasText: restaurantName }).count()).toBe(0);
    });

    expect(pageErrors).toEqual([]);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/restaurantDashboard/${escapeRegExp(userId)}$`));
  });
});
