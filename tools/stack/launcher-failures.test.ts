import { existsSync, mkdirSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { delimiter, join } from 'node:path';
import {
  launch as start,
  launcherEnv as envFor,
  removeScratch,
  scratchDir,
  aliveMentioning,
  stillAlive,
  type Seen,
} from '../test/launcher-runs';
import { testPort, TEST_STORES } from '../test/ports';

/**
 * A store that cannot start stops the launcher (npm start) and the test
 * stack with one short message naming the cause and the fix, a non-zero
 * exit, no stack trace, and nothing it started left running. Each case runs
 * the real launcher as a child, on ports and data of its own, and watches
 * every process it starts.
 */
// Beside the test stack's own ports and stores (tools/test/ports.ts).
const PORTS = {
  gateway: testPort('failingLauncher'),
  postgres: TEST_STORES.postgres + 1,
  redis: TEST_STORES.redis + 1,
};
const isRoot = process.getuid?.() === 0;
// Each case starts real stores (a new PostgreSQL cluster takes a second or two).
jest.setTimeout(60_000);

interface Run {
  env: NodeJS.ProcessEnv;
  code: number | null;
  stdout: string;
  stderr: string;
  /** Every process it started (sampled while it ran). */
  started: Map<number, Seen>;
}

/** Runs a launcher script to its end. */
async function launch(script: string, env: NodeJS.ProcessEnv): Promise<Run> {
  const run = start(script, env);
  const code = await run.exited;
  return { env, code, stdout: run.stdout(), stderr: run.stderr(), started: run.started };
}

const launcherEnv = (dataDir: string, over: NodeJS.ProcessEnv = {}) => envFor(PORTS, dataDir, over);

async function holdPort(port: number): Promise<Server> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

const release = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

afterAll(removeScratch);

/**
 * What every failed start must look like, and that it left nothing behind.
 * `mustHaveStarted` names programs it ran (each leaves its log), so the
 * check that nothing is left is not vacuous even when one lived too briefly
 * to be sampled.
 */
function expectCleanFailure(run: Run, message: RegExp, mustHaveStarted: string[]) {
  expect(run.code).not.toBe(0);
  expect(run.code).not.toBeNull();
  const said = run.stderr.trim();
  expect(said).toMatch(message);
  // Short: one line per store that failed, and no stack trace anywhere.
  expect(said.split('\n').length).toBeLessThanOrEqual(2);
  expect(`${run.stdout}\n${run.stderr}`).not.toMatch(/^\s+at /m);
  const dataDir = run.env.ZEST_TEST_STACK_DIR ?? run.env.ZEST_DATA_DIR!;
  for (const program of mustHaveStarted)
    expect([program, existsSync(join(dataDir, 'logs', `${program}.log`))]).toEqual([program, true]);
  const alive = [...run.started].filter(([pid, seen]) => stillAlive(pid, seen)).map(([, seen]) => seen.command);
  expect(alive).toEqual([]);
  // Nor anything else of its ports or data folder, sampled or not.
  expect(aliveMentioning([dataDir, `:${PORTS.redis}`, `-p ${PORTS.postgres}`])).toEqual([]);
}

const POSTGRES = 'postgres';
const REDIS = 'redis';

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
        [REDIS, 'stripe-mock'],
      );
    } finally {
      await release(held);
    }
  });
});
