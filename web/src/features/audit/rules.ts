import type { AuditFilter } from '../../graphql/generated/graphql';
import { formatDollars } from '../../ui/format/money';

/**
 * The audit screen's pure rules (docs/product.md#audit), tested in
 * web/test/audit-rules.test.ts.
 */

/** What the merge needs of a line: its cursor (its time and id, the same order in every service). */
interface Cursored {
  cursor: string;
}

export interface AuditPageOf<Entry extends Cursored> {
  entries: readonly Entry[];
  nextBefore?: string | null;
}

/**
 * The newest `limit` lines of the services' pages, each read with the same
 * `before`: sorted by cursor, newest first. There is more to read when any
 * service said so or more than `limit` came; the next page starts before the
 * last line kept, so what was left out here comes then.
 */
export function mergeAuditPages<Entry extends Cursored>(
  pages: readonly AuditPageOf<Entry>[],
  limit: number,
): { entries: Entry[]; nextBefore: string | null } {
  const all = pages
    .flatMap((page) => page.entries)
    .sort((a, b) => (a.cursor < b.cursor ? 1 : a.cursor > b.cursor ? -1 : 0));
  const entries = all.slice(0, limit);
  const more = all.length > limit || pages.some((page) => !!page.nextBefore);
  return { entries, nextBefore: more && entries.length ? entries[entries.length - 1]!.cursor : null };
}

/** The groups the server filters by (a kind's part before the dot), as the kind filter offers them. */
export const AUDIT_GROUPS = [
  { value: '', label: 'All kinds' },
  { value: 'void', label: 'Voids' },
  { value: 'order', label: 'Deletes, open items, reprints, offline orders, discounts' },
  { value: 'settings', label: 'Order settings, discounts and online ordering' },
  { value: 'online', label: 'Online orders accepted and rejected' },
  { value: 'day', label: 'Days closed' },
  { value: 'drawer', label: 'Cash drawers' },
  { value: 'reader', label: 'Card readers' },
  { value: 'driver', label: 'Drivers and cash-outs' },
  { value: 'pin', label: 'Security PIN tries' },
  { value: 'employee', label: 'Employees and PINs' },
  { value: 'restaurant', label: 'Tax, delivery charge, security PIN' },
] as const;

export type AuditGroup = (typeof AUDIT_GROUPS)[number]['value'];

export function auditGroup(raw: string | null): AuditGroup {
  return AUDIT_GROUPS.find((group) => group.value === raw)?.value ?? '';
}

const KIND_WORDS: Record<string, string> = {
  'void.line': 'Void · item',
  'void.order': 'Void · order',
  'void.change': 'Void · lower total',
  'order.delete': 'Order deleted',
  'order.open-item': 'Open item',
  'order.reprint': 'Reprint',
  'order.offline-price': 'Offline price kept',
  'order.purge': 'Empty order removed',
  'order.offline': 'Offline paper',
  'day.close': 'Day closed',
  'order.discount': 'Discount',
  'order.discount-removed': 'Discount removed',
  'order.tender-correction': 'Tender corrected',
  'order.picked-up': 'Picked up',
  'settings.orders': 'Order settings',
  'settings.discounts': 'Discounts list',
  'settings.online': 'Online ordering',
  'online.accept': 'Online order accepted',
  'online.reject': 'Online order rejected',
  'online.paid': 'Paid online',
  'online.refund': 'Refunded to the card',
  'online.payment-refused': 'Card payment refused',
  'online.busy': 'Busy at the counter',
  'kitchen.cleared': 'Old tickets cleared',
  'payment.card': 'Paid by card',
  'payment.card-canceled': 'Card payment canceled',
  'payment.event-refused': 'Card event refused',
  'payment.refund': 'Refunded to the card',
  'payment.part': 'Part of a split paid',
  'payment.part-refund': 'Part of a split given back',
  'reader.register': 'Card reader registered',
  'reader.place': 'Card reader moved',
  'reader.retire': 'Card reader retired',
  'drawer.open': 'Drawer opened',
  'drawer.paid-in': 'Paid in',
  'drawer.paid-out': 'Paid out',
  'drawer.drop': 'Drop to safe',
  'drawer.refused': 'Drawer move refused',
  'drawer.close': 'Drawer counted',
  'driver.cashout': 'Cash-out',
  'driver.float': 'Driver float',
  'driver.adjustment': 'Driver adjustment',
  'pin.security-ok': 'Security PIN',
  'pin.security-wrong': 'Wrong security PIN',
  'employee.created': 'Employee added',
  'employee.changed': 'Employee changed',
  'employee.pin': 'Employee PIN',
  'employee.removed': 'Employee removed',
  'restaurant.rates': 'Tax and delivery',
  'restaurant.security-pin': 'Security PIN changed',
};

/** A kind in words ('Void · item'); a kind this screen does not know yet is shown as the server wrote it. */
export function kindLabel(kind: string): string {
  return KIND_WORDS[kind] ?? kind;
}

/** Lines an owner should not miss: money taken out where it should not be, a payment that did not add up. */
const ALERTS = new Set([
  'pin.security-wrong',
  'drawer.refused',
  'online.payment-refused',
  'payment.event-refused',
  'order.tender-correction',
]);

/** How the screen marks a line: voids, wrong PINs and the alerts above stand out; everything else reads plainly. */
export function kindTone(kind: string): 'alert' | 'plain' {
  return kind.startsWith('void.') || ALERTS.has(kind) ? 'alert' : 'plain';
}

const SESSION_WORDS: Record<string, string> = {
  owner: 'owner',
  admin: 'admin',
  manager: 'manager session',
  cashier: 'cashier session',
  driver: 'driver session',
  system: 'Zest POS',
};

/** The session a line was recorded in, in words. */
export function sessionLabel(session: string): string {
  return SESSION_WORDS[session] ?? session;
}

/** "$71.82 → $0.00"; one side alone when only one is known; null when neither is. */
export function amountsText(
  beforeCents: number | null | undefined,
  afterCents: number | null | undefined,
): string | null {
  const before = beforeCents === null || beforeCents === undefined ? null : formatDollars(beforeCents);
  const after = afterCents === null || afterCents === undefined ? null : formatDollars(afterCents);
  if (before === null && after === null) return null;
  if (before === null) return `→ ${after}`;
  if (after === null) return `${before} →`;
  return `${before} → ${after}`;
}

export interface AuditParams {
  day: string;
  kind: AuditGroup;
  employeeId: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters kept in the page's address: a day, a kind group, an employee; all optional. */
export function auditParams(params: URLSearchParams): AuditParams {
  const day = params.get('day') ?? '';
  return {
    day: DAY.test(day) ? day : '',
    kind: auditGroup(params.get('kind')),
    employeeId: params.get('employee') ?? '',
  };
}

/** The server's AuditFilter: only what is chosen. */
export function auditFilter({ day, kind, employeeId }: AuditParams): AuditFilter {
  return {
    ...(day ? { day } : {}),
    ...(kind ? { kind } : {}),
    ...(employeeId ? { employeeId } : {}),
  };
}

export const isFiltered = (params: AuditParams) => !!(params.day || params.kind || params.employeeId);
