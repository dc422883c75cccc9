import type { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import type { MenuDatabase } from './client';

/** The role tenant transactions run as when the connection itself would bypass row-level security. */
export const TENANT_ROLE = 'zest_menu_app';

export type MenuTransaction = Parameters<Parameters<MenuDatabase['transaction']>[0]>[0];
/** E.g. a repeatable-read snapshot, for a read that must see one moment. */
export type TransactionOptions = Parameters<MenuDatabase['transaction']>[1];

/**
 * Row-level security does not bind superusers (nor BYPASSRLS roles). With such
 * a connection (the embedded PostgreSQL's `postgres`), a NOLOGIN role without
 * those rights is created once and every tenant transaction switches to it
 * with SET LOCAL ROLE. A plain role (zest_app in docker-compose/Kubernetes)
 * owns the tables, and FORCE ROW LEVEL SECURITY binds it directly.
 * Answers the role to switch to, or null.
 */
export async function prepareTenantRole(pool: Pool): Promise<string | null> {
  const { rows } = await pool.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
    'SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user',
  );
  const me = rows[0];
  if (!me || (!me.rolsuper && !me.rolbypassrls)) return null;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('zest_menu:tenant_role'))");
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [TENANT_ROLE]);
    if (!exists.rowCount) {
      await client.query('SAVEPOINT create_role');
      try {
        await client.query(`CREATE ROLE ${TENANT_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS`);
      } catch (error) {
        // Roles are cluster-wide: another database's service may have created it just now.
        const code = (error as { code?: string }).code;
        if (code !== '42710' && code !== '23505') throw error;
        await client.query('ROLLBACK TO SAVEPOINT create_role');
      }
    }
    await client.query(`GRANT USAGE ON SCHEMA public TO ${TENANT_ROLE}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${TENANT_ROLE}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return TENANT_ROLE;
}

/**
 * One transaction in which only the given restaurants' rows exist. Every
 * menu query runs inside one of these; a query that forgets its
 * restaurant filter still sees no other tenant.
 */
export class TenantDatabase {
  constructor(
    readonly db: MenuDatabase,
    private readonly role: string | null,
  ) {}

  async run<T>(
    restaurantIds: readonly string[],
    work: (tx: MenuTransaction) => Promise<T>,
    options?: TransactionOptions,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      if (this.role) await tx.execute(sql.raw(`SET LOCAL ROLE ${this.role}`));
      await tx.execute(sql`SELECT set_config('app.restaurant_ids', ${restaurantIds.join(',')}, true)`);
      return work(tx);
    }, options);
  }
}
