import { cardPaymentsStatus, stripeComeback } from '../src/features/restaurants/onlineCardRules';

/** The owner's card payments online (decision 0065, issue 45): set up through Connect with Stripe, never typed. */
const none = { cardPayments: false, stripeAccount: null, stripeConnection: 'none' as const };
const started = { ...none, stripeConnection: 'started' as const };
const connected = { ...none, stripeConnection: 'connected' as const };
const on = { cardPayments: true, stripeAccount: 'acct_1Luigis', stripeConnection: 'connected' as const };

describe('card payments online on the owner’s card', () => {
  it('says where they stand, and what to do next', () => {
    expect(cardPaymentsStatus(none)).toMatch(/^Off: .*Connect your restaurant’s own Stripe account/);
    expect(cardPaymentsStatus(started)).toBe(
      'Off: your Stripe account is opened. Finish its setup at Stripe, then turn card payments on.',
    );
    expect(cardPaymentsStatus(connected)).toMatch(/^Off: your Stripe account is connected/);
    expect(cardPaymentsStatus(on)).toBe('On: customers may pay by card into acct_1Luigis.');
  });

  it('greets the owner Stripe sent back, until card payments are on', () => {
    expect(stripeComeback('return', connected)).toBe('Back from Stripe: your account is connected.');
    expect(stripeComeback('return', started)).toMatch(/^Back from Stripe\. If you finished its setup/);
    expect(stripeComeback('refresh', started)).toMatch(/press Connect with Stripe again/);
    expect(stripeComeback('return', on)).toBeNull();
    expect(stripeComeback(null, started)).toBeNull();
    expect(stripeComeback('return', none)).toBeNull();
  });
});
