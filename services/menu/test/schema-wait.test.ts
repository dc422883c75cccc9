import { ensureDatabase } from '@zest/kit';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Pool } from 'pg';
import { testPort, TEST_PORTS } from '../../../tools/test/ports';
import { spawnService } from '../../../tools/test/processes';
import { databaseUrl } from '../../../tools/test/support';

/**
 * A replica of a new release started before its migrations ran (MIGRATE_ON_START=false, the migration Job
 * not finished): it waits, not ready and saying for what, instead of serving against a schema it was not
 * written for; once `npm run migrate` has run it is ready, without a restart (issue 48).
 */
const ROOT = join(__dirname, '..', '..', '..');
const name = `zest_menu_s_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(name);
const port = testPort('schemaWaitingMenu');
const base = `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readiness(): Promise<{ status: number; body: { waiting?: string } } | null> {
  try {
    const res = await fetch(`${base}/readyz`);
    return { status: res.status, body: (await res.json()) as { waiting?: string } };
  } catch {
    return null;
  }
}

async function until<T>(ask: () => Promise<T | null | false>, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await ask();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`never saw ${what}`);
    await sleep(200);
  }
}

afterAll(async () => {
  const admin = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

it('waits for its migrations, not ready, and is ready once they ran', async () => {
  await ensureDatabase(url);
  const { child } = spawnService('menu', TEST_PORTS.schemaWaitingMenu, {
    MENU_DATABASE_URL: url,
    MIGRATE_ON_START: 'false',
    WORKERS: 'false',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const waiting = await until(async () => {
      const r = await readiness();
      return r?.status === 503 && r.body.waiting?.includes('migrations') ? r : null;
    }, 'the menu waiting for its migrations');
    expect(waiting.body.waiting).toBe('waiting for its migrations (npm run migrate)');
    // Still waiting a moment later: it does not give up, exit or serve.
    await sleep(2_500);
    expect(child.exitCode).toBeNull();
    expect((await readiness())?.status).toBe(503);

    const migrated = spawnSync(process.execPath, [join(ROOT, 'services/kit/dist/data/migrate-cli.js'), 'menu'], {
      env: { ...process.env, MENU_DATABASE_URL: url, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(migrated.status).toBe(0);
    await until(async () => (await readiness())?.status === 200, 'the menu ready after npm run migrate');
    expect(child.exitCode).toBeNull();
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});
