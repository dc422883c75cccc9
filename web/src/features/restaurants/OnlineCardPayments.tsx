import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { OnlineSettingsFieldsFragment, OnlineSettingsInput } from '../../graphql/generated/graphql';
import { space } from '../../theme/theme';
import { StyledButton } from '../../ui/controls/Button';
import { StyledFieldset, TextField } from '../../ui/controls/Field';

const StyledCardPayments = styled(StyledFieldset)`
  display: grid;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

interface Props {
  saved: OnlineSettingsFieldsFragment;
  busy: boolean;
  send: (input: OnlineSettingsInput, said: string) => Promise<void>;
}

/**
 * Card payments on the ordering page (docs/decisions/0065-paying-online.md): into the restaurant's own
 * Stripe account, whose ID the owner copies from Stripe's dashboard (the sandbox needs none). The
 * server checks the account with Stripe when they are turned on.
 */
export function OnlineCardPayments({ saved, busy, send }: Props) {
  const [account, setAccount] = useState<string | null>(null);
  const typed = account ?? saved.stripeAccount ?? '';
  if (!saved.cardProvider) {
    return <p>Card payments online: this server is not set up with Stripe, so customers pay at pickup or the door.</p>;
  }
  const stripe = saved.cardProvider === 'stripe';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const on = !saved.cardPayments;
    const input: OnlineSettingsInput = { cardPayments: on, ...(stripe && on ? { stripeAccount: typed.trim() } : {}) };
    void send(input, on ? 'Customers can pay by card online.' : 'Card payments online are off.').then(() =>
      setAccount(null),
    );
  };
  return (
    <form onSubmit={submit} aria-label="Card payments online">
      <StyledCardPayments>
        <legend>Card payments online</legend>
        <p>
          {saved.cardPayments
            ? `On: customers may pay by card${saved.stripeAccount ? ` into ${saved.stripeAccount}` : ''}.`
            : 'Off: customers pay at pickup or the door.'}
        </p>
        {stripe ? (
          <TextField
            label="Stripe account ID"
            value={typed}
            onChange={(event) => setAccount(event.target.value)}
            hint="From your Stripe dashboard, like acct_1AbC…: the money goes straight to it."
            disabled={saved.cardPayments}
          />
        ) : (
          <p>Sandbox: payments are pretend, and no card is charged.</p>
        )}
        <div>
          <StyledButton type="submit" disabled={busy}>
            {saved.cardPayments ? 'Turn card payments off' : 'Turn card payments on'}
          </StyledButton>
        </div>
      </StyledCardPayments>
    </form>
  );
}
