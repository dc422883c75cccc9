import styled from 'styled-components';
import { space } from '../../theme/theme';
import { StyledButton } from '../../ui/controls/Button';
import { StyledBlockedNote, StyledGridCard, StyledGridCardTop } from '../../ui/layout/Dashboard';

export const StyledRestaurant = styled(StyledGridCard)`
  display: flex;
  flex-direction: column;
  padding: ${space(6, 6, 5)};
`;

export const StyledCardTop = styled(StyledGridCardTop)`
  h2 {
    margin: ${space(2, 0, 0)};
    font-size: 1.4rem;
    overflow-wrap: anywhere;
  }
`;

export const StyledDescription = styled.p<{ $empty: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
  overflow-wrap: anywhere;
`;

export const StyledFacts = styled.dl`
  margin: 0;
  padding-top: ${space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(2, 4)};
  font-size: 0.93rem;
  flex: 1;
  align-content: start;

  dt {
    color: ${({ theme }) => theme.colors.inkSubtle};
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Open, or (disabled) the long reason it cannot open, which wraps on narrow cards. */
export const StyledOpenButton = styled(StyledButton)`
  padding-top: ${space(2)};
  padding-bottom: ${space(2)};
  border-radius: ${({ theme }) => theme.radii.medium};

  &:disabled {
    opacity: 1;
    border-color: transparent;
    background: ${({ theme }) => theme.colors.highlightSoft};
    color: ${({ theme }) => theme.colors.roleOther};
  }
`;

export const StyledBlocked = styled(StyledBlockedNote)`
  margin-bottom: ${space(6)};
  flex-wrap: wrap;

  a {
    color: inherit;
  }
`;
