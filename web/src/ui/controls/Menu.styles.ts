import styled, { css } from 'styled-components';
import { space } from '../../theme/theme';

/** A menu button's parts (useMenuButton): the three-dot ActionMenu's, and the account menu's in the top bar. */
export const StyledMenuWrapper = styled.div`
  position: relative;
`;

/** The menu under its button, on the button's right edge. */
export const StyledMenuPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${space(2)});
  z-index: 20;
  min-width: 180px;
  padding: ${space(2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/** One item of the menu, a full-width row; red when it deletes. */
export const StyledMenuItem = styled.button<{ $danger?: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  min-height: 44px;
  padding: ${space(0, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 550;
  text-align: left;
  cursor: pointer;

  ${({ $danger, theme }) =>
    $danger &&
    css`
      color: ${theme.colors.danger};
    `}

  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
