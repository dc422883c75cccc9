import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client, Pool } from 'pg';
import { ensureDatabase, isOutage, LOCAL_STORES } from '../src';
import { startPgBouncer, type RunningPgBouncer } from '../../../tools/stack/pgbouncer';
import { testPort, TEST_STORES } from '../../../tools/test/ports';
import { databaseUrl } from '../../../tools/test/support';

/**
 * What the stores really answer while they restart, fill up or fail over
 * counts as an outage (a start waits, a request gets 503 with Retry-After:
 * kit/core/errors.ts `isOutage`), and a query's own fault with a code they
 * share does not. Each error is provoked from a real PostgreSQL, PgBouncer
 * or Redis.
 */
const dir = mkdtempSync(join(tmpdir(), 'zest-outages-'));
const admin = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
const suffix = randomUUID().slice(0, 8);
const children: ChildProcess[] = [];
let bouncer: RunningPgBouncer | null = null;

afterAll(async () => {
  await bouncer?.stop();
  for (const child of children) {
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  }
  await admin.query(`DROP DATABASE IF EXISTS "zest_refusing_${suffix}" WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS "zest_full_${suffix}"`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

/** The error connecting (and asking once) with this URL gives. */
async function refusal(url: string): Promise<unknown> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error(`${url} took the connection`);
}

/** A redis-server of this suite's own, with these arguments. */
async function redisServer(port: number, args: string[]): Promise<Redis> {
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--dir', dir, ...args],
    {
      stdio: 'ignore',
    },
  );
  children.push(child);
  const redis = new Redis(`redis://127.0.0.1:${port}`, {
    maxRetriesPerRequest: 0,
    enableReadyCheck: false,
    lazyConnect: true,
  });
  redis.on('error', () => undefined);
  for (let i = 0; ; i++) {
    try {
      await redis.connect();
      return redis;
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('what a store says while it is away', () => {
  it('from PostgreSQL: not accepting connections, too many, terminated; but not a query of ours', async () => {
    const refusing = `zest_refusing_${suffix}`;
    await ensureDatabase(databaseUrl(refusing));
    await admin.query(`ALTER DATABASE "${refusing}" ALLOW_CONNECTIONS false`);
    const notAccepting = await refusal(databaseUrl(refusing));
    expect(notAccepting).toMatchObject({ code: '55000', message: expect.stringMatching(/not currently accepting/) });
    expect(isOutage(notAccepting)).toBe(true);

    const full = `zest_full_${suffix}`;
    await admin.query(`CREATE ROLE "${full}" LOGIN PASSWORD 'full' CONNECTION LIMIT 0`);
    const url = new URL(databaseUrl('postgres'));
    url.username = full;
    url.password = 'full';
    const tooMany = await refusal(url.toString());
    expect(tooMany).toMatchObject({ code: '53300' });
    expect(isOutage(tooMany)).toBe(true);

    const victim = new Client({ connectionString: databaseUrl('postgres') });
    victim.on('error', () => undefined);
    await victim.connect();
    const pid = (await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const terminated = await victim.query('SELECT 1').catch((e: unknown) => e);
    await victim.end().catch(() => undefined);
    expect(isOutage(terminated)).toBe(true);

    // 55000 in other words is a fault of the query: a 500 to look into, not a 503.
    const sequence = await admin
      .query(`CREATE TEMP SEQUENCE s_${suffix}; SELECT currval('s_${suffix}')`)
      .catch((e: unknown) => e);
    expect(sequence).toMatchObject({ code: '55000' });
    expect(isOutage(sequence)).toBe(false);
  });

  it('from PgBouncer: its server refusing, and its own client limit', async () => {
    bouncer = await startPgBouncer({
      dir: join(dir, 'pgbouncer'),
      port: testPort('outagesPgBouncer'),
      upstream: {
        host: '127.0.0.1',
        port: TEST_STORES.postgres,
        user: LOCAL_STORES.postgresUser,
        password: LOCAL_STORES.postgresPassword,
      },
      maxClientConn: 2,
      logDir: join(dir, 'logs'),
    });
    const serverRefuses = await refusal(bouncer.url(`zest_refusing_${suffix}`));
    expect(serverRefuses).toMatchObject({ code: '08P01' });
    expect(isOutage(serverRefuses)).toBe(true);
    // Asked again at once, PgBouncer answers from what it remembers of the server's refusal.
    const stillFailing = await refusal(bouncer.url(`zest_refusing_${suffix}`));
    expect(isOutage(stillFailing)).toBe(true);

    const held = [
      new Client({ connectionString: bouncer.url('postgres') }),
      new Client({ connectionString: bouncer.url('postgres') }),
    ];
    await Promise.all(held.map((c) => c.connect()));
    try {
      const full = await refusal(bouncer.url('postgres'));
      expect(full).toMatchObject({ code: '08P01', message: expect.stringMatching(/no more connections allowed/) });
      expect(isOutage(full)).toBe(true);
    } finally {
      await Promise.all(held.map((c) => c.end()));
    }
  });

  it('from Redis: a replica whose primary is away, a cluster with a slot unserved', async () => {
    const replica = await redisServer(testPort('orphanReplica'), [
      '--replicaof',
      '127.0.0.1',
      String(testPort('absentPrimary')),
      '--replica-serve-stale-data',
      'no',
    ]);
    const readOnly = await replica.set('k', 'v').catch((e: unknown) => e);
    expect(readOnly).toMatchObject({ message: expect.stringMatching(/^READONLY/) });
    expect(isOutage(readOnly)).toBe(true);
    const masterDown = await replica.get('k').catch((e: unknown) => e);
    expect(masterDown).toMatchObject({ message: expect.stringMatching(/^MASTERDOWN/) });
    expect(isOutage(masterDown)).toBe(true);
    replica.disconnect();

    const node = await redisServer(testPort('slotlessClusterNode'), [
      '--cluster-enabled',
      'yes',
      '--cluster-config-file',
      join(dir, `nodes-${suffix}.conf`),
    ]);
    const clusterDown = await node.get('k').catch((e: unknown) => e);
    expect(clusterDown).toMatchObject({ message: expect.stringMatching(/^CLUSTERDOWN/) });
    expect(isOutage(clusterDown)).toBe(true);
    // A command of ours that Redis refuses is not an outage.
    const wrong = await node.call('NOSUCHCOMMAND').catch((e: unknown) => e);
    expect(isOutage(wrong)).toBe(false);
    node.disconnect();
  });
});
