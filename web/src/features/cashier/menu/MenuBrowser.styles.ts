import styled from 'styled-components';
import { space } from '../../../theme/theme';
import { StyledTile } from './MenuTiles.styles';

export const StyledSpecialCard = styled(StyledTile)`
  align-content: start;

  ul {
    margin: 0;
    padding-left: ${space(4)};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.9rem;
  }
`;

/** A category that takes no toppings, shown open on the categories view. */
export const StyledOpenCategory = styled.section`
  display: grid;
  gap: ${space(2)};
`;

/** The categories that take toppings, one pressed: its products are listed under them. */
export const StyledCategoryChoice = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  button {
    padding: ${space(1, 4)};
  }
`;

/** No box of its own: an opened product still takes what is left of the column (ItemDetail). */
export const StyledGuard = styled.div`
  display: contents;
`;
