import { drizzle, type NodePgDatabase } from '@zest/kit';
import type { Pool } from 'pg';
import * as schema from './schema';

export type AuthDatabase = NodePgDatabase<typeof schema>;

export const createAuthDatabase = (pool: Pool): AuthDatabase => drizzle(pool, { schema });

/** The database, or a transaction on it. */
export type AuthTransaction = Parameters<Parameters<AuthDatabase['transaction']>[0]>[0];
export type AuthExecutor = AuthDatabase | AuthTransaction;
