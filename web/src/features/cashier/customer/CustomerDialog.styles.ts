import styled from 'styled-components';
import { space } from '../../../theme/theme';

export const StyledFound = styled.section`
  display: grid;
  gap: ${space(2)};
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.accentSoft};

  h3 {
    margin: 0;
    font-size: 1.3rem;
  }

  p {
    margin: 0;
  }
`;

export const StyledLastOrder = styled.p`
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The phone field's rule, or what it just refused, in the refusal's colour. */
export const StyledPhoneNote = styled.span<{ $refused: boolean }>`
  color: ${({ $refused, theme }) => ($refused ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $refused }) => ($refused ? 650 : 'inherit')};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export const StyledSuggestions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(1)};

  button {
    width: 100%;
    min-height: 44px;
    padding: ${space(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    cursor: pointer;
  }
`;
