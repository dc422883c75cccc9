import styled from 'styled-components';
import { space } from '../../../theme/theme';

/** What a screen cannot do with no network, said once, in the colour of the header's Offline dot. */
export const StyledOfflineNote = styled.p`
  margin: 0;
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.highlight};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 550;
`;
