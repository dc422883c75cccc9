import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledGridCard, StyledGridCardTop } from '../../ui/layout/Dashboard';

export const StyledMenuCard = styled(StyledGridCard)`
  align-content: start;

  h2 {
    margin: 0;
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
`;

export const StyledCardTop = styled(StyledGridCardTop)`
  h2 {
    /* Level with the middle of the three-dot button. */
    padding-top: ${space(2)};
  }
`;

export const StyledCardButtons = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${space(2)};
`;

export const StyledPriceList = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space(2)};

  div {
    display: flex;
    justify-content: space-between;
    gap: ${space(3)};
    padding-bottom: ${space(2)};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }

  div:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    font-weight: 650;
    white-space: nowrap;
  }
`;

/** A group of fields inside a dialog (sizes, items, topping options). */
export const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: ${space(4)};
  display: grid;
  gap: ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  legend {
    padding: ${space(0, 2)};
    font-weight: 700;
  }
`;

/** A row of fields with a remove button at the end. */
export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: start;
  gap: ${space(3)};

  /* Level with the inputs, below their labels (a hint under a field must not move it). */
  & > button {
    margin-top: ${space(8)};
  }

  ${media.phone} {
    grid-template-columns: 1fr 1fr;

    & > button {
      grid-column: 1 / -1;
      margin-top: 0;
    }
  }
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const StyledToppingsChoice = styled.div`
  display: grid;
  gap: ${space(1)};
`;
