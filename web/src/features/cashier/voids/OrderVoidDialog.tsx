import { useApolloClient } from '@apollo/client/react';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import { REMOVE_ORDER_LINE, UPDATE_ORDER } from '../operations';
import { changeInput } from '../draft/draftTypes';
import { type ChangeOp } from '../draft/draftTypes';
import { VoidDialog } from './VoidDialog';

/** What the take-order screen asks a reason for: a line of an order no longer being taken, or a change that lowers its total. */
export type VoidRequest = { kind: 'line'; lineId: string; label: string } | { kind: 'change'; op: ChangeOp };

interface OrderVoidDialogProps {
  restaurantId: string;
  order: ReceiptFragment;
  request: VoidRequest;
  /** The order as the server answered the void: shown in place. */
  onVoided: (order: ReceiptFragment) => void;
  onClose: () => void;
}

/**
 * A void on the take-order screen (docs/product.md#voids): sent at once, not
 * through the order's queue, so the reason dialog (and the PIN pad, when the
 * server asks for it) can show what the server says.
 */
export function OrderVoidDialog({ restaurantId, order, request, onVoided, onClose }: OrderVoidDialogProps) {
  const client = useApolloClient();
  const number = order.orderNumber;
  // docs/product.md#voids: printed, or no longer being taken (on a trip, or past the restaurant's setting).
  const why = order.printCount > 0 ? 'has been printed' : 'is no longer being taken';
  const context = (bearer: string | null) => (bearer ? { bearer } : undefined);

  if (request.kind === 'change') {
    return (
      <VoidDialog
        restaurantId={restaurantId}
        approval={{ action: 'order.change', orderId: order.id }}
        orderNumber={number}
        title={`Lower the total of order #${number}`}
        description={`Order #${number} ${why}, so a change that lowers its total is a void.`}
        approveLabel="Save the change"
        failure="Failed to update order"
        onClose={onClose}
        onVoid={async (reason, bearer) => {
          const { data } = await client.mutate({
            mutation: UPDATE_ORDER,
            variables: { id: order.id, input: changeInput(request.op), reason },
            context: context(bearer),
          });
          if (data) onVoided(data.updateOrder);
        }}
      />
    );
  }
  return (
    <VoidDialog
      restaurantId={restaurantId}
      approval={{ action: 'order.void', orderId: order.id, lineId: request.lineId }}
      orderNumber={number}
      title={`Void ${request.label}`}
      description={`Order #${number} ${why}: the item stays on it, marked void, and leaves the total.`}
      approveLabel="Void the item"
      failure="Failed to delete item"
      onClose={onClose}
      onVoid={async (reason, bearer) => {
        const { data } = await client.mutate({
          mutation: REMOVE_ORDER_LINE,
          variables: { id: request.lineId, reason },
          context: context(bearer),
        });
        if (data) onVoided(data.removeOrderLine);
      }}
    />
  );
}
