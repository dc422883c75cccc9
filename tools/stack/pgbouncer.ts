import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { hasEnded, LaunchError, spawnManaged, stopManaged, type ManagedProcess } from './processes';

/**
 * PgBouncer (Debian's `pgbouncer`, 1.18 or later) in front of one PostgreSQL
 * server, as an operator runs it: every database of that server through it
 * (`* = host=… port=…`), in transaction mode, where a server connection
 * serves a client for one transaction only (docs/decisions/0077-migrations-and-the-pooler.md).
 * The services then set DATABASE_POOLER=transaction; migrations keep a direct URL.
 */
export interface PgBouncerOptions {
  /** Where pgbouncer.ini and userlist.txt are written. */
  dir: string;
  host?: string;
  port: number;
  /** The PostgreSQL server, and the one user (with its password) the clients log in as. */
  upstream: { host: string; port: number; user: string; password: string };
  poolMode?: 'transaction';
  /** Server connections per database and user. */
  defaultPoolSize?: number;
  maxClientConn?: number;
  /** Server connections per database, over every user (0: no limit). */
  maxDbConnections?: number;
  logDir: string;
  /** Told of the process as soon as it runs, so a failure elsewhere still stops it. */
  track?: (p: ManagedProcess) => void;
  /** How to run the command (e.g. inside a network namespace). */
  wrap?: (command: string, args: string[]) => { command: string; args: string[] };
}

export interface RunningPgBouncer {
  /** A client's URL for a database through the pooler. */
  url(database: string): string;
  /** The admin console (SHOW POOLS, SHOW STATS…), database `pgbouncer`. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** The auth file's way of quoting: a double quote inside is doubled. */
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** PgBouncer will not run as root: then it runs as the user PostgreSQL runs as (tools/stack/postgres.ts). */
function runAs(): { user: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
      return { user, uid: id('-u'), gid: id('-g') };
    } catch {
      // no such user
    }
  }
  throw new LaunchError('PgBouncer refuses to run as root, and neither the user "postgres" nor "nobody" exists.');
}

function writeConfig(o: PgBouncerOptions, host: string): string {
  const u = o.upstream;
  const ini = [
    '[databases]',
    `* = host=${u.host} port=${u.port}`,
    '',
    '[pgbouncer]',
    `listen_addr = ${host}`,
    `listen_port = ${o.port}`,
    'unix_socket_dir =',
    // Clients prove the password; with it in the auth file PgBouncer logs in to any server method.
    'auth_type = scram-sha-256',
    `auth_file = ${join(o.dir, 'userlist.txt')}`,
    `admin_users = ${u.user}`,
    `stats_users = ${u.user}`,
    `pool_mode = ${o.poolMode ?? 'transaction'}`,
    `default_pool_size = ${o.defaultPoolSize ?? 20}`,
    `max_client_conn = ${o.maxClientConn ?? 1000}`,
    `max_db_connections = ${o.maxDbConnections ?? 0}`,
    // A server that refused a login (restarting, not accepting connections) is asked again after 1 s,
    // not the default 15 s, so the services are ready within a second or two of its return.
    'server_login_retry = 1',
    '',
  ].join('\n');
  const owner = runAs();
  mkdirSync(o.dir, { recursive: true });
  const files = { 'pgbouncer.ini': ini, 'userlist.txt': `${quoted(u.user)} ${quoted(u.password)}\n` };
  for (const [name, text] of Object.entries(files)) {
    const file = join(o.dir, name);
    writeFileSync(file, text, { mode: 0o600 });
    chmodSync(file, 0o600);
    if (owner) chownSync(file, owner.uid, owner.gid);
  }
  if (owner) chmodSync(o.dir, 0o755);
  return join(o.dir, 'pgbouncer.ini');
}

function failure(p: ManagedProcess, o: PgBouncerOptions): LaunchError {
  if (p.spawnError?.code === 'ENOENT')
    return new LaunchError(
      'pgbouncer is not installed. Install it (Debian or Ubuntu: sudo apt-get install pgbouncer).',
    );
  const text = p.recent.join('\n');
  if (/Address already in use/i.test(text))
    return new LaunchError(`PgBouncer cannot listen on port ${o.port}: another program holds it.`);
  const said = [...p.recent].reverse().find((l) => /FATAL|ERROR/.test(l)) ?? `exited with code ${p.child.exitCode}`;
  return new LaunchError(`PgBouncer could not start: ${said}. See ${join(o.logDir, 'pgbouncer.log')}.`);
}

export async function startPgBouncer(o: PgBouncerOptions): Promise<RunningPgBouncer> {
  const host = o.host ?? '127.0.0.1';
  const config = writeConfig(o, host);
  const owner = runAs();
  const args = [...(owner ? ['-u', owner.user] : []), config];
  // Debian installs it in /usr/sbin, which a normal user's PATH may not hold.
  const command = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';
  const run = o.wrap ? o.wrap(command, args) : { command, args };
  const proc = spawnManaged({
    name: 'pgbouncer',
    ...run,
    env: process.env,
    cwd: o.dir,
    logDir: o.logDir,
    // SIGINT: a "safe shutdown" that waits for every client to leave; SIGTERM closes them at once.
    stopSignal: 'SIGTERM',
  });
  o.track?.(proc);
  const u = o.upstream;
  const credentials = `${encodeURIComponent(u.user)}:${encodeURIComponent(u.password)}`;
  const url = (database: string) => `postgres://${credentials}@${host}:${o.port}/${encodeURIComponent(database)}`;
  const adminUrl = url('pgbouncer');
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (hasEnded(proc)) {
      await proc.exited;
      throw failure(proc, o);
    }
    const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SHOW VERSION');
      break;
    } catch {
      // not listening yet
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) {
      await stopManaged(proc);
      throw new LaunchError(`PgBouncer did not answer in 10 s. See ${join(o.logDir, 'pgbouncer.log')}.`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, adminUrl, stop: () => stopManaged(proc) };
}
