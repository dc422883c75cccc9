import { id } from '@zest/kit';
import { z } from 'zod';
import {
  cashGiven,
  CUSTOMER_NOT_FOUND,
  idempotencyKey,
  lineQuantity,
  menuId,
  openItem,
  orderNotes,
  orderType,
  placement,
  scheduleTime,
  tender,
  toppingLevel,
} from '../inputs';
import type { LineSelection } from './pricing';

export { CUSTOMER_NOT_FOUND };

/** The orders service's input schemas, built from the rules in ../inputs.ts. */

export const ORDER_NOT_FOUND = 'Order not found.';
export const LINE_NOT_FOUND = 'Item not found.';

const notes = orderNotes.nullish().transform((v) => v ?? '');

export const createOrderInput = z.object({
  restaurantId: z.string(),
  orderType,
  customerId: id(CUSTOMER_NOT_FOUND).nullish(),
  notes,
  scheduleTime: scheduleTime.nullish().transform((v) => v || null),
});

export const updateOrderInput = z.object({
  orderType: orderType.nullish(),
  customerId: id(CUSTOMER_NOT_FOUND).nullish(),
  notes: orderNotes.nullish(),
  // Absent or null keeps it; '' clears it.
  scheduleTime: scheduleTime.nullish().transform((v) => (v === '' ? null : (v ?? undefined))),
});

const toppingChoice = z.object({
  toppingId: menuId(),
  level: toppingLevel.nullish().transform((v) => v ?? 'regular'),
  placement: placement.nullish().transform((v) => v ?? 'whole'),
});
const toppings = z
  .array(toppingChoice, { error: 'Toppings must be a list.' })
  .max(30, { error: 'At most 30 toppings on one item.' })
  .nullish()
  .transform((v) => v ?? []);
const sides = z
  .array(menuId(), { error: 'Sides must be a list of side ids.' })
  .max(20, { error: 'At most 20 sides on one item.' })
  .nullish()
  .transform((v) => v ?? []);
const ONE_THING = 'Choose one product, special or side for the line.';

export const orderLineInput = z
  .object({
    orderId: id(ORDER_NOT_FOUND),
    productId: menuId().nullish(),
    sizeId: menuId().nullish(),
    specialId: menuId().nullish(),
    sideId: menuId().nullish(),
    toppings,
    sides,
    items: z
      .array(z.object({ itemId: menuId(), toppings, sides }), { error: 'Items must be a list.' })
      .max(20, { error: 'At most 20 items in a special.' })
      .nullish()
      .transform((v) => v ?? []),
    quantity: lineQuantity.nullish().transform((v) => Number(v ?? 1)),
    notes,
  })
  .transform((v, ctx) => {
    const chosen = [v.productId, v.specialId, v.sideId].filter(Boolean).length;
    if (chosen !== 1) {
      ctx.addIssue({ code: 'custom', message: ONE_THING });
      return z.NEVER;
    }
    const selection: LineSelection = v.productId
      ? { kind: 'product', productId: v.productId, sizeId: v.sizeId ?? null, toppings: v.toppings, sides: v.sides }
      : v.specialId
        ? { kind: 'special', specialId: v.specialId, items: v.items }
        : { kind: 'side', sideId: v.sideId! };
    return { orderId: v.orderId, selection, quantity: v.quantity, notes: v.notes };
  });

export const openItemInput = z.object({
  orderId: id(ORDER_NOT_FOUND),
  name: openItem.name,
  price: openItem.price,
  notes,
});

export const tenderInput = z
  .object({ method: tender, cashGiven: cashGiven.nullish() })
  .nullish()
  .transform((v) => v ?? null);

export const keyInput = idempotencyKey.nullish();
