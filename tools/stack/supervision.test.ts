import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  descendants,
  launch,
  launcherEnv,
  removeScratch,
  scratchDir,
  stillAlive,
  type Launched,
} from '../test/launcher-runs';
import { testPort, TEST_STORES } from '../test/ports';

/**
 * npm start heals itself: each kind of part it runs (a service, the
 * gateway, Redis, PostgreSQL) killed outright comes back on its own within
 * 10 s, with nothing written before lost; Ctrl-C then still stops all of it.
 * The real launcher runs as a child on ports and data of its own.
 */
// Beside the test stack's ports and stores, and the launcher-failure cases (tools/test/ports.ts).
const PORTS = {
  gateway: testPort('supervisedLauncher'),
  postgres: TEST_STORES.postgres + 2,
  redis: TEST_STORES.redis + 2,
};
const url = (path: string) => `http://127.0.0.1:${PORTS.gateway}${path}`;
jest.setTimeout(180_000);

let run: Launched;
let dataDir: string;

const pidOf = (name: string) =>
  (JSON.parse(readFileSync(join(dataDir, 'launcher.pids.json'), 'utf8')) as { pid: number; name: string }[]).find(
    (p) => p.name === name,
  )?.pid;

async function json(path: string, init: RequestInit = {}) {
  const res = await fetch(url(path), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(2_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ready = async () => {
  try {
    return (await json('/readyz')).body.ready === true;
  } catch {
    return false;
  }
};

const account = { fullName: 'Kept Owner', email: 'kept@example.com', password: 'kept-password-1' };
let signedOut = '';

beforeAll(async () => {
  dataDir = scratchDir();
  run = launch('tools/stack/start.ts', launcherEnv(PORTS, dataDir));
  for (const end = Date.now() + 120_000; !run.stdout().includes('Zest POS is running');) {
    if (Date.now() > end || run.child.exitCode !== null) throw new Error(`no start: ${run.stdout()}${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // Written before any kill: an account (PostgreSQL) and a signed-out session (Redis).
  expect((await json('/api/auth/signup', { method: 'POST', body: JSON.stringify(account) })).status).toBe(201);
  const signin = { method: 'POST', body: JSON.stringify({ email: account.email, password: account.password }) };
  signedOut = (await json('/api/auth/signin', signin)).body.token as string;
  expect(
    (await json('/api/auth/signout', { method: 'POST', headers: { authorization: `Bearer ${signedOut}` } })).status,
  ).toBe(200);
});

afterAll(async () => {
  if (run && run.child.exitCode === null) {
    run.child.kill('SIGTERM');
    await run.exited;
  }
  removeScratch();
});

it.each(['menu', 'gateway', 'redis', 'postgres'])(
  '%s killed with SIGKILL is back within 10 s, nothing lost',
  async (part) => {
    const before = pidOf(part)!;
    expect(before).toBeGreaterThan(0);
    const killedAt = Date.now();
    process.kill(before, 'SIGKILL');
    while (!(pidOf(part) !== before && (await ready()))) {
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(run.stdout()).toMatch(new RegExp(`\\[launcher\\] ${part} killed by SIGKILL; restarting it`));
    // The account is still there, and the signed-out session is still refused.
    const signin = await json('/api/auth/signin', {
      method: 'POST',
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signin.status).toBe(200);
    expect((await json('/api/auth/me', { headers: { authorization: `Bearer ${signedOut}` } })).status).toBe(401);
  },
);

it('Ctrl-C still stops everything it started, the restarted parts included', async () => {
  const now = descendants(run.child.pid!);
  expect([...now.values()].map((s) => s.command)).toEqual(
    expect.arrayContaining([expect.stringMatching(/redis-server/), expect.stringMatching(/bin\/postgres /)]),
  );
  run.child.kill('SIGINT');
  expect(await run.exited).toBe(0);
  const alive = [...run.started].filter(([pid, seen]) => stillAlive(pid, seen)).map(([, seen]) => seen.command);
  expect(alive).toEqual([]);
});
