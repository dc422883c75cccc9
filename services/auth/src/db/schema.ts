import { EMPLOYEE_ROLES } from '@zest/kit';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The audit trail of security-PIN tries, employees and PINs, tax and delivery charge (kit/ops/audit.ts): append-only. */
export { auditEntries } from '@zest/kit';

/** When a row was made and last changed (server time, UTC). */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['owner', 'admin'] })
      .notNull()
      .default('owner'),
    profilePicture: text('profile_picture'),
    /** The shared public demo account: exempt from plan limits, cannot be changed. Keyed by id, not e-mail. */
    demo: boolean('demo').notNull().default(false),
    /** Moves on when the password or role changes: older sessions end (kit/access/tokens.ts). */
    sessionGeneration: integer('session_generation').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_one_demo_key')
      .on(t.demo)
      .where(sql`${t.demo}`),
    check('users_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    check('users_role_known', sql`${t.role} in ('owner', 'admin')`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the e-mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;

/** The tenant. Soft-deleted: a deleted restaurant disappears, its books stay (docs/decisions/0005). */
export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    /** argon2id of the security PIN. */
    securityPinHash: text('security_pin_hash').notNull(),
    taxPercentage: numeric('tax_percentage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    deliveryChargeCents: integer('delivery_charge_cents').notNull(),
    fullAddress: text('full_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** Moves on when the security PIN changes: manager sessions opened with the old one end. */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /** Staff clock in (docs/decisions/0085-the-time-clock.md): a driver off the clock takes no trips. */
    timeClock: boolean('time_clock').notNull().default(false),
    /** Moves on with every change; restaurant events carry it so subscribers apply them in any order. */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /** The last version handed to the event queues (an outbox in a column: unpublished rows are found again). */
    publishedVersion: bigint('published_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('restaurants_unpublished_idx')
      .on(t.id)
      .where(sql`${t.version} > ${t.publishedVersion}`),
    index('restaurants_owner_idx')
      .on(t.ownerId)
      .where(sql`${t.deletedAt} is null`),
    check('restaurants_tax_range', sql`${t.taxPercentage} >= 0 and ${t.taxPercentage} <= 100`),
    check('restaurants_delivery_charge_positive', sql`${t.deliveryChargeCents} >= 0`),
  ],
);

/**
 * The registry's employee roles (kit/core/roles.ts), written at every start
 * (src/db/roles.ts): an employee's role must be one of them, so a new role
 * in the registry needs no migration.
 */
export const employeeRoles = pgTable('employee_roles', {
  name: text('name').primaryKey(),
});

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    name: text('name').notNull(),
    role: text('role', { enum: EMPLOYEE_ROLES })
      .notNull()
      .references(() => employeeRoles.name),
    /** HMAC of restaurant id and PIN (kit/core/pins.ts): unique per restaurant, one lookup at the terminal. */
    pinDigest: text('pin_digest').notNull(),
    /** Moves on when the PIN or role changes: sessions opened with the old PIN end. */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /** The open shift, copied here by every punch so the employee's event carries it (timeclock/punches.ts). */
    clockShiftId: uuid('clock_shift_id'),
    clockRole: text('clock_role'),
    clockSince: timestamp('clock_since', { withTimezone: true }),
    clockOnBreak: boolean('clock_on_break').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Moves on with every change; ahead of published_version means employee events still to send. */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    publishedVersion: bigint('published_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('employees_unpublished_idx')
      .on(t.id)
      .where(sql`${t.version} > ${t.publishedVersion}`),
    uniqueIndex('employees_restaurant_pin_key')
      .on(t.restaurantId, t.pinDigest)
      .where(sql`${t.deletedAt} is null`),
    index('employees_restaurant_idx').on(t.restaurantId),
  ],
);

/** The owner's plan as billing last reported it (a projection fed by the `entitlements` queue). */
export const entitlements = pgTable('entitlements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  planId: text('plan_id'),
  /** Restaurants allowed; null means unlimited. */
  allowance: integer('allowance'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /** A lower version never overwrites a higher one. */
  version: bigint('version', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

export type RestaurantRow = typeof restaurants.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;

export * from './clock-tables';

/**
 * The audit list of operators' actions (retry, drop), for every service:
 * each sends its own on the operator-actions queue (docs/decisions/0023).
 * The id is the action's own, so a redelivered event is stored once.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    service: text('service').notNull(),
    target: text('target').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_actions_at_idx').on(t.at)],
);
