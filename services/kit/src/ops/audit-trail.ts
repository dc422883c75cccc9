import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { z } from 'zod';
import { guarded } from '../access/guards';
import { auditEntries, type AuditRow } from './audit';
import { auditField } from './console-schema';
import type { RequestContext } from '../access/context';
import { localDateTime } from '../core/local-time';
import { DAY_MESSAGE, RESTAURANT_NOT_FOUND } from '../core/messages';
import type { RestaurantDirectory } from '../access/restaurant-directory';
import type { Tenants } from '../data/tenancy';
import { isId } from '../core/validation';

/**
 * Reading the audit trail (audit.ts): one page of a restaurant's lines,
 * newest first, filtered as the Audit screen filters them, and each
 * service's `<service>Audit` field that answers it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's schema: only this table is used
type Reader = Pick<NodePgDatabase<any>, 'select'>;

const AUDIT_PAGE_MAX = 200;
const KIND_RULE = 'The kind is a word such as void, driver.cashout or pin.';
const DAY_RULE = DAY_MESSAGE;
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
      (ctx, id) => restaurants.require(ctx, id, 'audit.read', RESTAURANT_NOT_FOUND),
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
