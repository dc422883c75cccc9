import {
  clientGroup,
  tooManyRequests,
  Throttle,
  waitText,
  type Counter,
  type Refusal,
  type ThrottlePolicy,
} from '@zest/kit';

/**
 * Wrong PINs, counted so the small PIN space cannot be searched.
 *
 * Two kinds, counted apart: the restaurant's security PIN (a manager session)
 * and employees' PINs. A success clears only its own kind, so a cashier who
 * knows their own PIN cannot use it to reset the count of guesses at the
 * security PIN. Each kind is counted per client address and per restaurant
 * across all addresses, so spreading guesses over addresses does not help.
 *
 * At the counter (per client): 3 wrong PINs cost nothing (honest typos at
 * rush hour), then the next try waits 5 s, 10 s, 20 s … up to 160 s; the
 * 10th wrong PIN locks that screen for that client for 15 minutes. Per
 * restaurant: 20 wrong PINs of a kind from anywhere cost nothing, then every
 * client waits a delay that doubles up to 15 minutes; never a hard lock, so
 * nobody can lock a restaurant out of its own screens.
 */
export type PinKind = 'security' | 'employee';

export const PIN_PER_CLIENT: ThrottlePolicy = {
  free: 3,
  baseDelayMs: 5_000,
  maxDelayMs: 160_000,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

export const PIN_PER_RESTAURANT: ThrottlePolicy = {
  free: 20,
  baseDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
  lockAfter: 0,
  lockMs: 0,
  windowMs: 60 * 60_000,
};

export interface PinAttempt {
  restaurantId: string;
  clientIp: string;
}

export class PinGuard {
  private readonly throttle: Throttle;

  constructor(
    throttle: Throttle,
    private readonly policies = { perClient: PIN_PER_CLIENT, perRestaurant: PIN_PER_RESTAURANT },
  ) {
    this.throttle = throttle;
  }

  private counters(kind: PinKind, a: PinAttempt): [Counter, Counter] {
    const base = `zest:auth:pin:${kind}:${a.restaurantId}`;
    return [
      { key: `${base}:client:${clientGroup(a.clientIp)}`, policy: this.policies.perClient },
      { key: base, policy: this.policies.perRestaurant },
    ];
  }

  /** Counts one try of this kind, or refuses it (429 with how long to wait). */
  async attempt(kind: PinKind, a: PinAttempt): Promise<void> {
    const refusal = await this.throttle.attempt(this.counters(kind, a));
    if (refusal) throw pinRefusal(refusal);
  }

  /** Like attempt, but answers the refusal instead of throwing it. */
  async tryAttempt(kind: PinKind, a: PinAttempt): Promise<Refusal | null> {
    return this.throttle.attempt(this.counters(kind, a));
  }

  /**
   * The PIN of this kind was right. The client's counter is cleared; the
   * restaurant-wide one gets this try back, and is cleared only for the
   * security PIN (only someone who knows it can do that).
   */
  async succeeded(kind: PinKind, a: PinAttempt): Promise<void> {
    const [client, restaurant] = this.counters(kind, a);
    if (kind === 'security') await this.throttle.clear([client.key, restaurant.key]);
    else {
      await this.throttle.clear([client.key]);
      await this.throttle.giveBack([restaurant.key]);
    }
  }

  /** The try counted for this kind was not a failure of it (the PIN was the other kind's). */
  async notThisKind(kind: PinKind, a: PinAttempt): Promise<void> {
    await this.throttle.giveBack(this.counters(kind, a).map((c) => c.key));
  }
}

export function pinRefusal(r: Refusal) {
  return tooManyRequests(
    r.locked
      ? `Too many wrong PINs. This screen is locked for ${waitText(r.waitMs)}.`
      : `Too many wrong PINs. Try again in ${waitText(r.waitMs)}.`,
    Math.ceil(r.waitMs / 1000),
  );
}
