import { createStripeClient, DomainError, type KnownRestaurant, type Logger, type Stripe } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { SandboxReaders, StripeReaders, terminalAddress } from '../src/payments/reader-provider';

/**
 * Card readers with real Stripe (docs/decisions/0080-card-payments-at-the-counter.md): a Terminal location on
 * the restaurant's own account, opened once per restaurant, and a reader registered in it by its code; a code
 * Stripe refuses is the owner's 400, never a 500. The calls are made against stripe-mock.
 */
const quiet = { warn: () => undefined, info: () => undefined } as unknown as Logger;
const restaurant = (): KnownRestaurant =>
  ({
    id: randomUUID(),
    name: 'Luigi’s',
    fullAddress: '120 Market Street, Springfield, IL 62701',
  }) as KnownRestaurant;

describe('card readers on Stripe (stripe-mock)', () => {
  const url = process.env.ZEST_TEST_STRIPE_MOCK_URL;

  it('opens the restaurant’s Terminal location and registers a reader in it on the restaurant’s account', async () => {
    if (!url) throw new Error('ZEST_TEST_STRIPE_MOCK_URL is not set: run the tests with npm test');
    const readers = new StripeReaders(createStripeClient('sk_test_123', url), quiet);
    const location = await readers.openLocation(restaurant(), 'acct_1032D82eZvKYlo2C');
    expect(location).toMatch(/^tml_/);
    const made = await readers.register({
      registrationCode: 'simulated-wpe',
      name: 'Counter',
      account: 'acct_1032D82eZvKYlo2C',
      location,
    });
    expect(made.stripeReader).toMatch(/^tmr_/);
    expect(typeof made.deviceType).toBe('string');
  });

  it('sends the location, the code, the name and the account as Stripe takes them; a refused code is a 400', async () => {
    const calls: unknown[][] = [];
    const fake = {
      terminal: {
        locations: { create: async (...a: unknown[]) => (calls.push(['location', ...a]), { id: 'tml_1' }) },
        readers: {
          create: async (...a: unknown[]) => {
            calls.push(['reader', ...a]);
            throw Object.assign(new Error('No such registration code: purple-cow'), {
              type: 'StripeInvalidRequestError',
            });
          },
        },
      },
    } as unknown as Stripe;
    const readers = new StripeReaders(fake, quiet);
    const r = restaurant();
    await readers.openLocation(r, 'acct_1');
    const refused = await readers
      .register({ registrationCode: 'purple-cow', name: 'Bar', account: 'acct_1', location: 'tml_1' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'That registration code is not one Stripe knows: No such registration code: purple-cow',
    });
    expect(calls).toEqual([
      [
        'location',
        {
          display_name: 'Luigi’s',
          address: {
            line1: '120 Market Street',
            city: 'Springfield',
            state: 'IL',
            postal_code: '62701',
            country: 'US',
          },
          metadata: { restaurantId: r.id },
        },
        { stripeAccount: 'acct_1', idempotencyKey: `terminal-location-${r.id}` },
      ],
      ['reader', { registration_code: 'purple-cow', label: 'Bar', location: 'tml_1' }, { stripeAccount: 'acct_1' }],
    ]);
  });

  it('reads what it can of an address, and the sandbox takes only simulated-… codes', async () => {
    expect(terminalAddress('12 Main St, Springfield')).toEqual({
      line1: '12 Main St',
      city: 'Springfield',
      country: 'US',
    });
    const sandbox = new SandboxReaders();
    expect(
      (await sandbox.register({ registrationCode: 'simulated-wpe', name: 'C', account: 'a', location: 'l' }))
        .stripeReader,
    ).toMatch(/^tmr_local_[0-9a-f]{24}$/);
    await expect(
      sandbox.register({ registrationCode: 'wpe', name: 'C', account: 'a', location: 'l' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
