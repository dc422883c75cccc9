import { EMPLOYEE_ROLES, multiline, PIN_MESSAGE } from '@zest/kit';
import { z } from 'zod';
import { INCORRECT_PIN } from '../inputs';

/** The time clock's inputs, field by field, with the message people see (docs/decisions/0085-the-time-clock.md). */

export const CLOCK_ACTIONS = ['clock_in', 'clock_out', 'break_start', 'break_end'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

const ROLE_MESSAGE = `The role worked must be ${EMPLOYEE_ROLES.join(', ')}.`;
const AT_MESSAGE = 'A time is a moment in UTC, like 2026-11-25T23:05:00Z.';
const KEY_MESSAGE = 'The request key is 8 to 100 letters, digits, dashes or underscores.';
export const REASON_MESSAGE = 'Say why the shift is changed (at least 3 characters).';
const TIPS_MESSAGE = 'Cash tips are whole cents from 0 to 1000000.';
const ONE_RATE = 'One rate per role.';
const RATE_MESSAGE = 'An hourly rate is whole cents from 0 to 100000 ($1,000).';

const role = z.enum(EMPLOYEE_ROLES, { error: ROLE_MESSAGE });
const moment = z.iso.datetime({ error: AT_MESSAGE, offset: true });
const absent = <T extends z.ZodType>(t: T) => t.nullish().transform((v) => v ?? null);

export const punchInput = z.object({
  restaurantId: z.string(),
  pin: z.string({ error: PIN_MESSAGE }).regex(/^\d{4,6}$/, { error: INCORRECT_PIN }),
  action: z.enum(CLOCK_ACTIONS, { error: `The action must be ${CLOCK_ACTIONS.join(', ')}.` }),
  /** Clocking in: the role worked (the person's own role by default). */
  role: absent(role),
  /** Clocking out: the cash tips they declare. */
  cashTipsCents: absent(
    z.number({ error: TIPS_MESSAGE }).int(TIPS_MESSAGE).min(0, TIPS_MESSAGE).max(1_000_000, TIPS_MESSAGE),
  ),
  /** The tablet's time of a punch kept offline; believed only within limits (shift-rules.ts). */
  at: absent(moment),
  idempotencyKey: absent(z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, { error: KEY_MESSAGE })),
});
export type PunchInput = z.infer<typeof punchInput>;

const reason = multiline({ max: 300, required: REASON_MESSAGE, tooLong: 'A reason is at most 300 characters.' }).refine(
  (v) => v.trim().length >= 3,
  { error: REASON_MESSAGE },
);

/** A manager's change to a shift: a forgotten clock-out closed, a time or role corrected. */
export const editShiftInput = z.object({
  clockInAt: absent(moment),
  clockOutAt: absent(moment),
  role: absent(role),
  cashTipsCents: absent(
    z.number({ error: TIPS_MESSAGE }).int(TIPS_MESSAGE).min(0, TIPS_MESSAGE).max(1_000_000, TIPS_MESSAGE),
  ),
  reason,
});
export type EditShiftInput = z.infer<typeof editShiftInput>;

export const addShiftInput = z.object({
  employeeId: z.string({ error: 'Choose who worked the shift.' }),
  role: absent(role),
  clockInAt: moment,
  clockOutAt: moment,
  cashTipsCents: editShiftInput.shape.cashTipsCents,
  reason,
});

export const payRatesInput = z
  .array(
    z.object({
      role,
      hourlyCents: z.number({ error: RATE_MESSAGE }).int(RATE_MESSAGE).min(0, RATE_MESSAGE).max(100_000, RATE_MESSAGE),
    }),
  )
  .max(EMPLOYEE_ROLES.length, { error: ONE_RATE })
  .refine((rates) => new Set(rates.map((r) => r.role)).size === rates.length, { error: ONE_RATE });

const minutesRule = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is whole hours from ${min / 60} to ${max / 60}.` })
    .int()
    .min(min, { error: `${label} is whole hours from ${min / 60} to ${max / 60}.` })
    .max(max, { error: `${label} is whole hours from ${min / 60} to ${max / 60}.` });

export const labourSettingsInput = z.object({
  timeClock: z.boolean().nullish(),
  paidBreaks: z.boolean().nullish(),
  weeklyOvertimeMinutes: minutesRule('Weekly overtime', 60, 168 * 60).nullish(),
  /** Null turns daily overtime off; absent keeps it. */
  dailyOvertimeMinutes: minutesRule('Daily overtime', 60, 24 * 60)
    .nullable()
    .optional(),
  tipRule: z
    .enum(['keep', 'hours', 'percent'], { error: 'Tips are kept, pooled by hours, or shared by percent.' })
    .nullish(),
  tipPool: z
    .array(z.object({ role, percent: z.number().int().min(0).max(100).nullish() }))
    .max(EMPLOYEE_ROLES.length)
    .nullish(),
  payPeriod: z.enum(['weekly', 'biweekly'], { error: 'Pay periods are weekly or every two weeks.' }).nullish(),
});
export type LabourSettingsInput = z.infer<typeof labourSettingsInput>;
