import { join } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../core/config';
import { createLogger } from '../core/log';
import { envPrefix, LOCAL_STORES, localPostgresUrl, SERVICES, serviceNamed } from '../core/services';
import { databaseUrlFor, ensureDatabase } from './database';
import { databaseEnv, migrationEnvOf, migrationUrlFor } from './database-settings';
import { migrateDatabase } from './migrate';

/**
 * `npm run migrate [-- service…]`: every service's migrations (or the named
 * services'), as their own step before a release's processes start (a
 * Kubernetes Job, a compose one-shot: `node services/kit/dist/data/migrate-cli.js orders`).
 * Each service's database is the one it would use: `<SERVICE>_DATABASE_URL`,
 * else DATABASE_URL with its database, else the local stack's (npm start);
 * a migration URL, when set, wins (kit/data/database-settings.ts).
 */
const names = process.argv.slice(2);
const services = names.length ? names.map(serviceNamed) : SERVICES;

const config = loadConfig('migrate', {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  ZEST_PG_PORT: z.coerce.number().int().min(1).max(65535).default(LOCAL_STORES.postgresPort),
  ...databaseEnv,
});
/** Each service's own URLs, when set. */
const urls: Record<string, string | undefined> = loadConfig(
  'migrate',
  Object.fromEntries(
    services.flatMap((s) => [
      ...Object.entries(migrationEnvOf(s.name)),
      [`${envPrefix(s.name)}_DATABASE_URL`, z.string().url().optional()],
    ]),
  ),
);
const log = createLogger('migrate', config.LOG_LEVEL);

async function main(): Promise<void> {
  const server = config.DATABASE_URL ?? localPostgresUrl(config.ZEST_PG_PORT);
  for (const service of services) {
    const own = urls[`${envPrefix(service.name)}_DATABASE_URL`];
    const url = migrationUrlFor(service.name, own ?? databaseUrlFor(service.database, server), { ...config, ...urls });
    const where = new URL(url);
    process.stdout.write(`${service.name}: migrating ${where.hostname}:${where.port || 5432}${where.pathname}\n`);
    await ensureDatabase(url);
    await migrateDatabase({
      url,
      migrationsFolder: join(__dirname, '..', '..', '..', service.name, 'migrations'),
      lockName: `zest_${service.name}:migrations`,
      log,
      lockTimeoutMs: config.MIGRATION_LOCK_TIMEOUT_MS,
    });
  }
}

main().then(
  () => process.stdout.write('migrations: done\n'),
  (error: unknown) => {
    const code = (error as { code?: string }).code;
    // 55P03: a statement waited lock_timeout for a table's lock: nothing of its transaction stays.
    const why =
      code === '55P03'
        ? 'a migration waited too long for a lock that running queries hold, and gave up (it is not recorded as applied). Run it again when it is quieter, or raise MIGRATION_LOCK_TIMEOUT_MS.'
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`migrations failed: ${why}\n`);
    process.exit(1);
  },
);
