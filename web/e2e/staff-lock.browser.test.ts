import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  escapeRegExp,
  expectAccessible,
  launchChromium,
  newTestContext,
  visible,
  waitForPath,
} from './rig';

/**
 * The owner's first hour with staff (docs/product.md#restaurant-lock,
 * docs/product.md#drivers-list), in a real browser against the running
 * stack, on a laptop and on a phone: every owner screen of a restaurant is
 * locked until its security PIN is entered in this tab, however it is
 * reached (a link, a reload, the back button); drivers have their own list
 * with Update and Delete; a new PIN or role and a deletion ask for the
 * security PIN and say what happened and where the person is now; a driver
 * whose PIN changed is locked out of the driver screen at once.
 */

jest.setTimeout(300_000);

const LAPTOP = { width: 1366, height: 768 } as const;
const SCREENS = join(SHOTS_DIR, 'staff-lock');

describe.each([
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const)('staff and the restaurant lock on a %s', (label, viewport) => {
  let browser: Browser;
  let tenant: Tenant;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant(`staff-lock-${label}`);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  /** A new tab in a browser of its own: nothing entered in another tab carries over. */
  async function openTab(size: { width: number; height: number } = viewport): Promise<Page> {
    const context = await newTestContext(browser, size);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.setDefaultNavigationTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function signIn(page: Page) {
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, /^\/restaurantDashboard\//);
  }

  async function shoot(page: Page, name: string) {
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: join(SCREENS, `${name}-${label}.png`), fullPage: true });
  }

  async function step(name: string, pages: Page[], run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      for (const [index, page] of pages.entries()) {
        await page
          .screenshot({ path: join(SHOTS_DIR, `staff-lock-${label}-${name.replace(/\W+/g, '-')}-${index}.png`) })
          .catch(() => undefined);
      }
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  const lockCard = (page: Page) => page.getByText('This restaurant is locked in this tab.', { exact: false });

  /** The lock is shown instead of the screen: the PIN pad, and nothing of the screen behind it. */
  async function expectLocked(page: Page, path: string) {
    await page.goto(path);
    await visible(lockCard(page));
    await visible(page.getByRole('group', { name: 'PIN' }));
    await visible(page.getByRole('heading', { name: 'Tony’s Pizzeria', level: 1 }));
    for (const behind of ['Employee accounts', 'Category', 'Revenue', 'Audit', 'Cashier Screen']) {
      expect({ path, behind, shown: await page.getByRole('link', { name: behind }).count() }).toEqual({
        path,
        behind,
        shown: 0,
      });
    }
  }

  /** The driver's tablet on its next call (Refresh, or its own polling if that came first) shows why it locked. */
  async function driverScreenEnded(driverTab: Page, reason: string) {
    const refresh = driverTab.getByRole('button', { name: 'Refresh' });
    await refresh.click({ timeout: 2_000 }).catch(() => undefined);
    await visible(driverTab.getByText(reason));
  }

  async function enterPin(page: Page, pin: string) {
    await visible(page.getByRole('group', { name: 'PIN' }));
    await page.keyboard.type(pin);
    await page.keyboard.press('Enter');
  }

  test('every owner screen of the restaurant needs its security PIN in this tab: by link, reload and back', async () => {
    const r = encodeURIComponent(tenant.restaurantId);
    const page = await openTab();
    await step('a deep link to the menu dashboards shows the lock, not the menu', [page], async () => {
      await signIn(page);
      await expectLocked(page, `/menuDashboards/${r}`);
      await expectAccessible(page, 'the lock reached by a link');
      await shoot(page, 'owner-lock-deep-link');
    });

    await step('every other owner screen is locked the same way', [page], async () => {
      for (const path of [
        `/openARestaurantDashboard/${r}`,
        `/allEmployeeDashboard/${r}`,
        `/CategoryDashboard/${r}`,
        `/ProductsDashboard/${r}/00000000-0000-4000-8000-000000000000`,
        `/SpecialsDashboard/${r}`,
        `/ToppingDashboard/${r}`,
        `/SidesDashboard/${r}`,
        `/RevenueDashboard/${r}`,
        `/AuditDashboard/${r}`,
        `/LabourDashboard/${r}`,
        `/PayrollDashboard/${r}`,
      ]) {
        await expectLocked(page, path);
      }
    });

    await step('a wrong PIN is refused; the right one opens the screen asked for', [page], async () => {
      await expectLocked(page, `/allEmployeeDashboard/${r}`);
      await enterPin(page, '9999');
      await visible(page.getByRole('alert').filter({ hasText: 'Incorrect PIN.' }));
      await expectAccessible(page, 'the lock after a wrong PIN');
      await enterPin(page, tenant.securityPin);
      await visible(page.getByRole('heading', { name: 'Employee accounts', level: 1 }));
      await visible(page.getByRole('heading', { name: 'Carla' }));
    });

    await step('a reload and the other screens stay open in this tab', [page], async () => {
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Carla' }));
      await page.goto(`/menuDashboards/${r}`);
      await visible(page.getByRole('link', { name: /Category/ }));
      await page.goBack();
      await visible(page.getByRole('heading', { name: 'Carla' }));
      expect(await lockCard(page).count()).toBe(0);
    });

    const other = await openTab();
    await step('another tab that never entered the PIN is locked, back and forward too', [other], async () => {
      await signIn(other);
      await expectLocked(other, `/allEmployeeDashboard/${r}`);
      await other.goBack();
      await waitForPath(other, /^\/restaurantDashboard\//);
      await other.goForward();
      await visible(lockCard(other));
      expect(await other.getByRole('heading', { name: 'Carla' }).count()).toBe(0);
      // No dead end: whoever does not know the PIN goes back to the restaurants.
      await other.getByRole('link', { name: 'All restaurants' }).click();
      await waitForPath(other, new RegExp(`^/restaurantDashboard/${escapeRegExp(tenant.owner.id)}$`));
    });
  });

  test('drivers have their own list; a new role, a new PIN and a deletion ask for the security PIN and say what happened', async () => {
    const r = encodeURIComponent(tenant.restaurantId);
    const page = await openTab();
    const employees = () => page.getByRole('list', { name: 'Employees' });
    const drivers = () => page.getByRole('list', { name: 'Drivers' });
    const dialog = () => page.getByRole('dialog');
    const note = () => page.getByRole('status');

    await step('the employee page lists Carla under employees and Dan under Drivers', [page], async () => {
      await signIn(page);
      await page.goto(`/allEmployeeDashboard/${r}`);
      await enterPin(page, tenant.securityPin);
      await visible(employees().getByRole('heading', { name: 'Carla' }));
      await visible(drivers().getByRole('heading', { name: 'Dan' }));
      expect(await employees().getByText('Dan').count()).toBe(0);
      await expectAccessible(page, 'employees and drivers');
    });

    let taps = 0;
    const tap = async (action: Promise<unknown>) => {
      taps += 1;
      await action;
    };
    await step('a save tried too soon says, beside each field, what it lacks', [page], async () => {
      await page.getByRole('button', { name: '+ New Employee' }).click();
      const form = await visible(dialog());
      await form.getByLabel('Employee PIN').fill('12');
      await form.getByRole('button', { name: 'Create account' }).click();
      await visible(form.getByText('All fields are required'));
      const field = (label: string) => form.getByLabel(label);
      await expect(field('Employee name').getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(field('Employee name').getAttribute('aria-describedby')).resolves.toBeTruthy();
      await visible(form.getByText('Enter the employee’s name.'));
      await visible(form.getByText('PIN must be 4 to 6 digits.'));
      await visible(form.getByText('Enter the restaurant security PIN.'));
      await expectAccessible(page, 'the new employee form, with what each field lacks');
      await shoot(page, 'owner-employee-field-messages');
      // Put right, a field stops saying it.
      await field('Employee name').fill('Pat');
      expect(await form.getByText('Enter the employee’s name.').count()).toBe(0);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
    });

    await step('adding a driver from the employee page: listed under Drivers at once', [page], async () => {
      await tap(page.getByRole('button', { name: '+ New Employee' }).click());
      const form = await visible(dialog());
      await tap(form.getByLabel('Employee name').fill('Sam'));
      await tap(form.getByLabel('Employee PIN').fill('7373'));
      await tap(form.getByLabel('Role').selectOption('driver'));
      await tap(form.getByLabel('Restaurant security PIN').fill(tenant.securityPin));
      await tap(form.getByRole('button', { name: 'Create account' }).click());
      await visible(form.getByText('Sam (Driver) can now sign in with their PIN: find them under Drivers.'));
      // From the employee page to saved: the tap count reported for the owner's first hour.
      expect(taps).toBe(6);
      await form.getByRole('button', { name: 'Done' }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
      await visible(drivers().getByRole('heading', { name: 'Sam' }));
      await shoot(page, 'owner-drivers-list');
    });

    const driverTab = await openTab(PHONE);
    await step('Dan works the driver screen with his PIN', [driverTab], async () => {
      await signIn(driverTab);
      await driverTab.goto(`/DriverDashboard/${r}`);
      await visible(driverTab.getByRole('group', { name: 'PIN' }));
      await enterPin(driverTab, '2222');
      await visible(driverTab.getByRole('heading', { name: 'Current Unassigned Orders' }));
    });

    await step(
      'a cashier made a driver: the security PIN is asked for, then she is found under Drivers',
      [page],
      async () => {
        await page.getByRole('button', { name: 'Update Carla' }).click();
        const form = await visible(dialog());
        await form.getByLabel('Role').selectOption('driver');
        await form.getByRole('button', { name: 'Save' }).click();
        await visible(
          form
            .getByRole('alert')
            .filter({ hasText: 'Enter the restaurant security PIN to change Carla’s PIN or role.' }),
        );
        await form.getByLabel('Restaurant security PIN').fill('9999');
        await form.getByRole('button', { name: 'Save' }).click();
        await visible(form.getByRole('alert').filter({ hasText: 'Incorrect Security Restaurant Pin' }));
        await expectAccessible(page, 'the update dialog with a refusal');
        await form.getByLabel('Restaurant security PIN').fill(tenant.securityPin);
        await form.getByRole('button', { name: 'Save' }).click();
        await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
        await visible(note().filter({ hasText: 'Carla is now a driver: find them under Drivers.' }));
        await visible(drivers().getByRole('heading', { name: 'Carla' }));
        await visible(page.getByText('No employees found.'));
        await expectAccessible(page, 'employees after a role change');
        await shoot(page, 'owner-role-change-note');
      },
    );

    await step("Dan's new PIN: the note says so, and his driver screen locks at once", [page, driverTab], async () => {
      await page.getByRole('button', { name: 'Update Dan' }).click();
      const form = await visible(dialog());
      await form.getByLabel('New PIN (optional)').fill('6262');
      await form.getByLabel('Restaurant security PIN').fill(tenant.securityPin);
      await form.getByRole('button', { name: 'Save' }).click();
      await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
      await visible(note().filter({ hasText: 'Dan’s new PIN works now; the old one stopped on every terminal.' }));
      // The driver's tablet asks again on its next call, with the reason.
      await driverScreenEnded(driverTab, 'Your PIN or role changed. Enter your PIN again.');
      await enterPin(driverTab, '6262');
      await visible(driverTab.getByRole('heading', { name: 'Current Unassigned Orders' }));
    });

    await step(
      'deleting Dan: the confirmation names what stops working; he is gone, and so is his session',
      [page, driverTab],
      async () => {
        await page.getByRole('button', { name: 'Delete Dan' }).click();
        const confirm = await visible(dialog());
        await visible(confirm.getByText('Dan’s PIN stops working on every terminal at once.', { exact: false }));
        await expectAccessible(page, 'the delete dialog');
        await shoot(page, 'owner-delete-driver-dialog');
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
        await visible(
          confirm.getByRole('alert').filter({ hasText: 'Enter the restaurant security PIN to delete Dan.' }),
        );
        await confirm.getByLabel('Restaurant security PIN').fill(tenant.securityPin);
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
        await dialog().waitFor({ state: 'detached', timeout: STEP_MS });
        await visible(note().filter({ hasText: 'Dan was deleted: their PIN no longer opens any terminal.' }));
        expect(await drivers().getByRole('heading', { name: 'Dan' }).count()).toBe(0);
        await page.reload();
        await visible(drivers().getByRole('heading', { name: 'Sam' }));
        expect(await drivers().getByRole('heading', { name: 'Dan' }).count()).toBe(0);
        await driverScreenEnded(driverTab, 'This employee account was removed. Ask your manager.');
        await enterPin(driverTab, '6262');
        await visible(driverTab.getByRole('alert').filter({ hasText: 'Incorrect PIN' }));
      },
    );
  });
});
