import { databaseUrlFor, envPrefix, SERVICES } from '@zest/kit';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDevKeys } from './keys';
import { startPostgres } from './postgres';
import {
  claimDataDir,
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
import { Supervisor, type PartState, type RestartPolicy } from './supervisor';

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
  /** How crashed parts are restarted (default: supervisor.ts RESTART_POLICY). */
  restartPolicy?: RestartPolicy;
}

export interface RunningStack {
  gatewayUrl: string;
  serviceUrls: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  /** Each part: running, restarting after a crash, or failed (kept crashing). */
  status(): Record<string, PartState>;
  stop(): Promise<void>;
}

/** Extra node flags for every service, e.g. ZEST_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile. */
const nodeArgs = (env: NodeJS.ProcessEnv) => (env.ZEST_NODE_ARGS ?? '').split(' ').filter(Boolean);

type Track = (p: ManagedProcess) => void;

/** How each embedded store is started, the first time and after a crash. */
function storeStarters(o: StackOptions, logDir: string) {
  const settings = o.settings ?? LAUNCHER_SETTINGS;
  return {
    postgres: (track: Track) =>
      startPostgres({
        clusterDir: join(o.dataDir, 'pg'),
        port: o.postgresPort,
        logDir,
        ephemeral: o.ephemeral ?? false,
        settings,
        track,
      }),
    redis: (track: Track) =>
      startRedis({ dir: join(o.dataDir, 'redis'), port: o.redisPort, logDir, cwd: ROOT, settings, track }),
  };
}

/**
 * PostgreSQL and Redis side by side. Each process is tracked the moment it
 * runs, and both starts are waited for, so when one fails the other is
 * stopped too (not left running without a parent); both failures are told.
 */
async function startStores(o: StackOptions, starters: ReturnType<typeof storeStarters>, track: Track) {
  const [database, cache] = await Promise.allSettled([
    o.env.DATABASE_URL ? { url: o.env.DATABASE_URL } : starters.postgres(track),
    o.env.REDIS_URL ? { url: o.env.REDIS_URL } : starters.redis(track),
  ]);
  if (database.status === 'fulfilled' && cache.status === 'fulfilled') return [database.value, cache.value] as const;
  const failures = [database, cache].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  // A bug (not a LaunchError) keeps its own message and stack for whoever reads the cause.
  if (failures.length === 1 || !failures.every((f) => f instanceof LaunchError)) throw failures[0];
  throw new LaunchError(failures.map((f) => (f as LaunchError).message).join('\n'));
}

/** A store started again after a crash: the process it runs, once it answers. */
const restartStore = (start: (track: Track) => Promise<unknown>) => async () => {
  let started: ManagedProcess | null = null;
  await start((p) => (started = p));
  return started! as ManagedProcess;
};

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
  // Refused here, before anything is reaped or started, while another launcher runs from this folder.
  const release = claimDataDir(o.dataDir, `http://localhost:${o.gatewayPort}`);
  try {
    await reapLeftovers(o.dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const keys = ensureDevKeys(o.dataDir);
  // While starting: everything started, in order; stopped in reverse (the gateway first, the stores last).
  const started: ManagedProcess[] = [];
  const track = (p: ManagedProcess) => {
    started.push(p);
    rememberPids(o.dataDir, started);
  };
  // Once up: every part watched, and started again when it crashes.
  const say = (line: string) => {
    appendFileSync(join(logDir, 'launcher.log'), `${new Date().toISOString()} ${line}\n`);
    o.onLine?.('launcher', line);
  };
  const supervisor = new Supervisor({ say, changed: (ps) => rememberPids(o.dataDir, ps), policy: o.restartPolicy });

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      await supervisor.stop();
      for (const p of [...started].reverse()) await stopManaged(p);
      forgetPids(o.dataDir);
      release();
    })());

  try {
    const starters = storeStarters(o, logDir);
    const [database, cache] = await startStores(o, starters, track);

    const gatewayUrl = `http://127.0.0.1:${o.gatewayPort}`;
    const baseEnv: NodeJS.ProcessEnv = {
      ...o.env,
      HOST: '127.0.0.1',
      REDIS_URL: cache.url,
      JWT_PUBLIC_KEY_FILE: o.env.JWT_PUBLIC_KEY_FILE ?? keys.publicKeyFile,
      GATEWAY_ASSERTION_KEY_FILE: o.env.GATEWAY_ASSERTION_KEY_FILE ?? keys.assertionKeyFile,
      OUTBOX_DIR: o.env.OUTBOX_DIR ?? join(o.dataDir, 'outbox'),
      PHOTOS_DIR: o.env.PHOTOS_DIR ?? join(o.dataDir, 'photos'),
      // On one machine payments run in the local sandbox unless Stripe keys are given.
      STRIPE_SANDBOX: o.env.STRIPE_SANDBOX ?? (o.env.STRIPE_SECRET_KEY ? 'false' : 'true'),
    };
    const serviceUrls: Record<string, string> = {};
    const spawnService = (s: (typeof SERVICES)[number], i: number) => {
      const port = o.gatewayPort + i + 1;
      const prefix = envPrefix(s.name);
      serviceUrls[s.name] = `http://127.0.0.1:${port}`;
      return spawnManaged({
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
    };
    const services = SERVICES.map((s, i) => {
      const p = spawnService(s, i);
      track(p);
      return p;
    });
    await Promise.all(services.map((p) => waitForHttp(`${serviceUrls[p.name]}/readyz`, 60_000, p)));

    const spawnGateway = () =>
      spawnManaged({
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
    const gateway = spawnGateway();
    track(gateway);
    await waitForHttp(`${gatewayUrl}/readyz`, 30_000, gateway);

    // Everything answers: from here on the supervisor owns each part, in the same order.
    const restarts: Record<string, () => Promise<ManagedProcess>> = {
      postgres: restartStore(starters.postgres),
      redis: restartStore(starters.redis),
      gateway: async () => spawnGateway(),
      ...Object.fromEntries(SERVICES.map((s, i) => [s.name, async () => spawnService(s, i)])),
    };
    for (const p of started.splice(0)) supervisor.add(p, restarts[p.name]!);
    return {
      gatewayUrl,
      serviceUrls,
      databaseUrl: database.url,
      redisUrl: cache.url,
      status: () => supervisor.status(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
