import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

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

/** Debian's Chromium, headless, with nothing that reaches past this machine. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
