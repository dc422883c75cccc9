import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { DrawerHandMove, TerminalDrawerFieldsFragment } from '../../../graphql/generated/graphql';
import { readServerFailure } from '../../../graphql/errors';
import { media, space } from '../../../theme/theme';
import { FormDialog } from '../../../ui/controls/FormDialog';
import { newKey } from '../../../ui/format/keys';
import { UsualReasons } from '../UsualReasons';
import { SecurityPinDialog } from '../voids/SecurityPinDialog';
import { DRAWER_REASON_MAX, HAND_MOVES, moveProblem, moveSubmitLabel } from './drawerRules';
import { MoneyPad } from './MoneyPad';
import { MOVE_DRAWER } from './operations';

/** The keys beside the reason on a tablet, so the whole dialog stands in view; one above the other on a phone. */
const StyledBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space(4)};
  align-items: start;

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

interface DrawerMoveDialogProps {
  restaurantId: string;
  drawer: TerminalDrawerFieldsFragment;
  terminal: string;
  kind: DrawerHandMove;
  onMoved: (drawer: TerminalDrawerFieldsFragment) => void;
  onClose: () => void;
}

/**
 * A paid-in, a paid-out or a drop to the safe (docs/product.md#cash-drawers): the amount on the till's keys and a
 * reason, required (one tap for the usual ones). Paid-outs or drops past the restaurant's limits come back
 * PIN_REQUIRED, and the security PIN approves this paid-out or drop of this amount from this drawer, once.
 */
export function DrawerMoveDialog({ restaurantId, drawer, terminal, kind, onMoved, onClose }: DrawerMoveDialogProps) {
  const client = useApolloClient();
  const [cents, setCents] = useState(0);
  const [reason, setReason] = useState('');
  const [approval, setApproval] = useState<string | null>(null);
  // One key per move: a retry after a lost answer (or with the manager's approval) moves the drawer once.
  const [key] = useState(newKey);
  const move = HAND_MOVES[kind];

  const send = async (bearer: string | null): Promise<string | null> => {
    const problem = moveProblem(cents, reason);
    if (problem) return problem;
    try {
      const { data } = await client.mutate({
        mutation: MOVE_DRAWER,
        variables: { input: { drawerId: drawer.id, terminal, kind, amountCents: cents, reason: reason.trim() }, key },
        context: bearer ? { bearer } : undefined,
      });
      if (data) onMoved(data.moveDrawer);
      return null;
    } catch (error) {
      const refused = readServerFailure(error);
      if (bearer || refused.reason !== 'PIN_REQUIRED') throw error;
      setApproval(
        refused.message ?? `This ${kind === 'drop' ? 'drop' : 'paid-out'} needs the security PIN (a manager session).`,
      );
      return null;
    }
  };

  if (approval) {
    return (
      <SecurityPinDialog
        restaurantId={restaurantId}
        // The approval names the amount: a larger one needs the PIN again (docs/decisions/0071-one-ledger.md).
        approval={{
          action: kind === 'drop' ? 'drawer.drop' : 'drawer.payout',
          drawerId: drawer.id,
          amountCents: cents,
        }}
        description={approval}
        submitLabel={moveSubmitLabel(kind, cents)}
        onClose={onClose}
        onApproved={async (token) => {
          const problem = await send(token);
          if (problem) throw new Error(problem);
        }}
      />
    );
  }

  return (
    <FormDialog
      title={move.label}
      description={kind === 'drop' ? 'Cash taken from the drawer to the safe.' : 'The amount and why.'}
      onClose={onClose}
      onSubmit={() => send(null)}
      failure="The drawer could not be moved. Try again."
      submitLabel={moveSubmitLabel(kind, cents)}
      busyLabel="Saving…"
      canSubmit={moveProblem(cents, reason) === null}
    >
      <StyledBody>
        <MoneyPad label="Amount" cents={cents} onChange={setCents} />
        <UsualReasons
          legend="Usual reasons"
          reasons={move.reasons}
          reason={reason}
          onReason={setReason}
          maxLength={DRAWER_REASON_MAX}
        />
      </StyledBody>
    </FormDialog>
  );
}
