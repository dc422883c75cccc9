import styled from 'styled-components';
import { space } from '../../theme/theme';

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

/** A topping: its name, then its portions (and, on a pizza that takes halves, where) as tappable choices. */
export const StyledToppingRow = styled.div`
  display: grid;
  gap: ${space(2)};
  padding: ${space(2, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & > span {
    font-weight: 650;
  }
`;

/** One choice of a few, side by side: the one chosen filled. */
export const StyledSegments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  /* As wide as its words at least: four portions fit a phone's row, and a word is never cut. */
  button {
    flex: 1 1 auto;
    display: grid;
    justify-items: center;
    align-content: center;
    min-width: max-content;
    min-height: 44px;
    padding: ${space(1)};
    font-size: 0.9rem;
    border-radius: ${({ theme }) => theme.radii.medium};
    border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-weight: 650;
    cursor: pointer;
    touch-action: manipulation;
  }

  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  small {
    font-size: 0.8rem;
    font-weight: 600;
  }
`;
