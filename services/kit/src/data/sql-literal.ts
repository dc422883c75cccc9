import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';

/** One parameter as a SQL literal, for a statement sent with others in one simple query. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('A number that is not finite cannot be a SQL literal');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (typeof value === 'string') return escapeLiteral(value);
  return escapeLiteral(JSON.stringify(value));
}

/**
 * A drizzle query with its parameters written in as escaped literals
 * (pg's escapeLiteral), so several statements can go in one simple-protocol
 * query: one round trip, one implicit transaction. For statements whose
 * parameters are ids and settings, never for bulk data.
 */
export function inlined(dialect: PgDialect, query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)\b/g, (_, n: string) => literal(params[Number(n) - 1]));
}
