import type { PreparedStatement } from '@zest/kit';
import { FULL_ORDER_COLUMNS } from './full-order';

/** The bench's floor (tools/bench/floor.ts) reads the order as the product does. */
export { FULL_ORDER_COLUMNS };

/**
 * The statements of the cashier's two most frequent writes as SQL text,
 * prepared once per connection (services/kit/src/data/prepared.ts): a new order,
 * and a line added with the order's totals and the revenue rollup. What
 * they write is worked out by order-store.ts with the pricing module; these
 * only carry it. Each answers the order as JSON.
 */

/** The order whole (full-order.ts), locked: $1 restaurant, $2 order. */
export const LOCK_FULL_ORDER: PreparedStatement = {
  name: 'orders_lock_full_order',
  text: `SELECT ${FULL_ORDER_COLUMNS} FROM orders o
    WHERE o.restaurant_id = $1 AND o.id = $2 AND o.deleted_at IS NULL FOR UPDATE OF o`,
};

/** $1 restaurant, $2 id, $3 type, $4 customer, $5 employee name, $6 employee id, $7 notes, $8 schedule time,
 *  $9 delivery rate, $10 tax %, $11 delivery charge, $12 tax, $13 total, $14 time zone, $15 offline number,
 *  $16 the minutes it is being taken. */
export const INSERT_ORDER: PreparedStatement = {
  name: 'orders_insert_order',
  text: `WITH counter AS (
      INSERT INTO order_counters (restaurant_id, next_number) VALUES ($1, 2)
      ON CONFLICT (restaurant_id) DO UPDATE SET next_number = order_counters.next_number + 1
      RETURNING next_number, closed_through)
    INSERT INTO orders AS o (id, restaurant_id, order_number, order_type, customer_id, employee_name, employee_id,
      notes, schedule_time, delivery_rate_cents, tax_percentage, delivery_charge_cents, tax_cents, total_cents, order_day,
      offline_number, being_taken_until)
    SELECT $2::uuid, $1, next_number - 1, $3::text, $4::uuid, $5::text, $6::uuid, $7::text, $8::text, $9::int,
      $10::numeric, $11::int, $12::int, $13::int,
      -- The open business day: today, or the day after the last one closed (days/business-days.ts).
      greatest((now() AT TIME ZONE $14::text)::date, closed_through + 1), $15::text,
      now() + make_interval(mins => $16::int)
    FROM counter
    RETURNING to_json(o) AS "order"`,
};

const LINE_COLUMNS = `id, restaurant_id, order_id, kind, product_name, parts, selection, open, quantity,
  unit_price_cents, price_cents, notes, menu_version, created_at`;

/** $1–$14 the line (LINE_COLUMNS), then $15 line count, $16 subtotal, $17 delivery charge, $18 tax, $19 total,
 *  $20 change due, $21 updated at, $22 discounts' cents, $23 discounts counted. */
const LINE_AND_TOTALS = `line AS (INSERT INTO order_lines (${LINE_COLUMNS})
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14))`;
const SAVE_TOTALS = `UPDATE orders AS o SET line_count = $15, subtotal_cents = $16, delivery_charge_cents = $17,
      tax_cents = $18, total_cents = $19, change_due_cents = $20, had_lines = true, updated_at = $21,
      discount_cents = $22, discount_count = $23, version = o.version + 1
    WHERE o.restaurant_id = $2 AND o.id = $3
    RETURNING to_json(o) AS "order"`;

export const APPEND_LINE: PreparedStatement = {
  name: 'orders_append_line',
  text: `WITH ${LINE_AND_TOTALS} ${SAVE_TOTALS}`,
};

/** The same, moving the revenue rollup by $24 day, $25 type, $26 orders, $27–$30 subtotal, tax, delivery, total,
 *  $31–$32 discounts counted and their cents, $33–$34 online orders and their total. */
export const APPEND_LINE_WITH_REVENUE: PreparedStatement = {
  name: 'orders_append_line_revenue',
  text: `WITH ${LINE_AND_TOTALS},
    money AS (INSERT INTO revenue_days AS r (restaurant_id, day, order_type, orders, subtotal_cents, tax_cents,
        delivery_charge_cents, total_cents, discount_count, discount_cents, online_orders, online_total_cents)
      VALUES ($2, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34)
      ON CONFLICT (restaurant_id, day, order_type) DO UPDATE SET orders = r.orders + excluded.orders,
        subtotal_cents = r.subtotal_cents + excluded.subtotal_cents, tax_cents = r.tax_cents + excluded.tax_cents,
        delivery_charge_cents = r.delivery_charge_cents + excluded.delivery_charge_cents,
        total_cents = r.total_cents + excluded.total_cents, discount_count = r.discount_count + excluded.discount_count,
        discount_cents = r.discount_cents + excluded.discount_cents,
        online_orders = r.online_orders + excluded.online_orders,
        online_total_cents = r.online_total_cents + excluded.online_total_cents)
    ${SAVE_TOTALS}`,
};

