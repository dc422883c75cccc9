import { DomainError, type KnownRestaurant, type Logger, type Stripe } from '@zest/kit';
import { localId } from './connect';
import { askStripe } from './onboarding';

/**
 * Where a card reader is registered (docs/decisions/0080-card-payments-at-the-counter.md): Stripe Terminal on
 * the restaurant's own Connect account, in a Terminal location the platform opens for the restaurant once;
 * or the local sandbox, whose readers are `tmr_local_…` and answer to any code of the form `simulated-…`.
 */
export interface ReaderProvider {
  readonly mode: 'stripe' | 'sandbox';
  /** The restaurant's Terminal location on its account: opened once (the key is the restaurant's). */
  openLocation(restaurant: KnownRestaurant, account: string): Promise<string>;
  /** A reader registered by the code its screen shows, named, in the location; Stripe's id and device type. */
  register(ask: ReaderAsk): Promise<{ stripeReader: string; deviceType: string }>;
}

export interface ReaderAsk {
  registrationCode: string;
  name: string;
  account: string;
  location: string;
}

export const REGISTRATION_WORDS = {
  unknownCode: 'That registration code is not one Stripe knows:',
  sandboxCode:
    'in the sandbox a reader’s code has the form simulated-… (simulated-wpe, for example). Check the code and try again.',
} as const;

/** A code Stripe refused (or the sandbox does not know): a 400 the owner reads, never a fault of ours. */
const unknownCode = (why: string) =>
  new DomainError('BAD_USER_INPUT', `${REGISTRATION_WORDS.unknownCode} ${why}`, { field: 'registrationCode' });

/**
 * "120 Market Street, Springfield, IL 62701" as Stripe's address: the street, the city, the state and ZIP
 * when the restaurant's address says them. What it does not say is left out; Stripe says what it misses.
 */
export function terminalAddress(fullAddress: string) {
  const parts = fullAddress
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const stateZip = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(last);
  const rest = stateZip ? parts.slice(0, -1) : parts;
  return {
    line1: rest[0] ?? fullAddress,
    ...(rest.length > 1 ? { city: rest.slice(1).join(', ') } : {}),
    ...(stateZip ? { state: stateZip[1]!.toUpperCase(), postal_code: stateZip[2]! } : {}),
    country: 'US',
  };
}

export class StripeReaders implements ReaderProvider {
  readonly mode = 'stripe';

  constructor(
    private readonly stripe: Stripe,
    private readonly log: Logger,
  ) {}

  async openLocation(restaurant: KnownRestaurant, account: string): Promise<string> {
    const location = await askStripe(this.log, 'terminal location', () =>
      this.stripe.terminal.locations.create(
        {
          display_name: restaurant.name.slice(0, 100),
          address: terminalAddress(restaurant.fullAddress),
          metadata: { restaurantId: restaurant.id },
        },
        { stripeAccount: account, idempotencyKey: `terminal-location-${restaurant.id}` },
      ),
    );
    return location.id;
  }

  async register(ask: ReaderAsk): Promise<{ stripeReader: string; deviceType: string }> {
    try {
      const reader = await this.stripe.terminal.readers.create(
        { registration_code: ask.registrationCode, label: ask.name, location: ask.location },
        { stripeAccount: ask.account },
      );
      return { stripeReader: reader.id, deviceType: reader.device_type };
    } catch (error) {
      // Stripe's answer to a code it does not know (or one already used) is the owner's to read.
      const e = error as { type?: unknown; message?: unknown };
      if (e.type === 'StripeInvalidRequestError') throw unknownCode(String(e.message));
      return askStripe(this.log, 'register reader', () => Promise.reject(error));
    }
  }
}

/** The sandbox: no call leaves the service; the reader's screen is the platform's page (/sandbox/reader/…). */
export class SandboxReaders implements ReaderProvider {
  readonly mode = 'sandbox';

  async openLocation() {
    return localId('tml');
  }

  async register(ask: ReaderAsk) {
    if (!/^simulated-[a-z0-9-]{1,40}$/i.test(ask.registrationCode)) throw unknownCode(REGISTRATION_WORDS.sandboxCode);
    return { stripeReader: localId('tmr'), deviceType: 'simulated' };
  }
}
