import styled from 'styled-components';
import { space } from '../../theme/theme';
import { StyledRowList } from '../../ui/layout/Lists';

export const StyledItems = styled(StyledRowList)`
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    overflow-wrap: anywhere;
  }

  li > span {
    min-width: 0;
  }

  li > button {
    flex: none;
  }
`;

export const StyledTotal = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  padding-top: ${space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

export const StyledOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export const StyledOption = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: ${space(0, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
