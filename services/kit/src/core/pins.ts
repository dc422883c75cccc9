import { createHmac } from 'node:crypto';

/** docs/product.md#pin-rules: a PIN is 4 to 6 digits. */
export const PIN_RULE = /^\d{4,6}$/;
export const PIN_MESSAGE = 'PIN must be 4 to 6 digits.';

export const isPin = (value: unknown): value is string => typeof value === 'string' && PIN_RULE.test(value);

/**
 * Employee PINs are stored as a keyed HMAC of restaurant and PIN: the same
 * PIN gives the same value, so "unique in the restaurant" is a unique index
 * and terminal entry is one indexed lookup. Without the server secret the
 * stored values say nothing; the lockout protects the small PIN space.
 */
export function pinDigest(secret: string, restaurantId: string, pin: string): string {
  return createHmac('sha256', secret).update(`${restaurantId}:${pin}`).digest('hex');
}

/** What lists show instead of a PIN. */
export const MASKED_PIN = '••••';
