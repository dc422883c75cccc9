import { inBuckets, versionDigest, type EventSubjects, type OutboxSource } from '@zest/kit';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AuthDatabase } from './client';
import type { employees, restaurants } from './schema';

/** auth's tables that are their own outbox: `version` moves on with each write, `published_version` trails it. */
type OutboxTable = typeof restaurants | typeof employees;

/**
 * The reads and marks of a column outbox on one of auth's tables (docs/architecture.md#events): pending rows
 * are those ahead of what was published, oldest change first; a replay or a check pages through every row,
 * deleted ones too.
 */
export function rowOutbox<Row extends { id: string; version: number }, Event>(
  db: AuthDatabase,
  table: OutboxTable,
  toEvent: (row: Row) => Event,
  jobId: (event: Event) => string,
): [OutboxSource<Row, Event>, EventSubjects<Row, Event>] {
  // One select over either table: drizzle types the union's rows apart, the caller names them.
  const rows = (where: ReturnType<typeof and>, order: typeof table.id | typeof table.updatedAt, limit: number) =>
    db
      .select()
      .from(table as typeof restaurants)
      .where(where)
      .orderBy(asc(order))
      .limit(limit) as unknown as Promise<Row[]>;
  return [
    {
      pending: (limit) => rows(gt(table.version, table.publishedVersion), table.updatedAt, limit),
      toEvent,
      markSent: async (row) => {
        await db
          .update(table as typeof restaurants)
          .set({ publishedVersion: row.version })
          .where(and(eq(table.id, row.id), sql`${table.publishedVersion} < ${row.version}`));
      },
      jobId,
    },
    {
      digest: () => versionDigest(db, table, table.id, table.version),
      page: (after, limit, within) => rows(and(gt(table.id, after), inBuckets(table.id, within)), table.id, limit),
      eventOf: toEvent,
    },
  ];
}
