import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { localDate } from './local-time';
import { isStepUp } from './access';
import type { Viewer } from './tokens';

/**
 * The audit trail (docs/decisions/0028-books.md): every action that moves
 * money or trust is appended, in the same transaction as the action, to a
 * table of the service that owns the action (orders: voids, deletes, open
 * items, reprints, discounts, settings and the discounts' list, cash drawers; drivers: cash-outs, floats, adjustments; auth:
 * security-PIN tries, employees and PINs, tax and delivery charge, a new
 * security PIN). Nothing
 * updates or deletes a line: a trigger refuses it for every role
 * (in each service's migration; APPEND_ONLY_MESSAGE is its refusal). Each service re-exports
 * this table from its src/db/schema.ts, so its migrations create it, and
 * guards it with row-level security like its other tenant tables.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurantId: uuid('restaurant_id').notNull(),
    // Whole milliseconds, as a page's cursor carries it (JavaScript's Date).
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    /** The restaurant's calendar day of `at` (its time zone then): the screen filters by it. */
    day: date('day', { mode: 'string' }).notNull(),
    /** `group.action`: void.line, driver.cashout, pin.security-wrong… (AUDIT_KINDS). */
    kind: text('kind').notNull(),
    /** What happened, in words, as the screen shows it. */
    summary: text('summary').notNull(),
    /** Who did it: the employee at the terminal, the owner, or the platform (system). */
    actorName: text('actor_name').notNull(),
    actorEmployeeId: uuid('actor_employee_id'),
    actorUserId: uuid('actor_user_id'),
    /** The kind of session it was done in: owner, manager, cashier, driver, system… */
    session: text('session').notNull(),
    /** Who approved it (a manager session: the security PIN), when it needed approval. */
    approverName: text('approver_name'),
    approverUserId: uuid('approver_user_id'),
    orderId: uuid('order_id'),
    /** What else it is about: the line, the employee, the driver, the cash-out… */
    subjectId: uuid('subject_id'),
    amountBeforeCents: integer('amount_before_cents'),
    amountAfterCents: integer('amount_after_cents'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    // With restaurant_id, as distributing by restaurant needs (docs/scale.md).
    primaryKey({ name: 'audit_entries_pkey', columns: [t.restaurantId, t.id] }),
    index('audit_entries_restaurant_at_idx').on(t.restaurantId, t.at, t.id),
    index('audit_entries_restaurant_day_idx').on(t.restaurantId, t.day, t.kind),
  ],
);

export type AuditRow = typeof auditEntries.$inferSelect;

/**
 * Refuses UPDATE, DELETE and TRUNCATE on the audit table for every role, the
 * table's owner included: a migration runs it once (drizzle-kit's --custom).
 */
export const APPEND_ONLY_MESSAGE = 'The audit trail is append-only.';

/** Every kind of line, by the service that writes it. */
export const AUDIT_KINDS = {
  orders: [
    'void.line',
    'void.order',
    'void.change',
    'order.delete',
    'order.open-item',
    'order.reprint',
    'order.offline-price',
    'order.offline',
    'order.purge',
    'order.discount',
    'order.discount-removed',
    'settings.orders',
    'day.close',
    'settings.discounts',
    'drawer.open',
    'drawer.close',
    'drawer.paid-in',
    'drawer.paid-out',
    'drawer.drop',
  ],
  drivers: ['driver.cashout', 'driver.float', 'driver.adjustment'],
  auth: [
    'pin.security-ok',
    'pin.security-wrong',
    'employee.created',
    'employee.changed',
    'employee.pin',
    'employee.removed',
    'restaurant.rates',
    'restaurant.security-pin',
  ],
} as const;

export type AuditKind = (typeof AUDIT_KINDS)[keyof typeof AUDIT_KINDS][number];

/** Who did something, as the trail records it. */
export interface AuditActor {
  name: string;
  employeeId: string | null;
  userId: string | null;
  session: string;
}

export interface AuditApprover {
  name: string;
  userId: string | null;
}

/**
 * Who acts in a session: the employee at the terminal (also when a manager
 * approved for them: a step-up they asked for), the owner or an admin.
 * `name` is for an account, whose token carries no name.
 */
export function actorOf(viewer: Viewer, name?: string): AuditActor {
  if (viewer.kind === 'account')
    return { name: name ?? viewer.email, employeeId: null, userId: viewer.id, session: viewer.role };
  if (viewer.stepUpFor) {
    return {
      name: viewer.stepUpFor.name,
      employeeId: viewer.stepUpFor.employeeId,
      userId: null,
      session: viewer.stepUpFor.role,
    };
  }
  return {
    name: viewer.name,
    employeeId: viewer.employeeId,
    userId: isStepUp(viewer) ? viewer.id : null,
    session: viewer.role,
  };
}

/** The manager who approved in this session (the security PIN), or null for any other session. */
export function approverOf(viewer: Viewer): AuditApprover | null {
  return isStepUp(viewer) ? { name: viewer.name, userId: viewer.id } : null;
}

/** The platform itself (a background job), as an actor. */
export const SYSTEM_ACTOR: AuditActor = { name: 'Zest POS', employeeId: null, userId: null, session: 'system' };

export interface AuditLine {
  kind: AuditKind;
  summary: string;
  actor: AuditActor;
  approver?: AuditApprover | null;
  orderId?: string | null;
  subjectId?: string | null;
  before?: number | null;
  after?: number | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
  /** When it happened; the transaction's clock unless given (the demo's backdated week). */
  at?: Date;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's schema: only this table is used
type Writer = Pick<NodePgDatabase<any>, 'insert'>;

/** Appends lines to the trail, in the caller's (tenant) transaction: they commit or vanish with the action. */
export async function appendAudit(
  tx: Writer,
  restaurant: { id: string; timeZone: string },
  ...lines: AuditLine[]
): Promise<void> {
  if (!lines.length) return;
  await tx.insert(auditEntries).values(
    lines.map((l) => ({
      restaurantId: restaurant.id,
      ...(l.at ? { at: l.at } : {}),
      day: l.at ? localDate(l.at, restaurant.timeZone) : sql<string>`(now() AT TIME ZONE ${restaurant.timeZone})::date`,
      kind: l.kind,
      summary: l.summary,
      actorName: l.actor.name,
      actorEmployeeId: l.actor.employeeId,
      actorUserId: l.actor.userId,
      session: l.actor.session,
      approverName: l.approver?.name ?? null,
      approverUserId: l.approver?.userId ?? null,
      orderId: l.orderId ?? null,
      subjectId: l.subjectId ?? null,
      amountBeforeCents: l.before ?? null,
      amountAfterCents: l.after ?? null,
      reason: l.reason ?? null,
      detail: l.detail ?? {},
    })),
  );
}
