import { z } from 'zod';
import { PLACE_LINES_MAX, PLACE_MESSAGES } from '../inputs';
import { placeLine } from '../orders/place-inputs';
import { CART_EMPTY, checkoutFields, MENU_ONLY } from './inputs';

/** A checkout: what the customer typed (inputs.ts) and the cart, as lines of an order placed whole. */
export const checkoutInput = z.object({
  ...checkoutFields,
  lines: z
    .array(placeLine, { error: CART_EMPTY })
    .min(1, { error: CART_EMPTY })
    .max(PLACE_LINES_MAX, { error: PLACE_MESSAGES.tooManyLines })
    // A price typed by the customer is never taken: only the menu's.
    .refine((lines) => lines.every((l) => l.selection), { error: MENU_ONLY }),
});
export type CheckoutInput = z.output<typeof checkoutInput>;
