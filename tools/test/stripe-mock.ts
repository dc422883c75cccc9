import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { ROOT } from '../stack/stack';
import { hasEnded, spawnManaged, stopManaged, type ManagedProcess } from '../stack/processes';

/** A tool built with go, from PATH, GOBIN, GOPATH or ~/go (tools/scripts/ensure-deps.sh installs them). */
export function goBinary(name: string, install: string): string {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    process.env.GOBIN,
    process.env.GOPATH && join(process.env.GOPATH, 'bin'),
    join(homedir(), 'go', 'bin'),
  ].filter((d): d is string => Boolean(d));
  const found = dirs.map((d) => join(d, name)).find((p) => existsSync(p));
  if (!found) throw new Error(`${name} is not installed: go install ${install}`);
  return found;
}

const stripeMockBinary = () => goBinary('stripe-mock', 'github.com/stripe/stripe-mock@v0.203.0');

/** Stripe's API mock on 127.0.0.1 (plain HTTP), for billing tests that drive the Stripe SDK. */
export async function startStripeMock(port: number, logDir: string) {
  const pidFile = join(ROOT, '.data', `stripe-mock-${port}.pid`);
  reapLeftover(pidFile);
  const proc = spawnManaged({
    name: 'stripe-mock',
    command: stripeMockBinary(),
    // HTTPS is unused, but stripe-mock opens it on 12112 unless told otherwise: the next port keeps two test stacks apart.
    args: ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${port + 1}`],
    env: process.env,
    cwd: ROOT,
    logDir,
  });
  const url = `http://127.0.0.1:${port}`;
  // Any HTTP answer means it listens (unauthenticated calls get 401).
  if (proc.child.pid) writeFileSync(pidFile, String(proc.child.pid));
  const stop = async () => {
    await stopManaged(proc);
    rmSync(pidFile, { force: true });
  };
  try {
    await waitForStripeMock(url, proc);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** A stripe-mock left by a test run that was killed outright: stopped by its recorded pid. */
function reapLeftover(pidFile: string) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    if (pid > 0 && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'stripe-mock') process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(pidFile, { force: true });
}

async function waitForStripeMock(url: string, proc: ManagedProcess) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (hasEnded(proc))
      throw new Error(`stripe-mock exited with code ${proc.child.exitCode ?? proc.spawnError?.code}; see its log`);
    try {
      await fetch(`${url}/v1/customers`, { headers: { authorization: 'Bearer sk_test_123' } });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`stripe-mock did not answer at ${url} in 15 s`);
}
