import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { space } from '../../../theme/theme';
import type { HistoryCardFragment } from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { formatDollars } from '../../../ui/format/money';
import { RETRY_CARD_REFUND } from './operations';
import { GiveBackDialog, leftOf, partKindWords, type HistoryPart } from './GiveBackDialog';

/** Above the card's link, as the card's own buttons are: Give back is tapped, not the card. */
const StyledParts = styled.ul`
  position: relative;
  z-index: 1;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(1)};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
  }
`;

const StyledAbove = styled(StyledButton)`
  position: relative;
  z-index: 1;
`;

const tipsOf = (card: HistoryCardFragment) =>
  card.payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.tipCents, 0);

/** A part may be given back while it was paid, something is left of it and no refund of it is on its way. */
const givesBack = (p: HistoryPart) =>
  p.status === 'succeeded' && leftOf(p) > 0 && p.refundStatus !== 'pending' && p.refundStatus !== 'failed';

/**
 * An order paid in parts, as the history tells it (decisions 0080, 0084): each part and what was given back of
 * it, with 'Give back' (all or some of it, a reason, a manager); the tip the cards carried; and once voided its
 * refund to the card — on its way, given back, or refused by Stripe with what Stripe said and "Retry the refund".
 */
export function CardRefundNote({ card, restaurantId }: { card: HistoryCardFragment; restaurantId: string }) {
  const [givingBack, setGivingBack] = useState<HistoryPart | null>(null);
  const [given, setGiven] = useState<string | null>(null);
  const client = useApolloClient();
  const [asked, setAsked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refunds = card.payments.map((p) => p.refundStatus).filter(Boolean);
  const failed = card.payments.find((p) => p.refundStatus === 'failed');
  const tips = tipsOf(card);
  const retry = async () => {
    setError(null);
    try {
      const { data } = await client.mutate({ mutation: RETRY_CARD_REFUND, variables: { orderId: card.id } });
      setAsked(data?.retryCardRefund.message ?? null);
    } catch (e) {
      setError(failureMessage(e, 'The refund could not be asked again.'));
    }
  };
  const paid = card.payments.filter((p) => p.status === 'succeeded');
  return (
    <>
      {paid.length > 0 && (
        <StyledParts aria-label={`Payments of order #${card.orderNumber}`}>
          {paid.map((p) => (
            <li key={p.id}>
              <span>
                {partKindWords(p.kind)} {formatDollars(p.amountCents)}
                {p.refundedCents > 0 && ` · ${formatDollars(p.refundedCents)} given back`}
              </span>
              {!card.voided && givesBack(p) && (
                <StyledButton
                  type="button"
                  $variant="ghost"
                  aria-label={`Give back ${partKindWords(p.kind)} ${formatDollars(p.amountCents)} of order #${card.orderNumber}`}
                  onClick={() => setGivingBack(p)}
                >
                  Give back
                </StyledButton>
              )}
            </li>
          ))}
        </StyledParts>
      )}
      {given && <p role="status">{given}</p>}
      {givingBack && (
        <GiveBackDialog
          restaurantId={restaurantId}
          order={card}
          part={givingBack}
          onGiven={(words) => {
            setGiven(words);
            setGivingBack(null);
          }}
          onClose={() => setGivingBack(null)}
        />
      )}
      {tips > 0 && <p data-card-tip>Tip on the card: {formatDollars(tips)}</p>}
      {refunds.length > 0 && !failed && (
        <p data-card-refund>
          {refunds.every((s) => s === 'succeeded') ? 'Refunded to the card' : 'Refund to the card on its way…'}
        </p>
      )}
      {failed && !asked && (
        <>
          <ErrorAlert>The refund to the card failed: {failed.refundFailure ?? 'Stripe refused it.'}</ErrorAlert>
          <StyledAbove type="button" $variant="secondary" onClick={() => void retry()}>
            Retry the refund
          </StyledAbove>
        </>
      )}
      {asked && <p role="status">{asked}</p>}
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </>
  );
}
