import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResult } from 'pg';
import { inlined } from './sql-literal';
import { runPrepared, type PreparedStatement } from './prepared';
import { STATEMENT_SEPARATOR } from './statement-count';

/**
 * Row-level security by restaurant (docs/architecture.md#row-level-security),
 * for a service whose tenant tables carry a policy admitting the rows whose
 * `restaurant_id` is in `app.restaurant_ids` (comma-separated), or every row
 * while `app.every_restaurant` is 'on' (background jobs only: housekeeping,
 * an outbox sweep). Both are set for one transaction only.
 */
const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Superusers and BYPASSRLS roles are not bound by row-level security. When the
 * service connects as one (the embedded PostgreSQL's `postgres`), a NOLOGIN
 * role without those rights is made once and granted the tables; every
 * tenant transaction then runs as it. A plain role (docker-compose,
 * Kubernetes) owns the tables and FORCE ROW LEVEL SECURITY binds it: null.
 */
export async function prepareTenantRole(pool: Pool, role: string): Promise<string | null> {
  if (!ROLE_NAME.test(role)) throw new Error(`Refusing tenant role name "${role}"`);
  const { rows } = await pool.query<{ bypasses: boolean }>(
    'SELECT rolsuper OR rolbypassrls AS bypasses FROM pg_roles WHERE rolname = current_user',
  );
  if (!rows[0]?.bypasses) return null;
  // One statement: roles are cluster-wide, so another service or replica may make it at the same moment.
  await pool.query(`DO $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('zest:tenant-role:${role}'));
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
        CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOBYPASSRLS;
      END IF;
      GRANT USAGE ON SCHEMA public TO ${role};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`);
  return role;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's drizzle schema
type AnyDatabase = NodePgDatabase<any>;
type TransactionOf<D extends AnyDatabase> = Parameters<Parameters<D['transaction']>[0]>[0];
/** E.g. a repeatable-read snapshot, for a read that must see one moment. */
type TransactionOptionsOf<D extends AnyDatabase> = Parameters<D['transaction']>[1];

const dialect = new PgDialect();

/** The settings of a tenant transaction, prepared once per connection: every transaction starts with it. */
const TENANT_SETTINGS: PreparedStatement = {
  name: 'kit_tenant_settings',
  text: `SELECT set_config('role', $1, true), set_config('app.restaurant_ids', $2, true),
    set_config('app.every_restaurant', $3, true)`,
};

/** Transactions in which only some restaurants' rows exist. */
export class Tenants<D extends AnyDatabase> {
  constructor(
    readonly db: D,
    /** The role to run as (prepareTenantRole), or null when the connection is bound already. */
    private readonly role: string | null,
  ) {}

  /** Only these restaurants' rows are visible and writable; a query that forgets its filter sees no other. */
  run<T>(
    restaurantIds: readonly string[],
    work: (tx: TransactionOf<D>) => Promise<T>,
    options?: TransactionOptionsOf<D>,
  ): Promise<T> {
    return this.scoped(restaurantIds.join(','), 'off', work, options);
  }

  /**
   * One read of these restaurants' rows in one round trip and two statements:
   * the settings and the query go as one simple query, which PostgreSQL runs
   * as one implicit transaction, so the settings end with it (as with
   * PgBouncer in transaction mode). Its parameters are written in as
   * literals (sql-literal.ts): for ids and settings, not bulk data.
   */
  async read<Row>(restaurantIds: readonly string[], query: SQL): Promise<Row[]> {
    const settings = this.settings(restaurantIds.join(','), 'off');
    const text = [inlined(dialect, settings), inlined(dialect, query)].join(STATEMENT_SEPARATOR);
    const results = (await (this.db as unknown as { $client: Pool }).$client.query(text)) as unknown as QueryResult[];
    return results[1]!.rows as Row[];
  }

  /** Every restaurant's rows, for a background job that works across them (never a request). */
  acrossRestaurants<T>(work: (tx: TransactionOf<D>) => Promise<T>): Promise<T> {
    return this.scoped('', 'on', work);
  }

  private scoped<T>(
    ids: string,
    every: 'on' | 'off',
    work: (tx: TransactionOf<D>) => Promise<T>,
    options?: TransactionOptionsOf<D>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await runPrepared(tx, TENANT_SETTINGS, [this.role ?? 'none', ids, every]);
      return work(tx as TransactionOf<D>);
    }, options);
  }

  /** One statement: set_config('role', …) is SET LOCAL ROLE; all three end with the transaction. */
  private settings(ids: string, every: 'on' | 'off'): SQL {
    return sql`SELECT set_config('role', ${this.role ?? 'none'}, true), set_config('app.restaurant_ids', ${ids}, true),
                      set_config('app.every_restaurant', ${every}, true)`;
  }
}
