import { runPrepared, SYSTEM_ACTOR, type PreparedStatement, type Viewer } from '@zest/kit';
import { getTableColumns, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { ledgerEntries, type DrawerRow, type NewLedgerEntry, type OrderRow } from '../db/schema';
import type { Booking } from '../days/late-changes';
import { lockDrawer, movedBy, openDrawerOn, tabletOf } from '../drawers/drawer-store';
import { columnName, insertList, recordTypes, type ColumnKey } from '../orders/table-sql';
import { saleEntries, tenderEntries, type OrderMoney, type TenderDraft } from './order-entries';

/**
 * The ledger's writes (docs/decisions/0071-one-ledger.md), inside the caller's transaction: the entries
 * of an order's change, worked out by order-entries.ts, with the cash ones put into a drawer; and a
 * drawer's own moves. Nothing here updates or deletes: the database refuses it.
 */

/** Who made a change, as the ledger keeps it, and where: the tablet finds the drawer cash goes into. */
export interface LedgerBy {
  byName: string;
  byEmployeeId: string | null;
  approvedBy: string | null;
  reason?: string | null;
  /** The tablet's registration ("<id>.<key>") the change was sent from, when it sent one. */
  terminal?: unknown;
}

/** The person at the terminal (or the owner), the manager who approved, the reason and the tablet. */
export const ledgerBy = (viewer: Viewer, more: Pick<LedgerBy, 'reason' | 'terminal'> = {}): LedgerBy => ({
  ...movedBy(viewer),
  ...more,
});

/** The platform itself: a payment's webhook, a housekeeping job. */
export const PLATFORM: LedgerBy = { byName: SYSTEM_ACTOR.name, byEmployeeId: null, approvedBy: null };

/** Every column an entry is written with (the id and the time are the database's). */
export const ENTRY_KEYS = (Object.keys(getTableColumns(ledgerEntries)) as ColumnKey<typeof ledgerEntries>[]).filter(
  (k) => k !== 'id' && k !== 'at',
);

/** A sale's sums: 0 on every other entry, and left out of its JSON. */
const ZEROS = new Set<string>([
  'orders',
  'subtotalCents',
  'taxCents',
  'deliveryChargeCents',
  'discountCount',
  'discountCents',
  'onlineOrders',
  'onlineTotalCents',
]);

/** An entry's column as read from its JSON row `e`: what a row leaves out is null, or 0 for a sum. */
export const entryValue = (k: ColumnKey<typeof ledgerEntries>) =>
  ZEROS.has(k) ? `coalesce(e.${columnName(ledgerEntries, k)}, 0)` : `e.${columnName(ledgerEntries, k)}`;

const ENTRY_ROW = insertList(ledgerEntries, {
  set: Object.fromEntries(ENTRY_KEYS.map((k) => [k, entryValue(k)])),
  defaults: ['id', 'at'],
});

/**
 * Entries written in one prepared statement from a JSON list (ledger changes ride on the hot paths: a
 * print, an order placed whole); a row names only what it has.
 */
const ADD_ENTRIES: PreparedStatement = {
  name: 'orders_add_ledger_entries',
  text: `INSERT INTO ledger_entries (${ENTRY_ROW.columns}) SELECT ${ENTRY_ROW.values}
    FROM jsonb_to_recordset($1::jsonb) AS e(${recordTypes(ledgerEntries, ENTRY_KEYS)})`,
};

export async function addEntries(tx: OrdersTransaction, rows: NewLedgerEntry[]): Promise<void> {
  if (rows.length) await runPrepared(tx, ADD_ENTRIES, [entriesJson(rows)]);
}

/**
 * The entries of one change of an order (nothing while it is a ticket being rung up with no tender):
 * its sales on the day the change counts on, and its tenders — a cash one into the drawer its cash
 * went to while that drawer is open, else the open drawer of the tablet the change came from, else on
 * no drawer (the Z report shows it).
 */
export async function bookOrderChange(
  tx: OrdersTransaction,
  before: OrderRow,
  after: OrderMoney & Pick<OrderRow, 'id' | 'orderNumber'>,
  c: { by: LedgerBy; booking: Booking; what: string },
): Promise<void> {
  const tenders = tenderEntries(before, after);
  const cash = tenders.some((t) => t.tender === 'cash') ? await cashDrawerFor(tx, after, c.by.terminal) : null;
  const rows = entryRows(before, after, { ...c, cash });
  if (rows.length) await addEntries(tx, rows as NewLedgerEntry[]);
}

/** An entry whose day and order a statement fills in itself (an order placed whole: its own number and day). */
export type EntryRow = Omit<NewLedgerEntry, 'day' | 'orderId' | 'orderNumber'> & {
  day: string | null;
  orderId?: string | null;
  orderNumber?: number | null;
};

/**
 * The rows of a change's entries (order-entries.ts), with who made it and where its cash goes. A day of
 * null is the order's own, for a statement that works it out (PLACE_ORDER).
 */
export function entryRows(
  before: OrderMoney,
  after: OrderMoney & { id: string | null; orderNumber: number | null },
  c: { by: LedgerBy; booking: { day: string | null; closedDay: string | null }; what: string; cash: CashPlace | null },
): EntryRow[] {
  const { by, booking } = c;
  const common = {
    restaurantId: after.restaurantId,
    orderId: after.id,
    orderNumber: after.orderNumber,
    closedDay: booking.closedDay,
    reason: by.reason ?? null,
    byName: by.byName,
    byEmployeeId: by.byEmployeeId,
    approvedBy: by.approvedBy,
  };
  const rows: EntryRow[] = saleEntries(before, after).map(({ kind, orderType, totalCents, ...sums }) => ({
    ...common,
    ...sums,
    day: booking.day,
    kind,
    amountCents: totalCents,
    orderType,
    what: c.what,
  }));
  for (const t of tenderEntries(before, after))
    rows.push({ ...common, ...tenderRow(t, booking.day, t.tender === 'cash' ? c.cash : null) });
  return rows;
}

function tenderRow(t: TenderDraft, day: string | null, cash: CashPlace | null) {
  return {
    day: cash?.drawer?.day ?? day,
    kind: t.kind,
    amountCents: t.amountCents,
    tender: t.tender,
    drawerId: cash?.drawer?.id ?? null,
    terminalId: cash?.terminalId ?? null,
    cashGivenCents: t.cashGivenCents,
    changeCents: t.changeCents,
    what: t.what,
  };
}

export interface CashPlace {
  drawer: DrawerRow | null;
  terminalId: string | null;
}

/** Where a new order's cash goes: the open drawer of the tablet it came from, else none. */
export async function cashDrawerAt(tx: OrdersTransaction, restaurantId: string, terminal: unknown): Promise<CashPlace> {
  const tablet = await tabletOf(tx, restaurantId, terminal);
  return { drawer: tablet ? await openDrawerOn(tx, restaurantId, tablet.id) : null, terminalId: tablet?.id ?? null };
}

/** The entries as a JSON list (SQL column names), each row with what it has: for a statement that writes them. */
export function entriesJson(rows: readonly EntryRow[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const named: Record<string, unknown> = {};
      for (const k of ENTRY_KEYS) {
        const v = row[k as keyof EntryRow];
        if (v !== null && v !== undefined && !(v === 0 && ZEROS.has(k))) named[columnName(ledgerEntries, k)] = v;
      }
      return named;
    }),
  );
}

