import styled from 'styled-components';
import type { CardPartFragment } from '../../../graphql/generated/graphql';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { StyledModalActions, Modal } from '../../../ui/controls/Modal';
import { formatDollars } from '../../../ui/format/money';

/** Where a card at the reader stands, as the terminal shows it. */
export interface CardWait {
  orderId: string;
  part: CardPartFragment | null;
  phase: 'sending' | 'waiting' | 'printing' | 'failed';
  /** Why it stopped (a decline, Stripe's refusal), or a cancel that did not go through. */
  message: string | null;
}

const StyledAmount = styled.p`
  margin: 0;
  font-size: 2.25rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const StyledState = styled.p`
  margin: 0;
  font-size: 1.15rem;
`;

const StyledActions = styled(StyledModalActions)`
  & > button {
    min-height: 56px;
    min-width: 10rem;
  }
`;

export const WAITED_TOO_LONG =
  'The reader did not answer. Check it is on and connected, then try again (the same payment: the card is never charged twice), or cancel and choose another tender.';

function stateText(wait: CardWait, readerName: string): string {
  if (wait.phase === 'sending') return `Sending the total to ${readerName}…`;
  if (wait.phase === 'printing') return 'Paid. Printing…';
  if (wait.phase === 'failed') return 'The card was not taken.';
  if (wait.part?.waitedTooLong) return WAITED_TOO_LONG;
  return 'Waiting for the card… The customer taps, inserts or swipes on the reader and chooses a tip.';
}

/**
 * The card being taken on the tablet's reader (docs/decisions/0080-card-payments-at-the-counter.md): the
 * amount, where it stands (a live region, so a screen reader hears it change), and Cancel; after a decline
 * or a refusal, Close to choose another tender; after the reader's silence, Try again.
 */
export function CardWaitDialog({
  wait,
  readerName,
  onCancel,
  onRetry,
}: {
  wait: CardWait;
  readerName: string;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const stuck = wait.phase === 'waiting' && wait.part?.waitedTooLong;
  const over = wait.phase === 'failed';
  return (
    <Modal
      title={`Card on ${readerName}`}
      onClose={onCancel}
      footer={
        <StyledActions>
          {(stuck || over) && (
            <StyledButton $variant={over ? 'secondary' : 'primary'} onClick={onRetry}>
              Try again
            </StyledButton>
          )}
          <StyledButton
            $variant={over ? 'primary' : 'secondary'}
            disabled={wait.phase === 'printing'}
            onClick={onCancel}
            data-autofocus
          >
            {over ? 'Choose another tender' : 'Cancel'}
          </StyledButton>
        </StyledActions>
      }
    >
      {wait.part && <StyledAmount>{formatDollars(wait.part.amountCents)}</StyledAmount>}
      <StyledState role="status" aria-live="polite">
        {stateText(wait, readerName)}
      </StyledState>
      {wait.message && <ErrorAlert>{wait.message}</ErrorAlert>}
    </Modal>
  );
}
