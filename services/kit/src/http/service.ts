import { join } from 'node:path';
import { Gauge } from 'prom-client';
import type { Pool } from 'pg';
import { z } from 'zod';
import { assertionKey, loadConfig, portEnv, readKey } from '../core/config';
import { FactsChannel } from '../data/kept-facts';
import { startCountingStatements } from '../data/statement-count';
import { createPool, ensureDatabase, type NodePgDatabase } from '../data/database';
import { databaseEnv, migrationEnvOf, migrationUrlFor } from '../data/database-settings';
import { migrateDatabase } from '../data/migrate';
import { ServiceConsole } from '../ops/console';
import { subgraphSchema } from '../ops/console-schema';
import { storesReady } from './http';
import { pingWithin, StoreWait } from '../data/store-wait';
import { schemaApplied } from '../data/schema-wait';
import { createLogger, type Logger } from '../core/log';
import { createMetrics, type Metrics } from '../ops/metrics';
import { eventEnv, eventSettings, type EventConfig, type EventSettings } from '../events/event-settings';
import { consumedQueues, redisForCommands, redisForConsumers } from '../events/queues';
import type { RedisClient } from '../data/redis';
import { queuesConsumedBy } from '../events/wiring';
import { RestaurantDirectory } from '../access/restaurant-directory';
import { startSubgraph, type SubgraphOptions } from './subgraph';
import { prepareTenantRole, Tenants } from '../data/tenancy';
import { TokenVerifier } from '../access/tokens';
import { ViewerAssertions } from '../access/viewer-assertions';

/** The gateway's verdicts are taken only when the shared key is configured. */
export function assertionsFrom(config: Parameters<typeof assertionKey>[0]): ViewerAssertions | null {
  const key = assertionKey(config);
  return key ? new ViewerAssertions(key) : null;
}

/** The environment every service process reads besides commonEnv (kit/core/config.ts). */
export const serviceEnv = (port: number) => ({
  HOST: z.string().default('127.0.0.1'),
  PORT: portEnv(port),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** Run this replica's queue consumers (one replica may suffice). */
  WORKERS: z.enum(['true', 'false']).default('true'),
  ...eventEnv,
});

export interface ServiceConfig extends EventConfig {
  LOG_LEVEL: string;
  REDIS_URL?: string;
  REDIS_CLUSTER_NODES?: string;
  REDIS_CLUSTER_PASSWORD?: string;
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  GATEWAY_ASSERTION_KEY?: string;
  GATEWAY_ASSERTION_KEY_FILE?: string;
  HOST: string;
  PORT: number;
  MIGRATE_ON_START: 'true' | 'false';
  WORKERS: 'true' | 'false';
  COUNT_STATEMENTS: 'true' | 'false';
}

/** What every service starts from: its logger, database, Redis connections and the token key. */
export interface ServiceBase<Db> {
  /** The service's name: its subgraph's, and its own as a subscriber of other services' events. */
  name: string;
  log: Logger;
  pool: Pool;
  db: Db;
  redis: RedisClient;
  /** A connection for queue consumers; null when this replica runs none (WORKERS=false). */
  consumerRedis: RedisClient | null;
  publicKey: string;
  /** The process's Prometheus metrics, served on /metrics. */
  metrics: Metrics;
  /** What the operator console shows of this service: its stores and queues (console.ts). */
  operatorConsole: ServiceConsole;
  /** How this service's events travel and its projections are checked (event-settings.ts). */
  events: EventSettings;
  /** The facts this process keeps, and the channel that says when they change (kept-facts.ts). */
  facts: FactsChannel;
}

/** Anything with a close (a consumer, a queue, a mailer), closed on stop. */
export interface Closable {
  close(): unknown;
}

/** What a service adds to the base: its resolvers, extra routes, and what runs once it listens. */
export interface ServiceParts {
  resolvers: object;
  routes?: SubgraphOptions['routes'];
  /** Started once the subgraph listens (consumers, sweeps); closed, in order, after the subgraph on stop. */
  start?: () => Promise<Closable[]> | Closable[];
}

export interface ServiceDefinitionOptions<Db> {
  /** The subgraph's name (auth, billing, menu…). */
  name: string;
  config: ServiceConfig;
  databaseUrl: string;
  /** The service's folder: migrations/ and src/schema.graphql live there. */
  root: string;
  database: (pool: Pool) => Db;
  /** Connections to PostgreSQL per process (default 10). */
  poolSize?: number;
  /**
   * Every queue the service consumes, for the operator console; a consumer on
   * a queue missing here, or a list other than kit/events/wiring.ts's, stops the
   * service at start.
   */
  queues: readonly string[];
}

/**
 * The life of a service process, the same for every service: config →
 * database (created and migrated under a lock) → what the service builds →
 * subgraph server → consumers; SIGTERM or SIGINT closes the server, then what
 * it started, then Redis and the database; a failure to start exits 1 with
 * the reason.
 */
