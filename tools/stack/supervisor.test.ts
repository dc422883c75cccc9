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

const policy = { windowMs: 30_000, firstDelayMs: 20, maxDelayMs: 80 };
const until = async (check: () => boolean, ms = 5_000) => {
  for (const end = Date.now() + ms; Date.now() < end && !check();) await new Promise((r) => setTimeout(r, 10));
};

it('restarts a crashing part with a doubling delay up to the ceiling, and never gives up', async () => {
  const said: string[] = [];
  let starts = 0;
  const supervisor = new Supervisor({ say: (l) => said.push(l), policy });
  supervisor.add(crasher(), async () => {
    starts++;
    return crasher();
  });
  await until(() => starts >= 6);
  expect(starts).toBeGreaterThanOrEqual(6);
  expect(
    said
      .filter((l) => l.includes('restarting'))
      .map((l) => /in (\d+ ms)/.exec(l)?.[1])
      .slice(0, 6),
  ).toEqual(['20 ms', '40 ms', '80 ms', '80 ms', '80 ms', '80 ms']);
  expect(said.filter((l) => l.includes('restarting'))[3]).toMatch(
    /^crasher exited with code 3; restarting it in 80 ms \(restart 4 in the last 30 s\); it keeps crashing/,
  );
  // Still trying: a part is never left stopped for good.
  const sofar = starts;
  await until(() => starts > sofar + 1);
  expect(starts).toBeGreaterThan(sofar + 1);
  expect(supervisor.status().crasher).not.toBe('failed');
  await supervisor.stop();
  const stoppedAt = starts;
  await new Promise((r) => setTimeout(r, 300));
  expect(starts).toBe(stoppedAt);
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
