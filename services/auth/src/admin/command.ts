import { databaseUrlFor, LOCAL_STORES, localPostgresUrl, serviceNamed } from '@zest/kit';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { createAuthDatabase } from '../db/client';
import { AdminRefusal, listAdmins, setAccountRole } from './admins';

/**
 * `npm run admin -- add EMAIL | remove EMAIL | list`: the operator's way to
 * make and unmake platform admins. It works on the stores of the running
 * local stack (npm start), or on the servers the environment names.
 */
export const USAGE = [
  'Usage: npm run admin -- add EMAIL      make an existing account an admin',
  '       npm run admin -- remove EMAIL   make an admin an owner again',
  '       npm run admin -- list           show the admins',
  'It uses the stores of the running npm start (ZEST_PG_PORT, ZEST_REDIS_PORT),',
  'or AUTH_DATABASE_URL / DATABASE_URL and REDIS_URL when set.',
].join('\n');

/** The variables it reads: the service's own, the launcher's, and the launcher's port choices. */
export interface AdminCommandEnv {
  AUTH_DATABASE_URL?: string;
  DATABASE_URL?: string;
  REDIS_URL?: string;
  ZEST_PG_PORT?: string;
  ZEST_REDIS_PORT?: string;
}

/** Where the auth database and Redis are, decided as the launcher decides them. */
export function storesFrom(env: AdminCommandEnv): { databaseUrl: string; redisUrl: string } {
  const database = serviceNamed('auth').database;
  const server = env.DATABASE_URL || localPostgresUrl(Number(env.ZEST_PG_PORT || LOCAL_STORES.postgresPort));
  return {
    databaseUrl: env.AUTH_DATABASE_URL || databaseUrlFor(database, server),
    redisUrl: env.REDIS_URL || `redis://127.0.0.1:${env.ZEST_REDIS_PORT || LOCAL_STORES.redisPort}`,
  };
}

/** host:port/database, without the password. */
const shown = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)}${u.pathname === '/' ? '' : u.pathname}`;
};

/** Says what to do when a store does not answer, instead of a driver's stack trace. */
function unreachable(error: unknown, what: 'PostgreSQL' | 'Redis', url: string): AdminRefusal {
  const code = (error as { code?: string }).code;
  if (code === '3D000')
    return new AdminRefusal(`The auth database does not exist at ${shown(url)} yet: start Zest POS once (npm start).`);
  const setting = what === 'Redis' ? 'REDIS_URL' : 'DATABASE_URL';
  return new AdminRefusal(
    `${what} at ${shown(url)} did not answer (${code ?? (error as Error).message}). Start Zest POS (npm start), or set ${setting}.`,
  );
}

/** Runs one command; answers the exit code (0 done or nothing to do, 1 refused or failed, 2 usage). */
export async function runAdminCommand(
  args: readonly string[],
  env: AdminCommandEnv,
  say: (line: string) => void,
): Promise<number> {
  const [verb, email, ...rest] = args;
  const valid = (verb === 'list' && !email) || ((verb === 'add' || verb === 'remove') && email && !rest.length);
  if (!valid) {
    say(USAGE);
    return 2;
  }
  const { databaseUrl, redisUrl } = storesFrom(env);
  const pool = new Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => undefined);
  const redis =
    verb === 'list'
      ? null
      : new Redis(redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          retryStrategy: () => null,
          connectTimeout: 5_000,
        });
  redis?.on('error', () => undefined);
  try {
    try {
      await pool.query('SELECT 1');
    } catch (error) {
      throw unreachable(error, 'PostgreSQL', databaseUrl);
    }
    try {
      await redis?.connect();
    } catch (error) {
      throw unreachable(error, 'Redis', redisUrl);
    }
    const db = createAuthDatabase(pool);
    if (verb === 'list') {
      const admins = await listAdmins(db);
      if (!admins.length) say('No admins. Make one with: npm run admin -- add EMAIL');
      for (const a of admins) say(`${a.email}  ${a.fullname}  (${a.id})`);
      return 0;
    }
    const { account, changed } = await setAccountRole(db, redis!, email!, verb === 'add' ? 'admin' : 'owner');
    if (verb === 'add')
      say(
        changed
          ? `${account.email} is now an admin. Their sessions have ended: they sign in again to act as admin.`
          : `${account.email} is already an admin.`,
      );
    else
      say(
        changed
          ? `${account.email} is no longer an admin. Their sessions have ended.`
          : `${account.email} is not an admin.`,
      );
    return 0;
  } catch (error) {
    if (error instanceof AdminRefusal) {
      say(error.message);
      return 1;
    }
    throw error;
  } finally {
    redis?.disconnect();
    await pool.end();
  }
}
