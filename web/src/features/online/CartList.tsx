import { formatDollars } from '../../ui/format/money';
import type { PricedCartLine } from './cart';
import { StyledCartLines, StyledProblem, StyledStepper } from './OnlinePage.styles';

/** The cart's lines, each with its price now and a way to change how many (none: it goes). */
export function CartList({
  lines,
  onQuantity,
}: {
  lines: readonly PricedCartLine[];
  onQuantity: (key: string, quantity: number) => void;
}) {
  if (!lines.length) return <p>Your cart is empty: choose something from the menu.</p>;
  return (
    <StyledCartLines>
      {lines.map((line) => (
        <li key={line.key} data-cart-line>
          <span>{line.name}</span>
          <strong>{formatDollars(line.priceCents)}</strong>
          <StyledStepper>
            <button
              type="button"
              aria-label={line.quantity === 1 ? `Remove ${line.name}` : `One less ${line.name}`}
              onClick={() => onQuantity(line.key, line.quantity - 1)}
            >
              {line.quantity === 1 ? '×' : '−'}
            </button>
            <span aria-label={`${line.quantity} of ${line.name}`}>{line.quantity}</span>
            <button
              type="button"
              aria-label={`One more ${line.name}`}
              onClick={() => onQuantity(line.key, line.quantity + 1)}
            >
              +
            </button>
          </StyledStepper>
          {line.notes && <span>Note: {line.notes}</span>}
          {line.problem && <StyledProblem>{line.problem}</StyledProblem>}
        </li>
      ))}
    </StyledCartLines>
  );
}
