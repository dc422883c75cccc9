import { SERVICES } from '@zest/kit';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import {
  descendants,
  launch,
  launcherEnv,
  ROOT,
  removeScratch,
  scratchDir,
  stillAlive,
  type Launched,
} from '../test/launcher-runs';
import { testPort, TEST_STORES } from '../test/ports';
import { launchChromium } from '../test/chromium';

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

/** The whole platform: the gateway ready (the process and Redis) and every part it lists up. */
const ready = async () => {
  try {
    const { body } = await json('/readyz');
    return body.ready === true && Object.values(body.parts ?? {}).every(Boolean);
  } catch {
    return false;
  }
};

const account = { fullName: 'Kept Owner', email: 'kept@example.com', password: 'kept-password-1' };
let signedOut = '';

/**
 * A menu service started while its database refuses every connection (a
 * port nothing listens on, until a proxy to the launcher's PostgreSQL opens
 * there), for the two minutes the other cases take: it must wait, not crash.
 */
const AWAY_MS = 120_000;
const waiting = {
  port: PORTS.gateway + 8,
  proxyPort: PORTS.gateway + 9,
  startedAt: 0,
  output: '',
  child: null as ChildProcess | null,
  /** Its readiness while the database was away, sampled every 2 s. */
  samples: [] as { status: number; waiting: unknown }[],
  sampler: null as NodeJS.Timeout | null,
};

async function startWaitingService() {
  const publicKey = join(dataDir, 'keys', 'jwt-public.pem');
  for (const end = Date.now() + 60_000; !existsSync(publicKey);) {
    if (Date.now() > end) throw new Error('the launcher wrote no keys');
    await new Promise((r) => setTimeout(r, 100));
  }
  const env = launcherEnv(PORTS, dataDir, {
    PORT: String(waiting.port),
    MENU_DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${waiting.proxyPort}/zest_menu_waiting`,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    JWT_PUBLIC_KEY_FILE: publicKey,
    // Its queues are the launcher's menu service's: this one must take none of their jobs.
    WORKERS: 'false',
  });
  waiting.startedAt = Date.now();
  const child = spawn(process.execPath, [join(ROOT, 'services', 'menu', 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (waiting.output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (waiting.output += d.toString()));
  waiting.child = child;
  waiting.sampler = setInterval(() => {
    void fetch(`http://127.0.0.1:${waiting.port}/readyz`, { signal: AbortSignal.timeout(1_500) })
      .then(async (res) =>
        waiting.samples.push({ status: res.status, waiting: ((await res.json()) as { waiting?: unknown }).waiting }),
      )
      .catch(() => waiting.samples.push({ status: 0, waiting: null }));
  }, 2_000);
}

