import {
  createLogger,
  createPool,
  databaseUrlFor,
  ensureDatabase,
  envPrefix,
  LOCAL_STORES,
  localPostgresUrl,
  migrateDatabase,
  SERVICES,
} from '@zest/kit';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import * as tar from 'tar';
import { startPostgres } from '../stack/postgres';
import { liveLauncherParts, stopManaged, type ManagedProcess } from '../stack/processes';
import { LAUNCHER_SETTINGS } from '../stack/settings';
import { ROOT } from '../stack/stack';
import { beginSnapshot, loadSnapshot, migrationsAsOf, snapshotDatabase, type DatabaseSnapshot } from './snapshot';

/**
 * `npm run backup` and `npm run restore -- FILE`: every service database of
 * the stack `npm start` runs (or of DATABASE_URL) in one compressed archive,
 * and back. docs/decisions/0025-backups.md says why it is a logical dump of
 * our own.
 */
export const BACKUP_FORMAT = 'zest-pos-backup';

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  postgres: string;
  databases: DatabaseSnapshot[];
}

/** Where the stack keeps its data and finds its PostgreSQL, read from the same variables as npm start. */
interface Where {
  dataDir: string;
  port: number;
  /** DATABASE_URL: a server the stack does not run. */
  external?: string;
  env: NodeJS.ProcessEnv;
}

export function whereFrom(env: NodeJS.ProcessEnv): Where {
  return {
    dataDir: env.ZEST_DATA_DIR ?? join(ROOT, '.data'),
    port: Number(env.ZEST_PG_PORT ?? LOCAL_STORES.postgresPort),
    external: env.DATABASE_URL || undefined,
    env,
  };
}

export const serviceUrl = (s: (typeof SERVICES)[number], serverUrl: string, env: NodeJS.ProcessEnv) =>
  env[`${envPrefix(s.name)}_DATABASE_URL`] ?? databaseUrlFor(s.database, serverUrl);

/** The embedded server's port while it runs (postmaster.pid), or null. */
function runningEmbedded(clusterDir: string): number | null {
  try {
    const lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return existsSync(`/proc/${Number(lines[0])}`) ? Number(lines[3]) : null;
  } catch {
    return null;
  }
}

