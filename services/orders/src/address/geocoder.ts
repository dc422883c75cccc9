import { KeptMap } from '@zest/kit';
import { z } from 'zod';

/** A place on the map: degrees of latitude and longitude. */
export interface Coordinates {
  lat: number;
  lon: number;
}

/** The geocoding service did not answer in time, or answered with something other than places. */
export class GeocoderUnavailable extends Error {
  constructor(cause: unknown) {
    super('the geocoding service is unavailable', { cause });
    this.name = 'GeocoderUnavailable';
  }
}

const answer = z.array(z.unknown());
/** Nominatim gives coordinates as strings ("41.92"); a place without both is no place. */
const located = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/** Places found are kept a day, a few thousand at most: a customer trying again is not asked about twice. */
const KEPT_PLACES = 5_000;
const KEPT_MS = 24 * 60 * 60_000;

/**
 * The one client of the geocoding service the operator configures (ADDRESS_SUGGEST_URL, a Nominatim
 * /search URL): address suggestions in the customer form, and the delivery radius (where the restaurant
 * is, where a customer is). Off by default: then `enabled` is false and nothing ever leaves the server.
 * Every call has the same timeout; a failure is thrown as GeocoderUnavailable for the caller to word.
 */
export class Geocoder {
  private readonly places = new KeptMap<string, { at: number; place: Coordinates }>(KEPT_PLACES);

  constructor(
    private readonly providerUrl: string | undefined,
    private readonly timeoutMs: number,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  get enabled(): boolean {
    return Boolean(this.providerUrl);
  }

  /** The provider's answer to a free-text search in the USA: raw places, for the caller to read. */
  async search(query: string, o: { limit: number; details: boolean; purpose: string }): Promise<unknown[]> {
    if (!this.providerUrl) throw new GeocoderUnavailable('no geocoding service is configured');
    const url = new URL(this.providerUrl);
    url.searchParams.set('q', `${query},USA`);
    url.searchParams.set('format', 'json');
    if (o.details) url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', String(o.limit));
    try {
      const res = await this.fetchFn(url, {
        headers: { accept: 'application/json', 'user-agent': `ZestPOS/1.0 (${o.purpose})` },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) throw new Error(`the provider answered ${res.status}`);
      return answer.parse(await res.json());
    } catch (error) {
      throw new GeocoderUnavailable(error);
    }
  }

  /** Where an address is, by the provider's first place; null when it finds none. */
  async locate(address: string): Promise<Coordinates | null> {
    const key = address.trim().replace(/\s+/g, ' ').toLowerCase();
    const kept = this.places.get(key);
    if (kept && Date.now() - kept.at < KEPT_MS) return kept.place;
    const [first] = await this.search(address, { limit: 1, details: false, purpose: 'delivery area' });
    const place = located.safeParse(first);
    if (!place.success) return null;
    this.places.set(key, { at: Date.now(), place: place.data });
    return place.data;
  }
}
