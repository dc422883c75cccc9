import styled from 'styled-components';
import { space } from '../../theme/theme';

/** The steps of an order, the ones reached filled in. */
export const StyledSteps = styled.ol`
  list-style: none;
  margin: ${space(4, 0, 0)};
  padding: 0;
  display: grid;
  gap: ${space(2)};

  li {
    display: flex;
    align-items: center;
    gap: ${space(3)};
    min-height: 44px;
    padding: ${space(2, 4)};
    border-radius: ${({ theme }) => theme.radii.medium};
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  li::before {
    content: '';
    flex: none;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  }

  li[data-done='true'] {
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.successBorder};
    background: ${({ theme }) => theme.colors.successSoft};
  }

  li[data-done='true']::before {
    background: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  }

  li[aria-current='step'] {
    font-weight: 800;
  }
`;
