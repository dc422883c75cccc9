import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import {
  createLogger,
  createPool,
  ensureDatabase,
  migrateDatabase,
  ORDER_SUBSCRIBERS,
  prepareTenantRole,
  readKey,
  redisForCommands,
  redisForWorkers,
  RestaurantDirectory,
  runService,
  startSubgraph,
  storesReady,
  Tenants,
  TokenVerifier,
} from '@zest/kit';
import { AddressSuggestions } from './address/suggestions';
import { config } from './config';
import { CustomersService } from './customers/customers.service';
import { createOrdersDatabase, TENANT_ROLE } from './db/client';
import { Housekeeping } from './jobs/housekeeping';
import { OrderChanges } from './live/order-notices';
import { MenuCopy } from './menu-copy/menu-copy';
import { LinesService } from './orders/lines.service';
import { OrderEvents } from './orders/order-events';
import { OrdersService } from './orders/orders.service';
import { createResolvers } from './resolvers';
import { OrdersAccess } from './tenancy/access';

/** config → database (migrate, tenant role) → subgraph server → workers (restaurant and menu copies, housekeeping). */
runService('orders', async () => {
  const log = createLogger('orders', config.LOG_LEVEL);
  const pool = createPool(config.ORDERS_DATABASE_URL, { max: config.ORDERS_DB_POOL }, log);
  const db = createOrdersDatabase(pool);
  if (config.MIGRATE_ON_START === 'true') {
    await ensureDatabase(config.ORDERS_DATABASE_URL);
    await migrateDatabase(db, pool, join(__dirname, '..', 'migrations'), 'zest_orders:migrations', log);
  }
  const tenantRole = await prepareTenantRole(pool, TENANT_ROLE);
  log.info(
    { tenantRole: tenantRole ?? '(the connection role, bound by FORCE ROW LEVEL SECURITY)' },
    'row-level security',
  );
  const tenants = new Tenants(db, tenantRole);

  const redis = redisForCommands(config.REDIS_URL);
  const workerRedis = config.WORKERS === 'true' ? redisForWorkers(config.REDIS_URL) : null;
  const publicKey = readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY');
  const restaurants = new RestaurantDirectory(db, 'orders', log);
  const access = new OrdersAccess(db, restaurants);
  const menus = new MenuCopy(db, redis, log);
  const events = new OrderEvents(tenants, redis, ORDER_SUBSCRIBERS, log);
  const changes = new OrderChanges(redis, events, log);
  const orders = new OrdersService(tenants, access, changes);
  const services = {
    orders,
    lines: new LinesService(tenants, access, menus, orders, changes),
    customers: new CustomersService(tenants, access, orders),
    addresses: new AddressSuggestions(config.ADDRESS_SUGGEST_URL, config.ADDRESS_SUGGEST_TIMEOUT_MS, log),
  };
  log.info({ addressSuggestions: services.addresses.enabled ? 'on' : 'off' }, 'address suggestions');

  const subgraph = await startSubgraph({
    name: 'orders',
    host: config.HOST,
    port: config.PORT,
    typeDefs: parse(readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8')),
    resolvers: createResolvers(services),
    verifier: new TokenVerifier(publicKey, redis),
    log,
    ready: storesReady(pool, redis),
  });

  const housekeeping = new Housekeeping(tenants, changes, log);
  const running = workerRedis
    ? {
        workers: [await restaurants.start(workerRedis, redis), await menus.start(workerRedis)],
        housekeeping: await housekeeping.start(workerRedis, redis, config.HOUSEKEEPING_EVERY_SECONDS * 1000),
      }
    : null;
  events.startSweeping();

  return {
    log,
    async stop() {
      await subgraph.close();
      if (running) {
        await Promise.all([...running.workers, running.housekeeping.worker].map((w) => w.close()));
        await running.housekeeping.queue.close();
      }
      await events.close();
      redis.disconnect();
      workerRedis?.disconnect();
      await pool.end();
    },
  };
});
