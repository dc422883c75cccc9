import { DEMO_ACCOUNT } from '@zest/kit';
import { join } from 'node:path';
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

async function main() {
  const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
  process.stdout.write(`Starting Zest POS (data in ${dataDir === join(ROOT, '.data') ? '.data/' : dataDir})…\n`);
  const stack = await startStack({
    dataDir,
    gatewayPort: port,
    postgresPort: Number(process.env.ZEST_PG_PORT ?? 54320),
    redisPort: Number(process.env.ZEST_REDIS_PORT ?? 63790),
    env: { NODE_ENV: 'development', ...process.env },
    onLine: show,
  });
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  process.stdout.write(
    [
      '',
      `Zest POS is running on http://localhost:${port}  (started in ${seconds} s)`,
      `  Demo account:  ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`,
      `  GraphQL:       http://localhost:${port}/graphql`,
      `  REST + OpenAPI: http://localhost:${port}/api/openapi.json`,
      `  Logs:          .data/logs/   E-mail outbox: .data/outbox/`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping Zest POS…\n`);
    await stack.stop();
    process.stdout.write('Stopped.\n');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Zest POS could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
