import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * A store that cannot start stops the launcher (npm start) and the test
 * stack with one short message naming the cause and the fix, a non-zero
 * exit, no stack trace, and nothing it started left running. Each case runs
 * the real launcher as a child, on ports and data of its own, and watches
 * every process it starts.
 */
const ROOT = join(__dirname, '..', '..');
const base = Number(process.env.ZEST_TEST_PORT_BASE ?? 4300);
// Beside the test stack's own ports (base..base+5, +12, +90, +91) and stores.
const PORTS = {
  gateway: base + 60,
  postgres: Number(process.env.ZEST_TEST_PG_PORT ?? 54330) + 1,
  redis: Number(process.env.ZEST_TEST_REDIS_PORT ?? 63730) + 1,
};
const isRoot = process.getuid?.() === 0;
// Each case starts real stores (a new PostgreSQL cluster takes a second or two).
jest.setTimeout(60_000);

interface Seen {
  command: string;
  /** Start time in clock ticks since boot: tells the process from a later one given the same pid. */
  started: string;
}

function stat(pid: number): { ppid: number; state: string; started: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ppid: Number(fields[1]), started: fields[19]! };
  } catch {
    return null;
  }
}

/** Every process below `root` now, with its command line. */
function descendants(root: number): Map<number, Seen> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), Number(entry)]);
  }
  const found = new Map<number, Seen>();
  const queue = [...(children.get(root) ?? [])];
  while (queue.length) {
    const pid = queue.shift()!;
    const s = stat(pid);
    if (!s) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    } catch {
      // gone meanwhile
    }
    found.set(pid, { command, started: s.started });
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

const stillAlive = (pid: number, seen: Seen) => {
  const s = stat(pid);
  return s !== null && s.state !== 'Z' && s.started === seen.started;
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Every process it started (sampled while it ran). */
  started: Map<number, Seen>;
}

/** Runs a launcher script to its end, sampling the processes it starts. */
async function launch(script: string, env: NodeJS.ProcessEnv): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const started = new Map<number, Seen>();
  const sample = setInterval(() => {
    for (const [pid, seen] of descendants(child.pid!)) {
      // A zombie's command line is empty: keep the one seen while it ran.
      const known = started.get(pid);
      if (!known || known.started !== seen.started || (seen.command && !known.command)) started.set(pid, seen);
    }
  }, 20);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sample);
  return { code, stdout, stderr, started };
}

/** The environment of a launcher with nothing given: it must start its own stores. */
function launcherEnv(dataDir: string, over: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('ZEST_') || key.endsWith('DATABASE_URL') || key === 'REDIS_URL') delete env[key];
  }
  return {
    ...env,
    PORT: String(PORTS.gateway),
    ZEST_PG_PORT: String(PORTS.postgres),
    ZEST_REDIS_PORT: String(PORTS.redis),
    ZEST_DATA_DIR: dataDir,
    ...over,
  };
}

async function holdPort(port: number): Promise<Server> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

const release = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const scratch: string[] = [];
/** A folder others can enter (PostgreSQL may run as another user). */
function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'zest-launch-'));
  chmodSync(dir, 0o755);
  scratch.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** What every failed start must look like, and that it left nothing behind. */
function expectCleanFailure(run: Run, message: RegExp, mustHaveStarted: RegExp[]) {
  expect(run.code).not.toBe(0);
  expect(run.code).not.toBeNull();
  const said = run.stderr.trim();
  expect(said).toMatch(message);
  // Short: one line per store that failed, and no stack trace anywhere.
  expect(said.split('\n').length).toBeLessThanOrEqual(2);
  expect(`${run.stdout}\n${run.stderr}`).not.toMatch(/^\s+at /m);
  // It did start something (so the check below is not vacuous), and none of it is left.
  const commands = [...run.started.values()].map((s) => s.command);
  expect(commands).toEqual(expect.arrayContaining(mustHaveStarted.map((program) => expect.stringMatching(program))));
  const alive = [...run.started].filter(([pid, seen]) => stillAlive(pid, seen)).map(([, seen]) => seen.command);
  expect(alive).toEqual([]);
}

