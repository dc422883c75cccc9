import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { readServerFailure } from '../../../graphql/errors';
import type { HistoryCardFragment, Tender } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { StyledFieldset, TextField } from '../../../ui/controls/Field';
import { FormDialog } from '../../../ui/controls/FormDialog';
import { newKey } from '../../../ui/format/keys';
import { formatDollars } from '../../../ui/format/money';
import { StyledChoice } from '../menu/ItemOptions.styles';
import { terminalProof } from '../offline/offlineNumber';
import { UsualReasons } from '../UsualReasons';
import { SecurityPinDialog } from '../voids/SecurityPinDialog';
import { CORRECT_TENDER } from './operations';
import {
  CORRECTION_REASON_MAX,
  CORRECTION_REASONS,
  cashOutNote,
  correctionChange,
  correctionChoices,
  correctionInput,
  correctionLabel,
  paidByText,
  tenderLabel,
} from './tenderCorrection';

/** The tenders as big buttons, side by side. */
const StyledTenders = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(2)};

  & > button {
    min-height: 64px;
    font-size: 1.1rem;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledChosen = styled.p`
  margin: 0;
`;

interface TenderCorrectionDialogProps {
  restaurantId: string;
  order: HistoryCardFragment;
  /** The order as the server answered: its new tender. */
  onCorrected: (order: HistoryCardFragment) => void;
  onClose: () => void;
}

/**
 * 'Correct tender' from the history (docs/decisions/0071-one-ledger.md): how a printed order was really paid,
 * with what was handed over for cash and a reason (one tap for the usual ones). Away from cash the server asks
 * for a manager (PIN_REQUIRED): the PIN pad names the cash it takes out of the drawer, and the correction goes
 * again with that approval. The tablet names itself, so cash goes into or out of its drawer.
 */
export function TenderCorrectionDialog({ restaurantId, order, onCorrected, onClose }: TenderCorrectionDialogProps) {
  const client = useApolloClient();
  const [method, setMethod] = useState<Tender | null>(null);
  const [cashGiven, setCashGiven] = useState('');
  const [reason, setReason] = useState('');
  const [approval, setApproval] = useState<string | null>(null);
  // One key per correction: a retry after a lost answer (or with the manager's approval) corrects it once.
  const [key] = useState(newKey);
  const total = order.totalCents;
  const form = { method, cashGiven, reason };

  const send = async (bearer: string | null): Promise<string | null> => {
    const checked = correctionInput(form, total);
    if ('problem' in checked) return checked.problem;
    try {
      const { data } = await client.mutate({
        mutation: CORRECT_TENDER,
        variables: { id: order.id, ...checked, key, terminal: terminalProof(restaurantId) },
        context: bearer ? { bearer } : undefined,
      });
      if (data) onCorrected(data.correctTender);
      return null;
    } catch (error) {
      const refused = readServerFailure(error);
      if (bearer || refused.reason !== 'PIN_REQUIRED') throw error;
      setApproval(refused.message ?? 'This correction takes cash out of a drawer: enter the security PIN.');
      return null;
    }
  };

  const from = paidByText(order);
  if (approval && method) {
    return (
      <SecurityPinDialog
        restaurantId={restaurantId}
        approval={{ action: 'order.tender', orderId: order.id, amountCents: total }}
        subject={{ orderNumber: order.orderNumber }}
        description={approval}
        submitLabel={correctionLabel(method)}
        onClose={onClose}
        onApproved={async (token) => {
          const problem = await send(token);
          if (problem) throw new Error(problem);
        }}
      >
        <StyledChosen>
          Order #{order.orderNumber}:{' '}
          <strong>
            {order.tender ? tenderLabel(order.tender) : from} → {tenderLabel(method)}
          </strong>
          <br />
          Reason: <strong>{reason.trim()}</strong>
        </StyledChosen>
      </SecurityPinDialog>
    );
  }

  const change = method === 'cash' ? correctionChange(cashGiven, total) : null;
  const note = cashOutNote(order.tender, total);
  return (
    <FormDialog
      title={`Correct the tender of order #${order.orderNumber}`}
      description={`${from} · ${formatDollars(total)}. How was it really paid, and why?`}
      onClose={onClose}
      onSubmit={() => send(null)}
      failure="The tender could not be corrected. Try again."
      submitLabel={correctionLabel(method)}
      busyLabel="Correcting…"
      canSubmit={!('problem' in correctionInput(form, total))}
    >
      <StyledFieldset>
        <legend>Paid by</legend>
        <StyledTenders>
          {correctionChoices(order.tender).map((choice) => (
            <StyledChoice
              key={choice.method}
              type="button"
              $chosen={method === choice.method}
              aria-pressed={method === choice.method}
              onClick={() => setMethod(choice.method)}
            >
              {choice.label}
            </StyledChoice>
          ))}
        </StyledTenders>
      </StyledFieldset>
      {method === 'cash' && (
        <TextField
          label="Cash given ($)"
          name="cashGiven"
          inputMode="decimal"
          autoComplete="off"
          hint={change ?? `Leave it empty if it was not counted. The total is ${formatDollars(total)}.`}
          value={cashGiven}
          onChange={(event) => setCashGiven(event.target.value)}
        />
      )}
      <UsualReasons
        legend="Why?"
        reasons={CORRECTION_REASONS}
        reason={reason}
        onReason={setReason}
        maxLength={CORRECTION_REASON_MAX}
        columns
      />
      {note && <StyledNote>{note}</StyledNote>}
    </FormDialog>
  );
}
