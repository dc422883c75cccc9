import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../tools/test/chromium';

export { launchChromium };

/** What every browser test shares: the rig's addresses, Debian's Chromium, and patient waits. */

/** How long one step may take before the test calls it broken. */
export const STEP_MS = 15_000;
export const SHOTS_DIR = join(__dirname, '..', '..', 'test-results', 'web-e2e');

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through the test rig`);
  return value.replace(/\/$/, '');
}

export const baseUrl = () => requiredEnv('ZEST_TEST_BASE_URL');

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A client address per browser context, so the server's rate limits of one test never touch another. */
export const clientIp = () => {
  const [a = 1, b = 1, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${(c % 250) + 1}`;
};

export async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function waitForPath(page: Page, pattern: RegExp) {
  await page.waitForURL((url) => pattern.test(url.pathname), { timeout: STEP_MS });
}

export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: STEP_MS });
  return locator;
}

/** A note (role status) saying `said`; if none comes, the failure names what the screen said instead. */
export async function noted(page: Page, said: RegExp): Promise<void> {
  try {
    await visible(page.getByRole('status').filter({ hasText: said }));
  } catch (error) {
    const shown = await page.getByRole('status').or(page.getByRole('alert')).allTextContents();
    throw new Error(`no note saying ${String(said)}; the screen said: ${shown.join(' | ') || 'nothing'}`, {
      cause: error,
    });
  }
}

/** Polls until `read` returns what is expected (a value that arrives from the server). */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + STEP_MS;
  let last: T = await read();
  while (last !== expected && Date.now() < deadline) {
    await sleep(100);
    last = await read();
  }
  expect(last).toBe(expected);
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A fresh browser context on the rig's stack, with a client address of its own.
 * It bypasses the app's Content-Security-Policy only so that the accessibility
 * check below can inject axe-core; the app itself never relies on it.
 */
export function newTestContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: {
    /** The app's service worker (the offline shell) is off unless a test is about it: a test that stages a
     *  failure with page.route must see every request, and a worker could answer some itself. */
    serviceWorkers?: 'allow' | 'block';
    /** Another gateway than the stack's (one the test stops and starts). */
    baseURL?: string;
  } = {},
) {
  const { serviceWorkers = 'block', baseURL = baseUrl() } = options;
  return browser.newContext({
    baseURL,
    viewport,
    bypassCSP: true,
    serviceWorkers,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
  });
}

/** The WCAG 2.1 A and AA rules of axe-core. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let axeSource: string | undefined;

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: { target: string; html: string; summary: string }[];
};

/**
 * Runs axe-core (WCAG 2.1 A and AA) on what the page shows now and fails with
 * a readable list of what is wrong, where, and how to fix it. The context must
 * come from newTestContext (the app's CSP refuses injected scripts otherwise).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axeSource });
  }
  const violations: Violation[] = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html,
        summary: node.failureSummary ?? '',
      })),
    }));
  }, WCAG_21_AA);
  if (violations.length === 0) return;
  const size = page.viewportSize();
  const report = violations
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} [${violation.helpUrl}]\n` +
        violation.nodes
          .map((node) => `    at ${node.target}: ${node.html}\n      ${node.summary.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  throw new Error(
    `${screen} (${size ? `${size.width}×${size.height}` : 'page'}, ${page.url()}): ` +
      `${violations.length} accessibility violation(s) of WCAG 2.1 A/AA:\n${report}`,
  );
}

/**
 * Every control of the open view can be brought into view without a pinned bar on top of it
 * (docs/product.md#terminal-feel: sticky bars never cover a control): each one is scrolled to, as the keyboard
 * or a finger would, and its box must not overlap any sticky or fixed element outside it. A note that leaves by
 * itself (role status) is not a bar; the receipt laid out for printing is not shown.
 */
export async function expectNoControlUnderBars(page: Page, screen: string): Promise<void> {
  const covered = await page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !element.closest('[aria-hidden="true"], [role="status"]');
    };
    const bars = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((element) => {
      const position = getComputedStyle(element).position;
      return (position === 'sticky' || position === 'fixed') && shown(element);
    });
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"]'),
    ).filter((control) => shown(control) && !bars.some((bar) => bar.contains(control)));
    const found: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      for (const bar of bars) {
        if (control.contains(bar)) continue;
        const edge = bar.getBoundingClientRect();
        const across = Math.min(box.right, edge.right) - Math.max(box.left, edge.left);
        const down = Math.min(box.bottom, edge.bottom) - Math.max(box.top, edge.top);
        if (across > 1 && down > 1) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
          found.push(`"${name}" under ${bar.tagName.toLowerCase()} "${(bar.textContent ?? '').trim().slice(0, 30)}"`);
        }
      }
    }
    return found;
  });
  if (covered.length > 0) throw new Error(`${screen}: controls under a pinned bar:\n${covered.join('\n')}`);
}