const POSTGRES = /bin\/postgres /;
const REDIS = /redis-server/;

describe('npm start when a store cannot start', () => {
  it('PostgreSQL port held: names ZEST_PG_PORT and DATABASE_URL; the Redis it started is stopped', async () => {
    const held = await holdPort(PORTS.postgres);
    try {
      const run = await launch('tools/stack/start.ts', launcherEnv(scratchDir()));
      expectCleanFailure(
        run,
        new RegExp(`PostgreSQL cannot listen on port ${PORTS.postgres}.*ZEST_PG_PORT.*DATABASE_URL`),
        [REDIS],
      );
    } finally {
      await release(held);
    }
  });

  it('Redis port held: names ZEST_REDIS_PORT and REDIS_URL; the PostgreSQL it started is stopped', async () => {
    const held = await holdPort(PORTS.redis);
    try {
      const run = await launch('tools/stack/start.ts', launcherEnv(scratchDir()));
      expectCleanFailure(run, new RegExp(`Redis cannot listen on port ${PORTS.redis}.*ZEST_REDIS_PORT.*REDIS_URL`), [
        POSTGRES,
      ]);
    } finally {
      await release(held);
    }
  });

  it('redis-server not installed: says how to install it or set REDIS_URL', async () => {
    // A PATH with only the programs the launcher itself needs (the postgres user's tools when root).
    const bin = join(scratchDir(), 'bin');
    mkdirSync(bin);
    for (const tool of ['id', 'groupadd', 'useradd']) {
      const found = (process.env.PATH ?? '')
        .split(delimiter)
        .map((dir) => join(dir, tool))
        .find((path) => existsSync(path));
      if (found) symlinkSync(found, join(bin, tool));
    }
    const run = await launch('tools/stack/start.ts', launcherEnv(scratchDir(), { PATH: bin }));
    expectCleanFailure(run, /redis-server is not installed.*apt-get install redis-server.*REDIS_URL/, [POSTGRES]);
  });

  it('PostgreSQL data folder is a file: says so; the Redis it started is stopped', async () => {
    const dataDir = scratchDir();
    writeFileSync(join(dataDir, 'pg'), 'not a folder');
    const run = await launch('tools/stack/start.ts', launcherEnv(dataDir));
    expectCleanFailure(run, new RegExp(`${join(dataDir, 'pg')}: it is a file, not a folder.*ZEST_DATA_DIR`), [REDIS]);
  });

  (isRoot ? it : it.skip)(
    'as root, data in a folder the postgres user cannot enter: move it, run as a normal user, or set DATABASE_URL',
    async () => {
      const closed = scratchDir();
      chmodSync(closed, 0o700);
      const run = await launch('tools/stack/start.ts', launcherEnv(join(closed, 'data')));
      expectCleanFailure(
        run,
        new RegExp(
          `user "postgres", and that user cannot enter ${closed}\\. Move the clone .*directory other users can enter, run as a normal user, or set DATABASE_URL`,
        ),
        [REDIS],
      );
    },
  );
});

describe('the test stack when a store cannot start', () => {
  it('PostgreSQL port held: names ZEST_TEST_PG_PORT; stripe-mock and Redis are stopped', async () => {
    const held = await holdPort(PORTS.postgres);
    try {
      const run = await launch(
        'tools/test/test-stack.ts',
        launcherEnv(scratchDir(), {
          ZEST_TEST_PORT_BASE: String(PORTS.gateway),
          ZEST_TEST_PG_PORT: String(PORTS.postgres),
          ZEST_TEST_REDIS_PORT: String(PORTS.redis),
          ZEST_TEST_STACK_DIR: join(scratchDir(), 'test'),
        }),
      );
      expect(run.stdout).not.toMatch(/READY/);
      expectCleanFailure(
        run,
        new RegExp(
          `^The test stack could not start: PostgreSQL cannot listen on port ${PORTS.postgres}.*ZEST_TEST_PG_PORT.*ZEST_TEST_DATABASE_URL`,
        ),
        [REDIS, /stripe-mock/],
      );
    } finally {
      await release(held);
    }
  });
});