beforeAll(async () => {
  dataDir = scratchDir();
  run = launch('tools/stack/start.ts', launcherEnv(PORTS, dataDir));
  const waitingStarted = startWaitingService();
  for (const end = Date.now() + 120_000; !run.stdout().includes('Zest POS is running');) {
    if (Date.now() > end || run.child.exitCode !== null) throw new Error(`no start: ${run.stdout()}${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await waitingStarted;
  // Written before any kill: an account (PostgreSQL) and a signed-out session (Redis).
  expect((await json('/api/auth/signup', { method: 'POST', body: JSON.stringify(account) })).status).toBe(201);
  const signin = { method: 'POST', body: JSON.stringify({ email: account.email, password: account.password }) };
  signedOut = (await json('/api/auth/signin', signin)).body.token as string;
  expect(
    (await json('/api/auth/signout', { method: 'POST', headers: { authorization: `Bearer ${signedOut}` } })).status,
  ).toBe(200);
});

afterAll(async () => {
  if (waiting.sampler) clearInterval(waiting.sampler);
  waiting.child?.kill('SIGKILL');
  // What the launcher saw (crashes, restarts), to read beside a failure.
  if (run)
    process.stdout.write(
      run
        .stdout()
        .split('\n')
        .filter((l) => l.includes('[launcher]'))
        .join('\n') + '\n',
    );
  if (run && run.child.exitCode === null) {
    run.child.kill('SIGTERM');
    await run.exited;
  }
  removeScratch();
});

it.each(['menu', 'gateway', 'redis', 'postgres'])(
  '%s killed with SIGKILL is back by itself, nothing lost',
  async (part) => {
    const before = pidOf(part)!;
    expect(before).toBeGreaterThan(0);
    const killedAt = Date.now();
    process.kill(before, 'SIGKILL');
    // How soon is printed, not asserted (a busy machine restarts slower); a minute without it is never.
    while (!(pidOf(part) !== before && (await ready()))) {
      if (Date.now() - killedAt > 60_000) throw new Error(`${part} was not back a minute after it was killed`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const back = Date.now() - killedAt;
    process.stdout.write(`${part} killed: back and ready in ${back} ms\n`);
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

interface Answer {
  email: string;
  via: 'REST' | 'GraphQL';
  status: number;
  retryAfter: string | null;
  message: string;
}

/** One sign-up, through REST or GraphQL, as the status and message a person would see. */
async function signUp(n: number, tag: string): Promise<Answer> {
  const input = { fullName: 'Load Owner', email: `load-${tag}-${n}@example.com`, password: 'load-password-1' };
  const via = n % 2 ? 'GraphQL' : 'REST';
  const res =
    via === 'REST'
      ? await fetch(url('/api/auth/signup'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(15_000),
        })
      : await fetch(url('/graphql'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { success message } }',
            variables: { input },
          }),
          signal: AbortSignal.timeout(15_000),
        });
  const body = (await res.json()) as { message?: string; data?: unknown; errors?: { message: string }[] };
  return {
    email: input.email,
    via,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    message: body.message ?? body.errors?.[0]?.message ?? '',
  };
}

it.each(['postgres', 'redis'])(
  'a write load across a %s kill: every acknowledged write is kept, the rest are 503 with Retry-After',
  async (part) => {
    const answers: Answer[] = [];
    // Reads that need Redis (every token is checked against the sessions that ended there).
    const reads: { status: number; retryAfter: string | null }[] = [];
    const signin = { method: 'POST', body: JSON.stringify({ email: account.email, password: account.password }) };
    const token = (await json('/api/auth/signin', signin)).body.token as string;
    let writing = true;
    let n = 0;
    const writer = async () => {
      while (writing) {
        answers.push(await signUp(n++, part));
        const me = await fetch(url('/api/auth/me'), {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(15_000),
        });
        reads.push({ status: me.status, retryAfter: me.headers.get('retry-after') });
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((r) => setTimeout(r, 1_000));
    const before = pidOf(part)!;
    process.kill(before, 'SIGKILL');
    const killedAt = Date.now();
    while (!(pidOf(part) !== before && (await ready()))) {
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    const backIn = Date.now() - killedAt;
    await new Promise((r) => setTimeout(r, 1_000));
    writing = false;
    await Promise.all(writers);

    // Never a fault: written (201 by REST, 200 by GraphQL) or an honest 503 to try again.
    const refused = answers.filter((a) => a.status === 503);
    for (const a of answers) expect([a.via === 'REST' ? 201 : 200, 503]).toContain(a.status);
    for (const a of refused) {
      expect(a.retryAfter).toBe('5');
      expect(a.message).toBe('Zest POS is reconnecting. Nothing you saved is lost; please try again in a few seconds.');
    }
    process.stdout.write(
      `${part} killed: ready again in ${backIn} ms; ${answers.length} writes, ${refused.length} answered 503; ` +
        `${reads.length} reads, ${reads.filter((r) => r.status === 503).length} answered 503\n`,
    );
    if (part === 'postgres') expect(refused.length).toBeGreaterThan(0);
    expect(reads.filter((r) => !(r.status === 200 || (r.status === 503 && r.retryAfter === '5')))).toEqual([]);
    // A GraphQL answer of 200 may still carry an error: only a success counts as acknowledged.
    const acknowledged = answers.filter((a) => a.status !== 503);
    expect(acknowledged.length).toBeGreaterThan(5);
    for (const a of acknowledged) {
      const signin = await json('/api/auth/signin', {
        method: 'POST',
        body: JSON.stringify({ email: a.email, password: 'load-password-1' }),
      });
      expect({ email: a.email, status: signin.status }).toEqual({ email: a.email, status: 200 });
    }
  },
);

it('the web app shows a calm "Reconnecting…" while PostgreSQL is down, and the save lands by itself', async () => {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ baseURL: url(''), viewport: { width: 1280, height: 800 } });
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname !== '/sign-in', { timeout: 15_000 });
    const id = new URL(page.url()).pathname.split('/').pop();
    await page.goto(`/updateProfile/${id}`);
    await page.getByLabel('Full name').fill('Kept Owner Renamed');

    const before = pidOf('postgres')!;
    process.kill(before, 'SIGKILL');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Announced politely (the live region holds it), in a note pinned to the top of the screen.
    await page.getByText('Reconnecting… your work is kept.').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByRole('status').textContent()).toBe('Reconnecting… your work is kept.');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: join(ROOT, 'test-results', 'reconnecting.png') });

    await page.getByText('Profile updated successfully.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    const signin = await json('/api/auth/signin', {
      method: 'POST',
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signin).toMatchObject({ status: 200, body: { rest: { fullname: 'Kept Owner Renamed' } } });
  } finally {
    await browser.close();
  }
});

/** Each part's probes: liveness (/healthz) and readiness (/readyz, with its checks). */
async function probes() {
  // The launcher gives the services the gateway's next ports, in the service list's order.
  const parts = [
    { name: 'gateway', port: PORTS.gateway },
    ...SERVICES.map((s, i) => ({ name: s.name, port: PORTS.gateway + i + 1 })),
  ];
  return Promise.all(
    parts.map(async ({ name, port }) => {
      const at = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5_000) });
      const ready = await at('/readyz');
      // The gateway lists what it answers for beside its own checks (decision 0078).
      const { checks, parts } = (await ready.json()) as { checks: Record<string, boolean>; parts?: object };
      return { name, alive: (await at('/healthz')).status, ready: ready.status, checks: { ...checks, ...parts } };
    }),
  );
}

it.each([
  // PostgreSQL away: each service is not ready; the gateway is (it answers per request) and lists it down.
  ['postgres', 'database', 'postgres', 200],
  ['redis', 'redis', 'redis', 503],
])(
  'while %s does not answer, every part stays alive on /healthz and says so on /readyz; ready again after',
  async (part, serviceCheck, gatewayCheck, gatewayReady) => {
    // A part the test before restarted may still be starting (a busy machine): freeze a dependency of a stack that is up.
    for (const end = Date.now() + 60_000; !(await ready());) {
      expect(Date.now()).toBeLessThan(end);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Frozen, not killed: the process lives, its connections stay open and nothing answers on them.
    const pid = pidOf(part)!;
    const frozen = [pid, ...descendants(pid).keys()];
    for (const p of frozen) process.kill(p, 'SIGSTOP');
    let during: Awaited<ReturnType<typeof probes>>;
    try {
      during = await probes();
    } finally {
      for (const p of frozen) process.kill(p, 'SIGCONT');
    }
    for (const p of during)
      expect(p).toMatchObject({
        alive: 200,
        ready: p.name === 'gateway' ? gatewayReady : 503,
        checks: { [p.name === 'gateway' ? gatewayCheck : serviceCheck]: false },
      });
    for (const end = Date.now() + 10_000; !(await ready());) {
      expect(Date.now()).toBeLessThan(end);
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const p of await probes()) expect(p).toMatchObject({ alive: 200, ready: 200 });
  },
);

it('a service started while its database refuses connections waits, not ready, and is ready once it returns, in the same process', async () => {
  // The other cases took part of the two minutes; the database stays away for the rest.
  // A timer may fire a millisecond before the wall clock says its time has come: waited until it has.
  const left = () => waiting.startedAt + AWAY_MS - Date.now();
  while (left() > 0) await new Promise((r) => setTimeout(r, left() + 1));
  clearInterval(waiting.sampler!);
  const away = Date.now() - waiting.startedAt;
  expect(away).toBeGreaterThanOrEqual(AWAY_MS);
  // Alive all along, never ready, saying what it waits for, in its log too.
  expect(waiting.child!.exitCode).toBeNull();
  const answered = waiting.samples.filter((s) => s.status !== 0);
  expect(answered.length).toBeGreaterThan(30);
  expect(new Set(answered.map((s) => `${s.status} ${String(s.waiting)}`))).toEqual(
    new Set(['503 waiting for PostgreSQL']),
  );
  expect(waiting.output).toMatch(/menu is waiting for PostgreSQL: not ready until it answers/);

  // The stack's own PostgreSQL answers again (an earlier case restarted it), then the database comes back.
  for (const end = Date.now() + 60_000; !(await ready());) {
    expect(Date.now()).toBeLessThan(end);
    await new Promise((r) => setTimeout(r, 200));
  }
  const proxy = createServer((client) => {
    const upstream = connect(PORTS.postgres, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(waiting.proxyPort, '127.0.0.1', resolve));
  const back = Date.now();
  try {
    let status = 0;
    // A bound for a hung test, not a speed goal: the probe runs every few seconds, and CI machines are slow.
    while (status !== 200) {
      expect(Date.now() - back).toBeLessThan(60_000);
      await new Promise((r) => setTimeout(r, 100));
      status = await fetch(`http://127.0.0.1:${waiting.port}/readyz`, { signal: AbortSignal.timeout(1_000) })
        .then((res) => res.status)
        .catch(() => 0);
    }
    process.stdout.write(
      `database away ${Math.round(away / 1000)} s: the waiting service ready ${Date.now() - back} ms after its return\n`,
    );
    expect(waiting.child!.exitCode).toBeNull();
  } finally {
    waiting.child!.kill('SIGTERM');
    await new Promise((r) => waiting.child!.once('exit', r));
    proxy.close();
  }
});

