import { drizzle, type NodePgDatabase, Tenants } from '@zest/kit';
import type { Pool } from 'pg';
import * as schema from './schema';

export type OrdersDatabase = NodePgDatabase<typeof schema>;
export type OrdersTransaction = Parameters<Parameters<OrdersDatabase['transaction']>[0]>[0];
export type OrdersTenants = Tenants<OrdersDatabase>;

/** The role tenant transactions run as when the connection itself would bypass row-level security. */
export const TENANT_ROLE = 'zest_orders_app';

export const createOrdersDatabase = (pool: Pool): OrdersDatabase => drizzle(pool, { schema });
