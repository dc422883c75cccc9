import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { newAdmin } from '../../services/auth/test/admin-account';
import { PRICES, subscribe } from '../../services/billing/test/stripe-events';
import { failedJob, until } from '../../tools/test/jobs';
import { graphql, type TestAccount } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  DESKTOP,
  expectAccessible,
  launchChromium,
  newTestContext,
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  visible,
  waitForPath,
} from './rig';

/**
 * The operator console as an admin clicks it (docs/product.md#operator-console):
 * the accounts list with a freshly created owner, a failed job retried and another
 * dropped, health with every part, the audit list; an owner is not allowed.
 * Every screen passes axe at desktop and phone width, and is kept as a
 * picture (console-<screen>-<width>.png) for a person to look at.
 */
jest.setTimeout(180_000);

let browser: Browser;
let admin: TestAccount;
let fresh: Tenant;

beforeAll(async () => {
  [browser, admin, fresh] = await Promise.all([launchChromium(), newAdmin(), newTenant('fresh-owner')]);
  mkdirSync(SHOTS_DIR, { recursive: true });
  // The new owner pays for a plan, so accounts and subscriptions have one to show.
  await subscribe(fresh.owner.id, PRICES.regular);
  await until('the plan to reach billing', async () => {
    const answer = await graphql<{ subscriptions: { subscriptions: { id: string }[] } }>(
      'query { subscriptions(status: "active", pageSize: 100) { subscriptions { id } } }',
      {},
      { token: admin.token },
    );
    return answer.data?.subscriptions.subscriptions.some((s) => s.id === fresh.owner.id);
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await waitForPath(page, /^\/(?!sign-in)/);
}

async function look(page: Page, screen: string, fullPage = true) {
  await expectAccessible(page, `console ${screen}`);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SHOTS_DIR, `console-${screen}-${width}.png`), fullPage });
}

const failedJobItem = (page: Page, id: string) => page.getByRole('listitem', { name: `entitlements job ${id}` });

