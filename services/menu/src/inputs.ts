import { money, MONEY_MESSAGES, text, wholeNumberField } from '@zest/kit';
import { z } from 'zod';

/**
 * The menu's inputs, one zod schema each, built from the kit's pieces: the
 * domain parses every input with these, and the gateway's REST tables build
 * the documented bodies from the same field rules, so each rule and its
 * message exist once (docs/decisions/0008-one-validation-per-input.md).
 * Money is integer cents here; the REST edge reads dollars with `dollars`
 * and hands cents inward. Pure zod, no side effects: safe to import from the
 * gateway.
 */
export const NAME_MAX = 100;
export const QUANTITY_MAX = 10_000;

/** Every message of the menu's input rules (docs/product.md#menu-errors), by the field's label. */
export const MENU_MESSAGES = {
  required: MONEY_MESSAGES.required,
  tooLong: (label: string) => `${label} must be ${NAME_MAX} characters or fewer.`,
  dollars: MONEY_MESSAGES.dollars,
  cents: (label: string) => MONEY_MESSAGES.cents(label),
  quantity: 'Quantity must be a whole number of 1 or more.',
  chooseCategory: 'Choose a category.',
  takesToppings: 'Takes toppings must be true or false.',
} as const;

/** A name: trimmed, 1–100 characters; labelled '{Thing} name' ('Category name is required.'). */
export const menuName = (label: string) =>
  text({ max: NAME_MAX, required: MENU_MESSAGES.required(label), tooLong: MENU_MESSAGES.tooLong(label) });

/** An amount in integer cents, 0 to $99,999.99. */
export const cents = (label = 'Price') => money({ label }).cents;

/** At the REST edge: dollars as people send them (12.5, "12.50"), parsed once into cents. */
export const dollars = (label = 'Price') => money({ label, missing: MENU_MESSAGES.required(label) }).dollars;

/** A special item's quantity: a whole number from 1 to 10,000. */
export const quantity = z
  .number({ error: MENU_MESSAGES.quantity })
  .int({ error: MENU_MESSAGES.quantity })
  .min(1, { error: MENU_MESSAGES.quantity })
  .max(QUANTITY_MAX, { error: MENU_MESSAGES.quantity });

/** At the REST edge: the same quantity, also as a string of digits. */
export const quantityText = wholeNumberField(MENU_MESSAGES.quantity, { max: QUANTITY_MAX }).transform(Number);

/** A side's new name: blank keeps the current one (docs/product.md#sides). */
export const sideRename = text({ max: NAME_MAX, tooLong: MENU_MESSAGES.tooLong('Side name') })
  .nullish()
  .transform((name) => name || undefined);

/** Ids are checked where they are looked up: one that is not an id names nothing (404). */
const ref = z.string();
const change = <T extends z.ZodType>(rule: T) => rule.nullish();

/** Whether a category or a product takes toppings (false: drinks, side-like items); absent keeps it (true on create). */
export const takesToppings = z.boolean({ error: MENU_MESSAGES.takesToppings });

export const categoryInput = z.object({
  restaurantId: ref,
  name: menuName('Category name'),
  takesToppings: change(takesToppings),
});
export const categoryName = menuName('Category name');
export const categoryChange = z.object({ name: categoryName, takesToppings: change(takesToppings) });

export const ORDER_MESSAGE = 'The menu changed while you were ordering it: reload and try again.';

/** A new order of a list (categories, or a category's products): every one of them, each once, first first. */
export const menuOrder = z
  .array(ref, { error: ORDER_MESSAGE })
  .max(1000, { error: ORDER_MESSAGE })
  .refine((ids) => new Set(ids).size === ids.length, { error: ORDER_MESSAGE });

export const DESCRIPTION_MAX = 300;

/** What the ordering page says under an item's name: trimmed, at most 300 characters; blank clears it. */
export const description = text({
  max: DESCRIPTION_MAX,
  tooLong: `Description must be ${DESCRIPTION_MAX} characters or fewer.`,
})
  .nullish()
  .transform((d) => (d === undefined ? undefined : d || null));

