import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pressReader, readerBy, settled, takeCard } from '../../services/orders/test/card-counter';
import { CardShop, press, until } from '../../services/orders/test/card-shop';
import { addOpenItem, onOrdersDatabase, startOrder } from '../../services/orders/test/helpers';
import { registeredTablet } from '../../services/orders/test/tablets';
import { PHONE, SHOTS_DIR, STEP_MS, expectAccessible, launchChromium, newTestContext, visible } from './rig';

/**
 * The Z report's card payments against Stripe's (docs/decisions/0082-card-payments-reconciled-with-stripe.md), as
 * the owner reads them at the end of the day: a reader payment with a tip and an online card payment, checked
 * with Stripe (the sandbox) from the Z report: "Card payments match Stripe"; then a charge planted in the
 * sandbox's own record, which the books never heard of, checked again: the difference in words. Screens of the
 * card at phone, tablet and desktop sizes go to test-results/web-e2e/screens (kept as
 * docs/screens/after-49-z-card-reconciliation-*.png); axe-core finds nothing on either.
 */

jest.setTimeout(240_000);

const SCREENS = join(SHOTS_DIR, 'screens');
const SIZES = {
  phone: PHONE,
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;

describe('the Z report’s card reconciliation, in a browser', () => {
  let tipCents = 0;
  let browser: Browser;
  let shop: CardShop;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
    shop = await CardShop.open('card-check-browser', { connected: true });
    const t = shop.t;
    const tablet = await registeredTablet(t);
    const reader = await readerBy(t, tablet);
    const order = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, order.id, 'Large Margherita', '18.00');
    const part = (await takeCard(order.id, tablet, t.cashier)).data!.takeCardPayment;
    tipCents = Math.round((part.amountCents * 15) / 100);
    await pressReader(reader.url, 'tap', { part: part.id, tip: String(tipCents) });
    await settled(part.id, t.cashier);
    const placed = (await shop.cardCheckout()).answer.data!.placeOnlineOrder;
    await press(placed.paymentUrl!, 'pay');
    await until(
      () => shop.tracking(placed.statusKey),
      (r) => r.data?.onlineTracking.progress === 'received',
    );
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
      await page.screenshot({ path: join(SHOTS_DIR, `card-check-${name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
      throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  test('the owner checks the day with Stripe from the Z report: matched, then a planted charge shown', async () => {
    context = await newTestContext(browser, SIZES.tablet);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const dialog = () => page.getByRole('dialog');
    const card = () => dialog().getByRole('region', { name: 'Card payments and Stripe' });
    const t = shop.t;

    await step('the Z report preview, not checked yet', page, async () => {
      await page.goto('/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(t.owner.email);
      await page.getByLabel('Password', { exact: true }).fill(t.owner.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/restaurantDashboard/'));
      await page.goto(`/RevenueDashboard/${t.restaurantId}`);
      await visible(page.getByRole('group', { name: 'PIN' }));
      await page.keyboard.type(t.securityPin);
      await page.keyboard.press('Enter');
      const section = page.getByRole('region', { name: 'Close the day' });
      await visible(section);
      await section.getByRole('button', { name: 'Preview the Z report' }).click();
      await visible(card().getByText('Card payments not checked with Stripe yet'));
      // The reader's tip, apart from sales and the money taken.
      const tips = dialog().locator('section[aria-label="Tips"]').first();
      expect((await tips.textContent())?.replace(/\s+/g, ' ')).toContain(
        `Card tips · 1 tip$${(tipCents / 100).toFixed(2)}`,
      );
    });

    await step('checked with Stripe: they match', page, async () => {
      await card().getByRole('button', { name: 'Check with Stripe now' }).click();
      await visible(card().getByRole('heading', { name: 'Card payments match Stripe' }));
      expect(await card().textContent()).toMatch(/Stripe \$[\d.]+ · the books \$[\d.]+ · checked /);
      await expectAccessible(page, 'the Z report with its card payments matching Stripe');
      mkdirSync(SCREENS, { recursive: true });
      await card().screenshot({ path: join(SCREENS, 'z-card-reconciliation-matched-1024x768.png') });
    });

    const planted = `pi_local_planted${randomUUID().slice(0, 8)}`;
    await step('a charge the books never heard of, checked again', page, async () => {
      await onOrdersDatabase(
        `INSERT INTO sandbox_charges (restaurant_id, id, kind, account, payment_intent, amount_cents, tip_cents, created_at)
         SELECT restaurant_id, $2, 'charge', account, $3, 2178, 0, min(created_at)
         FROM sandbox_charges WHERE restaurant_id = $1 GROUP BY restaurant_id, account`,
        [t.restaurantId, `ch_local_${randomUUID().slice(0, 8)}`, planted],
      );
      await card().getByRole('button', { name: 'Check with Stripe now' }).click();
      await visible(card().getByRole('heading', { name: 'Card payments differ from Stripe: 1 difference' }));
      await visible(card().getByText(`Stripe took $21.78 (${planted}) that no order has`));
      await expectAccessible(page, 'the Z report with a difference from Stripe');
    });

    await step('the card at phone, tablet and desktop sizes', page, async () => {
      for (const [name, size] of Object.entries(SIZES)) {
        await page.setViewportSize(size);
        await card().scrollIntoViewIfNeeded();
        await card().screenshot({ path: join(SCREENS, `after-49-z-card-reconciliation-${name}.png`) });
      }
      await page.setViewportSize(SIZES.phone);
      await expectAccessible(page, 'the Z report with a difference from Stripe, on a phone');
    });
    expect(pageErrors).toEqual([]);
  });
});
