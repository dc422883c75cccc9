import { requirePrincipal, type Logger, type RequestContext } from '@zest/kit';
import { z } from 'zod';
import { addressQuery } from '../inputs';
import type { Geocoder } from './geocoder';

/** Suggestions start at 3 characters, at most 5, searched in the USA (docs/product.md#customer-dialog). */
export const MIN_CHARACTERS = 3;
export const MAX_SUGGESTIONS = 5;

/** A geocoding answer (the Nominatim search format): the fields the customer form fills. */
const place = z.object({
  display_name: z.string().catch(''),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      building: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      postcode: z.string().optional(),
      country: z.string().optional(),
    })
    .catch({}),
});

export interface AddressSuggestion {
  label: string;
  street1: string;
  city: string;
  zipcode: string;
  country: string;
}

/**
 * Address suggestions for the customer form, from the geocoding service the
 * operator configures (ADDRESS_SUGGEST_URL, geocoder.ts). Off by default: then
 * nothing leaves the server and the answer is empty, which the terminal treats
 * as a plain text field. A slow or failing provider is the same empty answer.
 */
export class AddressSuggestions {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly log: Logger,
  ) {}

  get enabled(): boolean {
    return this.geocoder.enabled;
  }

  async suggest(ctx: RequestContext, raw: unknown): Promise<AddressSuggestion[]> {
    requirePrincipal(ctx, 'address.suggest');
    const query = addressQuery.parse(raw);
    if (!this.geocoder.enabled || query.length < MIN_CHARACTERS) return [];
    try {
      const places = await this.geocoder.search(query, {
        limit: MAX_SUGGESTIONS,
        details: true,
        purpose: 'address suggestions',
      });
      return places
        .flatMap((p) => {
          const parsed = place.safeParse(p);
          return parsed.success ? [parsed.data] : [];
        })
        .slice(0, MAX_SUGGESTIONS)
        .map(({ display_name, address: a }) => ({
          label: display_name,
          street1: [a.house_number, a.road ?? a.building].filter(Boolean).join(' '),
          city: a.city ?? a.town ?? a.village ?? '',
          zipcode: a.postcode ?? '',
          country: a.country ?? '',
        }));
    } catch (error) {
      this.log.warn({ err: error }, 'address suggestions unavailable');
      return [];
    }
  }
}
