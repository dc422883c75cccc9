import { z } from 'zod';

/**
 * The tip choices a card reader and the door's payment page offer (docs/decisions/0080-card-payments-at-the-counter.md):
 * three percentages, smallest first, or no tips at all. Shared by the domain and the gateway's REST tables.
 */
export const TIP_PERCENTS_MESSAGE =
  'Offer exactly three tip percentages from 1 to 100, smallest first, like 15, 18, 20.';
export const DEFAULT_TIP_PERCENTS = [15, 18, 20];

export const tipsOffered = z.boolean({ error: 'Tips offered is on or off (true or false).' });
export const tipPercents = z
  .array(z.number({ error: TIP_PERCENTS_MESSAGE }).int({ error: TIP_PERCENTS_MESSAGE }), {
    error: TIP_PERCENTS_MESSAGE,
  })
  .length(3, { error: TIP_PERCENTS_MESSAGE })
  .refine((p) => p.every((n, i) => n >= 1 && n <= 100 && (i === 0 || n > p[i - 1]!)), {
    error: TIP_PERCENTS_MESSAGE,
  });
