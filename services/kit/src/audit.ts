import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { localDate, localDateTime } from './local-time';
import { guarded } from './access';
import { auditField } from './console-schema';
import type { RequestContext } from './context';
import type { RestaurantDirectory } from './restaurant-directory';
import type { Tenants } from './tenancy';
import type { Viewer } from './tokens';
import { isId } from './validation';

/**
 * The audit trail (docs/decisions/0028-books.md): every action that moves
 * money or trust is appended, in the same transaction as the action, to a
 * table of the service that owns the action (orders: voids, deletes, open
 * items, reprints, settings; drivers: cash-outs, floats, adjustments; auth:
 * security-PIN tries, employees and PINs, tax and delivery charge, a new
 * security PIN). Nothing
 * updates or deletes a line: a trigger refuses it for every role
 * (APPEND_ONLY_SQL, in each service's migration). Each service re-exports
 * this table from its src/db/schema.ts, so its migrations create it, and
 * guards it with row-level security like its other tenant tables.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    'settings.orders',
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
    userId: viewer.role === 'manager' ? viewer.id : null,
    session: viewer.role,
  };
}

/** The manager who approved in this session (the security PIN), or null for any other session. */
export function approverOf(viewer: Viewer): AuditApprover | null {
  return viewer.kind === 'restaurant' && viewer.role === 'manager' ? { name: viewer.name, userId: viewer.id } : null;
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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type Reader = Pick<NodePgDatabase<any>, 'select'>;

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

const AUDIT_PAGE_MAX = 200;
const KIND_RULE = 'The kind is a word such as void, driver.cashout or pin.';
const DAY_RULE = 'The day is a date: YYYY-MM-DD.';
const BEFORE_RULE = 'before is the nextBefore of the previous page.';

/** The screen's filters, and the page. `kind` is a whole kind (void.line) or its group (void). */
export const auditQueryInput = z.object({
  day: z
    .string({ error: DAY_RULE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DAY_RULE })
    .nullish(),
  kind: z
    .string({ error: KIND_RULE })
    .regex(/^[a-z]+(\.[a-z-]+)?$/, { error: KIND_RULE })
    .max(40, { error: KIND_RULE })
    .nullish(),
  employeeId: z.string().nullish(),
  first: z
    .number({ error: `first is a number from 1 to ${AUDIT_PAGE_MAX}.` })
    .int({ error: `first is a number from 1 to ${AUDIT_PAGE_MAX}.` })
    .min(1, { error: `first is a number from 1 to ${AUDIT_PAGE_MAX}.` })
    .max(AUDIT_PAGE_MAX, { error: `first is a number from 1 to ${AUDIT_PAGE_MAX}.` })
    .nullish(),
  before: z
    .string({ error: BEFORE_RULE })
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z\|[0-9a-f-]{36}$/, { error: BEFORE_RULE })
    .nullish(),
});

export type AuditQuery = z.output<typeof auditQueryInput>;

/** One page of a restaurant's trail, newest first, in the caller's tenant transaction. */
export async function readAudit(tx: Reader, restaurantId: string, q: AuditQuery) {
  const first = q.first ?? 50;
  const conditions: (SQL | undefined)[] = [eq(auditEntries.restaurantId, restaurantId)];
  if (q.day) conditions.push(eq(auditEntries.day, q.day));
  if (q.kind) conditions.push(or(eq(auditEntries.kind, q.kind), like(auditEntries.kind, `${q.kind}.%`)));
  if (q.employeeId) {
    // An id that is no employee's matches nothing, as a filter should.
    const id = isId(q.employeeId) ? q.employeeId : '00000000-0000-0000-0000-000000000000';
    conditions.push(or(eq(auditEntries.actorEmployeeId, id), eq(auditEntries.subjectId, id)));
  }
  if (q.before) {
    const [at, id] = q.before.split('|') as [string, string];
    conditions.push(sql`(${auditEntries.at}, ${auditEntries.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await tx
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return { rows: page, nextBefore: rows.length > first && last ? auditCursor(last) : null };
}

/** Where the next page starts: just after this line (time and id: lines in one transaction share a time). */
export const auditCursor = (row: Pick<AuditRow, 'at' | 'id'>) => `${row.at.toISOString()}|${row.id}`;

/** A line as the subgraphs answer it (AuditEntry in audit.graphql). */
export function toAuditEntry(row: AuditRow, timeZone: string, source: string) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    atLocal: localDateTime(row.at, timeZone),
    day: row.day,
    kind: row.kind,
    summary: row.summary,
    actorName: row.actorName,
    actorEmployeeId: row.actorEmployeeId,
    session: row.session,
    approverName: row.approverName,
    orderId: row.orderId,
    orderNumber: typeof row.detail.orderNumber === 'number' ? row.detail.orderNumber : null,
    subjectId: row.subjectId,
    amountBeforeCents: row.amountBeforeCents,
    amountAfterCents: row.amountAfterCents,
    reason: row.reason,
    source,
    cursor: auditCursor(row),
  };
}

export type AuditEntryModel = ReturnType<typeof toAuditEntry>;

/**
 * A service's answer to its `<service>Audit` field: the restaurant checked
 * for `audit.read` by the service's own access rules, then one page read in
 * its own (tenant) transaction.
 */
export class AuditTrail {
  constructor(
    /** auth, orders, drivers: said on every line (AuditEntry.source). */
    private readonly source: string,
    private readonly restaurantFor: (
      ctx: RequestContext,
      restaurantId: unknown,
    ) => Promise<{ id: string; timeZone: string }>,
    private readonly run: <T>(restaurantId: string, work: (tx: Reader) => Promise<T>) => Promise<T>,
  ) {}

  /** For a service with a restaurant projection and row-level security (orders, drivers). */
  static forTenants(
    source: string,
    restaurants: RestaurantDirectory,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's tenants
    tenants: Tenants<any>,
  ): AuditTrail {
    return new AuditTrail(
      source,
      (ctx, id) => restaurants.require(ctx, id, 'audit.read', 'Restaurant not found.'),
      (id, work) => tenants.run([id], work),
    );
  }

  async page(ctx: RequestContext, restaurantId: unknown, raw: Record<string, unknown>) {
    const q = auditQueryInput.parse(raw);
    const restaurant = await this.restaurantFor(ctx, restaurantId);
    const { rows, nextBefore } = await this.run(restaurant.id, (tx) => readAudit(tx, restaurant.id, q));
    return { entries: rows.map((r) => toAuditEntry(r, restaurant.timeZone, this.source)), nextBefore };
  }
}

interface AuditArgs {
  restaurantId: string;
  filter?: { day?: string | null; kind?: string | null; employeeId?: string | null } | null;
  first?: number | null;
  before?: string | null;
}

/** The service's `<service>Audit` query field, guarded by `audit.read` (spread into its Query resolvers). */
export function auditResolvers(service: string, trail: AuditTrail) {
  return {
    [auditField(service)]: guarded('audit.read', (_: unknown, a: AuditArgs, ctx: RequestContext) =>
      trail.page(ctx, a.restaurantId, { ...a.filter, first: a.first, before: a.before }),
    ),
  };
}
