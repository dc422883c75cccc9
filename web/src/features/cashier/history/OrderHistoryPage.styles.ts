import styled from 'styled-components';
import { media, space } from '../../../theme/theme';

export const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space(4)};
  padding: ${space(4, 5, 5)};
  margin-bottom: ${space(6)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1.2rem;
  }

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

/** The phone filter's rule, or what it just refused, in the refusal's colour (as in the customer dialog). */
export const StyledPhoneNote = styled.span<{ $refused: boolean }>`
  color: ${({ $refused, theme }) => ($refused ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $refused }) => ($refused ? 650 : 'inherit')};
`;
