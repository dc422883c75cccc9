/**
 * Days and times on the restaurant's clock (docs/product.md#time-rules): the
 * history's date filter starts at today in the restaurant's time zone.
 */

import { DEFAULT_TIME_ZONE } from '../session/restaurant';

function validZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The date (YYYY-MM-DD) it is now in a time zone. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: validZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Created times read "YYYY-MM-DD HH:MM" (docs/product.md#order-history): the first 16 characters, T as a space. */
export function createdTime(local: string): string {
  return local.slice(0, 16).replace('T', ' ');
}
