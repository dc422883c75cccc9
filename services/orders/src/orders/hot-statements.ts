import type { PreparedStatement } from '@zest/kit';
import { ledgerEntries, orderLines, orderPrints, orders, revenueDays } from '../db/schema';
import { ENTRY_KEYS, entryValue } from '../ledger/ledger-store';
import { addedUp, assignments, columnName, insertList, recordTypes, type ColumnKey, type Writes } from './table-sql';
import { REVENUE_SUMS } from '../revenue/rollup';
import { FULL_ORDER_COLUMNS } from './full-order';

export { FULL_ORDER_COLUMNS }; // the bench's floor (tools/bench/floor.ts) reads the order as the product does

/**
 * The statements of the cashier's two most frequent writes as SQL text,
 * prepared once per connection (services/kit/src/data/prepared.ts): a new order,
 * and a line added with the order's totals and the revenue rollup. What
 * they write is worked out by order-store.ts with the pricing module; these
 * only carry it. Each answers the order as JSON. Their column lists come from
 * the tables' drizzle definitions (table-sql.ts), each naming every column:
 * what it writes, or what it leaves to its default.
 */

/** The order whole (full-order.ts), locked: $1 restaurant, $2 order. */
export const LOCK_FULL_ORDER: PreparedStatement = {
  name: 'orders_lock_full_order',
  text: `SELECT ${FULL_ORDER_COLUMNS} FROM orders o
    WHERE o.restaurant_id = $1 AND o.id = $2 AND o.deleted_at IS NULL FOR UPDATE OF o`,
};

/** What a new order never starts with: changes, voids, deletions, the kitchen, the outbox. */
const LATER = [
  'discountCents',
  'discountCount',
  'updatedAt',
  'dayClosed',
  'paidInParts',
  'cardPaidCents',
  'cardTipCents',
  'deletedAt',
  'deletedBy',
  'voidedAt',
  'voidReason',
  'voidedBy',
  'voidApprovedBy',
  'lastVoidBy',
  'lastVoidSession',
  'lastVoidApprovedBy',
  'lastVoidReason',
  'kitchenReadyAt',
  'kitchenReadyBy',
  'pickedUpAt',
  'pickedUpBy',
  'version',
  'publishedVersion',
] as const satisfies readonly ColumnKey<typeof orders>[];

/** The counter's next number for $1 the restaurant (its row locked to the transaction's end). */
const COUNTER = `counter AS (
      INSERT INTO order_counters (restaurant_id, next_number) VALUES ($1, 2)
      ON CONFLICT (restaurant_id) DO UPDATE SET next_number = order_counters.next_number + 1
      RETURNING next_number, closed_through)`;

/** The order's first columns, $1–$13 as INSERT_ORDER and PLACE_ORDER both take them. */
const NEW_ORDER = {
  id: '$2::uuid',
  restaurantId: '$1',
  orderNumber: 'next_number - 1',
  orderType: '$3::text',
  customerId: '$4::uuid',
  employeeName: '$5::text',
  employeeId: '$6::uuid',
  notes: '$7::text',
  scheduleTime: '$8::text',
  deliveryRateCents: '$9::int',
  taxPercentage: '$10::numeric',
  deliveryChargeCents: '$11::int',
  taxCents: '$12::int',
  totalCents: '$13::int',
} as const;

/** $1 restaurant, $2 id, $3 type, $4 customer, $5 employee name, $6 employee id, $7 notes, $8 schedule time,
 *  $9 delivery rate, $10 tax %, $11 delivery charge, $12 tax, $13 total, $14 time zone, $15 offline number,
 *  $16 the minutes it is being taken. */
const INSERT_ORDER_ROW = insertList(orders, {
  set: {
    ...NEW_ORDER,
    // The open business day: today, or the day after the last one closed (days/business-days.ts).
    orderDay: 'greatest((now() AT TIME ZONE $14::text)::date, closed_through + 1)',
    offlineNumber: '$15::text',
    beingTakenUntil: 'now() + make_interval(mins => $16::int)',
  },
  defaults: [
    ...LATER,
    'terminalId',
    'paperPrintedAt',
    'paperTimeKept',
    'paperMenuVersion',
    'lineCount',
    'subtotalCents',
    'tender',
    'cashGivenCents',
    'changeDueCents',
    'printCount',
    'hadLines',
    'firstPrintedAt',
    'lastPrintedAt',
    'createdAt',
    'channel',
    'typedCustomer',
    'paidOnline',
  ],
});

