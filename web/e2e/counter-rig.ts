import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Tablet } from '../../services/orders/test/tablets';
import { DESKTOP, PHONE, SHOTS_DIR, STEP_MS, expectAccessible, sleep, visible } from './rig';

/**
 * What the counter's browser tests share (the card, the split, the door): the prints put on paper, a step that
 * leaves a picture when it fails, every screen at three sizes with axe, and this browser as a registered tablet.
 */

export const TABLET = { width: 1024, height: 768 } as const;
const SIZES = { phone: PHONE, tablet: TABLET, desktop: DESKTOP } as const;
export const SCREENS = join(SHOTS_DIR, 'screens');

/** Every print keeps the text of the paper it printed, in the tab's session storage (an init script). */
export const recordPrints = () => {
  window.print = () => {
    const printed = JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[];
    const paper =
      document.querySelector('[data-printing] [data-print-content]') ?? document.querySelector('[data-print-content]');
    printed.push(paper?.textContent ?? '');
    window.sessionStorage.setItem('printed', JSON.stringify(printed));
  };
};

/** What this tab has printed so far, each paper's text with its spaces folded. */
export const printedPapers = async (page: Page) =>
  (await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('printed') ?? '[]') as string[])).map((p) =>
    p.replace(/\s+/g, ' '),
  );

/** A locator's text with its spaces folded. */
export const words = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');

/** A named step: when it fails, a picture of the page (test-results/web-e2e) and the step's name in the error. */
export async function step(prefix: string, name: string, page: Page, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SHOTS_DIR, `${prefix}-${name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
    throw new Error(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** The screen as it is now at phone, tablet and desktop size (test-results/web-e2e/screens), axe at each. */
export async function atEverySize(page: Page, name: string, screen: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: join(SCREENS, `${name}-${label}.png`) });
    await expectAccessible(page, `${screen} (${label})`);
  }
  await page.setViewportSize(TABLET);
}

/** The context's pages are the tablet: its registration as the cashier screen keeps it. */
export const asTablet = (context: BrowserContext, restaurantId: string, tablet: Tablet) =>
  context.addInitScript(
    ([id, kept]) => window.localStorage.setItem(`zest-pos.terminal.registration.${id}`, kept as string),
    [restaurantId, JSON.stringify({ id: tablet.id, tag: tablet.tag, key: tablet.key })],
  );

/** An order open on the terminal's update screen, past the cashier's PIN (1111) unless the tab holds it. */
export async function openOnTerminal(page: Page, restaurantId: string, orderId: string): Promise<Locator> {
  await page.goto(`/CashierDashboard/UpdateOrder/${restaurantId}/${orderId}`);
  const pin = page.getByRole('group', { name: 'PIN' });
  const receipt = page.locator('#receipt');
  const printButton = receipt.getByRole('button', { name: /^(Print Order|Reprint)/ });
  await visible(pin.or(printButton));
  if (await pin.isVisible()) {
    await page.keyboard.type('1111');
    await page.keyboard.press('Enter');
  }
  await visible(printButton);
  return receipt;
}

/**
 * A driver just clocked in takes the delivery chosen on the driver screen: the drivers service hears of the punch
 * on the employee's event, so until then "Get the Selected Orders" is still refused; tried again until it goes.
 */
export async function takeOnceClockedIn(page: Page, card: Locator, driver: string): Promise<void> {
  const getThem = page
    .getByRole('navigation', { name: 'Driver menu' })
    .getByRole('button', { name: /Get the Selected/ });
  const deadline = Date.now() + STEP_MS;
  while (await card.isVisible()) {
    expect(Date.now()).toBeLessThan(deadline);
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    await getThem.click();
    await sleep(500);
  }
  await visible(page.getByRole('region', { name: 'Out of Delivery' }).getByText(driver));
}
