import { createLogger, createPool, ensureDatabase, migrateDatabase, type NodePgDatabase } from '@zest/kit';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { startRedisCluster } from '../stack/redis-cluster';
import { testPort } from './ports';
import { databaseUrl } from './support';

/**
 * Stores of a suite's own, for tests that run a service's parts in the test
 * process: a database no running service touches, and a Redis the suite may
 * stop and start without disturbing the suites beside it.
 */
export const silentLog = createLogger('test', 'silent');

/** Drops a database a suite made on the test server, whoever is still connected to it. */
export async function dropDatabase(name: string): Promise<void> {
  const admin = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A database of the suite's own on the test server, migrated from `migrations`; dropped by close(). */
export async function ownDatabase<Db extends NodePgDatabase<Record<string, unknown>>>(
  service: string,
  migrations: string,
  create: (pool: Pool) => Db,
) {
  const name = `zest_${service}_t_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(name);
  await ensureDatabase(url);
  const pool = createPool(url, { max: 4 });
  const db = create(pool);
  await migrateDatabase({ url, migrationsFolder: migrations, lockName: `${name}:migrations`, log: silentLog });
  return {
    db,
    pool,
    async close() {
      await pool.end();
      await dropDatabase(name);
    },
  };
}

/**
 * A redis-server of the suite's own (append-only, like the stack's), on a
 * port of the test range (tools/test/ports.ts: its offset + the jest worker),
 * that the suite can stop and start again with its data.
 */
export function ownRedis(offset: 'billingRedis' | 'menuRedis' | 'eventsRedis') {
  const port = testPort(offset) + Number(process.env.JEST_WORKER_ID ?? 0);
  const url = `redis://127.0.0.1:${port}`;
  const dir = mkdtempSync(`${tmpdir()}/zest-redis-`);
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--appendonly', 'yes', '--save', ''],
      { stdio: 'ignore' },
    );
    const started = child;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.ping();
        return;
      } catch {
        if (Date.now() > deadline || started.exitCode !== null) throw new Error('redis-server did not start');
        await new Promise((r) => setTimeout(r, 50));
      } finally {
        client.disconnect();
      }
    }
  }

  function stop(): Promise<void> {
    const running = child;
    child = null;
    return new Promise((resolve) => {
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  return {
    url,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A Redis Cluster of the suite's own (three primaries, a replica each:
 * tools/stack/redis-cluster.ts) on the test range's redisCluster ports, so
 * one suite of a run may use it. Its files go when it stops.
 */
export async function ownRedisCluster() {
  const dir = mkdtempSync(`${tmpdir()}/zest-redis-cluster-`);
  const base = testPort('redisCluster');
  const ports = Array.from({ length: 6 }, (_, i) => base + i);
  // Stopped once their outputs closed too, not only at their exit: jest then finds nothing left open.
  const closed: Promise<unknown>[] = [];
  const track = (p: { child: ChildProcess }) => void closed.push(new Promise((r) => p.child.once('close', r)));
  const cluster = await startRedisCluster({ dir, ports, logDir: dir, track });
  return {
    ...cluster,
    async remove() {
      await cluster.stop();
      await Promise.all(closed);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
