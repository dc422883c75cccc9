import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { readServerFailure } from '../../../graphql/errors';
import type { HistoryCardFragment } from '../../../graphql/generated/graphql';
import { TextField } from '../../../ui/controls/Field';
import { FormDialog } from '../../../ui/controls/FormDialog';
import { newKey } from '../../../ui/format/keys';
import { centsToInput, dollarsToCents, formatDollars } from '../../../ui/format/money';
import { terminalProof } from '../offline/offlineNumber';
import { UsualReasons } from '../UsualReasons';
import { SecurityPinDialog } from '../voids/SecurityPinDialog';
import { GIVE_BACK_PART } from './operations';
import { CORRECTION_REASON_MAX } from './tenderCorrection';

export type HistoryPart = HistoryCardFragment['payments'][number];

export const GIVE_BACK_REASONS = [
  'Paid another way',
  'Item came wrong',
  'Customer complaint',
  'Charged twice',
] as const;

/** How a part was paid, as the history says it: "Cash", "Card on the reader", "Card at the door", "Card". */
export function partKindWords(kind: string): string {
  if (kind === 'cash') return 'Cash';
  if (kind === 'reader') return 'Card on the reader';
  if (kind === 'door') return 'Card at the door';
  return 'Card';
}

/** What is left of a part to give back, in cents. */
export const leftOf = (part: HistoryPart) => part.amountCents - part.refundedCents;

/** What stops the give-back as typed, or null. */
export function giveBackProblem(amount: string, reason: string, left: number): string | null {
  const cents = dollarsToCents(amount);
  if (cents === null || cents < 1 || cents > left)
    return `Give back from $0.01 to ${formatDollars(left)}, what is left of this part.`;
  if (!reason.trim()) return 'Giving money back needs a reason.';
  return null;
}

/**
 * 'Give back' on a part of an order's payment (docs/decisions/0084-split-payments.md): how much (all that is left,
 * or some of it) and why. Cash comes out of this tablet's drawer; a card goes back to the card. Money out of the
 * restaurant is a manager's: the server asks for the security PIN (PIN_REQUIRED), the pad naming the amount.
 */
export function GiveBackDialog(props: {
  restaurantId: string;
  order: HistoryCardFragment;
  part: HistoryPart;
  onGiven: (words: string) => void;
  onClose: () => void;
}) {
  const { restaurantId, order, part } = props;
  const client = useApolloClient();
  const left = leftOf(part);
  const [amount, setAmount] = useState(centsToInput(left));
  const [reason, setReason] = useState('');
  const [approval, setApproval] = useState<string | null>(null);
  // One key per give-back: a retry after a lost answer (or with the manager's approval) gives once.
  const [key] = useState(newKey);
  const cents = dollarsToCents(amount) ?? 0;
  const given = `${formatDollars(cents)} ${part.kind === 'cash' ? 'given back in cash' : 'refunded to the card'}`;

  const send = async (bearer: string | null): Promise<string | null> => {
    const problem = giveBackProblem(amount, reason, left);
    if (problem) return problem;
    try {
      await client.mutate({
        mutation: GIVE_BACK_PART,
        variables: {
          orderId: order.id,
          partId: part.id,
          amountCents: cents,
          reason: reason.trim(),
          key,
          terminal: terminalProof(restaurantId),
        },
        context: bearer ? { bearer } : undefined,
      });
      props.onGiven(`Order #${order.orderNumber}: ${given}.`);
      return null;
    } catch (error) {
      const refused = readServerFailure(error);
      if (bearer || refused.reason !== 'PIN_REQUIRED') throw error;
      setApproval(refused.message ?? 'Giving money back needs a manager: enter the security PIN.');
      return null;
    }
  };

  if (approval)
    return (
      <SecurityPinDialog
        restaurantId={restaurantId}
        approval={{ action: 'order.give-back', orderId: order.id, amountCents: cents }}
        subject={{ orderNumber: order.orderNumber }}
        description={approval}
        submitLabel={`Give back ${formatDollars(cents)}`}
        onClose={props.onClose}
        onApproved={async (token) => {
          const problem = await send(token);
          if (problem) throw new Error(problem);
        }}
      />
    );

  return (
    <FormDialog
      title={`Give back · order #${order.orderNumber}`}
      description={`${partKindWords(part.kind)} ${formatDollars(part.amountCents)}${
        part.refundedCents ? `, ${formatDollars(part.refundedCents)} given back already` : ''
      }. ${part.kind === 'cash' ? 'The cash comes out of this tablet’s drawer.' : 'It goes back to the card.'}`}
      onClose={props.onClose}
      onSubmit={() => send(null)}
      failure="The money could not be given back. Try again."
      submitLabel={`Give back ${formatDollars(cents)}`}
      busyLabel="Giving back…"
      canSubmit={giveBackProblem(amount, reason, left) === null}
    >
      <TextField
        label="Amount ($)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        hint={`At most ${formatDollars(left)}.`}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <UsualReasons
        legend="Why?"
        reasons={GIVE_BACK_REASONS}
        reason={reason}
        onReason={setReason}
        maxLength={CORRECTION_REASON_MAX}
        columns
      />
    </FormDialog>
  );
}
