import { useMutation } from '@apollo/client/react';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { MARK_PICKED_UP } from './handover';

/**
 * "Picked up" on an order's card: one tap when the customer has the bag. The answer updates the order in the
 * cache, so every card of it says "Picked up …" and the button goes; a refusal is said under it.
 */
export function PickedUpButton({ orderId, orderNumber }: { orderId: string; orderNumber: number }) {
  const [markPickedUp, { loading, error }] = useMutation(MARK_PICKED_UP);
  return (
    <>
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={loading}
        aria-label={`Picked up: order #${orderNumber}`}
        onClick={() => void markPickedUp({ variables: { id: orderId } }).catch(() => undefined)}
      >
        {loading ? 'Saving…' : 'Picked up'}
      </StyledButton>
      {error && <ErrorAlert>{failureMessage(error, 'We could not save that it was picked up. Try again.')}</ErrorAlert>}
    </>
  );
}
