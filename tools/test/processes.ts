import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { databaseUrl } from './support';

const ROOT = join(__dirname, '..', '..');

export interface ExtraService {
  url: string;
  stop(): Promise<void>;
}

/**
 * One more process of a service, beside the test stack's (as a second replica
 * would run): the same database, Redis and keys, on a port of the test's
 * range, without workers unless asked.
 */
export async function startExtraService(
  name: string,
  portOffset: number,
  env: Record<string, string> = {},
): Promise<ExtraService> {
  const port = Number(process.env.ZEST_TEST_PORT_BASE ?? 4300) + portOffset;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'services', name, 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      [`${name.toUpperCase()}_DATABASE_URL`]: databaseUrl(`zest_${name}`),
      REDIS_URL: process.env.ZEST_TEST_REDIS_URL_SERVER!,
      JWT_PUBLIC_KEY_FILE: join(process.env.ZEST_TEST_DATA_DIR!, 'keys', 'jwt-public.pem'),
      MIGRATE_ON_START: 'false',
      WORKERS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} on port ${port} did not become ready`);
}
