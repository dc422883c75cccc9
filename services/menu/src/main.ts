import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import {
  createLogger,
  createPool,
  ensureDatabase,
  migrateDatabase,
  readKey,
  redisForCommands,
  redisForWorkers,
  RestaurantDirectory,
  startSubgraph,
  TokenVerifier,
  within,
} from '@zest/kit';
import { config } from './config';
import { createMenuDatabase } from './db/client';
import { prepareTenantRole, TenantDatabase } from './db/tenant';
import { MenuCache } from './menu/menu-cache';
import { MenuService } from './menu/menu.service';
import { createResolvers } from './resolvers';
import { MenuAccess } from './tenancy/access';

/** config → database (migrate, tenant role) → subgraph server → the restaurant events worker. */
async function main() {
  const log = createLogger('menu', config.LOG_LEVEL);
  const pool = createPool(config.MENU_DATABASE_URL, {}, log);
  const db = createMenuDatabase(pool);
  if (config.MIGRATE_ON_START === 'true') {
    await ensureDatabase(config.MENU_DATABASE_URL);
    await migrateDatabase(db, pool, join(__dirname, '..', 'migrations'), 'zest_menu:migrations', log);
  }
  const tenantRole = await prepareTenantRole(pool);
  log.info(
    { tenantRole: tenantRole ?? '(the connection role, bound by FORCE ROW LEVEL SECURITY)' },
    'row-level security',
  );

  const redis = redisForCommands(config.REDIS_URL);
  const workerRedis = config.WORKERS === 'true' ? redisForWorkers(config.REDIS_URL) : null;
  const publicKey = readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY');
  const restaurants = new RestaurantDirectory(db, 'menu', log);
  const access = new MenuAccess(restaurants);
  const menu = new MenuService(
    new TenantDatabase(db, tenantRole),
    access,
    new MenuCache(redis, config.MENU_CACHE_SECONDS, log),
  );

  const subgraph = await startSubgraph({
    name: 'menu',
    host: config.HOST,
    port: config.PORT,
    typeDefs: parse(readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8')),
    resolvers: createResolvers(menu),
    verifier: new TokenVerifier(publicKey, redis),
    log,
    ready: async () => ({
      database: await within(1_000, () => pool.query('SELECT 1')),
      redis: await within(1_000, () => redis.ping()),
    }),
  });

  const workers = workerRedis ? [await restaurants.start(workerRedis, redis)] : [];

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'menu stopping');
    await subgraph.close();
    await Promise.all(workers.map((w) => w.close()));
    redis.disconnect();
    workerRedis?.disconnect();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`menu failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
