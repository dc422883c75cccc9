import { id, money, ORDER_NOT_FOUND, text } from '@zest/kit';
import { z } from 'zod';

/**
 * The discounts' input rules and messages (docs/product.md#discounts), shared
 * by the domain and the gateway's REST tables (re-exported by src/inputs.ts).
 */

export const DISCOUNT_NOT_FOUND = 'Discount not found.';
export const DISCOUNT_REASON_NEEDED = 'A discount needs a reason.';
export const DISCOUNT_NAME_NEEDED = 'A discount needs a name.';
export const DISCOUNT_KIND_MESSAGE = 'A discount is by percent or by amount.';
export const DISCOUNT_SCOPE_MESSAGE = 'A discount is for a line, the order or either.';
export const PERCENT_MESSAGE = 'The percent must be from 0.01 to 100, with at most 2 decimals, like 10 or 12.5.';
export const AMOUNT_MESSAGE = 'The amount must be in dollars from 0.01 to 9999.99, like 5.00.';
export const GIVE_PERCENT = 'Give the percent, or make it typed at the counter.';
export const GIVE_AMOUNT = 'Give the amount, or make it typed at the counter.';
export const TYPE_THE_PERCENT = 'Type the percent this discount takes off.';
export const TYPE_THE_AMOUNT = 'Type the amount this discount takes off.';
export const APPROVAL_LIMIT_MAX_CENTS = 100_000;
export const APPROVAL_LIMIT_MESSAGE =
  'The limit past which discounts need the security PIN must be from 0.00 (always) to 1000.00 dollars.';

export const discountName = text({ max: 60, required: DISCOUNT_NAME_NEEDED, label: 'The name' });
export const discountKind = z.enum(['percent', 'amount'], { error: DISCOUNT_KIND_MESSAGE });
export const discountScope = z.enum(['line', 'order', 'either'], { error: DISCOUNT_SCOPE_MESSAGE });
/** Why it is given: the coupon's code, "staff: Sam", "birthday"… */
export const discountReason = text({ max: 200, required: DISCOUNT_REASON_NEEDED, label: 'The reason' });
/** A percent from 0.01 to 100 with at most 2 decimals. */
export const discountPercent = z
  .number({ error: PERCENT_MESSAGE })
  .min(0.01, { error: PERCENT_MESSAGE })
  .max(100, { error: PERCENT_MESSAGE })
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, { error: PERCENT_MESSAGE });
/** An amount off: cents in GraphQL and the domain, dollars at the REST edge. */
export const discountAmount = money({ label: 'The amount', dollars: AMOUNT_MESSAGE, min: 1, max: 999_999 });
/** The restaurant's limit: cents in GraphQL, dollars at the REST edge. */
export const discountApprovalLimit = money({
  label: 'The approval limit',
  dollars: APPROVAL_LIMIT_MESSAGE,
  max: APPROVAL_LIMIT_MAX_CENTS,
});

/** A percent as the rule counts it: hundredths (12.5 % is 1250). */
export const hundredths = (percent: number) => Math.round(percent * 100);

/** A discount of the list, whole (a save replaces every field). */
export const discountInput = z
  .object({
    id: id(DISCOUNT_NOT_FOUND).nullish(),
    name: discountName,
    kind: discountKind,
    percent: discountPercent.nullish(),
    amountCents: discountAmount.cents.nullish(),
    typedAtCounter: z.boolean().nullish(),
    appliesTo: discountScope.nullish().transform((v) => v ?? 'either'),
    active: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
  })
  .transform((v, ctx) => {
    const given = v.kind === 'percent' ? v.percent : v.amountCents;
    if (!v.typedAtCounter && (given === null || given === undefined)) {
      ctx.addIssue({ code: 'custom', message: v.kind === 'percent' ? GIVE_PERCENT : GIVE_AMOUNT });
      return z.NEVER;
    }
    const value = v.typedAtCounter ? null : v.kind === 'percent' ? hundredths(v.percent!) : v.amountCents!;
    return { id: v.id ?? null, name: v.name, kind: v.kind, value, appliesTo: v.appliesTo, active: v.active };
  });
export type DiscountInput = z.output<typeof discountInput>;

/** A discount given at the terminal: on a line of the order, or on the order. */
export const giveDiscountInput = z.object({
  orderId: id(ORDER_NOT_FOUND),
  /** Checked by the service: one that names no line of the order is not found. */
  lineId: z.string().nullish(),
  discountId: id(DISCOUNT_NOT_FOUND),
  /** A manager's choice only: the value typed at the counter. */
  percent: discountPercent.nullish(),
  amountCents: discountAmount.cents.nullish(),
  reason: discountReason,
});