/**
 * A note (a Toast: 'Order #4 printed…', 'Removed … · Undo') lies over no control, however the screen under it is
 * scrolled (docs/product.md#terminal-feel). Its box is read as it shows; then, as it stands and at every stop of
 * every scrolling box swept from top to bottom (as a finger would), no control's visible part may meet that box.
 */
export async function expectNoControlUnderNote(page: Page, note: Locator, screen: string): Promise<void> {
  const covered = await note.evaluate(async (shown) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const edge = shown.getBoundingClientRect();
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"]'),
    ).filter((control) => !shown.contains(control));
    // The part of a control on screen: inside the window and inside every box around it that clips.
    const visiblePart = (control: HTMLElement) => {
      if (control.closest('[aria-hidden="true"]') || getComputedStyle(control).visibility === 'hidden') return null;
      const box = control.getBoundingClientRect();
      let [left, right, top, bottom] = [box.left, box.right, box.top, box.bottom];
      for (let up = control.parentElement; up && up !== document.documentElement; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        [left, right, top, bottom] = [
          Math.max(left, clip.left),
          Math.min(right, clip.right),
          Math.max(top, clip.top),
          Math.min(bottom, clip.bottom),
        ];
      }
      [left, right] = [Math.max(left, 0), Math.min(right, window.innerWidth)];
      [top, bottom] = [Math.max(top, 0), Math.min(bottom, window.innerHeight)];
      return right - left > 1 && bottom - top > 1 ? { left, right, top, bottom } : null;
    };
    /** Each control covered, with where it was first seen so. */
    const found = new Map<string, string>();
    const check = (where: string) => {
      for (const control of controls) {
        const part = visiblePart(control);
        if (!part) continue;
        const across = Math.min(part.right, edge.right) - Math.max(part.left, edge.left);
        const down = Math.min(part.bottom, edge.bottom) - Math.max(part.top, edge.top);
        if (across > 1 && down > 1) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (!found.has(name)) found.set(name, where);
        }
      }
    };
    check('as the note appeared');
    const scrollers = Array.from(document.querySelectorAll<HTMLElement>('body, body *')).filter(
      (element) =>
        element.scrollHeight > element.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(element).overflowY),
    );
    for (const scroller of scrollers) {
      const start = scroller.scrollTop;
      const step = Math.max(40, Math.floor(scroller.clientHeight / 3));
      for (let top = 0; ; top += step) {
        scroller.scrollTop = top;
        await frame();
        check(`with ${scroller.tagName.toLowerCase()}${scroller.id ? `#${scroller.id}` : ''} scrolled to ${top}px`);
        if (top >= scroller.scrollHeight - scroller.clientHeight) break;
      }
      scroller.scrollTop = start;
    }
    return [...found].map(([name, where]) => `"${name.slice(0, 40)}" ${where}`);
  });
  if (covered.length > 0) throw new Error(`${screen}: controls under the note:\n${covered.join('\n')}`);
}

/** Whom a terminal opens for: a tenant's owner and restaurant (tools/test/tenants.ts). */
export interface TerminalOwner {
  owner: { id: string; email: string; password: string };
  restaurantId: string;
}

/** Signs the owner in, on the restaurant dashboard. */
export async function signInOwner(page: Page, at: TerminalOwner): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(at.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(at.owner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/restaurantDashboard/'));
}

/** A PIN typed on the PIN pad a screen shows first (a cashier's, a worker's, the security PIN), then Enter. */
export async function enterPin(page: Page, digits: string): Promise<void> {
  await visible(page.getByRole('group', { name: 'PIN' }));
  await page.keyboard.type(digits);
  await page.keyboard.press('Enter');
}

/** Signs the owner in and opens the take-order screen past the PIN pad (the tenants' cashier is 1111). */
export async function openTakeOrder(page: Page, at: TerminalOwner, pin = '1111'): Promise<void> {
  await signInOwner(page, at);
  await page.goto(`/CashierDashboard/takeOrder/owner/${at.restaurantId}/${at.owner.id}`);
  await enterPin(page, pin);
  await visible(page.getByRole('region', { name: 'Order Type' }).getByRole('button', { name: /^Pizzas/ }));
}
