import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { OnlineSettingsFieldsFragment, OnlineSettingsInput } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { StyledFieldset } from '../../ui/controls/Field';
import { CONNECT_STRIPE } from './operations';
import { cardPaymentsStatus, stripeComeback } from './onlineCardRules';

const StyledCardPayments = styled(StyledFieldset)`
  display: grid;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

interface Props {
  restaurantId: string;
  saved: OnlineSettingsFieldsFragment;
  busy: boolean;
  send: (input: OnlineSettingsInput, said: string) => Promise<void>;
}

/** Only an address on the web (http or https) is followed; the sandbox's is on our own origin. */
function leaveFor(url: string): boolean {
  try {
    const target = new URL(url, window.location.origin);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
    window.location.assign(target.href);
    return true;
  } catch {
    return false;
  }
}

/**
 * Card payments on the ordering page (docs/decisions/0065-paying-online.md, amended for issue 45): into the
 * restaurant's own Stripe account, which the owner sets up through Connect with Stripe (Stripe's onboarding,
 * or the sandbox's page) and never types. Stripe sends them back here; turning card payments on asks Stripe
 * whether the account takes charges yet.
 */
export function OnlineCardPayments({ restaurantId, saved, busy, send }: Props) {
  const [connect, { loading }] = useMutation(CONNECT_STRIPE);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [params] = useSearchParams();
  if (!saved.cardProvider) {
    return <p>Card payments online: this server is not set up with Stripe, so customers pay at pickup or the door.</p>;
  }
  const connecting = loading || leaving;
  const start = async () => {
    setFailure(null);
    try {
      const { data } = await connect({ variables: { restaurantId } });
      if (data && leaveFor(data.connectStripe.url)) setLeaving(true);
      else setFailure('Stripe did not answer with a page to go to. Try again.');
    } catch (error) {
      setFailure(failureMessage(error, 'We could not reach Stripe to connect your account. Try again.'));
    }
  };
  const toggle = () => {
    const on = !saved.cardPayments;
    void send({ cardPayments: on }, on ? 'Customers can pay by card online.' : 'Card payments online are off.');
  };
  const comeback = stripeComeback(params.get('stripe'), saved);
  return (
    <section aria-label="Card payments online">
      <StyledCardPayments>
        <legend>Card payments online</legend>
        <p>{cardPaymentsStatus(saved)}</p>
        {comeback && <p>{comeback}</p>}
        {saved.cardProvider === 'sandbox' && <p>Sandbox: payments are pretend, and no card is charged.</p>}
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <StyledActions>
          {saved.stripeConnection !== 'connected' && (
            <StyledButton type="button" $variant="primary" disabled={connecting || busy} onClick={() => void start()}>
              {connecting
                ? 'Opening Stripe…'
                : saved.stripeConnection === 'none'
                  ? 'Connect with Stripe'
                  : 'Continue with Stripe'}
            </StyledButton>
          )}
          {(saved.stripeConnection !== 'none' || saved.cardPayments) && (
            <StyledButton type="button" disabled={busy || connecting} onClick={toggle}>
              {saved.cardPayments ? 'Turn card payments off' : 'Turn card payments on'}
            </StyledButton>
          )}
        </StyledActions>
      </StyledCardPayments>
    </section>
  );
}
