import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { hasEnded, LaunchError, spawnManaged, stopManaged, type ManagedProcess } from './processes';
import type { SettingNames } from './settings';

export interface RedisOptions {
  /** Its append-only files (dataDir/redis). */
  dir: string;
  port: number;
  logDir: string;
  cwd: string;
  settings: SettingNames;
  /** Told of the server process as soon as it runs, so a failure elsewhere still stops it. */
  track: (p: ManagedProcess) => void;
}

/** What went wrong, from what redis-server printed, said as the cause and the fix. */
function failure(p: ManagedProcess, o: RedisOptions): LaunchError {
  const s = o.settings;
  if (p.spawnError?.code === 'ENOENT')
    return new LaunchError(
      `redis-server is not installed. Install it (Debian or Ubuntu: sudo apt-get install redis-server), or set ${s.redisUrl} to a Redis you run.`,
    );
  if (p.spawnError)
    return new LaunchError(
      `redis-server could not be started (${p.spawnError.message}). Set ${s.redisUrl} to a Redis you run.`,
    );
  const text = p.recent.join('\n');
  if (/Address already in use/i.test(text)) return portHeld(o);
  if (/Permission denied/i.test(text))
    return new LaunchError(
      `Redis cannot write to ${o.dir}: permission denied. Set ${s.dataDir} to a folder of yours, or ${s.redisUrl} to a Redis you run.`,
    );
  const said = [...p.recent].reverse().find((l) => /#|error|fatal/i.test(l)) ?? `exited with code ${p.child.exitCode}`;
  return new LaunchError(
    `Redis could not start: ${said.replace(/^\d+:\w \d.*?[#*] /, '')}. See ${join(o.logDir, 'redis.log')}.`,
  );
}

const portHeld = (o: RedisOptions) =>
  new LaunchError(
    `Redis cannot listen on port ${o.port}: another program holds it. Set ${o.settings.redisPort} to a free port, or ${o.settings.redisUrl} to a Redis you run.`,
  );

/** redis-server as a child: append-only persistence, never evicting (BullMQ must not lose keys). */
export async function startRedis(o: RedisOptions): Promise<{ url: string }> {
  try {
    mkdirSync(o.dir, { recursive: true });
  } catch (error) {
    throw new LaunchError(
      `Redis cannot use ${o.dir} (${(error as NodeJS.ErrnoException).code}). Set ${o.settings.dataDir} to a folder of yours, or ${o.settings.redisUrl} to a Redis you run.`,
    );
  }
  const proc = spawnManaged({
    name: 'redis',
    command: 'redis-server',
    // Append-only persistence: a queued job survives a Redis restart. noeviction: BullMQ must never lose keys.
    args: [
      '--bind',
      '127.0.0.1',
      '--port',
      String(o.port),
      '--dir',
      o.dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
      '--protected-mode',
      'yes',
    ],
    env: process.env,
    cwd: o.cwd,
    logDir: o.logDir,
  });
  o.track(proc);
  const url = `redis://127.0.0.1:${o.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (hasEnded(proc)) {
      await proc.exited;
      throw failure(proc, o);
    }
    // Timeouts: whatever holds the port may not speak Redis at all.
    const client = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 1_000,
      commandTimeout: 1_000,
      enableReadyCheck: false,
    });
    client.on('error', () => undefined);
    let pid: number | null = null;
    try {
      await client.connect();
      pid = Number(/process_id:(\d+)/.exec(await client.info('server'))?.[1]);
    } catch {
      // not answering yet
    } finally {
      client.disconnect();
    }
    if (pid !== null) {
      if (pid === proc.child.pid) return { url };
      // The Redis that answers must be ours, not one already holding the port.
      await stopManaged(proc);
      throw portHeld(o);
    }
    if (Date.now() > deadline) {
      await stopManaged(proc);
      throw new LaunchError(`redis-server did not become ready in 10 s. See ${join(o.logDir, 'redis.log')}.`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
