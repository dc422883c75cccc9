import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { HistoryCardFragment } from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { formatDollars } from '../../../ui/format/money';
import { RETRY_CARD_REFUND } from './operations';

const tipsOf = (card: HistoryCardFragment) =>
  card.payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.tipCents, 0);

/**
 * An order paid on the card reader, as the history tells it (docs/decisions/0080-card-payments-at-the-counter.md):
 * the tip the card carried, and once voided its refund to the card — on its way, given back, or refused by
 * Stripe with what Stripe said and "Retry the refund".
 */
export function CardRefundNote({ card }: { card: HistoryCardFragment }) {
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
  return (
    <>
      {tips > 0 && <p data-card-tip>Tip on the card: {formatDollars(tips)}</p>}
      {refunds.length > 0 && !failed && (
        <p data-card-refund>
          {refunds.every((s) => s === 'succeeded') ? 'Refunded to the card' : 'Refund to the card on its way…'}
        </p>
      )}
      {failed && !asked && (
        <>
          <ErrorAlert>The refund to the card failed: {failed.refundFailure ?? 'Stripe refused it.'}</ErrorAlert>
          <StyledButton type="button" $variant="secondary" onClick={() => void retry()}>
            Retry the refund
          </StyledButton>
        </>
      )}
      {asked && <p role="status">{asked}</p>}
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </>
  );
}
