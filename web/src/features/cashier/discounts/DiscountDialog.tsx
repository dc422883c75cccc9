import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import { readServerFailure } from '../../../graphql/errors';
import { media, space } from '../../../theme/theme';
import { StyledFieldset, TextField } from '../../../ui/controls/Field';
import { FormDialog } from '../../../ui/controls/FormDialog';
import { newKey } from '../../../ui/format/keys';
import { StyledChoice } from '../menu/ItemOptions.styles';
import { SecurityPinDialog } from '../voids/SecurityPinDialog';
import {
  DISCOUNT_REASON_MAX,
  NO_DISCOUNTS,
  offeredFor,
  previewTaken,
  ruleText,
  takenText,
  typedValue,
  type ListedDiscount,
} from './discounts';
import { GIVE_DISCOUNT, TERMINAL_DISCOUNTS } from './operations';

const StyledTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(2)};

  & > button {
    min-height: 72px;
    font-size: 1.05rem;
    gap: ${space(0.5)};
  }

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledChosen = styled.p`
  margin: 0;
  text-align: center;
`;

/** What the dialog discounts: one saved line (its label for the title), or the whole order. */
export type DiscountRequest = { kind: 'line'; lineId: string; label: string } | { kind: 'order' };

interface DiscountDialogProps {
  restaurantId: string;
  order: ReceiptFragment;
  request: DiscountRequest;
  /** The order as the server answered: shown in place. */
  onGiven: (order: ReceiptFragment) => void;
  onClose: () => void;
}

/**
 * A discount at the terminal (docs/product.md#discounts): the restaurant's
 * discounts for this item or the order as big tiles, each with what it would
 * take off (the server's rules, @zest/pricing); a reason, always; the value
 * for a manager's choice. The server decides what it takes off; when the
 * order's discounts pass the restaurant's limit it answers PIN_REQUIRED and
 * the security PIN opens a manager session for this one discount.
 */
export function DiscountDialog({ restaurantId, order, request, onGiven, onClose }: DiscountDialogProps) {
  const client = useApolloClient();
  const list = useQuery(TERMINAL_DISCOUNTS, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<ListedDiscount | null>(null);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [approval, setApproval] = useState<{ message: string; takenCents: number } | null>(null);
  // One key per discount: a retry after a lost answer (or with the manager's session) gives it once.
  const [key] = useState(newKey);

  const lineId = request.kind === 'line' ? request.lineId : null;
  const offered = offeredFor(list.data?.discounts ?? [], request.kind);
  const target = {
    lines: order.lines.map((line) => ({ id: line.id, priceCents: line.priceCents, voided: line.voided })),
    discounts: order.discounts,
  };
  const title = request.kind === 'line' ? `Discount ${request.label}` : `Discount order #${order.orderNumber}`;

  const send = async (bearer: string | null): Promise<string | null> => {
    if (!chosen) return 'Choose a discount.';
    const why = reason.trim();
    if (!why) return 'A discount needs a reason.';
    const value = chosen.typedAtCounter ? typedValue(chosen.kind, typed) : {};
    if (typeof value === 'string') return value;
    try {
      const { data } = await client.mutate({
        mutation: GIVE_DISCOUNT,
        variables: { input: { orderId: order.id, lineId, discountId: chosen.id, reason: why, ...value }, key },
        context: bearer ? { bearer } : undefined,
      });
      if (data) onGiven(data.giveDiscount.order);
      return null;
    } catch (error) {
      const refused = readServerFailure(error);
      if (bearer || refused.reason !== 'PIN_REQUIRED') throw error;
      // The manager approves what this discount takes off, as the server's rules work it out now.
      const takenCents = previewTaken(target, { ...chosen, ...value }, lineId) ?? 0;
      setApproval({
        message: refused.message ?? 'This discount needs the security PIN (a manager session).',
        takenCents: Math.max(1, takenCents),
      });
      return null;
    }
  };

  if (approval && chosen) {
    return (
      <SecurityPinDialog
        restaurantId={restaurantId}
        approval={{ action: 'order.discount', orderId: order.id, amountCents: approval.takenCents }}
        subject={{ orderNumber: order.orderNumber }}
        description={approval.message}
        submitLabel="Give the discount"
        onClose={onClose}
        onApproved={async (token) => {
          const problem = await send(token);
          if (problem) throw new Error(problem);
        }}
      >
        <StyledChosen>
          {chosen.name} · Reason: <strong>{reason.trim()}</strong>
        </StyledChosen>
      </SecurityPinDialog>
    );
  }

  return (
    <FormDialog
      title={title}
      description="Choose a discount and say why: the server works out what it takes off."
      onClose={onClose}
      onSubmit={() => send(null)}
      failure="The discount could not be given. Try again."
      submitLabel="Give the discount"
      busyLabel="Giving…"
      canSubmit={!!chosen && reason.trim() !== '' && (!chosen.typedAtCounter || typed.trim() !== '')}
    >
      <StyledFieldset>
        <legend>Discount</legend>
        {list.loading && !list.data && <StyledNote>Loading the discounts…</StyledNote>}
        {list.data && offered.length === 0 && <StyledNote>{NO_DISCOUNTS}</StyledNote>}
        <StyledTiles>
          {offered.map((d) => {
            const taken = previewTaken(target, d, lineId);
            return (
              <StyledChoice
                key={d.id}
                type="button"
                $chosen={chosen?.id === d.id}
                aria-pressed={chosen?.id === d.id}
                onClick={() => setChosen(d)}
              >
                {d.name}
                <small>
                  {ruleText(d)}
                  {taken !== null && ` · ${takenText(taken)}`}
                </small>
              </StyledChoice>
            );
          })}
        </StyledTiles>
      </StyledFieldset>
      {chosen?.typedAtCounter && (
        <TextField
          label={chosen.kind === 'percent' ? 'Percent off' : 'Amount off ($)'}
          name="value"
          inputMode="decimal"
          autoComplete="off"
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        required
        maxLength={DISCOUNT_REASON_MAX}
        hint="The coupon’s code, who the staff meal is for, why the manager chose it."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
