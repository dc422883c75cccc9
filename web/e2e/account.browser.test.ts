import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  SHOTS_DIR,
  STEP_MS,
  baseUrl,
  clientIp,
  DESKTOP,
  escapeRegExp,
  eventually,
  expectAccessible,
  launchChromium,
  newTestContext,
  PHONE,
  requiredEnv,
  sleep,
  uniqueEmail,
  visible,
  waitForPath,
} from './rig';

/**
 * The account journey as a person clicks it, in a real browser against the
 * running stack: sign up, sign in, edit the profile, reset the password from
 * the e-mail, contact us, sign out, and the demo account.
 *
 * Rig: ZEST_TEST_BASE_URL (web app + /graphql) and ZEST_TEST_MAIL_URL (the
 * SMTP receiver's HTTP API, GET /messages?to=<email>).
 */

jest.setTimeout(120_000);

const mailUrl = () => requiredEnv('ZEST_TEST_MAIL_URL');

interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/** The newest mail to `to` that `matches`, waiting for it to arrive. */
async function waitForMail(to: string, matches: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  const deadline = Date.now() + STEP_MS;
  while (Date.now() < deadline) {
    const res = await fetch(`${mailUrl()}/messages?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const found = ((await res.json()) as CaughtMail[]).filter(matches);
      const newest = found[found.length - 1];
      if (newest) return newest;
    }
    await sleep(250);
  }
  throw new Error(`no matching e-mail to ${to} arrived within ${STEP_MS} ms`);
}

/** The reset link in the e-mail, as the person will open it. */
function resetLinkFrom(mail: CaughtMail): string {
  const html = mail.html.replace(/&amp;/g, '&');
  const link = `${mail.text}\n${html}`.match(/https?:\/\/[^\s"'<>]+\/ResetPassword\/[^\s"'<>]+/)?.[0];
  if (!link) throw new Error(`the reset e-mail carries no /ResetPassword/ link:\n${mail.text}`);
  return link;
}

/** GraphQL straight to the stack, for seeding and for reading what the server says. */
async function graphql<T>(
  query: string,
  variables: Record<string, unknown>,
  ip: string,
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: { message: string }[] };
}

function isRed(rgb: string): boolean {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return r > 120 && r > g * 2 && r > b * 2;
}

describe('the account, in a browser', () => {
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
        .screenshot({ path: join(SHOTS_DIR, `${name.replace(/\W+/g, '-')}.png`), fullPage: true })
        .catch(() => undefined);
      throw new Error(
        `step "${name}" failed at ${page.url()}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }

  async function signIn(email: string, password: string) {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async function openAccountMenu() {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await visible(page.getByRole('menu'));
  }

  async function signOut() {
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, /^\/sign-in$/);
    await visible(page.getByRole('link', { name: 'Try For Free' }));
  }

  test('the public pages pass the accessibility check on a desktop and on a phone', async () => {
    const pages = ['/', '/aboutus', '/plans', '/contactus', '/sign-in', '/sign-up', '/forgetPassword', '/no-such-page'];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const path of pages) {
        await step(`${path} at ${viewport.width} px`, async () => {
          await page.goto(path);
          await visible(page.getByRole('heading', { level: 1 }));
          await expectAccessible(page, path);
        });
      }
    }
    await step('the phone menu, open', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' }));
      await expectAccessible(page, 'the phone menu');
    });
    await step('a reset link cut short', async () => {
      await page.goto('/ResetPassword/someone%40example.com');
      await visible(page.getByRole('alert'));
      await expectAccessible(page, 'a reset link without its token');
    });
    expect(pageErrors).toEqual([]);
  });

  test('a new owner signs up, edits the profile, resets the password from the e-mail, writes to us, and the demo opens', async () => {
    const email = uniqueEmail('owner');
    const fullName = 'Giulia Bianchi';
    const firstPassword = `first-${randomUUID().slice(0, 8)}`;
    const newPassword = `second-${randomUUID().slice(0, 8)}`;
    let userId = '';

    await step('sign up', async () => {
      await page.goto('/sign-up');
      await expectAccessible(page, 'sign-up');
      await page.getByLabel('Full name').fill(fullName);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(firstPassword);
      await page.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(page, /^\/sign-in$/);
      await visible(page.getByRole('status'));
      await expectAccessible(page, 'sign-in with a notice');
    });

    await step('sign in', async () => {
      await signIn(email, firstPassword);
      await waitForPath(page, /^\/restaurantDashboard\/[^/]+$/);
      userId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
      expect(userId).not.toBe('');
      await visible(page.getByRole('heading', { name: 'Your restaurants' }));
      await visible(
        page.getByText('No restaurants created yet or your account is not active please go to the Plan page.'),
      );
      await expectAccessible(page, 'an empty restaurant dashboard');
    });

    await step('edit the profile', async () => {
      await openAccountMenu();
      await expectAccessible(page, 'the account menu');
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await waitForPath(page, new RegExp(`^/updateProfile/${escapeRegExp(userId)}$`));
      const nameField = page.getByLabel('Full name');
      await eventually(() => nameField.inputValue(), fullName);
      await expectAccessible(page, 'profile');
      await nameField.fill('Giulia B. Rossi');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const note = await visible(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' }));
      expect(await note.textContent()).toContain('Sign out and sign in again to see the changes.');
      await expectAccessible(page, 'profile, saved');
      // The note goes away on its own (3 s).
      await note.waitFor({ state: 'hidden', timeout: STEP_MS });
      // The change is on the server, not just on the screen.
      await page.reload();
      await eventually(() => page.getByLabel('Full name').inputValue(), 'Giulia B. Rossi');
    });

    await step('sign out', signOut);

    await step('ask for a reset link', async () => {
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await waitForPath(page, /^\/forgetPassword$/);
      // The screen loads with its route: fill its form, not the sign-in form still on screen.
      await visible(page.getByRole('heading', { name: 'Forgot your password?' }));
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Check your email to reset the password.' }));
      await expectAccessible(page, 'forgot password, sent');
    });

    await step('reset the password from the e-mail', async () => {
      const mail = await waitForMail(email, (m) => /\/ResetPassword\//.test(`${m.text}${m.html}`));
      const link = resetLinkFrom(mail);
      // No public URL is configured: the link comes back to the address this browser used (127.0.0.1).
      expect(new URL(link).origin).toBe(new URL(baseUrl()).origin);
      await page.goto(link);
      await expectAccessible(page, 'reset password');
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Password reset successfully!' }));
      await expectAccessible(page, 'reset password, done');
      await waitForPath(page, /^\/sign-in$/);
    });

    await step('the old password no longer works', async () => {
      await signIn(email, firstPassword);
      await visible(page.getByRole('alert'));
      expect(new URL(page.url()).pathname).toBe('/sign-in');
    });

    await step('sign in with the new password', async () => {
      await signIn(email, newPassword);
      await waitForPath(page, new RegExp(`^/restaurantDashboard/${escapeRegExp(userId)}$`));
    });

    await step('send a contact message', async () => {
      await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Contact Us' }).click();
      await waitForPath(page, /^\/contactus$/);
      await page.getByLabel('First name').fill('Giulia');
      await page.getByLabel('Last name').fill('Rossi');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Subject').fill('Two more locations');
      await page.getByLabel('Message').fill('We are opening two more pizzerias this spring. Which plan fits?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const note = await visible(page.getByRole('status'));
      expect((await note.textContent())?.trim()).not.toBe('');
      expect(await page.getByRole('alert').count()).toBe(0);
      await expectAccessible(page, 'contact, sent');
      // A sent message clears the form.
      expect(await page.getByLabel('Subject').inputValue()).toBe('');
      expect(await page.getByLabel('Message').inputValue()).toBe('');
    });

    await step('sign out again', signOut);

    await step('the demo account opens from the sign-in page', async () => {
      await page.getByRole('button', { name: 'Try the demo account' }).click();
      await waitForPath(page, /^\/restaurantDashboard\/[^/]+$/);
      await visible(page.getByRole('heading', { name: 'Your restaurants' }));
      await expectAccessible(page, "the demo account's restaurants");
      // The demo account has no profile to edit (docs/product.md#demo-account).
      await openAccountMenu();
      await visible(page.getByRole('menuitem', { name: 'Sign out' }));
      expect(await page.getByRole('menuitem', { name: 'Profile' }).count()).toBe(0);
    });

    expect(pageErrors).toEqual([]);
  });

  test("a wrong password shows the server's message in a red alert", async () => {
    const email = uniqueEmail('wrong-password');
    const ip = clientIp();
    const seeded = await graphql<{ signUp: { success: boolean } }>(
      'mutation ($input: SignUpInput!) { signUp(input: $input) { success } }',
      { input: { fullName: 'Ana Lima', email, password: 'the-right-one' } },
      ip,
    );
    expect(seeded.errors).toBeUndefined();
    // What the server itself says about a wrong password.
    const refused = await graphql(
      'mutation ($input: SignInInput!) { signIn(input: $input) { token } }',
      { input: { email, password: 'not-the-password' } },
      ip,
    );
    const serverMessage = refused.errors?.[0]?.message ?? '';
    expect(serverMessage).not.toBe('');

    await step('sign in with a wrong password', async () => {
      await page.goto('/sign-in');
      await signIn(email, 'also-not-the-password');
      const alert = await visible(page.getByRole('alert'));
      expect((await alert.textContent())?.trim()).toBe(serverMessage);
      expect(isRed(await alert.evaluate((element) => getComputedStyle(element).color))).toBe(true);
      await expectAccessible(page, 'sign-in with a wrong password');
      expect(new URL(page.url()).pathname).toBe('/sign-in');
    });

    expect(pageErrors).toEqual([]);
  });
});
