import { id, menuVersionField, MONEY_MESSAGES, offlineNumberField, printedAtField } from '@zest/kit';
import { z } from 'zod';
import { CUSTOMER_NOT_FOUND } from '../customers/inputs';
import {
  ITEM_NAME_REQUIRED,
  menuChoiceFields,
  openItem,
  orderNotes,
  orderType,
  PLACE_LINES_MAX,
  PLACE_MESSAGES,
  scheduleTime,
  selectionOf,
  tenderInput,
} from '../inputs';
import type { LineSelection } from '../lines/pricing';

/** A line of an order placed whole: chosen from the menu (priced by the server), or an open item as typed. */
export type PlaceLine =
  | { selection: LineSelection; open: null; quantity: number; notes: string; menuVersion: number | null }
  | { selection: null; open: { name: string; priceCents: number }; quantity: 1; notes: string; menuVersion: null };

export const placeLine = z
  .object({
    ...menuChoiceFields,
    /** The menu version the tablet priced the line from: a paper printed offline may keep its price. */
    menuVersion: menuVersionField.nullish().transform((v) => v ?? null),
    name: openItem.name.nullish(),
    priceCents: openItem.price.cents.nullish(),
  })
  .transform((v, ctx): PlaceLine => {
    const open = v.name != null || v.priceCents != null;
    if (!open) {
      const selection = selectionOf(v, ctx);
      return selection
        ? { selection, open: null, quantity: v.quantity, notes: v.notes, menuVersion: v.menuVersion }
        : z.NEVER;
    }
    const problem = [v.productId, v.specialId, v.sideId].some(Boolean)
      ? PLACE_MESSAGES.openOrMenu
      : v.name == null
        ? ITEM_NAME_REQUIRED
        : v.priceCents == null
          ? MONEY_MESSAGES.required('Price')
          : v.quantity !== 1
            ? PLACE_MESSAGES.openQuantity
            : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    const item = { name: v.name!, priceCents: v.priceCents! };
    return { selection: null, open: item, quantity: 1, notes: v.notes, menuVersion: null };
  });

/** placeOrder's input as the domain takes it: the order, its lines, and the print with its tender. */
export const placeOrderInput = z
  .object({
    restaurantId: z.string(),
    orderType,
    customerId: id(CUSTOMER_NOT_FOUND).nullish(),
    notes: orderNotes.nullish().transform((v) => v ?? ''),
    scheduleTime: scheduleTime.nullish().transform((v) => v || null),
    lines: z
      .array(placeLine, { error: PLACE_MESSAGES.lines })
      .max(PLACE_LINES_MAX, { error: PLACE_MESSAGES.tooManyLines }),
    print: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    tender: tenderInput,
    /**
     * The printing tablet's registration, "<id>.<key>": a cash sale goes into its open drawer, and a paper
     * printed offline is judged against what the server heard of that tablet.
     */
    terminal: z.string().max(200).nullish(),
    /** A paper printed offline: the provisional number on it, and when it was printed by the tablet's clock. */
    offlineNumber: offlineNumberField.nullish().transform((v) => v ?? null),
    printedAt: printedAtField.nullish().transform((v) => (v ? new Date(v) : null)),
  })
  .superRefine((v, ctx) => {
    if (v.tender && !v.print) ctx.addIssue({ code: 'custom', message: PLACE_MESSAGES.tenderWithoutPrint });
  });

export type PlaceOrderInput = z.output<typeof placeOrderInput>;
