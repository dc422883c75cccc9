import { tmpdir } from 'node:os';
import { spawnManaged } from './processes';
import { Supervisor } from './supervisor';

/** The restart policy on real child processes: a program that dies at once, every time. */
const crasher = () =>
  spawnManaged({
    name: 'crasher',
    command: process.execPath,
    args: ['-e', 'process.exit(3)'],
    env: process.env,
    cwd: tmpdir(),
    logDir: tmpdir(),
  });

const policy = { windowMs: 30_000, maxRestarts: 3, firstDelayMs: 20, maxDelayMs: 80 };
const until = async (check: () => boolean, ms = 5_000) => {
  for (const end = Date.now() + ms; Date.now() < end && !check();) await new Promise((r) => setTimeout(r, 10));
};

it('restarts a crashing part with a doubling delay, then reports it and stops trying', async () => {
  const said: string[] = [];
  let starts = 0;
  const supervisor = new Supervisor({ say: (l) => said.push(l), policy });
  supervisor.add(crasher(), async () => {
    starts++;
    return crasher();
  });
  await until(() => supervisor.status().crasher === 'failed');
  expect(supervisor.status()).toEqual({ crasher: 'failed' });
  expect(starts).toBe(3);
  expect(said.filter((l) => l.includes('restarting')).map((l) => /in (\d+ ms)/.exec(l)?.[1])).toEqual([
    '20 ms',
    '40 ms',
    '80 ms',
  ]);
  expect(said.at(-1)).toMatch(/^crasher exited with code 3 and keeps crashing \(4 times in 30 s\): not restarting it/);
  // Given up for good: nothing more happens.
  await new Promise((r) => setTimeout(r, 300));
  expect(starts).toBe(3);
  await supervisor.stop();
});

it('restarts nothing once stopping', async () => {
  const said: string[] = [];
  let starts = 0;
  const supervisor = new Supervisor({ say: (l) => said.push(l), policy });
  const sleeper = spawnManaged({
    name: 'sleeper',
    command: process.execPath,
    args: ['-e', 'setInterval(() => {}, 1000)'],
    env: process.env,
    cwd: tmpdir(),
    logDir: tmpdir(),
  });
  supervisor.add(sleeper, async () => {
    starts++;
    return crasher();
  });
  await supervisor.stop();
  await new Promise((r) => setTimeout(r, 100));
  expect(sleeper.child.signalCode).toBe('SIGTERM');
  expect({ starts, said }).toEqual({ starts: 0, said: [] });
});
