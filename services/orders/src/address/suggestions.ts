import { requirePrincipal, type Logger, type RequestContext } from '@zest/kit';
import { z } from 'zod';
import { addressQuery } from '../inputs';

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
const answer = z.array(z.unknown());

export interface AddressSuggestion {
  label: string;
  street1: string;
  city: string;
  zipcode: string;
  country: string;
}

/**
 * Address suggestions for the customer form, from a geocoding service the
 * operator configures (ADDRESS_SUGGEST_URL). Off by default: then nothing
 * leaves the server and the answer is empty, which the terminal treats as a
 * plain text field. A slow or failing provider is the same empty answer.
 */
export class AddressSuggestions {
  constructor(
    private readonly providerUrl: string | undefined,
    private readonly timeoutMs: number,
    private readonly log: Logger,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  get enabled(): boolean {
    return Boolean(this.providerUrl);
  }

  async suggest(ctx: RequestContext, raw: unknown): Promise<AddressSuggestion[]> {
    requirePrincipal(ctx, 'address.suggest');
    const query = addressQuery.parse(raw);
    if (!this.providerUrl || query.length < MIN_CHARACTERS) return [];
    const url = new URL(this.providerUrl);
    url.searchParams.set('q', `${query},USA`);
    url.searchParams.set('format', 'json');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', String(MAX_SUGGESTIONS));
    try {
      const res = await this.fetchFn(url, {
        headers: { accept: 'application/json', 'user-agent': 'ZestPOS/1.0 (address suggestions)' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) throw new Error(`the provider answered ${res.status}`);
      const places = answer.parse(await res.json());
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
