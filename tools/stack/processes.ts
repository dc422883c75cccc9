import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A start that failed for a reason a person can fix. Its message says the
 * cause and the fix in a line or two, and is all the launcher prints.
 */
export class LaunchError extends Error {
  override name = 'LaunchError';
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited, or could not be started at all. */
  exited: Promise<number | null>;
  /** Why the program could not be started (ENOENT: not installed, EACCES: not allowed), if so. */
  spawnError: NodeJS.ErrnoException | null;
  /** The last lines it printed, to say why it stopped. */
  recent: string[];
  /** What asks it to stop (PostgreSQL: SIGINT, a fast shutdown that does not wait for clients). */
  stopSignal: NodeJS.Signals;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  logDir: string;
  /** Called with each line the process prints; the full log goes to logDir/<name>.log. */
  onLine?: (name: string, line: string) => void;
  /** Run as this user (PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
  stopSignal?: NodeJS.Signals;
}

const RECENT_LINES = 40;

/** A child in its own process group, so a Ctrl-C reaches it through us, in order. */
export function spawnManaged(o: SpawnOptions): ManagedProcess {
  mkdirSync(o.logDir, { recursive: true });
  const log = createWriteStream(join(o.logDir, `${o.name}.log`), { flags: 'a' });
  const child = spawn(o.command, o.args, {
    cwd: o.cwd,
    env: o.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...(o.uid !== undefined ? { uid: o.uid, gid: o.gid } : {}),
  });
  const p: ManagedProcess = {
    name: o.name,
    child,
    exited: Promise.resolve(null),
    spawnError: null,
    recent: [],
    stopSignal: o.stopSignal ?? 'SIGTERM',
  };
  // The log ends when both outputs have closed, not when the process exits: what it started
  // (PostgreSQL's backends after a crash of the postmaster) can still write to the same pipes.
  let open = 2;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! })
      .on('line', (line) => {
        log.write(`${line}\n`);
        p.recent.push(line);
        if (p.recent.length > RECENT_LINES) p.recent.shift();
        o.onLine?.(o.name, line);
      })
      .on('close', () => {
        if (--open === 0) log.end();
      });
  }
  // A log that cannot be written must not take the launcher down with it.
  log.on('error', () => undefined);
  p.exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    // A program that cannot be started emits 'error' instead of 'exit'; unheard, it would crash the launcher.
    // (A later 'error' is a failed kill of a running child: not a failed start.)
    child.on('error', (error) => {
      if (child.pid !== undefined) return;
      p.spawnError = error;
      log.write(`${error.message}\n`);
      resolve(null);
    });
  });
  return p;
}

/** True once the process has exited, been killed, or failed to start. */
export const hasEnded = (p: ManagedProcess): boolean =>
  p.spawnError !== null || p.child.exitCode !== null || p.child.signalCode !== null;

/** Its stop signal, then SIGKILL to its whole group after a grace period. */
export async function stopManaged(p: ManagedProcess, graceMs = 10_000): Promise<void> {
  if (hasEnded(p) || p.child.pid === undefined) {
    await p.exited;
    return;
  }
  const pid = p.child.pid;
  p.child.kill(p.stopSignal);
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  await p.exited;
  clearTimeout(timer);
}

