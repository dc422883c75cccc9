import { useState } from 'react';
import styled from 'styled-components';
import type { SplitOrderQuery, SplitPartFragment } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { CheckboxField, StyledFieldset } from '../../../ui/controls/Field';
import { Modal, StyledModalActions } from '../../../ui/controls/Modal';
import { centsToInput, dollarsToCents, formatDollars } from '../../../ui/format/money';
import { StyledChoice } from '../menu/ItemOptions.styles';
import { CashGiven } from '../receipt/CashGiven';
import { withQuantity } from '../receipt/receipt';
import { paidLineIds, partPreview, type SplitWay } from './splitMath';

export type SplitOrder = NonNullable<SplitOrderQuery['order']>;

/** How the cashier takes a part: cash into this tablet's drawer, the tablet's reader, or a card taken elsewhere. */
export type PartMethod = 'cash' | 'reader' | 'card';

export interface PartAsk {
  method: PartMethod;
  split: { amountCents?: number; evenlyBy?: number; lineIds?: string[] };
  cashGivenCents: number | null;
}

const StyledOwed = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(2)};
  font-variant-numeric: tabular-nums;

  strong {
    font-size: 1.6rem;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  & > button {
    flex: 1 1 0;
    min-width: 6.5rem;
  }
`;

const StyledParts = styled.ol`
  margin: 0;
  padding-left: ${space(5)};
  display: grid;
  gap: ${space(1)};
  font-variant-numeric: tabular-nums;
`;

const StyledGuests = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};

  output {
    min-width: 2ch;
    font-size: 1.4rem;
    font-weight: 750;
    text-align: center;
  }
`;

const StyledAmount = styled.label`
  display: grid;
  gap: ${space(1)};
  font-weight: 650;

  input {
    min-height: 44px;
    padding: ${space(1, 3)};
    border-radius: ${({ theme }) => theme.radii.medium};
    border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.1rem;
    text-align: right;
  }
`;

const WAY_WORDS: Record<SplitWay, string> = { amount: 'Amount', evenly: 'Evenly', items: 'By items' };

/** A part in the list: "Cash $10.00 · change $10.00", "Card on Counter $9.09", with what became of it. */
export function partWords(p: SplitPartFragment): string {
  const how = p.kind === 'cash' ? 'Cash' : p.kind === 'reader' ? `Card on ${p.readerName ?? 'the reader'}` : 'Card';
  const change = p.cashGivenCents !== null && p.cashGivenCents !== undefined ? p.cashGivenCents - p.amountCents : 0;
  const state =
    p.refundStatus === 'succeeded'
      ? ' · given back'
      : p.status === 'succeeded'
        ? change > 0
          ? ` · change ${formatDollars(change)}`
          : ''
        : ` · ${p.status}`;
  return `${how} ${formatDollars(p.amountCents)}${p.tipCents ? ` + tip ${formatDollars(p.tipCents)}` : ''}${state}`;
}

/**
 * Split the bill (docs/decisions/0084-split-payments.md): what is still owed, the parts so far, and the next
 * part — an amount, an even share of N guests, or the items a guest pays for — in cash, on the reader or by a card
 * taken elsewhere. The server works each part out again; once nothing is owed, Print Order.
 */
export function SplitDialog(props: {
  order: SplitOrder;
  readerName: string | null;
  busy: boolean;
  error: string | null;
  onPay: (ask: PartAsk) => void;
  onPrint: () => void;
  onClose: () => void;
}) {
  const { order, busy } = props;
  const [way, setWay] = useState<SplitWay>('evenly');
  const [guests, setGuests] = useState(2);
  const [typed, setTyped] = useState(centsToInput(order.dueCents));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [method, setMethod] = useState<PartMethod>('cash');
  const [cashGiven, setCashGiven] = useState('');
  const parts = order.payments;
  const paid = paidLineIds(parts);
  const unpaid = order.lines.filter((l) => !l.voided && !paid.has(l.id));
  const part = partPreview(
    way,
    { ...order, parts },
    { amountCents: dollarsToCents(typed), guests, chosen: new Set([...chosen].filter((id) => !paid.has(id))) },
  );
  const given = method === 'cash' && cashGiven.trim() ? dollarsToCents(cashGiven) : null;
  const cashShort = part !== null && given !== null && given < part ? 'The cash given is less than this part.' : null;
  const owed = order.dueCents > 0;

  const pay = () => {
    if (part === null) return;
    const split =
      way === 'evenly' ? { evenlyBy: guests } : way === 'items' ? { lineIds: [...chosen] } : { amountCents: part };
    props.onPay({ method, split, cashGivenCents: given });
    setCashGiven('');
    setChosen(new Set());
  };

  const methods: [PartMethod, string][] = [
    ['cash', 'Cash'],
    ...(props.readerName ? [['reader', `Card on ${props.readerName}`] as [PartMethod, string]] : []),
    ['card', props.readerName ? 'Card elsewhere' : 'Card'],
  ];
  return (
    <Modal
      title={`Split the bill · Order #${order.orderNumber}`}
      onClose={props.onClose}
      footer={
        <StyledModalActions>
          <StyledButton $variant="secondary" onClick={props.onClose} disabled={busy}>
            {owed ? 'Close' : 'Not now'}
          </StyledButton>
          {owed ? (
            <StyledButton onClick={pay} disabled={busy || part === null || !!cashShort}>
              {busy ? 'Taking…' : part === null ? 'Take this part' : `Take ${formatDollars(part)}`}
            </StyledButton>
          ) : (
            <StyledButton onClick={props.onPrint} disabled={busy} data-autofocus>
              Print Order
            </StyledButton>
          )}
        </StyledModalActions>
      }
    >
      <StyledOwed role="status" aria-live="polite">
        <span>Total {formatDollars(order.totalCents)}</span>
        <strong>{owed ? `Still owed ${formatDollars(order.dueCents)}` : 'Paid in full'}</strong>
      </StyledOwed>
      {parts.length > 0 && (
        <StyledParts aria-label="Parts paid">
          {parts.map((p) => (
            <li key={p.id}>{partWords(p)}</li>
          ))}
        </StyledParts>
      )}
      {owed && (
        <>
          <StyledFieldset>
            <legend>Split</legend>
            <StyledRow>
              {(['evenly', 'amount', 'items'] as const).map((w) => (
                <StyledChoice
                  key={w}
                  type="button"
                  $chosen={way === w}
                  aria-pressed={way === w}
                  onClick={() => setWay(w)}
                >
                  {WAY_WORDS[w]}
                </StyledChoice>
              ))}
            </StyledRow>
            {way === 'evenly' && (
              <StyledGuests>
                <StyledButton
                  $variant="secondary"
                  aria-label="One guest fewer"
                  disabled={guests <= 2}
                  onClick={() => setGuests(guests - 1)}
                >
                  −
                </StyledButton>
                <output aria-label="Guests">{guests}</output>
                <StyledButton
                  $variant="secondary"
                  aria-label="One guest more"
                  disabled={guests >= 20}
                  onClick={() => setGuests(guests + 1)}
                >
                  +
                </StyledButton>
                <span>guests</span>
              </StyledGuests>
            )}
            {way === 'amount' && (
              <StyledAmount>
                Amount of this part
                <input
                  inputMode="decimal"
                  autoComplete="off"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                />
              </StyledAmount>
            )}
            {way === 'items' &&
              unpaid.map((l) => (
                <CheckboxField
                  key={l.id}
                  label={`${withQuantity(l.productName.split(';')[0]!, l.quantity)} · ${formatDollars(l.priceCents)}`}
                  checked={chosen.has(l.id)}
                  onChange={(on) => {
                    const next = new Set(chosen);
                    if (on) next.add(l.id);
                    else next.delete(l.id);
                    setChosen(next);
                  }}
                />
              ))}
          </StyledFieldset>
          <StyledFieldset>
            <legend>Paid by</legend>
            <StyledRow>
              {methods.map(([m, words]) => (
                <StyledChoice
                  key={m}
                  type="button"
                  $chosen={method === m}
                  aria-pressed={method === m}
                  onClick={() => setMethod(m)}
                >
                  {words}
                </StyledChoice>
              ))}
            </StyledRow>
            {method === 'cash' && part !== null && (
              <CashGiven dueCents={part} value={cashGiven} onChange={setCashGiven} problem={cashShort} />
            )}
          </StyledFieldset>
        </>
      )}
      {props.error && <ErrorAlert>{props.error}</ErrorAlert>}
    </Modal>
  );
}