it('npm start again in the same folder refuses at once, says where the running one is, and changes nothing', async () => {
  for (const end = Date.now() + 60_000; !(await ready());) {
    expect(Date.now()).toBeLessThan(end);
    await new Promise((r) => setTimeout(r, 200));
  }
  const pidsBefore = readFileSync(join(dataDir, 'launcher.pids.json'), 'utf8');
  const said = `Zest POS is already running from this folder (launcher pid ${run.child.pid}) on http://localhost:${PORTS.gateway}.`;
  // The launcher itself (it holds the folder's lock), and npm start's script, which refuses before installing or building.
  const again = launch('tools/stack/start.ts', launcherEnv(PORTS, dataDir));
  expect(await again.exited).toBe(1);
  expect(again.stderr().trim()).toBe(said);
  expect([...again.started.values()]).toEqual([]);
  const script = spawnSync('bash', [join(ROOT, 'tools/scripts/start.sh')], {
    env: launcherEnv(PORTS, dataDir),
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect({ status: script.status, stderr: script.stderr.trim(), stdout: script.stdout }).toEqual({
    status: 1,
    stderr: said,
    stdout: '',
  });
  // The running one kept every part and still answers.
  expect(readFileSync(join(dataDir, 'launcher.pids.json'), 'utf8')).toBe(pidsBefore);
  expect(await ready()).toBe(true);
  expect(run.child.exitCode).toBeNull();
});

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
