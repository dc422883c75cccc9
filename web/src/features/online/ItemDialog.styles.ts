import styled from 'styled-components';
import { media, space } from '../../theme/theme';

/** A question of the item dialog (and of checkout): its legend and its choices, each a full row to tap. */
export const StyledChoices = styled.fieldset`
  border: 0;
  margin: 0 0 ${space(4)};
  padding: 0;

  legend {
    font-weight: 700;
    margin-bottom: ${space(2)};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 44px;
  }
`;

export const StyledToppingRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: ${space(2)};
  align-items: center;
  padding: ${space(2, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  select {
    min-height: 44px;
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.small};
    border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr) auto;

    label {
      grid-column: 1 / -1;
    }
  }
`;
