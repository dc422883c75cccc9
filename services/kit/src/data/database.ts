import { Pool, type PoolConfig } from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Logger } from 'pino';
import { countStatements } from './statement-count';
import { unnamedStatements } from './prepared';

/** The server's maintenance database, for creating a service's own database. */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

/** A service's database URL: its own *_DATABASE_URL, else DATABASE_URL with the database renamed. */
export function databaseUrlFor(database: string, serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Create the database if it is missing; two replicas racing is fine. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing to create database with name "${name}"`);
  const admin = new Pool({ connectionString: maintenanceUrl(databaseUrl), max: 1, connectionTimeoutMillis: 5_000 });
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } catch (error) {
        // 42P04 duplicate_database, 23505 unique_violation: another replica won the race.
        const code = (error as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw error;
      }
    }
  } finally {
    await admin.end();
  }
}

export interface KitPoolConfig extends PoolConfig {
  /** 'transaction': behind PgBouncer in transaction mode, every statement goes unnamed (prepared.ts). */
  pooler?: 'none' | 'transaction';
}

export function createPool(databaseUrl: string, { pooler, ...options }: KitPoolConfig = {}, log?: Logger): Pool {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 10,
    idleTimeoutMillis: 30_000,
    // A store that accepts no connection answers 503, not a request that hangs;
    // long enough that a rush queueing for a free connection waits its turn.
    connectionTimeoutMillis: 30_000,
    ...options,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => log?.warn({ err: error }, 'idle database connection lost'));
  countStatements(pool);
  if (pooler === 'transaction') unnamedStatements(pool);
  return pool;
}

export { drizzle, type NodePgDatabase };
