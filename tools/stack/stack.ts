import { databaseUrlFor, envPrefix, SERVICES } from '@zest/kit';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDevKeys } from './keys';
import { startPostgres } from './postgres';
import {
  forgetPids,
  LaunchError,
  reapLeftovers,
  rememberPids,
  spawnManaged,
  stopManaged,
  waitForHttp,
  type ManagedProcess,
} from './processes';
import { startRedis } from './redis';
import { LAUNCHER_SETTINGS, type SettingNames } from './settings';

export const ROOT = resolve(__dirname, '..', '..');

export interface StackOptions {
  /** Everything the stack writes: pg/, redis/, keys/, logs/, outbox/. */
  dataDir: string;
  gatewayPort: number;
  /** Used only when DATABASE_URL / REDIS_URL are not set. */
  postgresPort: number;
  redisPort: number;
  env: NodeJS.ProcessEnv;
  /** Each line a process prints (the full logs are under dataDir/logs). */
  onLine?: (name: string, line: string) => void;
  /** Faster, less durable PostgreSQL for throwaway test data. */
  ephemeral?: boolean;
  /** The variables that change each setting, named when something cannot start (default: npm start's). */
  settings?: SettingNames;
}

export interface RunningStack {
  gatewayUrl: string;
  serviceUrls: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** Extra node flags for every service, e.g. ZEST_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile. */
const nodeArgs = (env: NodeJS.ProcessEnv) => (env.ZEST_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * PostgreSQL and Redis side by side. Each process is tracked the moment it
 * runs, and both starts are waited for, so when one fails the other is
 * stopped too (not left running without a parent); both failures are told.
 */
async function startStores(o: StackOptions, logDir: string, track: (p: ManagedProcess) => void) {
  const settings = o.settings ?? LAUNCHER_SETTINGS;
  const [database, cache] = await Promise.allSettled([
    o.env.DATABASE_URL
      ? { url: o.env.DATABASE_URL }
      : startPostgres({
          clusterDir: join(o.dataDir, 'pg'),
          port: o.postgresPort,
          logDir,
          ephemeral: o.ephemeral ?? false,
          settings,
          track,
        }),
    o.env.REDIS_URL
      ? { url: o.env.REDIS_URL }
      : startRedis({ dir: join(o.dataDir, 'redis'), port: o.redisPort, logDir, cwd: ROOT, settings, track }),
  ]);
  if (database.status === 'fulfilled' && cache.status === 'fulfilled') return [database.value, cache.value] as const;
  const failures = [database, cache].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  // A bug (not a LaunchError) keeps its own message and stack for whoever reads the cause.
  if (failures.length === 1 || !failures.every((f) => f instanceof LaunchError)) throw failures[0];
  throw new LaunchError(failures.map((f) => (f as LaunchError).message).join('\n'));
}

/** PostgreSQL and Redis (embedded unless given), every service, then the gateway. */
export async function startStack(o: StackOptions): Promise<RunningStack> {
  const logDir = join(o.dataDir, 'logs');
  try {
    mkdirSync(logDir, { recursive: true });
  } catch (error) {
    const setting = (o.settings ?? LAUNCHER_SETTINGS).dataDir;
    throw new LaunchError(
      `Cannot write to ${o.dataDir} (${(error as NodeJS.ErrnoException).code}). Give this user access to it, or set ${setting} to another folder.`,
    );
  }
  await reapLeftovers(o.dataDir);
  const keys = ensureDevKeys(o.dataDir);
  // Everything started, in order; stopped in reverse (the gateway first, the stores last).
  const started: ManagedProcess[] = [];
  const track = (p: ManagedProcess) => {
    started.push(p);
    rememberPids(o.dataDir, started);
  };

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      for (const p of [...started].reverse()) await stopManaged(p);
      forgetPids(o.dataDir);
    })());

  try {
    const [database, cache] = await startStores(o, logDir, track);

    const gatewayUrl = `http://127.0.0.1:${o.gatewayPort}`;
    const baseEnv: NodeJS.ProcessEnv = {
      ...o.env,
      HOST: '127.0.0.1',
      REDIS_URL: cache.url,
      JWT_PUBLIC_KEY_FILE: o.env.JWT_PUBLIC_KEY_FILE ?? keys.publicKeyFile,
      OUTBOX_DIR: o.env.OUTBOX_DIR ?? join(o.dataDir, 'outbox'),
      // On one machine payments run in the local sandbox unless Stripe keys are given.
      STRIPE_SANDBOX: o.env.STRIPE_SANDBOX ?? (o.env.STRIPE_SECRET_KEY ? 'false' : 'true'),
    };
    const serviceUrls: Record<string, string> = {};
    const services = SERVICES.map((s, i) => {
      const port = o.gatewayPort + i + 1;
      const prefix = envPrefix(s.name);
      serviceUrls[s.name] = `http://127.0.0.1:${port}`;
      const p = spawnManaged({
        name: s.name,
        command: process.execPath,
        args: [...nodeArgs(o.env), join(ROOT, 'services', s.name, 'dist', 'main.js')],
        cwd: ROOT,
        logDir,
        onLine: o.onLine,
        env: {
          ...baseEnv,
          PORT: String(port),
          [`${prefix}_DATABASE_URL`]: o.env[`${prefix}_DATABASE_URL`] ?? databaseUrlFor(s.database, database.url),
          // Only the auth service signs tokens.
          ...(s.name === 'auth'
            ? {
                JWT_PRIVATE_KEY_FILE: o.env.JWT_PRIVATE_KEY_FILE ?? keys.privateKeyFile,
                PIN_HMAC_SECRET_FILE: o.env.PIN_HMAC_SECRET_FILE ?? keys.pinSecretFile,
              }
            : {}),
        },
      });
      track(p);
      return p;
    });
    await Promise.all(services.map((p) => waitForHttp(`${serviceUrls[p.name]}/readyz`, 60_000, p)));

    const gateway = spawnManaged({
      name: 'gateway',
      command: process.execPath,
      args: [...nodeArgs(o.env), join(ROOT, 'gateway', 'dist', 'main.js')],
      cwd: ROOT,
      logDir,
      onLine: o.onLine,
      env: {
        ...baseEnv,
        PORT: String(o.gatewayPort),
        ...Object.fromEntries(SERVICES.map((s) => [`${envPrefix(s.name)}_URL`, `${serviceUrls[s.name]}/graphql`])),
      },
    });
    track(gateway);
    await waitForHttp(`${gatewayUrl}/readyz`, 30_000, gateway);
    return { gatewayUrl, serviceUrls, databaseUrl: database.url, redisUrl: cache.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
