import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { runPrepared, type PreparedStatement } from '../data/prepared';
import { isStepUp } from '../access/access';
import type { Viewer } from '../access/tokens';

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
    'order.tender-correction',
    'order.picked-up',
    'settings.orders',
    'day.close',
    'settings.discounts',
    'drawer.open',
    'drawer.close',
    'drawer.paid-in',
    'drawer.paid-out',
    'drawer.drop',
    'drawer.refused',
    'settings.online',
    'online.accept',
    'online.reject',
    'online.paid',
    'online.refund',
    'online.payment-refused',
    'online.busy',
    'kitchen.cleared',
    'payment.card',
    'payment.card-canceled',
    'payment.event-refused',
    'payment.refund',
    'payment.part',
    'payment.part-refund',
    'reader.register',
    'reader.place',
    'reader.retire',
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
    'clock.in',
    'clock.out',
    'clock.break',
    'clock.edit',
    'clock.rates',
    'clock.settings',
    'clock.period',
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

/**
 * Lines appended in one prepared statement (prepared.ts): an action's trail is written on the hot paths
 * (an open item, a reprint, every void), where building the insert with drizzle cost more CPU than the
 * rest of the write. $1 restaurant, $2 its time zone (the day of each line), $3 the lines as JSON; a
 * line without its own time takes the transaction's clock, to the millisecond (the column's default).
 */
const APPEND_AUDIT: PreparedStatement = {
  name: 'kit_append_audit',
  text: `INSERT INTO audit_entries (restaurant_id, at, day, kind, summary, actor_name, actor_employee_id,
      actor_user_id, session, approver_name, approver_user_id, order_id, subject_id, amount_before_cents,
      amount_after_cents, reason, detail)
    SELECT $1::uuid, t.at, (t.at AT TIME ZONE $2::text)::date, l.kind, l.summary, l.actor_name,
      l.actor_employee_id, l.actor_user_id, l.session, l.approver_name, l.approver_user_id, l.order_id,
      l.subject_id, l.amount_before_cents, l.amount_after_cents, l.reason, coalesce(l.detail, '{}'::jsonb)
    FROM jsonb_to_recordset($3::jsonb) AS l(at timestamptz, kind text, summary text,
      actor_name text, actor_employee_id uuid, actor_user_id uuid, session text, approver_name text,
      approver_user_id uuid, order_id uuid, subject_id uuid, amount_before_cents int, amount_after_cents int,
      reason text, detail jsonb),
      LATERAL (SELECT coalesce(l.at, date_trunc('milliseconds', now())) AS at) t`,
};

/** Appends lines to the trail, in the caller's (tenant) transaction: they commit or vanish with the action. */
export async function appendAudit(
  tx: object,
  restaurant: { id: string; timeZone: string },
  ...lines: AuditLine[]
): Promise<void> {
  if (!lines.length) return;
  const rows = lines.map((l) => ({
    at: l.at?.toISOString() ?? null,
    kind: l.kind,
    summary: l.summary,
    actor_name: l.actor.name,
    actor_employee_id: l.actor.employeeId,
    actor_user_id: l.actor.userId,
    session: l.actor.session,
    approver_name: l.approver?.name ?? null,
    approver_user_id: l.approver?.userId ?? null,
    order_id: l.orderId ?? null,
    subject_id: l.subjectId ?? null,
    amount_before_cents: l.before ?? null,
    amount_after_cents: l.after ?? null,
    reason: l.reason ?? null,
    detail: l.detail ?? {},
  }));
  await runPrepared(tx, APPEND_AUDIT, [restaurant.id, restaurant.timeZone, JSON.stringify(rows)]);
}
