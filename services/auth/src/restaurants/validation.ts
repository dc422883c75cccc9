import { dollarsToCents, parsePercent, PIN_MESSAGE, PIN_RULE } from '@zest/kit';
import { z } from 'zod';

const ALL_FIELDS = 'All fields are required';

const validTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const name = z.string().trim().max(100, { error: 'Name must be at most 100 characters.' });
const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} must be at most ${max} characters.` });
export const pin = z.string({ error: PIN_MESSAGE }).regex(PIN_RULE, { error: PIN_MESSAGE });
const tax = z.string().transform((v, ctx) => {
  const p = parsePercent(v);
  if (p === null) ctx.addIssue({ code: 'custom', message: 'Tax must be a percentage between 0 and 100.' });
  return p ?? 0;
});
const deliveryCharge = z.string().transform((v, ctx) => {
  const cents = dollarsToCents(v);
  if (cents === null || cents > 100_000) {
    ctx.addIssue({ code: 'custom', message: 'Delivery charge must be an amount in dollars, like 3.50.' });
  }
  return cents ?? 0;
});
const phone = z
  .string()
  .trim()
  .regex(/^[0-9+()\-.\s]{7,20}$/, { error: 'Phone number must be 7 to 20 digits.' });
const timeZone = z
  .string()
  .trim()
  .refine(validTimeZone, { error: 'Time zone must be an IANA zone, like America/New_York.' });

/** Spec §5: PIN first, then every required field. */
export const createRestaurantInput = z.object({
  name: z.string().trim().min(1, { error: ALL_FIELDS }).pipe(name),
  description: text(500, 'Description').nullish(),
  securityPin: pin,
  taxPercentage: z.string().trim().min(1, { error: ALL_FIELDS }).pipe(tax),
  deliveryCharge: z.string().trim().min(1, { error: ALL_FIELDS }).pipe(deliveryCharge),
  fullAddress: z.string().trim().min(1, { error: ALL_FIELDS }).pipe(text(300, 'Address')),
  phoneNumber: z.string().trim().min(1, { error: ALL_FIELDS }).pipe(phone),
  timeZone: timeZone.nullish(),
});

/** Empty means "keep what is there" (spec §5). */
const keep = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null))
    .pipe(schema.nullable());

export const updateRestaurantInput = z.object({
  password: z.string({ error: 'Enter your account password to save changes.' }).min(1, {
    error: 'Enter your account password to save changes.',
  }),
  name: keep(name),
  description: z.string().trim().max(500).nullish(),
  securityPin: keep(pin),
  taxPercentage: keep(tax),
  deliveryCharge: keep(deliveryCharge),
  fullAddress: keep(text(300, 'Address')),
  phoneNumber: keep(phone),
  timeZone: keep(timeZone),
});

export const EMPLOYEE_ROLES = ['cashier', 'driver', 'worker'] as const;
const role = z.enum(EMPLOYEE_ROLES, { error: 'Role must be cashier, driver or worker.' });

export const createEmployeeInput = z.object({
  restaurantId: z.string(),
  securityPin: z.string({ error: ALL_FIELDS }).min(1, { error: ALL_FIELDS }),
  name: z.string().trim().min(1, { error: ALL_FIELDS }).pipe(name),
  pin: z.string().min(1, { error: ALL_FIELDS }).pipe(pin),
  role: z.string().min(1, { error: ALL_FIELDS }).pipe(role),
});

export const updateEmployeeInput = z.object({
  name: keep(name),
  pin: keep(pin),
  role: keep(role),
});
