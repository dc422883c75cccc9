import { drizzle, type NodePgDatabase } from '@zest/kit';
import type { Pool } from 'pg';
import * as schema from './schema';

export type BillingDatabase = NodePgDatabase<typeof schema>;

export const createBillingDatabase = (pool: Pool): BillingDatabase => drizzle(pool, { schema });
