import { money, text } from '@zest/kit';
import { z } from 'zod';

/**
 * What a print and a tender correction take (docs/product.md#receipt, docs/decisions/0071-one-ledger.md),
 * shared by the domain and the gateway's REST tables (re-exported by src/inputs.ts).
 */

export const TENDER_MESSAGE = 'Tender must be cash, card or door.';
export const tender = z.enum(['cash', 'card', 'door'], { error: TENDER_MESSAGE });
/** Cash handed over: dollars at the REST edge, cents in GraphQL and the domain. */
export const cashGiven = money({
  label: 'Cash given',
  dollars: 'Cash given must be an amount in dollars, like 40.00.',
});

export const tenderInput = z
  .object({ method: tender, cashGivenCents: cashGiven.cents.nullish() })
  .nullish()
  .transform((v) => v ?? null);

/** A tender correction (printing/tender-correction.ts): the new tender, and why. */
export const CORRECTION_WORDS = {
  reasonNeeded: 'A tender correction needs a reason.',
  notPaidYet: 'This order has not been paid yet: print it with its tender.',
  paidOnline: 'This order was paid online by card: void it to refund the card.',
  paidOnReader: 'This order was paid on the card reader: void it to refund the card, then take it again.',
  same: (method: string) => `This order was already paid ${METHOD[method] ?? method}.`,
} as const;

const METHOD: Record<string, string> = { cash: 'by cash', card: 'by card', door: 'at the door' };

export const correctionInput = z.object({
  tender: z.object({ method: tender, cashGivenCents: cashGiven.cents.nullish() }),
  reason: text({ max: 200, required: CORRECTION_WORDS.reasonNeeded, label: 'The reason' }),
});
export type CorrectionInput = z.output<typeof correctionInput>;

/** A part of a split (payments/split-payments.ts, docs/decisions/0084-split-payments.md): how it is worked out. */
export const SPLIT_INPUT_WORDS = {
  method: 'A part is paid in cash or by card.',
  amount: 'The part must be an amount in cents, like 1250.',
  evenly: 'Split evenly between 2 and 20 guests.',
  items: 'Choose at most 100 items for a part.',
} as const;

export const splitInput = z
  .object({
    amountCents: z.number({ error: SPLIT_INPUT_WORDS.amount }).int({ error: SPLIT_INPUT_WORDS.amount }).nullish(),
    evenlyBy: z.number({ error: SPLIT_INPUT_WORDS.evenly }).int({ error: SPLIT_INPUT_WORDS.evenly }).nullish(),
    lineIds: z
      .array(z.string().max(64), { error: SPLIT_INPUT_WORDS.items })
      .max(100, { error: SPLIT_INPUT_WORDS.items })
      .nullish(),
  })
  .nullish()
  .transform((v) => v ?? {});

export const orderPartInput = z.object({
  method: z.enum(['cash', 'card'], { error: SPLIT_INPUT_WORDS.method }),
  split: splitInput,
  cashGivenCents: cashGiven.cents.nullish(),
});
export type OrderPartInput = z.output<typeof orderPartInput>;
