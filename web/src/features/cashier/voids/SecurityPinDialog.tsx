import { useApolloClient } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PinDialog } from '../../../ui/PinDialog';
import { INCORRECT_PIN } from '../../../ui/words';
import { CONFIRM_SECURITY_PIN } from '../operations';

interface SecurityPinDialogProps {
  restaurantId: string;
  /** Why the security PIN is asked for, in the server's words where it gave them. */
  description: string;
  submitLabel: string;
  onClose: () => void;
  /** The manager session the PIN opened (5 minutes, one action): the caller does the action with it. */
  onApproved: (token: string) => Promise<void>;
  children?: ReactNode;
}

/**
 * 'Enter Security PIN' at the terminal (docs/product.md#voids, #order-deletion):
 * the server checks the restaurant's security PIN and answers a short manager
 * session. Enter on the keyboard does nothing here; the pad's own key does.
 */
export function SecurityPinDialog({ restaurantId, onApproved, ...shown }: SecurityPinDialogProps) {
  const client = useApolloClient();
  return (
    <PinDialog
      title="Enter Security PIN"
      label="Security PIN"
      busyLabel="Checking…"
      failure={INCORRECT_PIN}
      submitOnEnter={false}
      {...shown}
      onSubmit={async (securityPin) => {
        const { data } = await client.mutate({
          mutation: CONFIRM_SECURITY_PIN,
          variables: { restaurantId, securityPin },
        });
        if (data) await onApproved(data.confirmSecurityPin.token);
      }}
    />
  );
}
