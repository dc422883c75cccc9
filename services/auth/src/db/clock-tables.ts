import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The time clock's tables (docs/decisions/0085-the-time-clock.md). Restaurants
 * and employees are referenced by id only: the clock's rows outlive an
 * employee's removal (their hours are still owed).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The owner's labour rules; a restaurant without a row has the defaults (timeclock/settings.ts). */
export const labourSettings = pgTable(
  'labour_settings',
  {
    restaurantId: uuid('restaurant_id').primaryKey(),
    /** Breaks paid (they count as hours worked) or unpaid (taken off). */
    paidBreaks: boolean('paid_breaks').notNull().default(false),
    /** Overtime past this many minutes a week (40 hours by default). */
    weeklyOvertimeMinutes: integer('weekly_overtime_minutes').notNull().default(2400),
    /** Daily overtime past this many minutes a day, for states that use it; null: none. */
    dailyOvertimeMinutes: integer('daily_overtime_minutes'),
    /** keep: each keeps their own; hours: pooled by hours worked among the pool's roles; percent: a share per role. */
    tipRule: text('tip_rule', { enum: ['keep', 'hours', 'percent'] })
      .notNull()
      .default('keep'),
    /** The roles in the pool, and (tip rule percent) each role's whole percent: { cashier: 70, worker: 30 }. */
    tipPool: jsonb('tip_pool').$type<Record<string, number>>().notNull().default({}),
    /** weekly, or every two weeks from `pay_period_anchor` (a Monday on the restaurant's calendar). */
    payPeriod: text('pay_period', { enum: ['weekly', 'biweekly'] })
      .notNull()
      .default('weekly'),
    payPeriodAnchor: date('pay_period_anchor', { mode: 'string' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('labour_settings_weekly_range', sql`${t.weeklyOvertimeMinutes} between 60 and 10080`),
    check(
      'labour_settings_daily_range',
      sql`${t.dailyOvertimeMinutes} is null or ${t.dailyOvertimeMinutes} between 60 and 1440`,
    ),
  ],
);

/** What an employee is paid an hour in a role they work; the roles they may clock in as. */
export const employeePayRates = pgTable(
  'employee_pay_rates',
  {
    employeeId: uuid('employee_id').notNull(),
    restaurantId: uuid('restaurant_id').notNull(),
    role: text('role').notNull(),
    hourlyCents: integer('hourly_cents').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'employee_pay_rates_pkey', columns: [t.employeeId, t.role] }),
    index('employee_pay_rates_restaurant_idx').on(t.restaurantId),
    check('employee_pay_rates_cents_range', sql`${t.hourlyCents} between 0 and 100000`),
  ],
);

/** A stretch of work of one person in one role: open until clocked out. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    role: text('role').notNull(),
    /** The rate in force at clock-in, so a later raise does not rewrite a paid week; null: none set yet (today's). */
    hourlyCents: integer('hourly_cents'),
    clockInAt: at('clock_in_at').notNull(),
    clockOutAt: at('clock_out_at'),
    /** Cash tips the person declared at clock-out. */
    cashTipsCents: integer('cash_tips_cents').notNull().default(0),
    /** How it was closed: a punch, or a manager (a forgotten clock-out) with the reason. */
    closedBy: text('closed_by', { enum: ['punch', 'manager'] }),
    /** A manager's last edit, and why (each edit is an audit line with before and after). */
    editedAt: at('edited_at'),
    editReason: text('edit_reason'),
    /** A shift added after its pay period closed: counted in the next one, marked. */
    lateForPeriod: date('late_for_period', { mode: 'string' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shifts_one_open_key')
      .on(t.employeeId)
      .where(sql`${t.clockOutAt} is null`),
    index('shifts_restaurant_in_idx').on(t.restaurantId, t.clockInAt),
    index('shifts_employee_in_idx').on(t.employeeId, t.clockInAt),
    check('shifts_out_after_in', sql`${t.clockOutAt} is null or ${t.clockOutAt} >= ${t.clockInAt}`),
    check(
      'shifts_at_most_16_hours',
      sql`${t.clockOutAt} is null or ${t.clockOutAt} <= ${t.clockInAt} + interval '16 hours'`,
    ),
    check('shifts_tips_positive', sql`${t.cashTipsCents} >= 0`),
  ],
);

export const shiftBreaks = pgTable(
  'shift_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    index('shift_breaks_shift_idx').on(t.shiftId),
    uniqueIndex('shift_breaks_one_open_key')
      .on(t.shiftId)
      .where(sql`${t.endedAt} is null`),
    check('shift_breaks_end_after_start', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/** A punch's idempotency key (a tablet's retry, an offline punch sent twice): its answer is the first's. */
export const clockPunches = pgTable(
  'clock_punches',
  {
    restaurantId: uuid('restaurant_id').notNull(),
    requestKey: text('request_key').notNull(),
    shiftId: uuid('shift_id').notNull(),
    action: text('action').notNull(),
    at: at('at').notNull(),
    /** The tablet's own time, when the punch was kept offline. */
    tabletAt: at('tablet_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'clock_punches_pkey', columns: [t.restaurantId, t.requestKey] })],
);

/** Pay periods closed: their shifts do not change (an edit is refused; a late one lands in the next, marked). */
export const payPeriods = pgTable(
  'pay_periods',
  {
    restaurantId: uuid('restaurant_id').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    closedAt: at('closed_at').notNull().defaultNow(),
    closedByName: text('closed_by_name').notNull(),
  },
  (t) => [primaryKey({ name: 'pay_periods_pkey', columns: [t.restaurantId, t.startsOn] })],
);

export type ShiftRow = typeof shifts.$inferSelect;
export type ShiftBreakRow = typeof shiftBreaks.$inferSelect;
export type LabourSettingsRow = typeof labourSettings.$inferSelect;
