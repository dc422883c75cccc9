import { prepareTenantRole as prepareRole, Tenants } from '@zest/kit';
import type { Pool } from 'pg';
import type { MenuDatabase } from './client';

/** The role tenant transactions run as when the connection itself would bypass row-level security. */
export const TENANT_ROLE = 'zest_menu_app';

export type MenuTransaction = Parameters<Parameters<MenuDatabase['transaction']>[0]>[0];
/** E.g. a repeatable-read snapshot, for a read that must see one moment. */
export type TransactionOptions = Parameters<MenuDatabase['transaction']>[1];

/** The menu's tenant role, made once when the connection would bypass row-level security (kit/data/tenancy.ts). */
export const prepareTenantRole = (pool: Pool) => prepareRole(pool, TENANT_ROLE);

/**
 * One transaction in which only the given restaurants' rows exist. Every
 * menu query runs inside one of these; a query that forgets its
 * restaurant filter still sees no other tenant.
 */
export class TenantDatabase extends Tenants<MenuDatabase> {}
