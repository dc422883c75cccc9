import { text } from '@zest/kit';
import { z } from 'zod';

/**
 * Billing's input rules with their messages, shared by the domain and the
 * gateway's REST table (see services/auth/src/inputs.ts). Pure zod.
 */
export const MISSING_SUBSCRIPTION = 'Missing subscription parameters';

export const checkout = {
  /** A Stripe price id of one of the plans (the service knows which). */
  priceId: text({ max: 200, required: MISSING_SUBSCRIPTION, tooLong: MISSING_SUBSCRIPTION }),
  /** The account paying: must be the caller's own. */
  userId: text({ max: 100, required: MISSING_SUBSCRIPTION, tooLong: MISSING_SUBSCRIPTION }),
};

/** A billing customer id (Stripe's cus_…, or the sandbox's). */
export const customerId = text({ max: 255, label: 'Customer id' });

export const checkoutInput = z.object({ priceId: checkout.priceId, userId: checkout.userId.nullish() });
