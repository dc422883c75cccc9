/**
 * Sentences more than one feature shows, written once (docs/decisions/0037-one-message-one-place.md):
 * a feature's own sentences live in its rules; these are the ones screens of several features share.
 */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
export const INCORRECT_PIN = 'Incorrect PIN.';
export const KEEP_PIN_HINT = 'Leave empty to keep the current PIN.';
export const FILL_ALL_FIELDS = 'Please fill out all fields.';
export const PRINT_FAILED = 'The order could not be printed. Try again.';
export const RIGHTS_RESERVED = 'Zest POS. All rights reserved.';

/** docs/product.md#menu: what an empty part of the menu says, on the dashboards and at the terminal alike. */
export const EMPTY_TEXT = {
  categories: 'No Categories created yet.',
  products: 'No products available yet.',
  specials: 'No Specials Created yet.',
  specialItems: 'No items in this special.',
  toppings: 'No Topping available yet.',
  sides: 'No Sides created yet.',
} as const;

/** The terminal's two side lists (the Sides view and a product's options) search alike. */
export const SIDE_SEARCH = { placeholder: 'Search sides...', noMatch: 'No side matches the search.' } as const;

/** What a sold-out item shows in place of its price (docs/decisions/0061-sold-out.md). */
export const SOLD_OUT = 'Sold out';

/** A search of the whole menu that found nothing. */
export const NO_MENU_MATCH = 'Nothing on the menu matches the search.';
