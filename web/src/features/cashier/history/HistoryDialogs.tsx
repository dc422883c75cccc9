import { useApolloClient } from '@apollo/client/react';
import type { HistoryCardFragment } from '../../../graphql/generated/graphql';
import { DELETE_ORDER } from './operations';
import { terminalProof } from '../offline/offlineNumber';
import { SecurityPinDialog } from '../voids/SecurityPinDialog';
import { VoidDialog } from '../voids/VoidDialog';

interface DeletePinDialogProps {
  restaurantId: string;
  order: HistoryCardFragment;
  /** The server's words: how old the order is, and that it needs the security PIN. */
  message: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * 'Enter Security PIN' (docs/product.md#order-deletion): the restaurant's
 * security PIN, checked by the server, gives an approval that deletes this
 * one order (never printed), once. Enter on the keyboard does nothing
 * here; the Delete key of the pad does.
 */
export function DeletePinDialog({ restaurantId, order, message, onClose, onDeleted }: DeletePinDialogProps) {
  const client = useApolloClient();
  return (
    <SecurityPinDialog
      restaurantId={restaurantId}
      approval={{ action: 'order.delete', orderId: order.id }}
      subject={{ orderNumber: order.orderNumber }}
      description={`${message} The security PIN is for managers and owners only.`}
      submitLabel="Delete the order"
      onClose={onClose}
      onApproved={async (token) => {
        await client.mutate({ mutation: DELETE_ORDER, variables: { id: order.id }, context: { bearer: token } });
        onDeleted();
      }}
    />
  );
}

interface VoidOrderDialogProps {
  restaurantId: string;
  order: HistoryCardFragment;
  onClose: () => void;
  onVoided: () => void;
}

/**
 * Taking back an order no longer being taken is a void (docs/product.md#voids):
 * a reason, then the security PIN only when the server asks for it. The order
 * stays in the history, marked void.
 */
export function VoidOrderDialog({ restaurantId, order, onClose, onVoided }: VoidOrderDialogProps) {
  const client = useApolloClient();
  return (
    <VoidDialog
      restaurantId={restaurantId}
      approval={{ action: 'order.void', orderId: order.id }}
      orderNumber={order.orderNumber}
      title={`Void order #${order.orderNumber}`}
      description={`${order.printCount > 0 ? 'Its receipt was printed' : 'It is no longer being taken'}: it stays in the history with its lines and totals, marked void, and counts in no revenue.`}
      approveLabel="Void the order"
      failure="Failed to void the order"
      onClose={onClose}
      onVoid={async (reason, bearer) => {
        await client.mutate({
          mutation: DELETE_ORDER,
          // A cash order's cash comes back out of a drawer: its own while open, else this tablet's.
          variables: { id: order.id, reason, terminal: terminalProof(restaurantId) },
          context: bearer ? { bearer } : undefined,
        });
        onVoided();
      }}
    />
  );
}
