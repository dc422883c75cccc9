import {
  employeeEventsQueue,
  employeeJobId,
  EventOutbox,
  type EmployeeChanged,
  type EmployeeRole,
  type JobsOptions,
  type Logger,
  type RedisClient,
} from '@zest/kit';
import type { AuthDatabase } from '../db/client';
import { rowOutbox } from '../db/row-outbox';
import { employees, type EmployeeRow } from '../db/schema';

/** Who works at a restaurant, for a service that shows their names (drivers): never a PIN or its digest. */
export const toEmployeeEvent = (e: EmployeeRow): EmployeeChanged => ({
  id: e.id,
  restaurantId: e.restaurantId,
  name: e.name,
  role: e.role,
  onShift:
    e.clockRole && e.clockSince
      ? { role: e.clockRole as EmployeeRole, since: e.clockSince.toISOString(), onBreak: e.clockOnBreak }
      : null,
  deleted: e.deletedAt !== null,
  version: e.version,
});

/**
 * Publishes employee changes to every subscriber's queue (services/kit/src/core/services.ts
 * `employeeProjection`: drivers), exactly as restaurants are published: the
 * outbox is a column, every write moves `version` on in its own transaction;
 * a replay or check is answered from every employee, removed ones too.
 */
export class EmployeeEvents extends EventOutbox<EmployeeRow, EmployeeChanged> {
  constructor(
    db: AuthDatabase,
    connection: RedisClient,
    subscribers: readonly string[],
    log: Logger,
    jobs: JobsOptions,
  ) {
    super(
      'employee',
      employeeEventsQueue,
      subscribers,
      connection,
      log,
      jobs,
      ...rowOutbox(db, employees, toEmployeeEvent, employeeJobId),
    );
  }
}