export const INSERT_ORDER: PreparedStatement = {
  name: 'orders_insert_order',
  text: `WITH ${COUNTER}
    INSERT INTO orders AS o (${INSERT_ORDER_ROW.columns})
    SELECT ${INSERT_ORDER_ROW.values}
    FROM counter
    RETURNING to_json(o) AS "order"`,
};

/** What a line starts with; the rest is its void and the kitchen's bump. */
const LINE_DEFAULTS = ['voidedAt', 'voidReason', 'voidedBy', 'voidApprovedBy', 'kitchenDoneAt'] as const;
/** The line's own columns, as a line is sent (place-lines.ts `lineColumns`): all but its restaurant and order. */
const LINE_KEYS = [
  'id',
  'kind',
  'productName',
  'parts',
  'selection',
  'open',
  'quantity',
  'unitPriceCents',
  'priceCents',
  'notes',
  'menuVersion',
  'createdAt',
] as const satisfies readonly ColumnKey<typeof orderLines>[];

/** $1 id, $2 restaurant, $3 order, $4–$14 the rest of LINE_KEYS in their order. */
const LINE_ROW = insertList(orderLines, {
  set: {
    id: '$1',
    restaurantId: '$2',
    orderId: '$3',
    ...Object.fromEntries(LINE_KEYS.slice(1).map((k, i) => [k, `$${i + 4}`])),
  },
  defaults: LINE_DEFAULTS,
});

/** The line, then $15 line count, $16 subtotal, $17 delivery charge, $18 tax, $19 total, $20 change due,
 *  $21 updated at, $22 discounts' cents, $23 discounts counted. */
const LINE_AND_TOTALS = `line AS (INSERT INTO order_lines (${LINE_ROW.columns}) VALUES (${LINE_ROW.values}))`;
const SAVE_TOTALS = `UPDATE orders AS o SET ${assignments(orders, {
  lineCount: '$15',
  subtotalCents: '$16',
  deliveryChargeCents: '$17',
  taxCents: '$18',
  totalCents: '$19',
  changeDueCents: '$20',
  hadLines: 'true',
  updatedAt: '$21',
  discountCents: '$22',
  discountCount: '$23',
  version: 'o.version + 1',
})}
    WHERE o.restaurant_id = $2 AND o.id = $3
    RETURNING to_json(o) AS "order"`;

export const APPEND_LINE: PreparedStatement = {
  name: 'orders_append_line',
  text: `WITH ${LINE_AND_TOTALS} ${SAVE_TOTALS}`,
};

/** A move of the rollup: its day's row written by `set`, or added to it. */
function revenueUpsert(set: Writes<typeof revenueDays>['set'], from: string): string {
  const row = insertList(revenueDays, { set, defaults: ['voidCount', 'voidCents'] });
  return `INSERT INTO revenue_days AS r (${row.columns})
      ${from ? `SELECT ${row.values} FROM ${from}` : `VALUES (${row.values})`}
      ON CONFLICT (restaurant_id, day, order_type) DO UPDATE SET ${addedUp(revenueDays, 'r', REVENUE_SUMS)}`;
}

/** The same, moving the revenue rollup by $24 day, $25 type, then REVENUE_SUMS from $26 to $34. */
export const APPEND_LINE_WITH_REVENUE: PreparedStatement = {
  name: 'orders_append_line_revenue',
  text: `WITH ${LINE_AND_TOTALS},
    money AS (${revenueUpsert(
      {
        restaurantId: '$2',
        day: '$24',
        orderType: '$25',
        ...Object.fromEntries(REVENUE_SUMS.map((k, i) => [k, `$${i + 26}`])),
      },
      '',
    )})
    ${SAVE_TOTALS}`,
};

/** $14 time zone … $29 channel: see PLACE_ORDER. */
const PLACED_ROW = insertList(orders, {
  set: {
    ...NEW_ORDER,
    // The open business day of the order's time: a paper of a closed day counts on the open one.
    orderDay: 'greatest((coalesce($23::timestamptz, now()) AT TIME ZONE $14::text)::date, closed_through + 1)',
    beingTakenUntil: 'now() + make_interval(mins => $15::int)',
    lineCount: '$16::int',
    subtotalCents: '$17::int',
    hadLines: '$16::int > 0',
    printCount: 'CASE WHEN $19::boolean THEN 1 ELSE 0 END',
    firstPrintedAt: 'CASE WHEN $19::boolean THEN now() END',
    lastPrintedAt: 'CASE WHEN $19::boolean THEN now() END',
    tender: '$20::text',
    cashGivenCents: '$21::int',
    changeDueCents: '$22::int',
    createdAt: 'coalesce($23::timestamptz, now())',
    offlineNumber: '$24::text',
    terminalId: '$25::uuid',
    paperPrintedAt: '$26::timestamptz',
    paperTimeKept: '$27::boolean',
    paperMenuVersion: '$28::bigint',
    channel: '$29::text',
    typedCustomer: '$30::jsonb',
    paidOnline: '$32::boolean',
  },
  defaults: LATER,
});

