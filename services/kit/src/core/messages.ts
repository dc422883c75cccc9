/**
 * Messages more than one service says, each written once
 * (docs/decisions/0037-one-message-one-place.md). A message only one service
 * says lives in that service's inputs.ts; the gateway's REST tables import it
 * from there.
 */

/** What a lookup that found nothing answers when it names no resource (404). */
export const NOT_FOUND = 'Not found.';
/**
 * A restaurant that does not exist, is deleted, or is another tenant's: one 404
 * in every service (auth owns restaurants; the others keep copies of them).
 */
export const RESTAURANT_NOT_FOUND = 'Restaurant not found.';
/** An order that does not exist or is another tenant's (orders owns orders; drivers keeps copies of them). */
export const ORDER_NOT_FOUND = 'Order not found.';
/** A request the HTTP layer refuses before any service reads it (413, 400). */
export const TOO_LARGE = 'The request is too large.';
export const NOT_JSON = 'The request body is not valid JSON.';
export const NOT_VALID = 'The request is not valid.';
/** A calendar day given as text (the books, the audit trail). */
export const DAY_MESSAGE = 'The day is a date: YYYY-MM-DD.';