/**
 * Where an order's cash moves now: the drawer its last cash went into while that drawer is open (a
 * mistake put right at once nets to nothing where the cash is), else the drawer open under the tablet the
 * change came from — or, for a change that names none, under the tablet its last cash was taken at — else
 * none. The tablet's row is taken before a drawer's, as every drawer call does.
 */
export async function cashDrawerFor(
  tx: OrdersTransaction,
  order: Pick<OrderRow, 'restaurantId' | 'id'>,
  terminal: unknown,
): Promise<CashPlace> {
  const tablet = await tabletOf(tx, order.restaurantId, terminal);
  // The drawer its cash last went into, and the tablet it was last taken at (a change that named none
  // and found no drawer open names neither).
  const cashOf = (column: typeof ledgerEntries.drawerId | typeof ledgerEntries.terminalId) => sql`(
    SELECT ${column} FROM ${ledgerEntries}
    WHERE ${ledgerEntries.restaurantId} = ${order.restaurantId} AND ${ledgerEntries.orderId} = ${order.id}
      AND ${ledgerEntries.tender} = 'cash' AND ${column} IS NOT NULL
    ORDER BY ${ledgerEntries.at} DESC, ${ledgerEntries.id} DESC LIMIT 1)`;
  const { rows } = await tx.execute<{ drawer_id: string | null; terminal_id: string | null }>(
    sql`SELECT ${cashOf(ledgerEntries.drawerId)} AS drawer_id, ${cashOf(ledgerEntries.terminalId)} AS terminal_id`,
  );
  const last = { drawerId: rows[0]?.drawer_id ?? null, terminalId: rows[0]?.terminal_id ?? null };
  const earlier = last.drawerId ? await lockDrawer(tx, order.restaurantId, last.drawerId) : null;
  if (earlier && !earlier.closedAt) return { drawer: earlier, terminalId: tablet?.id ?? null };
  const at = tablet?.id ?? last.terminalId ?? earlier?.terminalId ?? null;
  return { drawer: at ? await openDrawerOn(tx, order.restaurantId, at) : null, terminalId: tablet?.id ?? null };
}
