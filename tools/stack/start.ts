import { databaseUrlFor, DEMO_ACCOUNT, LOCAL_STORES } from '@zest/kit';
import { join } from 'node:path';
import { DEMO_RESTAURANT, seedDemo } from './seed-demo';
import { AlreadyRunning } from './processes';
import { ROOT, startStack } from './stack';

/** `npm start`: the whole platform on this machine, stopped by Ctrl-C or SIGTERM. */
const port = Number(process.env.PORT ?? 4000);
const began = Date.now();

/** Warnings, errors and reset links reach the terminal; everything else is in .data/logs. */
function show(name: string, line: string) {
  let entry: { level?: number; msg?: string; link?: string; err?: { message?: string } };
  try {
    entry = JSON.parse(line);
  } catch {
    process.stdout.write(`[${name}] ${line}\n`);
    return;
  }
  if (entry.link) process.stdout.write(`[${name}] ${entry.msg}: ${entry.link}\n`);
  else if ((entry.level ?? 0) >= 40)
    process.stdout.write(`[${name}] ${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}\n`);
}

let stack: Awaited<ReturnType<typeof startStack>> | null = null;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: stopping Zest POS…\n`);
  // While starting, main() stops what it started as soon as the start returns.
  if (!stack) return;
  await stack.stop();
  process.stdout.write('Stopped.\n');
  process.exit(0);
}

async function main() {
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  // A fault in the launcher itself must not leave the platform running without a parent.
  process.on('uncaughtException', (error) => {
    process.stderr.write(`The launcher failed (${error.message}); stopping Zest POS.\n`);
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  });
  const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
  process.stdout.write(`Starting Zest POS (data in ${dataDir === join(ROOT, '.data') ? '.data/' : dataDir})…\n`);
  stack = await startStack({
    dataDir,
    gatewayPort: port,
    postgresPort: Number(process.env.ZEST_PG_PORT ?? LOCAL_STORES.postgresPort),
    redisPort: Number(process.env.ZEST_REDIS_PORT ?? LOCAL_STORES.redisPort),
    env: { NODE_ENV: 'development', ...process.env },
    onLine: show,
  });
  if (stopping) {
    // A Ctrl-C that came while starting.
    await stack.stop();
    process.stdout.write('Stopped.\n');
    process.exit(0);
  }
  let demoLine = `  Demo restaurant: ${DEMO_RESTAURANT.name} — security PIN ${DEMO_RESTAURANT.securityPin}, cashier PINs ${DEMO_RESTAURANT.cashier.pin} and ${DEMO_RESTAURANT.secondCashier.pin}, driver PIN ${DEMO_RESTAURANT.driver.pin}, kitchen PIN ${DEMO_RESTAURANT.kitchen.pin}`;
  let cardLines: string[] = [];
  try {
    const demo = await seedDemo(stack.gatewayUrl, {
      ordersDatabaseUrl: process.env.ORDERS_DATABASE_URL ?? databaseUrlFor('zest_orders', stack.databaseUrl),
      driversDatabaseUrl: process.env.DRIVERS_DATABASE_URL ?? databaseUrlFor('zest_drivers', stack.databaseUrl),
    });
    if (demo.cards)
      cardLines = [
        `  Ordering page: http://localhost:${port}${demo.cards.orderingPage}`,
        `  Card reader:   http://localhost:${port}${demo.cards.readerScreen}  (the sandbox reader: place it by your tablet under Card readers on the hub)`,
      ];
  } catch (error) {
    demoLine = `  The demo restaurant could not be prepared: ${(error as Error).message}`;
  }
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  process.stdout.write(
    [
      '',
      `Zest POS is running on http://localhost:${port}  (started in ${seconds} s)`,
      `  Demo account:  ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`,
      demoLine,
      ...cardLines,
      `  GraphQL:       http://localhost:${port}/graphql`,
      `  REST + OpenAPI: http://localhost:${port}/api/openapi.json`,
      `  Logs:          .data/logs/   E-mail outbox: .data/outbox/`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

// The message alone: a failure to start says its cause and fix (LaunchError), never a stack trace.
main().catch((error: unknown) => {
  // Said as it is: the running one is where the person should look, nothing failed.
  if (error instanceof AlreadyRunning) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Zest POS could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
