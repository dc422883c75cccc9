import styled, { css } from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledFieldset, TextField } from '../../ui/controls/Field';
import { StyledChoice } from './menu/ItemOptions.styles';

const StyledReasons = styled.div<{ $columns: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  ${({ $columns }) =>
    $columns &&
    css`
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));

      & > button {
        min-height: 48px;
      }

      ${media.phone} {
        grid-template-columns: 1fr;
      }
    `}
`;

interface UsualReasonsProps {
  legend: string;
  /** The usual reasons, one tap each; what is tapped fills the field, which takes any other words. */
  reasons: readonly string[];
  reason: string;
  onReason: (reason: string) => void;
  maxLength: number;
  /** Two columns of equal tiles (one on a phone) instead of a row that wraps. */
  columns?: boolean;
}

/**
 * Why, at the counter (docs/product.md#cash-drawers, docs/decisions/0071-one-ledger.md): the usual reasons as
 * one-tap tiles and the Reason field under them, required. A paid-out, a drop and a tender correction share it.
 */
export function UsualReasons({ legend, reasons, reason, onReason, maxLength, columns = false }: UsualReasonsProps) {
  return (
    <StyledFieldset>
      <legend>{legend}</legend>
      <StyledReasons $columns={columns}>
        {reasons.map((usual) => (
          <StyledChoice
            key={usual}
            type="button"
            $chosen={reason === usual}
            aria-pressed={reason === usual}
            onClick={() => onReason(usual)}
          >
            {usual}
          </StyledChoice>
        ))}
      </StyledReasons>
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        required
        maxLength={maxLength}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
      />
    </StyledFieldset>
  );
}
