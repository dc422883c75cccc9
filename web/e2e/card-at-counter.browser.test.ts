import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { payOnReader } from '../../services/orders/test/card-counter';
import { addItem, newOrder, print } from '../../services/orders/test/counter';
import { registeredTablet, type Tablet } from '../../services/orders/test/tablets';
import { graphql } from '../../tools/test/support';
import { connectSandboxStripe } from '../../tools/test/stripe-connect';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import { asTablet, atEverySize, openOnTerminal, recordPrints, step, TABLET, words } from './counter-rig';
import { STEP_MS, eventually, launchChromium, newTestContext, signInOwner, visible } from './rig';

/**
 * A card on the counter's reader (docs/decisions/0080-card-payments-at-the-counter.md), as the counter lives
 * it: Print with Card sends the total to the tablet's sandbox reader and waits ("Waiting for the card…",
 * Cancel); on the reader's own page the customer picks a 15% tip and taps; the terminal prints a receipt with
 * the tip and what the card was charged. At another order the card is declined: the terminal says so and the
 * order is printed with cash. Screens at 390×844, 1024×768 and 1280×800 (test-results/web-e2e/screens), axe
 * on each.
 */

jest.setTimeout(240_000);

describe('a card on the counter’s reader, in a browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let tenant: Tenant;
  let tablet: Tablet;
  let readerUrl: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    tenant = await newTenant('card-counter-browser');
    await connectSandboxStripe(tenant);
    tablet = await registeredTablet(tenant);
    const made = await graphql<{ registerCardReader: { sandboxUrl: string } }>(
      'mutation($r: ID!, $i: RegisterCardReaderInput!) { registerCardReader(restaurantId: $r, input: $i) { sandboxUrl } }',
      { r: tenant.restaurantId, i: { registrationCode: 'simulated-wpe', name: 'Counter', terminalId: tablet.id } },
      { token: tenant.owner.token },
    );
    if (!made.data) throw new Error(`register the reader: ${JSON.stringify(made.errors)}`);
    readerUrl = made.data.registerCardReader.sandboxUrl;
    context = await newTestContext(browser, TABLET);
    await context.addInitScript(recordPrints);
    // This browser is the tablet the reader sits by: its registration, as the cashier screen keeps it.
    await asTablet(context, tenant.restaurantId, tablet);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  /** An order of $20 (with tax $21.78) open on the terminal, past the PIN pad. */
  async function openOrder(page: Page): Promise<{ id: string; number: number; receipt: Locator }> {
    const order = await newOrder(tenant, tenant.cashier);
    await addItem(tenant.cashier, order.id, 'Large Margherita', 2000);
    return {
      id: order.id,
      number: order.orderNumber,
      receipt: await openOnTerminal(page, tenant.restaurantId, order.id),
    };
  }

  test('paid on the sandbox reader with a 15% tip: the receipt prints the tip and what the card was charged', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const reader = await context.newPage();
    reader.setDefaultTimeout(STEP_MS);
    const dialog = () => page.getByRole('dialog');
    let orderId = '';

    await step('card', 'Print with Card waits for the card on the reader', page, async () => {
      await signInOwner(page, tenant);
      const { id, receipt } = await openOrder(page);
      orderId = id;
      await receipt.getByRole('button', { name: 'Card', exact: true }).click();
      await receipt.getByRole('button', { name: 'Print Order' }).click();
      await visible(dialog().getByRole('heading', { name: 'Card on Counter' }));
      await visible(dialog().getByText('Waiting for the card…', { exact: false }));
      expect(await words(dialog())).toContain('$21.78');
      await visible(dialog().getByRole('button', { name: 'Cancel' }));
      await atEverySize(page, 'card-waiting', 'the terminal waiting for the card');
    });

    await step(
      'card',
      'the reader shows the amount and the tip choices; the customer taps with 15%',
      reader,
      async () => {
        await reader.goto(readerUrl);
        await visible(reader.getByRole('heading', { name: 'Counter' }));
        expect(await words(reader.locator('main'))).toContain('$21.78');
        const fifteen = reader.getByRole('button', { name: '15% · $3.27 · Tap card' });
        await visible(fifteen);
        await visible(reader.getByRole('button', { name: 'No tip · Tap card' }));
        await visible(reader.getByRole('button', { name: 'Decline' }));
        await atEverySize(reader, 'sandbox-reader', 'the sandbox reader');
        await fifteen.click();
        await visible(reader.getByText('Approved. Remove the card.'));
      },
    );

    await step(
      'card',
      'the terminal prints once the card went through: the tip and the charge on paper',
      page,
      async () => {
        await dialog().waitFor({ state: 'detached', timeout: 20_000 });
        const printed = await page.evaluate(
          () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[],
        );
        const paper = printed.at(-1)!.replace(/\s+/g, ' ');
        expect(paper).toContain('Paid byCard');
        expect(paper).toContain('Tip$3.27');
        expect(paper).toContain('Charged to the card$25.05');
        // Opened again (a reprint's screen), the receipt still says the tip and the charge.
        const again = await openOnTerminal(page, tenant.restaurantId, orderId);
        await atEverySize(page, 'card-receipt-tip', 'the paid order’s receipt with its tip');
        expect(await words(again)).toMatch(/Tip\s*\$3\.27/);
        expect(await words(again)).toMatch(/Charged to the card\s*\$25\.05/);
      },
    );
    expect(pageErrors).toEqual([]);
  });

  test('a declined card is said, and the order is then paid in cash', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const reader = await context.newPage();
    reader.setDefaultTimeout(STEP_MS);
    const dialog = () => page.getByRole('dialog');

    await step('card', 'the card is declined on the reader; the terminal says so', page, async () => {
      const { receipt } = await openOrder(page);
      await receipt.getByRole('button', { name: 'Card', exact: true }).click();
      await receipt.getByRole('button', { name: 'Print Order' }).click();
      await visible(dialog().getByText('Waiting for the card…', { exact: false }));
      await reader.goto(readerUrl);
      await reader.getByRole('button', { name: 'Decline' }).click();
      await visible(reader.getByText('Declined.'));
      await visible(dialog().getByText('The card was declined. Ask for another card, or choose another tender.'));
      await atEverySize(page, 'card-declined', 'the terminal after a declined card');
      await dialog().getByRole('button', { name: 'Choose another tender' }).click();
      await dialog().waitFor({ state: 'detached' });
    });

    await step('card', 'cash instead: printed as any cash order', page, async () => {
      const receipt = page.locator('#receipt');
      await receipt.getByRole('button', { name: 'Cash', exact: true }).click();
      await receipt.getByRole('button', { name: 'Print Order' }).click();
      // This tab's first paper: the declined card printed nothing.
      await page.waitForFunction(
        (n) => (JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[]).length >= n,
        1,
      );
      const printed = await page.evaluate(
        () => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[],
      );
      expect(printed.at(-1)!.replace(/\s+/g, ' ')).toContain('Paid byCash');
    });
    expect(pageErrors).toEqual([]);
  });

  test('voided from the history: the card gets the order and its tip back, and the history says so', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const paid = await payOnReader(tenant, tablet, { url: readerUrl }, '20.00', '15%');
    const printed = await print(tenant.cashier, paid.orderId, { method: 'card' });
    const number = printed.data!.printOrder.order.orderNumber;
    const card = () =>
      page.getByRole('article').filter({ has: page.getByRole('link', { name: `Order #${number}`, exact: true }) });
    const dialog = () => page.getByRole('dialog');

    await step('card', 'the history names the card and its tip; Void with a reason', page, async () => {
      await signInOwner(page, tenant);
      await page.goto(`/CashierDashboard/OrderHistory/${tenant.restaurantId}`);
      const pin = page.getByRole('group', { name: 'PIN' });
      await visible(pin.or(card()));
      if (await pin.isVisible()) {
        await page.keyboard.type('1111');
        await page.keyboard.press('Enter');
      }
      await visible(card());
      expect(await card().locator('[data-tender]').textContent()).toBe('Paid by card on the reader');
      expect(await card().locator('[data-card-tip]').textContent()).toBe('Tip on the card: $3.27');
      await card()
        .getByRole('button', { name: `Void order #${number}` })
        .click();
      await dialog().getByRole('button', { name: 'Other…' }).click();
      await dialog().getByLabel('Your reason').fill('Customer changed their mind');
      await dialog().getByRole('button', { name: 'Void', exact: true }).click();
      await dialog().waitFor({ state: 'detached' });
      await visible(page.getByText(`Order #${number} voided.`));
    });

    await step('card', 'the refund reaches the card: the history says Refunded to the card', page, async () => {
      await eventually(async () => {
        await page.reload();
        await visible(card());
        return (
          (await card()
            .locator('[data-card-refund]')
            .textContent()
            .catch(() => null)) ?? ''
        );
      }, 'Refunded to the card');
      await atEverySize(page, 'card-refunded', 'the history with a card refunded');
    });
    expect(pageErrors).toEqual([]);
  });
});