/** Each line from the JSON array $18 (LINE_KEYS), in order $2 of restaurant $1. */
const PLACED_LINES = insertList(orderLines, {
  set: {
    restaurantId: '$1',
    orderId: '$2::uuid',
    ...Object.fromEntries(LINE_KEYS.map((k) => [k, `l.${columnName(orderLines, k)}`])),
  },
  defaults: LINE_DEFAULTS,
});

const FIRST_PRINT = insertList(orderPrints, {
  set: { restaurantId: '$1', orderId: '$2::uuid', number: '1', printedBy: '$5::text', printedAt: 'now()' },
  defaults: ['id'],
});

/** A placed order's ledger entries from the JSON list $31 (ledger-store.ts entryRows), on its own number and day. */
const PLACED_ENTRY = insertList(ledgerEntries, {
  set: {
    ...Object.fromEntries(ENTRY_KEYS.map((k) => [k, entryValue(k)])),
    restaurantId: '$1',
    orderId: 'o.id',
    orderNumber: 'o.order_number',
    day: 'coalesce(e.day, o.order_day)',
  },
  defaults: ['id', 'at'],
});

/**
 * An order placed whole (placeOrder, place-order.ts) in one statement: the next number from the counter,
 * the order with its totals (and its first print and tender when printed), its lines, the print, and the
 * revenue rollup. $1 restaurant, $2 id, $3 type, $4 customer, $5 employee name, $6 employee id, $7 notes,
 * $8 schedule time, $9 delivery rate, $10 tax %, $11 delivery charge, $12 tax, $13 total, $14 time zone,
 * $15 the minutes it is being taken, $16 line count, $17 subtotal, $18 the lines (JSON, LINE_KEYS by their
 * column names), $19 printed, $20 tender, $21 cash given, $22 change due; a paper printed
 * offline: $23 its time when kept (else the transaction's), $24 its number, $25 its tablet, $26 the time on
 * it, $27 whether that time was kept, $28 the menu version its tablet held; $29 the channel (counter or
 * online); $30 the customer as typed on the ordering page, when it names no counter customer; $31 its ledger
 * entries when printed (its sale and its tender: docs/decisions/0071-one-ledger.md); $32 paid online by card.
 * Answers the order and the print as JSON.
 */
export const PLACE_ORDER: PreparedStatement = {
  name: 'orders_place_order',
  text: `WITH ${COUNTER},
    o AS (INSERT INTO orders AS o (${PLACED_ROW.columns})
      SELECT ${PLACED_ROW.values}
      FROM counter
      RETURNING *),
    line AS (INSERT INTO order_lines (${PLACED_LINES.columns})
      SELECT ${PLACED_LINES.values}
      FROM jsonb_to_recordset($18::jsonb) AS l(${recordTypes(orderLines, LINE_KEYS)})),
    print AS (INSERT INTO order_prints AS p (${FIRST_PRINT.columns})
      SELECT ${FIRST_PRINT.values} WHERE $19::boolean
      RETURNING to_json(p) AS print),
    money AS (${revenueUpsert(
      {
        restaurantId: '$1',
        day: 'o.order_day',
        orderType: 'o.order_type',
        orders: '1',
        subtotalCents: 'o.subtotal_cents',
        taxCents: 'o.tax_cents',
        deliveryChargeCents: 'o.delivery_charge_cents',
        totalCents: 'o.total_cents',
        discountCount: '0',
        discountCents: '0',
        onlineOrders: "(o.channel = 'online')::int",
        onlineTotalCents: "CASE WHEN o.channel = 'online' THEN o.total_cents ELSE 0 END",
      },
      'o WHERE o.line_count > 0',
    )}),
    ledger AS (INSERT INTO ledger_entries (${PLACED_ENTRY.columns})
      SELECT ${PLACED_ENTRY.values}
      FROM o, jsonb_to_recordset($31::jsonb) AS e(${recordTypes(ledgerEntries, ENTRY_KEYS)}))
    SELECT to_json(o) AS "order", (SELECT print FROM print) AS print FROM o`,
};
