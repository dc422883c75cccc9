import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { readServerFailure } from '../../../graphql/errors';
import type { ApprovalInput } from '../../../graphql/generated/graphql';
import { media, space } from '../../../theme/theme';
import { StyledFieldset, TextField } from '../../../ui/controls/Field';
import { FormDialog } from '../../../ui/controls/FormDialog';
import { StyledChoice } from '../menu/ItemOptions.styles';
import { VOID_REASON_MAX, VOID_REASONS, voidReasonProblem } from './voids';
import { SecurityPinDialog } from './SecurityPinDialog';

const StyledReasons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(2)};

  & > button {
    min-height: 56px;
    font-size: 1.02rem;
  }

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

/** Focus starts on the group, not on a reason: a stray Enter voids nothing. */
const StyledPicker = styled(StyledFieldset)`
  &:focus {
    outline: none;
  }
`;

const StyledChosen = styled.p`
  margin: 0;
  text-align: center;
`;

interface VoidDialogProps {
  restaurantId: string;
  /** What the security PIN approves when the server asks for it: this line's void, this order's, this change. */
  approval: ApprovalInput;
  /** The order's number, for the words above the PIN pad: 'voiding order #12'. */
  orderNumber: number;
  /** 'Void Large Pizza', 'Void order #12'. */
  title: string;
  description: ReactNode;
  /** The PIN pad's key once the server asks for a manager: 'Void the order'. */
  approveLabel: string;
  /** The red alert's text when the void fails without a message from the server. */
  failure: string;
  /**
   * Sends the void with its reason; `bearer` is the security PIN's approval of
   * this one void, once the server asked for it. A throw is shown in the
   * dialog; closing after a success is the caller's.
   */
  onVoid: (reason: string, bearer: string | null) => Promise<void>;
  onClose: () => void;
}

/**
 * A void (docs/product.md#voids): one tap on a reason sends it; 'Other…' takes
 * the cashier's own words. Only when the server answers PIN_REQUIRED (an order
 * older than the restaurant's setting) does the PIN pad follow, where the
 * security PIN gives an approval of this one void and Enter does nothing.
 */
export function VoidDialog({
  restaurantId,
  approval: approves,
  orderNumber,
  title,
  description,
  approveLabel,
  failure,
  onVoid,
  onClose,
}: VoidDialogProps) {
  const [approval, setApproval] = useState<{ reason: string; message: string } | null>(null);
  const [other, setOther] = useState<string | null>(null);

  const send = async (typed: string): Promise<string | null> => {
    const problem = voidReasonProblem(typed);
    if (problem) return problem;
    const reason = typed.trim();
    try {
      await onVoid(reason, null);
      return null;
    } catch (error) {
      const refused = readServerFailure(error);
      if (refused.reason !== 'PIN_REQUIRED') throw error;
      setApproval({ reason, message: refused.message ?? 'This void needs the security PIN (a manager session).' });
      return null;
    }
  };

  if (approval) {
    return (
      <SecurityPinDialog
        restaurantId={restaurantId}
        approval={approves}
        subject={{ orderNumber }}
        description={approval.message}
        submitLabel={approveLabel}
        onClose={onClose}
        onApproved={(token) => onVoid(approval.reason, token)}
      >
        <StyledChosen>
          Reason: <strong>{approval.reason}</strong>
        </StyledChosen>
      </SecurityPinDialog>
    );
  }

  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={() => send(other ?? '')}
      failure={failure}
      submitLabel="Void"
      busyLabel="Voiding…"
      canSubmit={other !== null && other.trim() !== ''}
      submitHidden={other === null}
    >
      {({ busy, run }) => (
        <StyledPicker tabIndex={-1} data-autofocus>
          <legend>Why? One tap voids it.</legend>
          <StyledReasons>
            {VOID_REASONS.map((reason) => (
              <StyledChoice
                key={reason}
                type="button"
                $chosen={false}
                disabled={busy}
                onClick={() => void run(() => send(reason), failure)}
              >
                {reason}
              </StyledChoice>
            ))}
            <StyledChoice
              type="button"
              $chosen={other !== null}
              aria-pressed={other !== null}
              disabled={busy}
              onClick={() => setOther((typed) => typed ?? '')}
            >
              Other…
            </StyledChoice>
          </StyledReasons>
          {other !== null && (
            <TextField
              label="Your reason"
              name="reason"
              autoComplete="off"
              maxLength={VOID_REASON_MAX}
              autoFocus
              value={other}
              onChange={(event) => setOther(event.target.value)}
            />
          )}
        </StyledPicker>
      )}
    </FormDialog>
  );
}
