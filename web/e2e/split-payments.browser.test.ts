import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readerBy } from '../../services/orders/test/card-counter';
import { addItem, must, newOrder, openDrawer } from '../../services/orders/test/counter';
import { registeredTablet, type Tablet } from '../../services/orders/test/tablets';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import { asTablet, atEverySize, openOnTerminal, printedPapers, recordPrints, step, TABLET, words } from './counter-rig';
import { STEP_MS, launchChromium, newTestContext, signInOwner, visible } from './rig';

/**
 * Split the bill at the counter (docs/decisions/0084-split-payments.md), as the counter lives it: Split on the
 * receipt opens the split; one guest pays for their pie in cash (by items, the change worked out), its slip
 * prints; the rest goes to the tablet's sandbox reader and the guest taps; the split says Paid in full, and Print
 * Order prints the order for the kitchen. Screens at 390×844, 1024×768 and 1280×800, axe on each.
 */

jest.setTimeout(240_000);

describe('split the bill, in a browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let tenant: Tenant;
  let tablet: Tablet;
  let reader: { url: string };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('split-browser');
    tablet = await registeredTablet(tenant);
    await openDrawer(tenant, tablet, 10_000);
    reader = await readerBy(tenant, tablet);
    context = await newTestContext(browser, TABLET);
    await context.addInitScript(recordPrints);
    await asTablet(context, tenant.restaurantId, tablet);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  test('a pie paid in cash by items, the rest by card on the reader, then the order printed', async () => {
    const page: Page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const readerPage = await context.newPage();
    readerPage.setDefaultTimeout(STEP_MS);
    const dialog = () => page.getByRole('dialog');
    const order = await newOrder(tenant, tenant.cashier);
    await addItem(tenant.cashier, order.id, 'Large Margherita', 1200);
    const total = (await addItem(tenant.cashier, order.id, 'Wings', 800)).data!.addOpenItem.order.totalCents;
    const pie = Math.round((total * 1200) / 2000);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

    await step('split', 'Split opens the split with what is owed', page, async () => {
      await signInOwner(page, tenant);
      const receipt = await openOnTerminal(page, tenant.restaurantId, order.id);
      await receipt.getByRole('button', { name: 'Split', exact: true }).click();
      await visible(dialog().getByRole('heading', { name: `Split the bill · Order #${order.orderNumber}` }));
      await visible(dialog().getByText(`Still owed ${dollars(total)}`));
      await atEverySize(page, 'split-open', 'the split, nothing paid yet');
    });

    await step('split', 'the pie in cash, by items: its slip prints with the change', page, async () => {
      await dialog().getByRole('button', { name: 'By items' }).click();
      await dialog()
        .getByRole('checkbox', { name: /Large Margherita/ })
        .check();
      await dialog().getByRole('button', { name: 'Cash', exact: true }).click();
      await dialog().getByLabel('Cash given').fill('20.00');
      await visible(dialog().getByText(`Change ${dollars(2000 - pie)}`));
      await dialog()
        .getByRole('button', { name: `Take ${dollars(pie)}` })
        .click();
      await visible(dialog().getByText(`Still owed ${dollars(total - pie)}`));
      await visible(dialog().getByText(`Cash ${dollars(pie)} · change ${dollars(2000 - pie)}`));
      const slip = (await printedPapers(page)).at(-1)!;
      expect(slip).toContain('Part 1 of the bill');
      expect(slip).toContain('Large Margherita');
      expect(slip).toContain(`Paid in cash${dollars(pie)}`);
      expect(slip).toContain(`Still owed${dollars(total - pie)}`);
      await atEverySize(page, 'split-part-paid', 'the split after a part in cash');
    });

    await step('split', 'the rest on the reader: the guest taps, the split is paid in full', page, async () => {
      await dialog().getByRole('button', { name: 'Card on Counter' }).click();
      await dialog().getByRole('checkbox', { name: /Wings/ }).check();
      await dialog()
        .getByRole('button', { name: `Take ${dollars(total - pie)}` })
        .click();
      await visible(dialog().getByText('Waiting for the card…', { exact: false }));
      await readerPage.goto(reader.url);
      await readerPage.getByRole('button', { name: 'No tip · Tap card' }).click();
      await visible(readerPage.getByText('Approved. Remove the card.'));
      await visible(dialog().getByText('Paid in full'));
      expect(await words(dialog().getByRole('list', { name: 'Parts paid' }))).toContain(
        `Card on Counter ${dollars(total - pie)}`,
      );
      expect((await printedPapers(page)).at(-1)).toContain('Part 2 of the bill');
      await atEverySize(page, 'split-paid', 'the split paid in full');
    });

    await step('split', 'Print Order prints the order for the kitchen', page, async () => {
      const before = (await printedPapers(page)).length;
      await dialog().getByRole('button', { name: 'Print Order' }).click();
      await page.waitForFunction(
        (n) => (JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[]).length > n,
        before,
      );
      const paper = (await printedPapers(page)).at(-1)!;
      expect(paper).toContain(`#${order.orderNumber}`);
      expect(paper).toContain(`Paid in cash${dollars(pie)}`);
      expect(paper).toContain(`Paid by card${dollars(total - pie)}`);
      const saved = await must<{ order: { dueCents: number; printCount: number; payments: { kind: string }[] } }>(
        'query($id: ID!) { order(id: $id) { dueCents printCount payments { kind } } }',
        { id: order.id },
        tenant.cashier,
      );
      expect(saved.order).toEqual({ dueCents: 0, printCount: 1, payments: [{ kind: 'cash' }, { kind: 'reader' }] });
    });

    await step('split', 'the history gives $2.00 of the cash part back, with the manager’s PIN', page, async () => {
      await page.goto(`/CashierDashboard/OrderHistory/${tenant.restaurantId}`);
      const card = page.getByRole('article').filter({ hasText: `Order #${order.orderNumber}` });
      const parts = card.getByRole('list', { name: `Payments of order #${order.orderNumber}` });
      await visible(parts);
      expect(await card.locator('[data-tender]').textContent()).toBe('Paid in parts');
      expect(await words(parts)).toContain(`Cash ${dollars(pie)}`);
      await parts
        .getByRole('button', { name: `Give back Cash ${dollars(pie)} of order #${order.orderNumber}` })
        .click();
      await visible(dialog().getByRole('heading', { name: `Give back · order #${order.orderNumber}` }));
      await dialog().getByLabel('Amount ($)').fill('2.00');
      await dialog().getByRole('button', { name: 'Item came wrong' }).click();
      await atEverySize(page, 'split-give-back', 'giving back part of a split');
      await dialog().getByRole('button', { name: 'Give back $2.00' }).click();
      await visible(dialog().getByRole('heading', { name: 'Enter Security PIN' }));
      expect(await words(dialog().locator('[data-approving]'))).toBe(
        `Approving: giving back $2.00 paid on order #${order.orderNumber}`,
      );
      await page.keyboard.type(tenant.securityPin);
      await dialog().getByRole('button', { name: 'Give back $2.00' }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(card.getByText(`Order #${order.orderNumber}: $2.00 given back in cash.`));
      await visible(parts.getByText(`Cash ${dollars(pie)} · $2.00 given back`));
      const due = await must<{ order: { dueCents: number } }>(
        'query($id: ID!) { order(id: $id) { dueCents } }',
        { id: order.id },
        tenant.cashier,
      );
      expect(due.order.dueCents).toBe(200);
    });
    expect(pageErrors).toEqual([]);
  });
});