/**
 * An order placed whole (placeOrder, place-order.ts) in one statement: the next number from the counter,
 * the order with its totals (and its first print and tender when printed), its lines, the print, and the
 * revenue rollup. $1 restaurant, $2 id, $3 type, $4 customer, $5 employee name, $6 employee id, $7 notes,
 * $8 schedule time, $9 delivery rate, $10 tax %, $11 delivery charge, $12 tax, $13 total, $14 time zone,
 * $15 the minutes it is being taken, $16 line count, $17 subtotal, $18 the lines (JSON, LINE_COLUMNS but
 * the restaurant and order), $19 printed, $20 tender, $21 cash given, $22 change due; a paper printed
 * offline: $23 its time when kept (else the transaction's), $24 its number, $25 its tablet, $26 the time on
 * it, $27 whether that time was kept, $28 the menu version its tablet held; $29 the channel (counter or
 * online). Answers the order and the print as JSON.
 */
export const PLACE_ORDER: PreparedStatement = {
  name: 'orders_place_order',
  text: `WITH counter AS (
      INSERT INTO order_counters (restaurant_id, next_number) VALUES ($1, 2)
      ON CONFLICT (restaurant_id) DO UPDATE SET next_number = order_counters.next_number + 1
      RETURNING next_number, closed_through),
    o AS (INSERT INTO orders AS o (id, restaurant_id, order_number, order_type, customer_id, employee_name,
        employee_id, notes, schedule_time, delivery_rate_cents, tax_percentage, delivery_charge_cents, tax_cents,
        total_cents, order_day, being_taken_until, line_count, subtotal_cents, had_lines, print_count,
        first_printed_at, last_printed_at, tender, cash_given_cents, change_due_cents, created_at, offline_number,
        terminal_id, paper_printed_at, paper_time_kept, paper_menu_version, channel)
      SELECT $2::uuid, $1, next_number - 1, $3::text, $4::uuid, $5::text, $6::uuid, $7::text, $8::text, $9::int,
        $10::numeric, $11::int, $12::int, $13::int,
        -- The open business day of the order's time: a paper of a closed day counts on the open one.
        greatest((coalesce($23::timestamptz, now()) AT TIME ZONE $14::text)::date, closed_through + 1),
        now() + make_interval(mins => $15::int), $16::int, $17::int, $16::int > 0,
        CASE WHEN $19::boolean THEN 1 ELSE 0 END, CASE WHEN $19::boolean THEN now() END,
        CASE WHEN $19::boolean THEN now() END, $20::text, $21::int, $22::int, coalesce($23::timestamptz, now()),
        $24::text, $25::uuid, $26::timestamptz, $27::boolean, $28::bigint, $29::text
      FROM counter
      RETURNING *),
    line AS (INSERT INTO order_lines (${LINE_COLUMNS})
      SELECT l.id, $1, $2::uuid, l.kind, l.product_name, l.parts, l.selection, l.open, l.quantity,
        l.unit_price_cents, l.price_cents, l.notes, l.menu_version, l.created_at
      FROM jsonb_to_recordset($18::jsonb) AS l(id uuid, kind text, product_name text, parts jsonb, selection jsonb,
        open boolean, quantity int, unit_price_cents int, price_cents int, notes text, menu_version bigint,
        created_at timestamptz)),
    print AS (INSERT INTO order_prints AS p (restaurant_id, order_id, number, printed_by, printed_at)
      SELECT $1, $2::uuid, 1, $5::text, now() WHERE $19::boolean
      RETURNING to_json(p) AS print),
    money AS (INSERT INTO revenue_days AS r (restaurant_id, day, order_type, orders, subtotal_cents, tax_cents,
        delivery_charge_cents, total_cents, discount_count, discount_cents, online_orders, online_total_cents)
      SELECT $1, o.order_day, o.order_type, 1, o.subtotal_cents, o.tax_cents, o.delivery_charge_cents,
        o.total_cents, 0, 0, (o.channel = 'online')::int, CASE WHEN o.channel = 'online' THEN o.total_cents ELSE 0 END
      FROM o WHERE o.line_count > 0
      ON CONFLICT (restaurant_id, day, order_type) DO UPDATE SET orders = r.orders + excluded.orders,
        subtotal_cents = r.subtotal_cents + excluded.subtotal_cents, tax_cents = r.tax_cents + excluded.tax_cents,
        delivery_charge_cents = r.delivery_charge_cents + excluded.delivery_charge_cents,
        total_cents = r.total_cents + excluded.total_cents, online_orders = r.online_orders + excluded.online_orders,
        online_total_cents = r.online_total_cents + excluded.online_total_cents)
    SELECT to_json(o) AS "order", (SELECT print FROM print) AS print FROM o`,
};
