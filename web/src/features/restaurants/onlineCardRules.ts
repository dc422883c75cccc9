import type { OnlineSettingsFieldsFragment } from '../../graphql/generated/graphql';

type CardFacts = Pick<OnlineSettingsFieldsFragment, 'cardPayments' | 'stripeAccount' | 'stripeConnection'>;

/** Where card payments stand, in one sentence (decision 0065, issue 45). */
export function cardPaymentsStatus(s: CardFacts): string {
  if (s.cardPayments) return `On: customers may pay by card${s.stripeAccount ? ` into ${s.stripeAccount}` : ''}.`;
  if (s.stripeConnection === 'none')
    return 'Off: customers pay at pickup or the door. Connect your restaurant’s own Stripe account to take cards: the money goes straight to it.';
  if (s.stripeConnection === 'started')
    return 'Off: your Stripe account is opened. Finish its setup at Stripe, then turn card payments on.';
  return 'Off: your Stripe account is connected. Turn card payments on when you are ready.';
}

/** What to say when Stripe sent the owner back here (?stripe=return or ?stripe=refresh); null otherwise. */
export function stripeComeback(stripe: string | null, s: CardFacts): string | null {
  if (s.cardPayments) return null;
  if (stripe === 'refresh') return 'The Stripe link had expired or was used: press Connect with Stripe again.';
  if (stripe !== 'return' || s.stripeConnection === 'none') return null;
  return s.stripeConnection === 'connected'
    ? 'Back from Stripe: your account is connected.'
    : 'Back from Stripe. If you finished its setup, turn card payments on; Stripe may take a moment to check it.';
}
