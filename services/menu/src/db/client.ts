import { drizzle, type NodePgDatabase } from '@zest/kit';
import type { Pool } from 'pg';
import * as schema from './schema';

export type MenuDatabase = NodePgDatabase<typeof schema>;

export const createMenuDatabase = (pool: Pool): MenuDatabase => drizzle(pool, { schema });
