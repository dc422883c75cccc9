import { id, RESTAURANT_NOT_FOUND } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import type { AuditEntryFieldsFragment } from './generated/graphql';
import { dollarsOrNull as money, dollarsResponse } from './money';
import { noBody, route } from './table';

/**
 * docs/product.md#audit: the restaurant's audit trail. Each service keeps
 * the lines of what it owns (orders: voids, deletes, open items, reprints,
 * settings; drivers: cash-outs, floats, adjustments; auth: security-PIN tries,
 * employees and PINs, tax and delivery charge); one document reads the three
 * pages at once and they are merged here, newest first.
 */

graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    at
    atLocal
    day
    kind
    summary
    actorName
    actorEmployeeId
    session
    approverName
    orderId
    orderNumber
    subjectId
    amountBeforeCents
    amountAfterCents
    reason
    source
    cursor
  }
`);

const PAGE_MAX = 200;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PAGE_MAX}.`;

interface Page {
  entries: AuditEntryFieldsFragment[];
  nextBefore?: string | null;
}

/**
 * The newest `limit` lines of several services' pages, each read with the
 * same cursor: a line's cursor is its time and id, which order the lines of
 * every service the same way, so the first `limit` of the merge are right.
 */
export function mergeAuditPages(pages: Page[], limit: number) {
  const all = pages.flatMap((p) => p.entries).sort((a, b) => (a.cursor < b.cursor ? 1 : a.cursor > b.cursor ? -1 : 0));
  const entries = all.slice(0, limit);
  const more = all.length > limit || pages.some((p) => p.nextBefore);
  return { entries, nextBefore: more && entries.length ? entries[entries.length - 1]!.cursor : null };
}

const entryShape = (e: AuditEntryFieldsFragment) => ({
  id: e.id,
  at: e.at,
  at_local: e.atLocal,
  day: e.day,
  kind: e.kind,
  summary: e.summary,
  actor: e.actorName,
  actor_employee_id: e.actorEmployeeId ?? null,
  session: e.session,
  approved_by: e.approverName ?? null,
  order_id: e.orderId ?? null,
  order_number: e.orderNumber ?? null,
  subject_id: e.subjectId ?? null,
  amount_before: money(e.amountBeforeCents),
  amount_after: money(e.amountAfterCents),
  reason: e.reason ?? null,
  source: e.source,
});

const dollars = dollarsResponse.nullable();

export const auditRoutes = [
  route({
    method: 'GET',
    path: '/api/order/audit/{restaurantId}',
    summary:
      'The audit trail: voids, deletes, open items, reprints, cash-outs, floats, security-PIN tries, employee and PIN changes, tax and delivery-charge changes, newest first (the owner and manager sessions)',
    tag: 'orders',
    auth: 'account',
    params: z.object({ restaurantId: id(RESTAURANT_NOT_FOUND) }),
    body: noBody,
    query: z.object({
      day: z.string().optional().describe("a day on the restaurant's calendar, YYYY-MM-DD"),
      kind: z
        .string()
        .optional()
        .describe('a kind (void.line) or its group: void, order, settings, drawer, driver, pin, employee, restaurant'),
      employee_id: z.string().optional().describe('lines where this employee acted, or which are about them'),
      limit: z
        .string()
        .regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE })
        .refine((v) => Number(v) >= 1 && Number(v) <= PAGE_MAX, { error: LIMIT_MESSAGE })
        .optional()
        .describe('lines per page, 50 by default'),
      before: z.string().optional().describe('next_before of the previous page'),
    }),
    operation: graphql(`
      query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {
        ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {
          entries {
            ...AuditEntryFields
          }
          nextBefore
        }
        driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {
          entries {
            ...AuditEntryFields
          }
          nextBefore
        }
        authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {
          entries {
            ...AuditEntryFields
          }
          nextBefore
        }
      }
    `),
    variables: ({ params, query }) => ({
      restaurantId: params.restaurantId,
      filter: { day: query.day, kind: query.kind, employeeId: query.employee_id },
      first: query.limit === undefined ? 50 : Number(query.limit),
      before: query.before,
    }),
    respond: (d, v) => {
      const merged = mergeAuditPages([d.ordersAudit, d.driversAudit, d.authAudit], v.first ?? 50);
      return { entries: merged.entries.map(entryShape), next_before: merged.nextBefore };
    },
    response: z.object({
      entries: z.array(
        z.object({
          id: z.string(),
          at: z.string(),
          at_local: z.string().describe("the restaurant's clock"),
          day: z.string(),
          kind: z.string(),
          summary: z.string(),
          actor: z.string(),
          actor_employee_id: z.string().nullable(),
          session: z.string(),
          approved_by: z.string().nullable(),
          order_id: z.string().nullable(),
          order_number: z.number().int().nullable(),
          subject_id: z.string().nullable(),
          amount_before: dollars,
          amount_after: dollars,
          reason: z.string().nullable(),
          source: z.string(),
        }),
      ),
      next_before: z.string().nullable(),
    }),
  }),
  route({
    method: 'GET',
    path: '/api/order/offlinePapers/{restaurantId}',
    summary:
      'Each tablet’s offline numbers: how many arrived, which still wait in its outbox, and which never arrived (the owner and manager sessions)',
    tag: 'orders',
    auth: 'account',
    params: z.object({ restaurantId: id(RESTAURANT_NOT_FOUND) }),
    body: noBody,
    operation: graphql(`
      query OfflinePapers($restaurantId: ID!) {
        offlinePapers(restaurantId: $restaurantId) {
          restaurantId
          terminals {
            id
            tag
            issuedAt
            issuedBy
            lastSeenAt
            lastOfflineNumber
            arrived
            waiting
            missing
          }
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => ({
      restaurant_id: d.offlinePapers.restaurantId,
      terminals: d.offlinePapers.terminals.map((t) => ({
        id: t.id,
        tag: t.tag,
        issued_at: t.issuedAt,
        issued_by: t.issuedBy,
        last_seen_at: t.lastSeenAt ?? null,
        last_offline_number: t.lastOfflineNumber,
        arrived: t.arrived,
        waiting: t.waiting,
        missing: t.missing,
      })),
    }),
    response: z.object({
      restaurant_id: z.string(),
      terminals: z.array(
        z.object({
          id: z.string(),
          tag: z.string().describe('the first two characters of its offline numbers'),
          issued_at: z.string(),
          issued_by: z.string(),
          last_seen_at: z.string().nullable(),
          last_offline_number: z.number().int(),
          arrived: z.number().int(),
          waiting: z.array(z.string()).describe('still in its outbox, like K7-05'),
          missing: z.array(z.string()).describe('given by the tablet, neither here nor in its outbox: K7-04'),
        }),
      ),
    }),
  }),
];
