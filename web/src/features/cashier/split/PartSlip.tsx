import styled from 'styled-components';
import type { SplitPartFragment } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { formatDollars } from '../../../ui/format/money';
import { PrintPaper } from '../../../ui/layout/PrintPaper';
import { withQuantity } from '../receipt/receipt';
import type { SplitOrder } from './SplitDialog';

/** A part's own receipt, as it was printed: the order as the part left it. */
export interface Slip {
  order: SplitOrder;
  part: SplitPartFragment;
  number: number;
}

const StyledSlip = styled.div`
  display: grid;
  gap: ${space(2)};
  font-family: ${({ theme }) => theme.fonts.mono};

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: 1.3rem;
    text-align: center;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${space(1, 2)};
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

const HOW: Record<string, string> = { cash: 'Paid in cash', reader: 'Paid by card', card: 'Paid by card' };

/**
 * A split's part on paper (docs/decisions/0084-split-payments.md): the order, which part of the bill, its items
 * when a guest paid for their own, how it was paid (the cash given and its change, the card and its tip) and what
 * the order still owes after it.
 */
export function PartSlip({ slip }: { slip: Slip }) {
  const { order, part } = slip;
  const items = order.lines.filter((l) => part.lineIds.includes(l.id));
  const given = part.cashGivenCents ?? null;
  return (
    <PrintPaper>
      <StyledSlip>
        <h2>Order #{order.orderNumber}</h2>
        <p>
          Part {slip.number} of the bill · total {formatDollars(order.totalCents)}
        </p>
        {items.length > 0 && (
          <ul>
            {items.map((l) => (
              <li key={l.id}>
                {withQuantity(l.productName.split(';')[0]!, l.quantity)} {formatDollars(l.priceCents)}
              </li>
            ))}
          </ul>
        )}
        <dl>
          <dt>{HOW[part.kind] ?? 'Paid'}</dt>
          <dd>{formatDollars(part.amountCents)}</dd>
          {given !== null && (
            <>
              <dt>Cash given</dt>
              <dd>{formatDollars(given)}</dd>
              <dt>Change</dt>
              <dd>{formatDollars(given - part.amountCents)}</dd>
            </>
          )}
          {part.tipCents > 0 && (
            <>
              <dt>Tip</dt>
              <dd>{formatDollars(part.tipCents)}</dd>
            </>
          )}
          <dt>{order.dueCents > 0 ? 'Still owed' : 'Paid in full'}</dt>
          <dd>{order.dueCents > 0 ? formatDollars(order.dueCents) : ''}</dd>
        </dl>
      </StyledSlip>
    </PrintPaper>
  );
}
