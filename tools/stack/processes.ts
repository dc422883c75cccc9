import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
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
