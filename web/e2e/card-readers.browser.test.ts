import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { graphql } from '../../tools/test/support';
import { connectSandboxStripe } from '../../tools/test/stripe-connect';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import {
  PHONE,
  SHOTS_DIR,
  STEP_MS,
  expectAccessible,
  launchChromium,
  newTestContext,
  visible,
  waitForPath,
} from './rig';

/**
 * The hub's Card readers card (docs/decisions/0080-card-payments-at-the-counter.md), as the owner uses it: the
 * restaurant connected with Stripe (the sandbox), the owner adds "Counter" with the sandbox code simulated-wpe
 * by the restaurant's tablet and sees it listed, with the sandbox reader's page. Screens at phone, tablet and
 * desktop sizes go to test-results/web-e2e/screens (kept as docs/screens/after-49-card-readers-*.png); axe-core
 * finds nothing on the form or the card.
 */

jest.setTimeout(240_000);

const SCREENS = join(SHOTS_DIR, 'screens');
const SIZES = {
  phone: PHONE,
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;

describe('card readers on the hub, in a browser', () => {
  let browser: Browser;
  let tenant: Tenant;
  let context: BrowserContext;
  let tag: string;

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('readers-browser');
    await connectSandboxStripe(tenant);
    const made = await graphql<{ registerTerminal: { tag: string } }>(
      'mutation($r: ID!) { registerTerminal(restaurantId: $r) { id tag key } }',
      { r: tenant.restaurantId },
      { token: tenant.cashier },
    );
    tag = made.data!.registerTerminal.tag;
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  async function step(name: string, page: Page, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, `readers-${name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  test('the owner registers Counter with simulated-wpe by the tablet and sees it listed', async () => {
    context = await newTestContext(browser, SIZES.tablet);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const dialog = () => page.getByRole('dialog');
    const card = () => page.getByRole('region', { name: 'Card readers' });

    await step('the hub, opened with the security PIN', page, async () => {
      await page.goto('/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(tenant.owner.email);
      await page.getByLabel('Password', { exact: true }).fill(tenant.owner.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, /^\/restaurantDashboard\//);
      await page
        .getByRole('button', { name: /^Open / })
        .first()
        .click();
      await visible(dialog());
      await dialog().getByLabel('Security PIN', { exact: true }).fill(tenant.securityPin);
      await dialog().getByRole('button', { name: 'Open', exact: true }).click();
      await waitForPath(page, /^\/openARestaurantDashboard\//);
      await visible(card().getByText(/^No card reader yet/));
    });

    await step('a reader added by the tablet', page, async () => {
      await card().getByRole('button', { name: 'Add a card reader' }).click();
      const form = await visible(dialog());
      await form.getByLabel('Registration code').fill('simulated-wpe');
      await form.getByLabel('Name', { exact: true }).fill('Counter');
      await form.getByLabel('By the tablet').selectOption({ label: `Tablet ${tag}` });
      await expectAccessible(page, 'adding a card reader');
      await form.getByRole('button', { name: 'Add the reader' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(card().getByText('Counter is on the counter.'));
      await visible(card().getByText(`By tablet ${tag} · Sandbox reader`));
      const link = card().getByRole('link', { name: 'Open the sandbox reader' });
      expect(await link.getAttribute('href')).toMatch(
        new RegExp(`^/sandbox/reader/${tenant.restaurantId}/[0-9a-f-]{36}$`),
      );
      await expectAccessible(page, 'the Card readers card');
    });

    await step('a second reader by the same tablet is refused in words', page, async () => {
      await card().getByRole('button', { name: 'Add a card reader' }).click();
      const form = await visible(dialog());
      await form.getByLabel('Registration code').fill('simulated-wpe');
      await form.getByLabel('Name', { exact: true }).fill('Bar');
      await form.getByLabel('By the tablet').selectOption({ label: `Tablet ${tag} (has Counter)` });
      await form.getByRole('button', { name: 'Add the reader' }).click();
      await visible(form.getByText(`The tablet ${tag} already has a card reader: move or retire that one first.`));
      await form.getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached' });
    });

    await step('the card at phone, tablet and desktop sizes', page, async () => {
      mkdirSync(SCREENS, { recursive: true });
      for (const [name, size] of Object.entries(SIZES)) {
        await page.setViewportSize(size);
        // The card's top just under the site's bar, which stays on top.
        await page.evaluate(() => {
          document.getElementById('card-readers-heading')?.closest('section')?.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -96);
        });
        await card().screenshot({ path: join(SCREENS, `after-49-card-readers-${name}.png`) });
      }
      await page.setViewportSize(SIZES.phone);
      await expectAccessible(page, 'the Card readers card on a phone');
    });
    expect(pageErrors).toEqual([]);
  });
});