/** Poll a URL until it answers 200, or fail with what went wrong. */
export async function waitForHttp(url: string, timeoutMs: number, p?: ManagedProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (p && hasEnded(p))
      throw new Error(`${p.name} exited with code ${p.child.exitCode ?? p.spawnError?.code}; see its log`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (${last})`);
}

/**
 * The pids of what a launcher started, kept in the data folder, so a launcher
 * that was killed outright (SIGKILL) leaves nothing running after the next start.
 */
const pidFile = (dataDir: string) => join(dataDir, 'launcher.pids.json');

export function rememberPids(dataDir: string, processes: ManagedProcess[]): void {
  const entries = processes.filter((p) => p.child.pid).map((p) => ({ pid: p.child.pid!, name: p.name }));
  // Written whole, then renamed over the old one: a reader never sees a half-written list.
  const next = `${pidFile(dataDir)}.next`;
  writeFileSync(next, JSON.stringify(entries));
  renameSync(next, pidFile(dataDir));
}

/**
 * The folder's launcher: one at a time. Its lock file names the launcher's
 * pid, its start time (so a pid reused since is not taken for it) and where
 * it serves; tools/scripts/start.sh reads the same line before it installs
 * or builds anything.
 */
const lockFile = (dataDir: string) => join(dataDir, 'launcher.lock');

/** A process's start time in clock ticks since boot (/proc/<pid>/stat, field 22), or null when it is gone. */
function startedAt(pid: number): string | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? null : (fields[19] ?? null);
  } catch {
    return null;
  }
}

/** Another launcher runs from this data folder: nothing was started, stopped or changed. */
export class AlreadyRunning extends LaunchError {
  override name = 'AlreadyRunning';
}

/**
 * Takes the data folder for this launcher, or refuses when the launcher that
 * holds it is alive. A lock left by a launcher that is gone is taken over.
 * Answers the release, which removes the lock only while it is still ours.
 */
export function claimDataDir(dataDir: string, url: string): () => void {
  const mine = `${process.pid} ${startedAt(process.pid)} ${url}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile(dataDir), mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const [pid, started, held] = readFileSync(lockFile(dataDir), 'utf8').trim().split(' ');
    if (Number(pid) !== process.pid && started && startedAt(Number(pid)) === started)
      throw new AlreadyRunning(`Zest POS is already running from this folder (launcher pid ${pid}) on ${held}.`);
    // Its launcher is gone (killed outright): the lock is a leftover, like the processes it names.
    rmSync(lockFile(dataDir), { force: true });
  }
  return () => {
    try {
      if (readFileSync(lockFile(dataDir), 'utf8') === mine) rmSync(lockFile(dataDir), { force: true });
    } catch {
      // already gone
    }
  };
}

export function forgetPids(dataDir: string): void {
  rmSync(pidFile(dataDir), { force: true });
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
};

/** Is this still the program the launcher started under that name (and not a pid reused since)? */
function isOurs(name: string, command: string, dataDir: string): boolean {
  if (name === 'redis') return command.includes('redis-server');
  if (name === 'postgres') return command.includes('/bin/postgres') && command.includes(join(dataDir, 'pg'));
  return command.includes(`${name}/dist/main.js`);
}

const rememberedPids = (dataDir: string): { pid: number; name: string }[] =>
  existsSync(pidFile(dataDir)) ? JSON.parse(readFileSync(pidFile(dataDir), 'utf8')) : [];

/** The parts a launcher on this data folder still runs ("gateway (pid 123)"), from its pid list. */
export function liveLauncherParts(dataDir: string): string[] {
  return rememberedPids(dataDir)
    .filter(({ pid, name }) => {
      const command = commandOf(pid);
      return command !== null && isOurs(name, command, dataDir);
    })
    .map(({ pid, name }) => `${name} (pid ${pid})`);
}

/** What a launcher that is gone left running on this folder; only called by the launcher holding the folder. */
export async function reapLeftovers(dataDir: string): Promise<void> {
  if (!existsSync(pidFile(dataDir))) return;
  const entries = rememberedPids(dataDir);
  // The stores last, as the launcher stops them.
  const order = (name: string) => (name === 'postgres' ? 2 : name === 'redis' ? 1 : 0);
  for (const { pid, name } of entries.sort((a, b) => order(a.name) - order(b.name))) {
    const command = commandOf(pid);
    if (!command || !isOurs(name, command, dataDir)) continue;
    try {
      process.kill(pid, name === 'postgres' ? 'SIGINT' : 'SIGTERM');
    } catch {
      continue;
    }
    for (let i = 0; i < 100 && commandOf(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  forgetPids(dataDir);
}
