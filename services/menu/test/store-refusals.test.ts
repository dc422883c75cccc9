import { ensureDatabase, LOCAL_STORES } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { startPgBouncer, type RunningPgBouncer } from '../../../tools/stack/pgbouncer';
import { TEST_PORTS, testPort, TEST_STORES } from '../../../tools/test/ports';
import { spawnService } from '../../../tools/test/processes';
import { databaseUrl } from '../../../tools/test/support';

/**
 * A menu service started while its database refuses connections, as during
 * a restart (`ALTER DATABASE … ALLOW_CONNECTIONS false`: "database … is not
 * currently accepting connections"), directly and through PgBouncer (which
 * says it in its own words): it waits, alive and saying what it waits for on
 * /readyz, and is ready soon after the database takes connections again.
 * The seconds it took are logged for the record, not asserted.
 */
const name = `zest_menu_refused_${randomUUID().slice(0, 8)}`;
const admin = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
const dir = mkdtempSync(join(tmpdir(), 'zest-refusals-'));
let bouncer: RunningPgBouncer | null = null;

const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${allow}`);

beforeAll(async () => {
  await ensureDatabase(databaseUrl(name));
  await allowConnections(false);
});

afterAll(async () => {
  await bouncer?.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

const readiness = async (url: string): Promise<{ status: number; body: { waiting?: string } }> =>
  fetch(`${url}/readyz`).then(
    async (r) => ({ status: r.status, body: (await r.json()) as { waiting?: string } }),
    () => ({ status: 0, body: {} }),
  );

/** Polls /readyz until `done` says so; the process must stay alive throughout. */
async function until(
  url: string,
  exited: () => boolean,
  done: (r: Awaited<ReturnType<typeof readiness>>) => boolean,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    expect(exited()).toBe(false);
    if (done(await readiness(url))) return;
    if (Date.now() > deadline) throw new Error(`${url}/readyz: ${JSON.stringify(await readiness(url))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the menu on `offset` with `env`, refused until told; answers the seconds from allowed to ready. */
async function refusedThenAllowed(offset: number, env: Record<string, string>): Promise<number> {
  const { child, port } = spawnService('menu', offset, { WORKERS: 'false', ...env });
  let ended = false;
  child.once('exit', () => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(
      url,
      () => ended,
      (r) => r.status === 503 && r.body.waiting === 'waiting for PostgreSQL',
    );
    // Still waiting a few of its tries later, not gone.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await readiness(url)).toMatchObject({ status: 503, body: { waiting: 'waiting for PostgreSQL' } });
    await allowConnections(true);
    const allowed = Date.now();
    await until(
      url,
      () => ended,
      (r) => r.status === 200,
    );
    return (Date.now() - allowed) / 1000;
  } finally {
    await allowConnections(false);
    if (!ended) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
  }
}

describe('a service started while its database refuses connections', () => {
  it('waits, saying so, and is ready soon after the database takes connections again', async () => {
    const seconds = await refusedThenAllowed(TEST_PORTS.waitingMenu, { MENU_DATABASE_URL: databaseUrl(name) });
    process.stdout.write(`menu ready ${seconds.toFixed(1)} s after its database took connections again\n`);
  }, 120_000);

  it('waits the same through PgBouncer, whose refusals are its own', async () => {
    bouncer = await startPgBouncer({
      dir,
      port: testPort('refusalsPgBouncer'),
      upstream: {
        host: '127.0.0.1',
        port: TEST_STORES.postgres,
        user: LOCAL_STORES.postgresUser,
        password: LOCAL_STORES.postgresPassword,
      },
      defaultPoolSize: 2,
      logDir: join(dir, 'logs'),
    });
    const seconds = await refusedThenAllowed(TEST_PORTS.pooledWaitingMenu, {
      MENU_DATABASE_URL: bouncer.url(name),
      DATABASE_POOLER: 'transaction',
      // Migrated by the test before, as `npm run migrate` would have.
      MIGRATE_ON_START: 'false',
    });
    process.stdout.write(
      `menu behind PgBouncer ready ${seconds.toFixed(1)} s after its database took connections again\n`,
    );
  }, 120_000);
});
