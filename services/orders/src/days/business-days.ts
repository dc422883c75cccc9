import { sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';

/**
 * Business days (docs/decisions/0053-close-the-day.md): a restaurant's day
 * on its own calendar, open until a manager or the owner closes it. The open
 * day is today on the restaurant's clock, or the day after the last closed
 * one when today was already closed (a close at 23:30 moves what follows to
 * tomorrow). Everything that moves money counts on the open day.
 */

/**
 * The restaurant's open business day, read under a share lock of its counter
 * row: a close (which updates that row) waits for this transaction, or this
 * one reads the day after it.
 */
export async function openBusinessDay(tx: OrdersTransaction, restaurantId: string, timeZone: string): Promise<string> {
  const { rows } = await tx.execute<{ day: string }>(sql`
    SELECT greatest((now() AT TIME ZONE ${timeZone})::date, c.closed_through + 1)::text AS day
    FROM order_counters c WHERE c.restaurant_id = ${restaurantId} FOR SHARE`);
  if (rows[0]) return rows[0].day;
  const { rows: today } = await tx.execute<{ day: string }>(
    sql`SELECT (now() AT TIME ZONE ${timeZone})::date::text AS day`,
  );
  return today[0]!.day;
}

/** The open day for an order of a closed day, by its restaurant's clock (the copy of the restaurants kept here). */
export async function openDayOfOrder(tx: OrdersTransaction, restaurantId: string): Promise<string> {
  const { rows } = await tx.execute<{ day: string }>(sql`
    SELECT greatest((now() AT TIME ZONE coalesce(r.time_zone, 'America/New_York'))::date, c.closed_through + 1)::text AS day
    FROM order_counters c LEFT JOIN restaurants r ON r.id = c.restaurant_id
    WHERE c.restaurant_id = ${restaurantId} FOR SHARE OF c`);
  return rows[0]!.day;
}

/** The later of two calendar days (YYYY-MM-DD), the day after `closed` standing for "after the close". */
export function dayAfterClosed(day: string, closed: string | null): string {
  if (!closed || day > closed) return day;
  return new Date(Date.parse(`${closed}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
