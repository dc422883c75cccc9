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
  startSubgraph,
  TokenVerifier,
  within,
} from '@zest/kit';
import { config, supergraphUrl } from './config';
import { createMenuDatabase } from './db/client';
import { prepareTenantRole, TenantDatabase } from './db/tenant';
import { MenuCache } from './menu/menu-cache';
import { MenuService } from './menu/menu.service';
import { createResolvers } from './resolvers';
import { MenuAccess } from './tenancy/access';

/** config → database (migrate, tenant role) → subgraph server. */
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
  const publicKey = readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY');
  const access = new MenuAccess(redis, supergraphUrl, config.OWNERSHIP_CACHE_SECONDS, log);
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'menu stopping');
    await subgraph.close();
    redis.disconnect();
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