/** Runs `work` against the stack's PostgreSQL, starting the embedded one alone (and stopping it) when it is down. */
export async function withServer<T>(where: Where, work: (serverUrl: string) => Promise<T>): Promise<T> {
  if (where.external) return work(where.external);
  const clusterDir = join(where.dataDir, 'pg');
  const port = runningEmbedded(clusterDir);
  if (port) return work(localPostgresUrl(port));
  if (!existsSync(join(clusterDir, 'PG_VERSION')))
    throw new Error(`There is no database in ${clusterDir}: start the platform once (npm start), or set DATABASE_URL.`);
  let server: ManagedProcess | null = null;
  // Interrupted, the server it started is stopped too, not left running without a parent.
  const interrupted = () => void (server ? stopManaged(server) : Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    const { url } = await startPostgres({
      clusterDir,
      port: where.port,
      logDir: join(where.dataDir, 'logs'),
      ephemeral: false,
      settings: LAUNCHER_SETTINGS,
      track: (p) => (server = p),
    });
    return await work(url);
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    if (server) await stopManaged(server);
  }
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** Writes the archive and says where it went; returns its path. */
export async function backup(env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<string> {
  const where = whereFrom(env);
  const work = mkdtempSync(join(tmpdir(), 'zest-backup-'));
  try {
    const manifest = await withServer(where, async (serverUrl) => {
      const databases: DatabaseSnapshot[] = [];
      const open: { s: (typeof SERVICES)[number]; pool: Pool; client?: PoolClient }[] = SERVICES.map((s) => ({
        s,
        pool: createPool(serviceUrl(s, serverUrl, env), { max: 1 }),
      }));
      try {
        for (const o of open)
          o.client = await o.pool.connect().catch((error: Error) => {
            throw new Error(`Cannot read the ${o.s.database} database (${error.message}).`);
          });
        const postgres = (await open[0]!.client!.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v;
        // Every database's snapshot is taken before any is read, so they are milliseconds apart, not a dump apart.
        for (const o of open) await beginSnapshot(o.client!);
        for (const { s, client } of open)
          databases.push(
            await snapshotDatabase(client!, { service: s.name, database: s.database, dir: join(work, s.database) }),
          );
        return {
          format: BACKUP_FORMAT,
          version: 1,
          createdAt: new Date().toISOString(),
          postgres,
          databases,
        } satisfies Manifest;
      } finally {
        for (const o of open) o.client?.release();
        await Promise.all(open.map((o) => o.pool.end()));
      }
    });
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const folder = join(where.dataDir, 'backups');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `zest-backup-${stamp(new Date(manifest.createdAt))}.tar.gz`);
    await tar.create({ gzip: true, file, cwd: work, portable: true }, [
      'manifest.json',
      ...manifest.databases.map((d) => d.database),
    ]);
    const rows = manifest.databases.reduce((n, d) => n + d.tables.reduce((m, t) => m + t.rows, 0), 0);
    const shown = file.startsWith(ROOT) ? relative(ROOT, file) : file;
    say(
      `Backup written: ${shown} (${formatSize(statSync(file).size)}; ${manifest.databases.length} databases, ${rows} rows)`,
    );
    return file;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Other sessions on the databases a restore would replace: a service still running somewhere. */
async function connectedElsewhere(serverUrl: string, databases: string[]): Promise<string[]> {
  const pool = createPool(databaseUrlFor('postgres', serverUrl), { max: 1 });
  try {
    const { rows } = await pool.query<{ datname: string; n: number }>(
      `SELECT datname, count(*)::int AS n FROM pg_stat_activity
        WHERE datname = ANY($1) AND pid <> pg_backend_pid() GROUP BY datname ORDER BY datname`,
      [databases],
    );
    return rows.map((r) => `${r.datname} (${r.n})`);
  } finally {
    await pool.end();
  }
}

/** Puts an archive back into the stopped stack: each database is made anew from its migrations, then its rows. */
export async function restore(file: string, env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<void> {
  if (!file) throw new Error('Name the backup to restore: npm run restore -- .data/backups/zest-backup-….tar.gz');
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`There is no backup file at ${file}.`);
  const where = whereFrom(env);
  if (!where.external) {
    const live = liveLauncherParts(where.dataDir);
    if (live.length)
      throw new Error(
        `The platform is running (${live.join(', ')}): stop it first (Ctrl-C where npm start runs), then restore. Nothing was changed.`,
      );
  }
  const work = mkdtempSync(join(tmpdir(), 'zest-restore-'));
  try {
    await tar.extract({ file, cwd: work }).catch(() => {
      throw new Error(`${file} is not a Zest POS backup (not a readable .tar.gz archive).`);
    });
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      throw new Error(`${file} is not a Zest POS backup (it has no manifest).`);
    }
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1)
      throw new Error(`${file} is not a Zest POS backup of a version this one reads.`);
    const plan = manifest.databases.map((snapshot) => {
      const service = SERVICES.find((s) => s.database === snapshot.database);
      if (!service) throw new Error(`The backup holds ${snapshot.database}, which no service of this version owns.`);
      const migrations = migrationsAsOf(
        snapshot,
        join(ROOT, 'services', service.name, 'migrations'),
        join(work, '.migrations', service.name),
      );
      return { snapshot, service, migrations };
    });
    await withServer(where, async (serverUrl) => {
      const busy = await connectedElsewhere(
        serverUrl,
        plan.map((p) => p.snapshot.database),
      );
      if (busy.length)
        throw new Error(
          `Services are still connected to ${busy.join(', ')}: stop them first, then restore. Nothing was changed.`,
        );
      const log = createLogger('restore', 'warn');
      for (const { snapshot, service, migrations } of plan) {
        const url = serviceUrl(service, serverUrl, env);
        const admin = createPool(databaseUrlFor('postgres', url), { max: 1 });
        try {
          await admin.query(`DROP DATABASE IF EXISTS "${snapshot.database}"`);
        } finally {
          await admin.end();
        }
        await ensureDatabase(url);
        await migrateDatabase({ url, migrationsFolder: migrations, lockName: `zest:migrate:${service.name}`, log });
        const pool = createPool(url, { max: 1 });
        try {
          const client = await pool.connect();
          try {
            await loadSnapshot(client, snapshot, join(work, snapshot.database));
          } finally {
            client.release();
          }
        } finally {
          await pool.end();
        }
        const rows = snapshot.tables.reduce((n, t) => n + t.rows, 0);
        say(`  ${snapshot.database}: ${snapshot.tables.length} tables, ${rows} rows`);
      }
    });
    say(`Restored the backup of ${manifest.createdAt} from ${file}. Start the platform with npm start.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