it('lets an admin find a new owner, retry and drop failed jobs, see every part of the platform and the audit', async () => {
  // An entitlement for an account id that is not one: auth's consumer refuses it.
  const [retried, dropped] = await Promise.all([
    failedJob('entitlements', { userId: 'not-an-account', status: 'active', version: 1 }),
    failedJob('entitlements', { userId: 'not-an-account-either', status: 'active', version: 1 }),
  ]);
  const context = await newTestContext(browser, DESKTOP);
  const page = await context.newPage();
  await signIn(page, admin);

  // The header's link, for admins only; the console's code loads with its route.
  await page.getByRole('link', { name: 'Console', exact: true }).click();
  await waitForPath(page, /^\/admin$/);
  await visible(page.getByRole('heading', { name: 'Operator console' }));
  await page.getByLabel('Search by owner, e-mail or restaurant').fill(fresh.owner.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: fresh.owner.email });
  await visible(row);
  await expect(row.getByRole('cell').nth(1).innerText()).resolves.not.toBe('None');
  await expect(row.getByRole('cell').nth(2).innerText()).resolves.toMatch(/active\s+Regular/);
  await look(page, 'accounts');

  await page.getByRole('link', { name: 'Queues', exact: true }).click();
  const job = await visible(failedJobItem(page, retried));
  await expect(job.innerText()).resolves.toContain('after 1 run');
  // Each projection is compared with its source every few seconds in the test stack.
  const checks = page.getByRole('table', { name: 'Projection checks of drivers' });
  for (const deadline = Date.now() + 30_000; !(await checks.isVisible());) {
    if (Date.now() > deadline) throw new Error('no projection check shown');
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.waitForTimeout(500);
  }
  await expect(checks.getByRole('row').filter({ hasText: 'order-events-drivers' }).innerText()).resolves.toMatch(
    /In step|sent again|unknown to the source|no answer yet/,
  );
  await look(page, 'queues');
  await job.getByRole('button', { name: /^Retry/ }).click();
  await visible(page.getByText(`entitlements job ${retried} is queued again.`));
  // It runs again, fails again, and is back with a second run.
  const deadline = Date.now() + STEP_MS;
  while (
    !(
      await failedJobItem(page, retried)
        .innerText()
        .catch(() => '')
    ).includes('after 2 runs')
  ) {
    if (Date.now() > deadline) throw new Error('the retried job did not run again');
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.waitForTimeout(300);
  }

  await failedJobItem(page, dropped).getByRole('button', { name: /^Drop/ }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Drop this failed job?' }));
  await look(page, 'drop-confirm', false);
  await dialog.getByRole('button', { name: 'Drop job' }).click();
  await visible(page.getByText(`entitlements job ${dropped} is dropped.`));
  await failedJobItem(page, dropped).waitFor({ state: 'detached', timeout: STEP_MS });

  await page.getByRole('link', { name: 'Health', exact: true }).click();
  const services = await visible(page.getByRole('list', { name: 'Services' }));
  for (const name of ['gateway', 'auth', 'billing', 'menu', 'orders', 'drivers']) {
    const card = await visible(services.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) }));
    await expect(card.innerText()).resolves.toMatch(/Checked /);
    const parts = card.getByRole('list', { name: `Parts of ${name}` });
    const expected = name === 'gateway' ? ['redis', 'postgres', 'auth', 'drivers'] : ['database', 'redis'];
    for (const part of expected) {
      await visible(parts.getByRole('listitem').filter({ hasText: new RegExp(`^${part}\\s*Up$`) }));
    }
    await expect(card.getByText('Down', { exact: true }).count()).resolves.toBe(0);
  }
  await look(page, 'health');

  await page.getByRole('link', { name: 'Audit', exact: true }).click();
  for (const [what, id] of [
    ['Retried a job', retried],
    ['Dropped a job', dropped],
  ] as const) {
    const entry = page.getByRole('row').filter({ hasText: `entitlements/${id}` });
    await visible(entry);
    await expect(entry.innerText()).resolves.toContain(what);
    await expect(entry.innerText()).resolves.toContain(admin.email);
  }
  await look(page, 'audit');

  // The books check of a restaurant's day, from its line on the accounts page.
  await page.getByRole('link', { name: 'Books', exact: true }).first().click();
  await visible(page.getByRole('heading', { name: 'Books check' }));
  await page.getByLabel('Restaurant id').fill(fresh.restaurantId);
  await page.getByRole('button', { name: 'Check' }).click();
  await visible(page.getByText('The books agree.'));
  await visible(page.getByRole('list', { name: 'The day' }).getByText(/^revenue rollup: /));
  await look(page, 'books');

  await page.getByRole('link', { name: 'Subscriptions', exact: true }).click();
  await visible(page.getByRole('heading', { name: 'Subscriptions' }));
  await page.getByRole('combobox', { name: 'Status' }).waitFor({ timeout: STEP_MS });
  const paying = await visible(page.getByRole('row').filter({ hasText: fresh.owner.email }));
  await expect(paying.innerText()).resolves.toMatch(/Regular\s+active/);
  await page.waitForLoadState('networkidle');
  await look(page, 'subscriptions');
  await context.close();
});

it('reads at phone width', async () => {
  const context = await newTestContext(browser, PHONE);
  const page = await context.newPage();
  await signIn(page, admin);
  for (const [path, screen, heading] of [
    ['/admin', 'accounts', 'Accounts'],
    ['/admin/subscriptions', 'subscriptions', 'Subscriptions'],
    ['/admin/queues', 'queues', 'Queues'],
    ['/admin/health', 'health', 'Services and stores'],
    ['/admin/audit', 'audit', 'Audit list'],
    [`/admin/books?restaurant=${fresh.restaurantId}`, 'books', 'Books check'],
  ] as const) {
    await page.goto(path);
    await visible(page.getByRole('heading', { name: heading, exact: true }));
    await page.waitForLoadState('networkidle');
    await look(page, screen);
  }
  // The drop's question fits a phone too; cancelling keeps the job.
  await page.goto('/admin/queues');
  const job = page.getByRole('listitem', { name: /^entitlements job / }).first();
  await visible(job);
  await job.getByRole('button', { name: /^Drop/ }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Drop this failed job?' }));
  await look(page, 'drop-confirm', false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached', timeout: STEP_MS });
  await visible(job);
  await context.close();
});

it('tells an owner the console is not for them, and the header does not offer it', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await newTestContext(browser, viewport);
    const page = await context.newPage();
    await signIn(page, fresh.owner);
    if (viewport === DESKTOP) {
      // On a phone the links sit in the closed menu.
      await expect(page.getByRole('link', { name: 'Console', exact: true }).count()).resolves.toBe(0);
    }
    await page.goto('/admin/queues');
    await visible(page.getByRole('heading', { name: 'Not allowed' }));
    await visible(page.getByText('The operator console is for platform admins only.'));
    await look(page, 'not-allowed');
    await context.close();
  }
});
