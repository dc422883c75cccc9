import styled from 'styled-components';
import { space } from '../../theme/theme';

/** A quiet button on the dark bars (the terminal's header, the floating notes): outlined, a full 44 px tall. */
export const NightButton = styled.button`
  flex: none;
  min-height: 44px;
  padding: ${space(0, 4)};
  border: 1.5px solid ${({ theme }) => theme.colors.nightMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.onNight};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.ink};
  }
`;
