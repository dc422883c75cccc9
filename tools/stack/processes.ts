import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
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
}

/** A child in its own process group, so a Ctrl-C reaches it through us, in order. */
export function spawnManaged(o: SpawnOptions): ManagedProcess {
  mkdirSync(o.logDir, { recursive: true });
  const log = createWriteStream(join(o.logDir, `${o.name}.log`), { flags: 'a' });
  const child = spawn(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      log.write(`${line}\n`);
      o.onLine?.(o.name, line);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      log.end();
      resolve(code);
    });
    child.once('error', () => resolve(-1));
  });
  return { name: o.name, child, exited };
}

/** SIGTERM, then SIGKILL after a grace period. */
export async function stopManaged(p: ManagedProcess, graceMs = 10_000): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-p.child.pid!, 'SIGKILL');
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
    if (p && p.child.exitCode !== null) throw new Error(`${p.name} exited with code ${p.child.exitCode}; see its log`);
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
  writeFileSync(pidFile(dataDir), JSON.stringify(entries));
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

export async function reapLeftovers(dataDir: string): Promise<void> {
  if (!existsSync(pidFile(dataDir))) return;
  const entries = JSON.parse(readFileSync(pidFile(dataDir), 'utf8')) as { pid: number; name: string }[];
  for (const { pid, name } of entries) {
    const command = commandOf(pid);
    // Only a process that is still the one we started (same program) is ended.
    if (
      !command ||
      !(command.includes(`${name}/dist/main.js`) || (name === 'redis' && command.includes('redis-server')))
    )
      continue;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      continue;
    }
    for (let i = 0; i < 50 && commandOf(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  forgetPids(dataDir);
}
