import { useApolloClient } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { ApprovalInput } from '../../../graphql/generated/graphql';
import { PinDialog } from '../../../ui/controls/PinDialog';
import { INCORRECT_PIN } from '../../../ui/format/words';
import { CONFIRM_SECURITY_PIN } from '../operations';

interface SecurityPinDialogProps {
  restaurantId: string;
  /** The one action the PIN approves and what it is for: this line's void, this order's deletion… */
  approval: ApprovalInput;
  /** Why the security PIN is asked for, in the server's words where it gave them. */
  description: string;
  submitLabel: string;
  onClose: () => void;
  /** The approval the PIN gave (5 minutes, this action only, once): the caller does the action with it. */
  onApproved: (token: string) => Promise<void>;
  children?: ReactNode;
}

/**
 * 'Enter Security PIN' at the terminal (docs/product.md#voids, #order-deletion):
 * the server checks the restaurant's security PIN and answers an approval for
 * this one action, used once. Enter on the keyboard does nothing here; the
 * pad's own key does.
 */
export function SecurityPinDialog({ restaurantId, approval, onApproved, ...shown }: SecurityPinDialogProps) {
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
          variables: { restaurantId, securityPin, action: approval },
        });
        if (data) await onApproved(data.confirmSecurityPin.token);
      }}
    />
  );
}
