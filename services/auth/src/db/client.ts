import { drizzle, type NodePgDatabase } from '@zest/kit';
import type { Pool } from 'pg';
import * as schema from './schema';

export type AuthDatabase = NodePgDatabase<typeof schema>;

export const createAuthDatabase = (pool: Pool): AuthDatabase => drizzle(pool, { schema });
