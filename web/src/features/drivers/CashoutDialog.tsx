import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { CashoutFieldsFragment, DriverBalanceCardFragment } from '../../graphql/generated/graphql';
import { readServerFailure } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { TextField } from '../../ui/controls/Field';
import { centsToInput, dollarsToCents, formatDollars } from '../../ui/format/money';
import { PinDialog } from '../../ui/controls/PinDialog';
import { PinRefusal } from '../../ui/controls/PinPad';
import { newKey } from '../../ui/format/keys';
import { CashoutBreakdown } from './CashoutBreakdown';
import { CASH_OUT_DRIVER, CASHOUT_REQUEST, CONFIRM_CASHOUT_PIN } from './operations';
import { CASHOUT_FAILED, reconcile, tabletProof, tipsFrom } from './rules';

const COUNT_MESSAGE = 'Enter the cash counted in dollars, like 42.50, or leave it empty.';
/** While the cashouts queue is busy the server answers 'pending'; the dialog asks again this often, this long. */
const ASK_AGAIN_MS = 1000;
const ASK_FOR_MS = 60_000;

/** What the manager reads before typing: tighter on a phone, so the pad and its buttons fit the screen too. */
const StyledFacts = styled.div`
  display: grid;
  gap: ${space(4)};

  ${media.phone} {
    gap: ${space(2)};
    font-size: 0.9rem;
  }
`;

const StyledOwe = styled.p`
  margin: 0;
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.highlightSoft};
  font-size: 1.25rem;
  font-weight: 700;
  text-align: center;

  span {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.6rem;
  }

  ${media.phone} {
    padding: ${space(2, 3)};
    font-size: 1rem;

    span {
      font-size: 1.15rem;
    }
  }
`;

const StyledDifference = styled.p<{ $tone: 'over' | 'short' | 'exact' }>`
  margin: 0;
  font-weight: 700;
  color: ${({ $tone, theme }) =>
    $tone === 'short' ? theme.colors.danger : $tone === 'over' ? theme.colors.roleOther : theme.colors.success};
`;

interface CashoutDialogProps {
  restaurantId: string;
  balance: DriverBalanceCardFragment;
  onClose: () => void;
  onCashedOut: (cashout: CashoutFieldsFragment) => void;
}

/**
 * The cash-out (docs/product.md#cash-out, docs/decisions/0021-cash-outs.md):
 * what the driver owes is the server's; the manager counts the cash, sees
 * over or short, and confirms with the security PIN, which gives an approval
 * for cashing out this one driver, used once. One Idempotency-Key per dialog: a
 * second tap or a retry after a network failure settles the driver once.
 */
export function CashoutDialog({ restaurantId, balance, onClose, onCashedOut }: CashoutDialogProps) {
  const client = useApolloClient();
  const [key] = useState(newKey);
  const [counted, setCounted] = useState('');
  const [waiting, setWaiting] = useState(false);
  const countedCents = counted.trim() ? dollarsToCents(counted) : null;
  const difference = countedCents === null ? null : reconcile(balance.owedCents, countedCents);
  const driverId = balance.driver.id;
  // The tablet the cash-out is made at: its drawer hands the driver their card tips (decision 0083).
  const [tablet] = useState(() => tabletProof(restaurantId));

  /** A pending cash-out is on the queue: ask for its outcome until it is recorded. */
  const outcome = async (): Promise<CashoutFieldsFragment> => {
    setWaiting(true);
    try {
      const until = Date.now() + ASK_FOR_MS;
      while (Date.now() < until) {
        await new Promise((resolve) => window.setTimeout(resolve, ASK_AGAIN_MS));
        const { data } = await client.query({
          query: CASHOUT_REQUEST,
          variables: { driverId, idempotencyKey: key },
          fetchPolicy: 'network-only',
        });
        if (data?.cashoutRequest.cashout) return data.cashoutRequest.cashout;
      }
      throw new PinRefusal('The cash-out is still queued. Look at the history in a moment before trying again.');
    } finally {
      setWaiting(false);
    }
  };

  return (
    <PinDialog
      title="Enter Security PIN"
      description="This PIN is for managers and owners only: a driver may not cash themselves out."
      onClose={onClose}
      label="Security PIN"
      submitLabel={waiting ? 'Recording the cash-out…' : 'Cashout'}
      busyLabel={waiting ? 'Recording the cash-out…' : 'Checking…'}
      failure={CASHOUT_FAILED}
      submitOnEnter={false}
      // The pad, not the optional count, takes focus: a phone opens no keyboard over the keys.
      autoFocus
      beside
      onSubmit={async (securityPin) => {
        if (counted.trim() && countedCents === null) throw new PinRefusal(COUNT_MESSAGE);
        const confirmed = await client.mutate({
          mutation: CONFIRM_CASHOUT_PIN,
          variables: { restaurantId, securityPin, action: { action: 'drivers.cashout', driverId } },
        });
        const bearer = confirmed.data?.confirmSecurityPin.token;
        if (!bearer) throw new PinRefusal(CASHOUT_FAILED);
        try {
          const { data } = await client.mutate({
            mutation: CASH_OUT_DRIVER,
            variables: { input: { driverId, countedCents, terminal: tablet }, idempotencyKey: key },
            context: { bearer },
          });
          const answer = data?.cashOutDriver;
          if (!answer) throw new PinRefusal(CASHOUT_FAILED);
          onCashedOut(answer.cashout ?? (await outcome()));
        } catch (error) {
          if (error instanceof PinRefusal || readServerFailure(error).message) throw error;
          throw new PinRefusal(CASHOUT_FAILED);
        }
      }}
    >
      <StyledFacts>
        <StyledOwe>
          The driver Owe you <span>{formatDollars(balance.owedCents)}</span>
        </StyledOwe>
        <CashoutBreakdown balance={balance} tipsFrom={tipsFrom(tablet)} />
        <TextField
          label="Cash counted (optional)"
          name="counted"
          inputMode="decimal"
          autoComplete="off"
          placeholder={centsToInput(balance.owedCents)}
          value={counted}
          onChange={(event) => setCounted(event.target.value)}
          hint={
            difference ? (
              <StyledDifference $tone={difference.tone} role="status">
                {difference.text}
              </StyledDifference>
            ) : counted.trim() ? (
              COUNT_MESSAGE
            ) : (
              'Shows if the cash is over or short.'
            )
          }
        />
      </StyledFacts>
    </PinDialog>
  );
}
