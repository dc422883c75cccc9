import { drizzle, type NodePgDatabase, Tenants } from '@zest/kit';
import type { Pool } from 'pg';
import * as schema from './schema';

export type DriversDatabase = NodePgDatabase<typeof schema>;
export type DriversTransaction = Parameters<Parameters<DriversDatabase['transaction']>[0]>[0];
export type DriversTenants = Tenants<DriversDatabase>;

/** The role tenant transactions run as when the connection itself would bypass row-level security. */
export const TENANT_ROLE = 'zest_drivers_app';

export const createDriversDatabase = (pool: Pool): DriversDatabase => drizzle(pool, { schema });
