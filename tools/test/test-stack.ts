import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startStack, takeOverSignals } from '../stack/stack';
import { startMailCatcher } from './mail-catcher';
import { startStripeMock } from './stripe-mock';

/**
 * The stack the tests run against, in its own process, on its own ports and
 * data (so `npm test` works while `npm start` runs). Prints one READY line
 * with the addresses, and stops everything on SIGTERM.
 */
const base = Number(process.env.ZEST_TEST_PORT_BASE ?? 4300);

async function main() {
  const dataDir = join(ROOT, '.data', 'test');
  rmSync(dataDir, { recursive: true, force: true });
  const mail = await startMailCatcher(base + 90, base + 91);
  const stripeMock = await startStripeMock(base + 12, join(dataDir, 'logs'));
  const stack = await startStack({
    dataDir,
    gatewayPort: base,
    postgresPort: Number(process.env.ZEST_TEST_PG_PORT ?? 54330),
    redisPort: Number(process.env.ZEST_TEST_REDIS_PORT ?? 63730),
    ephemeral: true,
    env: {
      ...process.env,
      DATABASE_URL: process.env.ZEST_TEST_DATABASE_URL,
      REDIS_URL: process.env.ZEST_TEST_REDIS_URL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SMTP_URL: mail.smtpUrl,
      OPERATOR_EMAIL: 'operator@zestpos.test',
    },
  });
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
  takeOverSignals();
  const stop = async () => {
    await stack.stop();
    await mail.stop();
    await stripeMock.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`test stack failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
