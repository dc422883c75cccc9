import type { Pool, PoolClient } from 'pg';

/**
 * A statement written as SQL text and prepared once per connection by its
 * name: for the few statements every cashier tap runs, where building the
 * query with drizzle's builders cost more CPU than the rest of the request
 * and PostgreSQL planned it again each time (docs/scale.md). Its answer
 * comes as JSON (`RETURNING to_json(t)`), so the row's values are read the
 * way rowOf (pg-rows.ts) reads them whatever the driver's type parsers.
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

/** The connection under a drizzle transaction (its session's client), to run prepared statements on. */
function connectionOf(tx: object): PoolClient {
  const client = (tx as { session?: { client?: { query?: unknown } } }).session?.client;
  if (typeof client?.query !== 'function')
    throw new Error('A drizzle transaction without its connection: check the drizzle version');
  return client as PoolClient;
}

/** Runs a prepared statement inside the transaction; answers its rows. */
export async function runPrepared<Row = Record<string, unknown>>(
  tx: object,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const result = await connectionOf(tx).query({ name: statement.name, text: statement.text, values });
  return result.rows as Row[];
}

/**
 * Behind PgBouncer in transaction mode before 1.21, a statement prepared by
 * name lives on one server connection while the next transaction may get
 * another ("prepared statement … does not exist"): on this pool's
 * connections every statement goes unnamed (runPrepared's, drizzle's
 * `.prepare(name)`), parsed and planned each time, in the same round trip.
 */
export function unnamedStatements(pool: Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) =>
      (config as { name?: unknown } | null)?.name && !(config as { submit?: unknown }).submit
        ? query({ ...(config as object), name: undefined }, ...rest)
        : query(config, ...rest);
  });
}
