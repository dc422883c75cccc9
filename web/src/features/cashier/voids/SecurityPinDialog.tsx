import { useApolloClient } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ApprovalInput } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { PinDialog } from '../../../ui/controls/PinDialog';
import { INCORRECT_PIN } from '../../../ui/format/words';
import { CONFIRM_SECURITY_PIN } from '../operations';
import { approvalWords, type ApprovalSubject } from './approvalWords';

/** What the manager approves, above the pad: the action and, for money, the amount, in the largest words there. */
const StyledApproving = styled.p`
  margin: 0;
  padding: ${space(2, 3)};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.05rem;
  line-height: 1.35;
`;

const StyledAbove = styled.div`
  display: grid;
  gap: ${space(2)};
`;

interface SecurityPinDialogProps {
  restaurantId: string;
  /** The one action the PIN approves and what it is for: this line's void, this order's deletion… and its amount. */
  approval: ApprovalInput;
  /** What the screen knows of the subject (the order's number), for the words above the pad. */
  subject?: ApprovalSubject;
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
 * this one action, used once. Above the pad, what is approved in words with the
 * amount it names (docs/decisions/0071-one-ledger.md): a manager reads "a paid-out
 * of $25.00 from this drawer" before typing. Enter on the keyboard does nothing
 * here; the pad's own key does.
 */
export function SecurityPinDialog({
  restaurantId,
  approval,
  subject,
  onApproved,
  children,
  ...shown
}: SecurityPinDialogProps) {
  const client = useApolloClient();
  return (
    <PinDialog
      title="Enter Security PIN"
      label="Security PIN"
      busyLabel="Checking…"
      failure={INCORRECT_PIN}
      submitOnEnter={false}
      beside
      {...shown}
      onSubmit={async (securityPin) => {
        const { data } = await client.mutate({
          mutation: CONFIRM_SECURITY_PIN,
          variables: { restaurantId, securityPin, action: approval },
        });
        if (data) await onApproved(data.confirmSecurityPin.token);
      }}
    >
      <StyledAbove>
        <StyledApproving data-approving>
          Approving: <strong>{approvalWords(approval, subject)}</strong>
        </StyledApproving>
        {children}
      </StyledAbove>
    </PinDialog>
  );
}
