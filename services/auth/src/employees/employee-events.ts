import { employeeEventsQueue, employeeJobId, EventOutbox, type EmployeeChanged, type Logger } from '@zest/kit';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { AuthDatabase } from '../db/client';
import { employees, type EmployeeRow } from '../db/schema';

/** Who works at a restaurant, for a service that shows their names (drivers): never a PIN or its digest. */
export const toEmployeeEvent = (e: EmployeeRow): EmployeeChanged => ({
  id: e.id,
  restaurantId: e.restaurantId,
  name: e.name,
  role: e.role,
  deleted: e.deletedAt !== null,
  version: e.version,
});

/**
 * Publishes employee changes to every subscriber's queue (services/kit/src/services.ts
 * `employeeProjection`: drivers), exactly as restaurants are published: the
 * outbox is a column, every write moves `version` on in its own transaction.
 */
export class EmployeeEvents extends EventOutbox<EmployeeRow, EmployeeChanged> {
  constructor(
    private readonly db: AuthDatabase,
    connection: Redis,
    subscribers: readonly string[],
    log: Logger,
  ) {
    super('employee', employeeEventsQueue, subscribers, connection, log, {
      pending: (limit) =>
        db
          .select()
          .from(employees)
          .where(gt(employees.version, employees.publishedVersion))
          .orderBy(asc(employees.updatedAt))
          .limit(limit),
      toEvent: toEmployeeEvent,
      markSent: async (row) => {
        await db
          .update(employees)
          .set({ publishedVersion: row.version })
          .where(and(eq(employees.id, row.id), sql`${employees.publishedVersion} < ${row.version}`));
      },
      jobId: employeeJobId,
    });
  }

  /** Every employee, removed ones too, to one subscriber (its projection is new or was emptied). */
  replayTo(subscriber: string): Promise<number> {
    const page = (after: string, limit: number) =>
      this.db.select().from(employees).where(gt(employees.id, after)).orderBy(asc(employees.id)).limit(limit);
    return this.replay(subscriber, page, toEmployeeEvent);
  }
}