const sizeFields = { sizeName: menuName('Size name'), priceCents: cents('Size price') };

export const productInput = z.object({
  restaurantId: ref,
  categoryId: ref,
  name: menuName('Product name'),
  priceCents: change(cents()),
  sizes: change(z.array(z.object(sizeFields))),
  takesToppings: change(takesToppings),
  description,
});
export const productChange = z.object({
  name: change(menuName('Product name')),
  priceCents: change(cents()),
  categoryId: change(ref),
  takesToppings: change(takesToppings),
  description,
});
/** A product with its sizes in one save: created without an id, else updated; sizes with an id are changed. */
export const saveProductInput = z.object({
  id: change(ref),
  restaurantId: ref,
  categoryId: change(ref),
  name: menuName('Product name'),
  priceCents: change(cents()),
  takesToppings: change(takesToppings),
  description,
  sizes: change(z.array(z.object({ id: change(ref), ...sizeFields }))),
  removeSizeIds: change(z.array(ref)),
});
export const productSizeInput = z.object({ productId: ref, ...sizeFields });
export const productSizeChange = z.object({
  sizeName: change(sizeFields.sizeName),
  priceCents: change(sizeFields.priceCents),
});

const specialFields = { name: menuName('Special name'), priceCents: cents() };
const itemFields = { productName: menuName('Product name of the item'), quantity };

export const specialInput = z.object({ restaurantId: ref, ...specialFields });
export const specialChange = z.object({
  name: change(specialFields.name),
  priceCents: change(specialFields.priceCents),
});
export const specialItemInput = z.object({ specialId: ref, ...itemFields });
/** A special with its items in one save: created without an id, else updated. */
export const saveSpecialInput = z.object({
  id: change(ref),
  restaurantId: ref,
  ...specialFields,
  addItems: change(z.array(z.object(itemFields))),
  removeItemIds: change(z.array(ref)),
});

const toppingFields = { name: menuName('Topping name'), basePriceCents: change(cents('Base price')) };
const portionFields = {
  littlePriceCents: cents('Little price'),
  regularPriceCents: cents('Regular price'),
  extraPriceCents: cents('Extra price'),
};

export const toppingInput = z.object({ restaurantId: ref, ...toppingFields });
export const toppingChange = z.object({
  name: change(toppingFields.name),
  basePriceCents: toppingFields.basePriceCents,
});
export const toppingExtraInput = z.object({ toppingId: ref, ...portionFields });
export const toppingExtraChange = z.object({
  littlePriceCents: change(portionFields.littlePriceCents),
  regularPriceCents: change(portionFields.regularPriceCents),
  extraPriceCents: change(portionFields.extraPriceCents),
});
/** A topping with its option set in one save: `extras` is the set it has afterwards (none: removed). */
export const saveToppingInput = z.object({
  id: change(ref),
  restaurantId: ref,
  ...toppingFields,
  extras: change(z.object(portionFields)),
});

export const sideInput = z.object({ restaurantId: ref, name: menuName('Side name'), basePriceCents: cents() });
export const sideChange = z.object({ name: sideRename, basePriceCents: change(cents()) });

/** Sold out for the rest of the restaurant's day (the default), or until marked available again. */
export const soldOutInput = z.object({
  restaurantId: ref,
  itemId: ref,
  for: z
    .enum(['REST_OF_DAY', 'UNTIL_AVAILABLE'], { error: 'Sold out is for REST_OF_DAY or UNTIL_AVAILABLE.' })
    .nullish(),
});

/** The most an upload may weigh: a phone's photo, not a poster. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

export const PHOTO_MESSAGES = {
  notAPhoto: 'That file is not a photo: choose a JPEG, PNG or WebP picture.',
  tooLarge: 'That photo is too large: choose one under 8 MB.',
  tooSmall: 'That photo is too small: choose one at least 200 pixels wide and high.',
  none: 'Choose a photo to upload.',
} as const;