export function runService<Db extends NodePgDatabase<Record<string, unknown>>>(
  options: ServiceDefinitionOptions<Db>,
  build: (base: ServiceBase<Db>) => Promise<ServiceParts>,
): void {
  start(options, build).catch((error: unknown) => {
    process.stderr.write(`${options.name} failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}

async function start<Db extends NodePgDatabase<Record<string, unknown>>>(
  { name, config, databaseUrl, root, database, poolSize, queues }: ServiceDefinitionOptions<Db>,
  build: (base: ServiceBase<Db>) => Promise<ServiceParts>,
) {
  const wired = queuesConsumedBy(name);
  const astray = [...queues.filter((q) => !wired.includes(q)), ...wired.filter((q) => !queues.includes(q))];
  if (astray.length) throw new Error(`queues not as services/kit/src/events/wiring.ts says: ${astray.join(', ')}`);
  const log = createLogger(name, config.LOG_LEVEL);
  if (config.COUNT_STATEMENTS === 'true') startCountingStatements();
  const stores = loadConfig(name, { ...databaseEnv, ...migrationEnvOf(name) });
  // Decided before anything starts: a pooled URL without a direct one for migrations refuses at once.
  const migrationUrl = config.MIGRATE_ON_START === 'true' ? migrationUrlFor(name, databaseUrl, stores) : null;
  const pool = createPool(databaseUrl, { pooler: stores.DATABASE_POOLER, ...(poolSize ? { max: poolSize } : {}) }, log);
  const db = database(pool);
  // Until the stores answer, the port says "not ready, waiting for …" (kit/data/store-wait.ts).
  const wait = new StoreWait(name, log);
  const placeholder = await wait.listen(config.HOST, config.PORT);
  const redis = redisForCommands(config);
  const consumerRedis = config.WORKERS === 'true' ? redisForConsumers(config) : null;
  let parts: ServiceParts;
  const ready = storesReady(pool, redis);
  const operatorConsole = new ServiceConsole(name, queues, redis, ready);
  const metrics = createMetrics(name);
  const publicKey = readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY');
  const events = eventSettings(config, () => pool.query('SELECT 1'), log);
  const facts = new FactsChannel(name, redis, log);
  keptFactsGauge(metrics, facts);
  try {
    if (migrationUrl) {
      await wait.until('database', () => ensureDatabase(migrationUrl));
      await wait.until('database', () =>
        migrateDatabase({
          url: migrationUrl,
          migrationsFolder: join(root, 'migrations'),
          lockName: `zest_${name}:migrations`,
          log,
          lockTimeoutMs: stores.MIGRATION_LOCK_TIMEOUT_MS,
        }),
      );
      // The pooled URL answers too before the service counts as started.
      if (migrationUrl !== databaseUrl) await wait.until('database', () => pool.query('SELECT 1'));
    } else {
      await wait.until('database', () => pool.query('SELECT 1'));
      await wait.until('migrations', () => schemaApplied(pool, join(root, 'migrations')));
    }
    await wait.until('redis', () => pingWithin(redis, 2_000));
    parts = await build({
      name,
      log,
      pool,
      db,
      redis,
      consumerRedis,
      publicKey,
      metrics,
      operatorConsole,
      events,
      facts,
    });
  } finally {
    await placeholder.close();
  }

  const subgraph = await startSubgraph({
    name,
    host: config.HOST,
    port: config.PORT,
    typeDefs: subgraphSchema(root, name),
    resolvers: parts.resolvers,
    verifier: new TokenVerifier(publicKey, redis, assertionsFrom(config)),
    log,
    ready,
    routes: parts.routes,
    metrics,
  });
  const running = (await parts.start?.()) ?? [];
  const unlisted = consumedQueues().filter((q) => !queues.includes(q));
  if (unlisted.length > 0) throw new Error(`queues missing from the console's list: ${unlisted.join(', ')}`);
  running.push(operatorConsole, facts);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${name} stopping`);
    await subgraph.close();
    for (const part of running) await part.close();
    redis.disconnect();
    consumerRedis?.disconnect();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

/** What the process keeps, asked from what is kept or read (a cache's hit rate), on /metrics. */
function keptFactsGauge(metrics: Metrics, facts: FactsChannel) {
  new Gauge({
    name: 'zest_kept_facts_asked',
    help: 'Asks for a kept fact (restaurant, menu, order settings), answered from what is kept or read',
    labelNames: ['what', 'answered'] as const,
    registers: [metrics.registry],
    collect(this: Gauge<'what' | 'answered'>) {
      for (const { what, kept, read } of facts.asked()) {
        this.set({ what, answered: 'kept' }, kept);
        this.set({ what, answered: 'read' }, read);
      }
    },
  });
}

/**
 * The stores of a service whose tables belong to restaurants (row-level
 * security, docs/architecture.md#row-level-security): tenant transactions
 * run as `role` (made when the connection would bypass the policies; the log
 * says which binds), and its copy of auth's restaurants, which access
 * decisions read before a tenant is chosen.
 */
export async function tenantStores<Db extends NodePgDatabase<Record<string, unknown>>>(
  { name, log, pool, db, facts }: ServiceBase<Db>,
  role: string,
) {
  const tenantRole = await prepareTenantRole(pool, role);
  log.info(
    { tenantRole: tenantRole ?? '(the connection role, bound by FORCE ROW LEVEL SECURITY)' },
    'row-level security',
  );
  return { tenants: new Tenants(db, tenantRole), restaurants: new RestaurantDirectory(db, name, log, facts) };
}
