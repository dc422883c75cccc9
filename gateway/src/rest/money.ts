import { centsToDollars } from '@zest/kit';
import { z } from 'zod';

/**
 * The REST edge's one converter outward: integer cents inside, the documented
 * dollars with 2 decimals ("12.50") in every REST answer. Inward, a body's
 * dollars are read by the owning service's money rule (`money(…).dollars` in
 * its inputs.ts), which parses them into cents (docs/decisions/0037-one-message-one-place.md).
 */
export const dollars = (cents: number) => centsToDollars(cents);
export const dollarsOrNull = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : centsToDollars(cents);

/** How a REST answer states an amount. */
export const dollarsResponse = z.string().describe('dollars with 2 decimals, e.g. "12.50"');
