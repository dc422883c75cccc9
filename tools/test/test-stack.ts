import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SettingNames } from '../stack/settings';
import { ROOT, startStack } from '../stack/stack';
import { startMailCatcher } from './mail-catcher';
import { testPort, TEST_STORES } from './ports';
import { startStripeMock } from './stripe-mock';

/**
 * The stack the tests run against, in its own process, on its own ports and
 * data (so `npm test` works while `npm start` runs). Prints one READY line
 * with the addresses, and stops everything on SIGTERM. When something cannot
 * start it prints one message (cause and fix), stops what it started and
 * exits 1.
 */

const TEST_SETTINGS: SettingNames = {
  postgresPort: 'ZEST_TEST_PG_PORT',
  redisPort: 'ZEST_TEST_REDIS_PORT',
  databaseUrl: 'ZEST_TEST_DATABASE_URL',
  redisUrl: 'ZEST_TEST_REDIS_URL',
  dataDir: 'ZEST_TEST_STACK_DIR',
};

/** What is running, newest last; stopped newest first. */
const running: (() => Promise<void>)[] = [];
let stopping: Promise<void> | null = null;
const stopAll = () =>
  (stopping ??= (async () => {
    for (const stop of [...running].reverse()) await stop();
  })());

// A signal while starting is acted on between steps (a step's processes are known only once it returns).
let starting = true;
let signalled = false;
class Stopped extends Error {}
const stopIfSignalled = () => {
  if (signalled) throw new Stopped();
};

async function main() {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      signalled = true;
      if (!starting) void stopAll().then(() => process.exit(0));
    });
  }
  const dataDir = process.env.ZEST_TEST_STACK_DIR ?? join(ROOT, '.data', 'test');
  rmSync(dataDir, { recursive: true, force: true });
  const mail = await startMailCatcher(testPort('smtp'), testPort('mailApi'));
  running.push(mail.stop);
  stopIfSignalled();
  const stripeMock = await startStripeMock(testPort('stripeMock'), join(dataDir, 'logs'));
  running.push(stripeMock.stop);
  stopIfSignalled();
  const stack = await startStack({
    dataDir,
    gatewayPort: testPort('gateway'),
    postgresPort: TEST_STORES.postgres,
    redisPort: TEST_STORES.redis,
    ephemeral: true,
    settings: TEST_SETTINGS,
    env: {
      ...process.env,
      DATABASE_URL: process.env.ZEST_TEST_DATABASE_URL,
      REDIS_URL: process.env.ZEST_TEST_REDIS_URL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SMTP_URL: mail.smtpUrl,
      OPERATOR_EMAIL: 'operator@zestpos.test',
      // A priced-menu subscriber of the tests' own, read by services/menu/test/menu-events.test.ts.
      MENU_EXTRA_SUBSCRIBERS: 'tests',
      // Address suggestions ask a fake geocoding service a test starts on this port (orders' test/address.test.ts).
      ADDRESS_SUGGEST_URL: `http://127.0.0.1:${testPort('geocoder')}/search`,
      // Every request's statements are counted (services/orders/test/statement-budgets.test.ts).
      COUNT_STATEMENTS: 'true',
      // A cash-out request waits this long for its job before answering 202 (services/drivers/test/cashouts.test.ts).
      CASHOUT_WAIT_MS: '3000',
      // The suites hammer one restaurant or account on purpose (the access matrix asks hundreds of questions
      // of one restaurant in seconds): no share here; gateway/test/fair-share.test.ts tests it on its own gateway.
      FAIR_SHARE_RESTAURANT_PER_SECOND: '0',
      FAIR_SHARE_ACCOUNT_PER_SECOND: '0',
      // Projections are compared with their sources this often, so the console's tests see a check made.
      EVENT_CHECK_EVERY_SECONDS: '10',
    },
  });
  running.push(stack.stop);
  stopIfSignalled();
  starting = false;
  process.stdout.write(
    `READY ${JSON.stringify({
      baseUrl: stack.gatewayUrl,
      serviceUrls: stack.serviceUrls,
      databaseUrl: stack.databaseUrl,
      redisUrl: stack.redisUrl,
      mailUrl: mail.apiUrl,
      stripeMockUrl: stripeMock.url,
      dataDir,
    })}\n`,
  );
}

main().catch(async (error: unknown) => {
  if (!(error instanceof Stopped))
    process.stderr.write(`The test stack could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll();
  process.exit(error instanceof Stopped ? 0 : 1);
});
