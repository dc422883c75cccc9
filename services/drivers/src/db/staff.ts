import { EMPLOYEE_ROLES } from '@zest/kit';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Who works, as auth reports it (kit/events/events.ts): the restaurant's employees with their open shift, and
 * whether the restaurant uses the time clock (docs/decisions/0085-the-time-clock.md). Tenant tables (schema.ts),
 * each written by its consumer in a transaction of the event's own restaurant, versioned like every copy.
 */

const restaurantId = () => uuid('restaurant_id').notNull();
/** The event version applied; an older event never overwrites a newer one. */
const version = () => bigint('version', { mode: 'number' }).notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The restaurant's employees as auth reports them (EmployeeChanged): names and roles, never a PIN. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').notNull(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    role: text('role', { enum: EMPLOYEE_ROLES }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
    /** The open shift (EmployeeChanged.onShift): the role worked, null when off the clock. */
    onShiftRole: text('on_shift_role', { enum: EMPLOYEE_ROLES }),
    /** When that shift began, and whether they are on a break now. */
    onShiftSince: timestamp('on_shift_since', { withTimezone: true }),
    onBreak: boolean('on_break').notNull().default(false),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'staff_pkey', columns: [t.restaurantId, t.id] }),
    index('staff_restaurant_role_idx').on(t.restaurantId, t.role),
  ],
);

/**
 * Whether a restaurant uses the time clock (RestaurantChanged.timeClock; no row or absent: it does not), kept
 * beside the kit's copy of the restaurants (which every service shares) from the same events.
 */
export const restaurantClocks = pgTable('restaurant_clocks', {
  restaurantId: uuid('restaurant_id').primaryKey(),
  timeClock: boolean('time_clock').notNull().default(false),
  version: version(),
  updatedAt: updatedAt(),
});
