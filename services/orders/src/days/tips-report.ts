import { addDays, badInput } from '@zest/kit';
import { sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';

/**
 * Card tips by employee over business days (docs/decisions/0083-card-tips-paid-to-drivers.md): the
 * ledger's `tip` and `tip_refund` entries of the days, a delivery's credited to its driver (the trips'
 * copy), every other one to the employee who took it (the owner's session by name); and what drawers
 * handed each driver at their cash-outs (`tip_payout`). The same entries as the Z reports' tips, so the
 * totals are theirs for the same days.
 */

/** The longest range one report reads: a year and a day (a leap year's days, from the same date to the same date). */
export const MOST_TIP_DAYS = 366;
export const TIP_DAYS_MESSAGE = `Choose a first day on or before the last, at most ${MOST_TIP_DAYS} days apart.`;

export interface EmployeeTips {
  employeeId: string | null;
  name: string;
  driver: boolean;
  /** Tips taken (not counting the refunds), and their total net of those given back. */
  count: number;
  cents: number;
  /** Card tips drawers handed them at their cash-outs. */
  paidOutCents: number;
}

export interface TipsReport {
  from: string;
  to: string;
  employees: EmployeeTips[];
  tips: { count: number; cents: number };
  paidOut: { count: number; cents: number };
}

/** One person's entries as the ledger groups them. */
export interface TipRow extends EmployeeTips {
  payouts: number;
}

/** The days asked, in order and not too many; a bad range is the person's to fix. */
export function tipDays(from: string, to: string): { from: string; to: string } {
  if (from > to || addDays(from, MOST_TIP_DAYS - 1) < to) throw badInput(TIP_DAYS_MESSAGE);
  return { from, to };
}

/** Pure: the people, the most tipped first (then by name), and the totals over all of them. */
export function tipsReportOf(from: string, to: string, rows: readonly TipRow[]): TipsReport {
  const employees = rows
    .filter((r) => r.count || r.cents || r.paidOutCents)
    .map(({ payouts: _payouts, ...r }) => r)
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  return {
    from,
    to,
    employees,
    tips: {
      count: rows.reduce((s, r) => s + r.count, 0),
      cents: rows.reduce((s, r) => s + r.cents, 0),
    },
    paidOut: {
      count: rows.reduce((s, r) => s + r.payouts, 0),
      cents: rows.reduce((s, r) => s + r.paidOutCents, 0),
    },
  };
}

/** The restaurant's tip entries of the days, one row per person, in the caller's transaction. */
export async function tipRows(tx: OrdersTransaction, restaurantId: string, from: string, to: string) {
  const { rows } = await tx.execute<{
    employee_id: string | null;
    name: string;
    driver: boolean;
    count: number;
    cents: string;
    payouts: number;
    paid_out: string;
  }>(sql`
    SELECT (array_agg(p.employee_id))[1] AS employee_id, (array_agg(p.name ORDER BY p.at DESC))[1] AS name,
           bool_or(p.driver) AS driver,
           count(*) FILTER (WHERE p.kind = 'tip')::int AS count,
           coalesce(sum(p.amount_cents) FILTER (WHERE p.kind IN ('tip', 'tip_refund')), 0)::bigint AS cents,
           count(*) FILTER (WHERE p.kind = 'tip_payout')::int AS payouts,
           coalesce(-sum(p.amount_cents) FILTER (WHERE p.kind = 'tip_payout'), 0)::bigint AS paid_out
    FROM (
      SELECT e.kind, e.amount_cents, e.at, t.driver_id IS NOT NULL AS driver,
             coalesce(t.driver_id, e.by_employee_id) AS employee_id,
             coalesce(t.driver_name, e.by_name) AS name,
             coalesce(t.driver_id::text, e.by_employee_id::text, 'name:' || e.by_name) AS person
      FROM ledger_entries e
      LEFT JOIN order_trips t ON t.restaurant_id = e.restaurant_id AND t.order_id = e.order_id
      WHERE e.restaurant_id = ${restaurantId} AND e.day BETWEEN ${from} AND ${to}
        AND e.kind IN ('tip', 'tip_refund', 'tip_payout')) p
    GROUP BY p.person`);
  return rows.map((r): TipRow => ({
    employeeId: r.employee_id,
    name: r.name,
    driver: r.driver,
    count: r.count,
    cents: Number(r.cents),
    payouts: r.payouts,
    paidOutCents: Number(r.paid_out),
  }));
}

export interface DayCardTips {
  employeeId: string | null;
  name: string;
  day: string;
  cents: number;
  delivery: boolean;
}

/**
 * Card tips per person and business day (payroll's pool, decision 0085): the same entries and the same
 * person as the tips report's, a delivery's its driver's; tips handed over at a cash-out are not new tips.
 */
export async function tipDayRows(tx: OrdersTransaction, restaurantId: string, from: string, to: string) {
  const { rows } = await tx.execute<{
    employee_id: string | null;
    name: string;
    day: string;
    cents: string;
    delivery: boolean;
  }>(sql`
    SELECT (array_agg(coalesce(t.driver_id, e.by_employee_id)))[1] AS employee_id,
           (array_agg(coalesce(t.driver_name, e.by_name) ORDER BY e.at DESC))[1] AS name,
           e.day::text AS day, sum(e.amount_cents)::bigint AS cents, bool_or(t.driver_id IS NOT NULL) AS delivery
    FROM ledger_entries e
    LEFT JOIN order_trips t ON t.restaurant_id = e.restaurant_id AND t.order_id = e.order_id
    WHERE e.restaurant_id = ${restaurantId} AND e.day BETWEEN ${from} AND ${to} AND e.kind IN ('tip', 'tip_refund')
    GROUP BY e.day, t.driver_id IS NOT NULL,
             coalesce(t.driver_id::text, e.by_employee_id::text, 'name:' || e.by_name)
    ORDER BY e.day`);
  return rows
    .map((r): DayCardTips => ({
      employeeId: r.employee_id,
      name: r.name,
      day: r.day,
      cents: Number(r.cents),
      delivery: r.delivery,
    }))
    .filter((r) => r.cents !== 0);
}
