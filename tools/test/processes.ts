import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { databaseUrl } from './support';

const ROOT = join(__dirname, '..', '..');

export interface ExtraService {
  url: string;
  pid: number;
  /** Its exit code, once it exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * One more process of a service, beside the test stack's (as a second replica
 * would run): the same database, Redis and keys, on a port of the test's
 * range, without consumers unless asked.
 */
export async function startExtraService(
  name: string,
  portOffset: number,
  env: Record<string, string> = {},
): Promise<ExtraService> {
  return startAndWait(name, join(ROOT, 'services', name, 'dist', 'main.js'), portOffset, {
    [`${name.toUpperCase()}_DATABASE_URL`]: databaseUrl(`zest_${name}`),
    MIGRATE_ON_START: 'false',
    WORKERS: 'false',
    ...env,
  });
}

/**
 * One more gateway in front of the test stack's services, with the same keys and Redis: a test may stop it
 * (the platform unreachable from the browser, the tablet's own network up) and start another on its port.
 */
export async function startExtraGateway(portOffset: number, env: Record<string, string> = {}): Promise<ExtraService> {
  const services = JSON.parse(process.env.ZEST_TEST_SERVICE_URLS!) as Record<string, string>;
  const dataDir = process.env.ZEST_TEST_DATA_DIR!;
  return startAndWait('gateway', join(ROOT, 'gateway', 'dist', 'main.js'), portOffset, {
    ...Object.fromEntries(
      Object.entries(services).map(([name, url]) => [`${name.toUpperCase()}_URL`, `${url}/graphql`]),
    ),
    GATEWAY_ASSERTION_KEY_FILE: join(dataDir, 'keys', 'gateway-assertion.key'),
    ...env,
  });
}

/** How long a service started by a test may take to answer /readyz. */
const READY_MS = 60_000;

/**
 * A service's process beside the test stack, not waited for: for a test that watches it start (while a store
 * refuses it, say). Its port: the test range's base + portOffset.
 */
export const spawnService = (name: string, portOffset: number, env: Record<string, string>) =>
  spawnProcess(join(ROOT, 'services', name, 'dist', 'main.js'), portOffset, env);

function spawnProcess(script: string, portOffset: number, env: Record<string, string>) {
  const port = Number(process.env.ZEST_TEST_PORT_BASE ?? 4300) + portOffset;
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      REDIS_URL: process.env.ZEST_TEST_REDIS_URL_SERVER!,
      JWT_PUBLIC_KEY_FILE: join(process.env.ZEST_TEST_DATA_DIR!, 'keys', 'jwt-public.pem'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, port };
}

async function startAndWait(
  name: string,
  script: string,
  portOffset: number,
  env: Record<string, string>,
): Promise<ExtraService> {
  const { child, port } = spawnProcess(script, portOffset, env);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A deadline, not a count: on a slow machine a gateway composing its supergraph takes well over ten seconds.
  const deadline = Date.now() + READY_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        pid: child.pid!,
        exited,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} on port ${port} did not become ready in ${READY_MS / 1000} s`);
}
