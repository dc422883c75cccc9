import { id, RESTAURANT_NOT_FOUND, text } from '@zest/kit';
import { z } from 'zod';

/**
 * The card readers' input rules and messages (docs/decisions/0080-card-payments-at-the-counter.md), shared by
 * the domain and the gateway's REST tables (re-exported by src/inputs.ts).
 */

export const READER_NOT_FOUND = 'Card reader not found.';
export const READER_TABLET_UNKNOWN =
  'That tablet is not one of this restaurant’s: choose one of its tablets by its tag.';
export const READER_NAME_NEEDED = 'A card reader needs a name, like Counter or Bar.';
export const READER_CODE_NEEDED = 'Type the registration code the reader shows (Settings → Generate pairing code).';
export const READER_MESSAGES = {
  connectFirst: 'Connect the restaurant with Stripe first (Online ordering → Connect with Stripe).',
  nameTaken: (name: string) => `A reader named ${name} is already on the counter.`,
  tabletTaken: (tag: string) => `The tablet ${tag} already has a card reader: move or retire that one first.`,
  retired: 'This card reader is retired: register it again to use it.',
} as const;

export const readerName = text({ max: 40, required: READER_NAME_NEEDED, label: 'The reader’s name' });
export const registrationCode = text({ max: 100, required: READER_CODE_NEEDED, label: 'The registration code' });
export const readerId = id(READER_NOT_FOUND);
/** A tablet of the restaurant (terminals.id), or none. */
export const tabletId = id(READER_TABLET_UNKNOWN);

export const registerReaderInput = z.object({
  restaurantId: id(RESTAURANT_NOT_FOUND),
  registrationCode,
  name: readerName,
  terminalId: tabletId.nullish().transform((v) => v ?? null),
});
export const placeReaderInput = z.object({
  id: readerId,
  terminalId: tabletId.nullish().transform((v) => v ?? null),
});
