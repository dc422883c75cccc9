import { DomainError, type KnownRestaurant, type Logger } from '@zest/kit';
import { milesBetween } from '../address/distance';
import { GeocoderUnavailable, type Geocoder } from '../address/geocoder';
import type { CheckoutInput } from './checkout-input';
import type { OnlineSettingsInput } from './inputs';
import type { OnlineSettingsValues } from './online-settings';
import { REFUSE } from './refusals';

/** The delivery area of the owner's settings (docs/decisions/0064-delivery-radius.md). */
export type AreaValues = Pick<
  OnlineSettingsValues,
  'deliveryArea' | 'deliveryRadiusTenths' | 'deliveryOriginLat' | 'deliveryOriginLon' | 'deliveryOriginAddress'
>;

export const AREA_MESSAGES = {
  needsLookup:
    'A delivery radius needs address lookup, which this server does not have: list the ZIP codes you deliver to.',
  radiusFirst: 'Set how far you deliver, from 0.5 to 25 miles, or list the ZIP codes you deliver to.',
  originNotFound: (address: string) =>
    `We could not find the restaurant’s address (${address}) on the map: check it in the restaurant’s details, or list the ZIP codes you deliver to.`,
  originUnchecked:
    'We could not look up the restaurant’s address just now: try again in a minute, or list the ZIP codes you deliver to.',
} as const;

/** Beside the part of the owner's card it is about. */
const refuseSave = (code: 'BAD_USER_INPUT' | 'CONFLICT', field: string, message: string) =>
  new DomainError(code, message, { field });

/**
 * Where a restaurant delivers online: to the ZIP codes it lists, or within a radius of its address, by
 * great-circle distance. The restaurant is found on the map once, when its radius is saved (and again when
 * its address has changed since); each delivery's address is found at checkout. Both through the one
 * geocoder the operator configures: without it a radius cannot be saved, and nothing leaves the server.
 */
export class DeliveryAreas {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly log: Logger,
  ) {}

  /** Whether this server can look addresses up, so offer a radius. */
  get lookup(): boolean {
    return this.geocoder.enabled;
  }

  /**
   * The area a save leaves; null when it sends none of it (a pause, a new prep time), which looks nothing up.
   * The restaurant is looked up when a radius is saved and where it is is not known for its present address.
   */
  async settle(
    restaurant: KnownRestaurant,
    saved: () => Promise<AreaValues>,
    input: Pick<OnlineSettingsInput, 'deliveryArea' | 'deliveryRadiusMiles'>,
  ): Promise<AreaValues | null> {
    if (input.deliveryArea == null && input.deliveryRadiusMiles == null) return null;
    const before = await saved();
    const after: AreaValues = {
      ...before,
      deliveryArea: input.deliveryArea ?? before.deliveryArea,
      deliveryRadiusTenths: input.deliveryRadiusMiles ?? before.deliveryRadiusTenths,
    };
    if (after.deliveryArea !== 'radius') return after;
    if (!this.geocoder.enabled) throw refuseSave('BAD_USER_INPUT', 'deliveryArea', AREA_MESSAGES.needsLookup);
    if (after.deliveryRadiusTenths == null) {
      throw refuseSave('BAD_USER_INPUT', 'deliveryRadiusMiles', AREA_MESSAGES.radiusFirst);
    }
    if (after.deliveryOriginLat != null && after.deliveryOriginAddress === restaurant.fullAddress) return after;
    let origin;
    try {
      origin = await this.geocoder.locate(restaurant.fullAddress);
    } catch (error) {
      if (!(error instanceof GeocoderUnavailable)) throw error;
      this.log.warn({ err: error, restaurantId: restaurant.id }, 'the restaurant’s address could not be looked up');
      throw refuseSave('CONFLICT', 'deliveryArea', AREA_MESSAGES.originUnchecked);
    }
    if (!origin) {
      throw refuseSave('BAD_USER_INPUT', 'deliveryArea', AREA_MESSAGES.originNotFound(restaurant.fullAddress));
    }
    return {
      ...after,
      deliveryOriginLat: origin.lat,
      deliveryOriginLon: origin.lon,
      deliveryOriginAddress: restaurant.fullAddress,
    };
  }

  /** A delivery outside the area is refused, beside the field it is about; the customer keeps their cart. */
  async refuseOutside(
    restaurant: KnownRestaurant,
    s: OnlineSettingsValues,
    input: Pick<CheckoutInput, 'street1' | 'city' | 'zipcode'>,
  ): Promise<void> {
    if (s.deliveryArea === 'zips') {
      if (!s.deliveryZips.includes(input.zipcode)) throw REFUSE.outside(restaurant.name, input.zipcode);
      return;
    }
    const { deliveryRadiusTenths: tenths, deliveryOriginLat: lat, deliveryOriginLon: lon } = s;
    if (tenths == null || lat == null || lon == null || !this.geocoder.enabled) throw REFUSE.addressUnchecked();
    let place;
    try {
      place = await this.geocoder.locate([input.street1, input.city, input.zipcode].filter(Boolean).join(', '));
    } catch (error) {
      if (!(error instanceof GeocoderUnavailable)) throw error;
      this.log.warn({ err: error, restaurantId: restaurant.id }, 'a delivery address could not be looked up');
      throw REFUSE.addressUnchecked();
    }
    if (!place) throw REFUSE.addressNotFound();
    // Compared as the customer reads it, to a tenth of a mile: 3.04 miles is "about 3.0", inside 3 miles.
    const away = Math.round(milesBetween({ lat, lon }, place) * 10);
    if (away > tenths) throw REFUSE.tooFar(restaurant.name, tenths / 10, away / 10);
  }
}
