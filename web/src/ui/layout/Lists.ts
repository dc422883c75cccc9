import styled from 'styled-components';
import { space } from '../../theme/theme';

/** Lists several screens show alike; a screen gives its rows their own look by extending one. */

/** Rows one under the other, without bullets or indent (a hub card's discounts, a day's drawer moves). */
export const StyledRowList = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Order cards side by side, as many as fit at 220 px or more (held orders, a driver's orders). */
export const StyledOrderGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Facts as a name and its value (a drawer's figures, the checkout's totals); the screen sets the columns. */
export const StyledFactList = styled.dl`
  display: grid;
  gap: ${space(1, 4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 0;
  }
`;
