import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testPort, TEST_STORES, type TEST_PORTS } from './ports';

/**
 * Running the real launcher (npm start) or the test stack as a child, on
 * ports and data of its own, and watching every process it starts: for the
 * tests of how the launcher starts, fails, heals and stops.
 */
export const ROOT = join(__dirname, '..', '..');

export interface Seen {
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
export function descendants(root: number): Map<number, Seen> {
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

export const stillAlive = (pid: number, seen: Seen) => {
  const s = stat(pid);
  return s !== null && s.state !== 'Z' && s.started === seen.started;
};

/** Every live process whose command line holds one of these (a data folder, a port). */
export function aliveMentioning(needles: string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let command: string;
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    } catch {
      continue;
    }
    if (command && stat(Number(entry))?.state !== 'Z' && needles.some((n) => command.includes(n))) found.push(command);
  }
  return found;
}

export interface Launched {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Every process it started so far (sampled while it runs). */
  started: Map<number, Seen>;
  /** Resolves with its exit code once it has ended (sampling stops then). */
  exited: Promise<number | null>;
}

/** Starts a launcher script, sampling the processes it starts until it ends. */
export function launch(script: string, env: NodeJS.ProcessEnv): Launched {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const started = new Map<number, Seen>();
  const sample = setInterval(() => {
    for (const [pid, seen] of descendants(child.pid!)) {
      // A zombie's command line is empty: keep the one seen while it ran.
      const known = started.get(pid);
      if (!known || known.started !== seen.started || (seen.command && !known.command)) started.set(pid, seen);
    }
  }, 20);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      clearInterval(sample);
      resolve(code);
    }),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, started, exited };
}

/** A launcher run's ports beside the test stack's: its gateway's place in TEST_PORTS, its stores `step` past the stack's. */
export const launcherPorts = (gateway: keyof typeof TEST_PORTS, step: number) => ({
  gateway: testPort(gateway),
  postgres: TEST_STORES.postgres + step,
  redis: TEST_STORES.redis + step,
});

/** The environment of a launcher with nothing given: it must start its own stores. */
export function launcherEnv(
  ports: { gateway: number; postgres: number; redis: number },
  dataDir: string,
  over: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('ZEST_') || key.endsWith('DATABASE_URL') || key === 'REDIS_URL') delete env[key];
  }
  return {
    ...env,
    PORT: String(ports.gateway),
    ZEST_PG_PORT: String(ports.postgres),
    ZEST_REDIS_PORT: String(ports.redis),
    ZEST_DATA_DIR: dataDir,
    ...over,
  };
}

const scratch: string[] = [];
/** A folder others can enter (PostgreSQL may run as another user); removed by removeScratch(). */
export function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'zest-launch-'));
  chmodSync(dir, 0o755);
  scratch.push(dir);
  return dir;
}

export function removeScratch(): void {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}
