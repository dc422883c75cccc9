import { useId } from 'react';
import styled from 'styled-components';
import { space } from '../../../theme/theme';
import { centsToInput, dollarsToCents, formatDollars } from '../../../ui/format/money';
import { StyledChoice } from '../menu/ItemOptions.styles';
import { changeDue, quickCash } from './receipt';

/** A row of big buttons sharing the width: the tenders, the cash amounts. */
export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  & > button {
    flex: 1 1 0;
  }
`;

const StyledCash = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${space(2)};

  label {
    font-weight: 650;
  }

  input {
    min-height: 44px;
    width: 100%;
    padding: ${space(1, 3)};
    border-radius: ${({ theme }) => theme.radii.medium};
    border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.1rem;
    text-align: right;
  }

  output {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: 800;
    white-space: nowrap;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.88rem;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The cash handed over for what is due (docs/product.md#receipt): typed, or one tap on Exact and the next
 * round amounts; the change worked out as it is typed. The receipt panel's Cash, and a split's cash part.
 */
export function CashGiven({
  dueCents,
  value,
  onChange,
  problem,
}: {
  dueCents: number;
  value: string;
  onChange: (value: string) => void;
  /** Why the amount typed cannot be taken ("less than the grand total"), shown once something is typed. */
  problem: string | null;
}) {
  const id = useId();
  const given = dollarsToCents(value);
  const change = changeDue(dueCents, given);
  return (
    <>
      <StyledCash>
        <label htmlFor={id}>Cash given</label>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <output htmlFor={id} aria-live="polite">
          {change !== null ? `Change ${formatDollars(change)}` : ''}
        </output>
      </StyledCash>
      <StyledRow role="group" aria-label="Cash amounts">
        {quickCash(dueCents).map((cents) => (
          <StyledChoice
            key={cents}
            type="button"
            $chosen={given === cents}
            aria-pressed={given === cents}
            onClick={() => onChange(centsToInput(cents))}
          >
            {cents === dueCents ? 'Exact' : formatDollars(cents)}
          </StyledChoice>
        ))}
      </StyledRow>
      {value && problem && <StyledHint>{problem}</StyledHint>}
    </>
  );
}
