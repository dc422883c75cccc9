import { useMenuButton } from '../hooks/useMenuButton';
import styled, { css } from 'styled-components';
import { space } from '../../theme/theme';
import { Icon } from './Icon';

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledToggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const StyledMenu = styled.div`
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

const StyledItem = styled.button<{ $danger?: boolean }>`
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

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}

interface ActionMenuProps {
  /** The accessible name of the three-dot button, e.g. "Actions for Luigi's". */
  label: string;
  items: ActionMenuItem[];
}

/**
 * A card's three-dot menu (WAI-ARIA menu button: arrows move, Escape closes
 * and returns focus, a click outside closes).
 */
export function ActionMenu({ label, items }: ActionMenuProps) {
  const { open, close, wrapperRef, buttonProps, menuProps } = useMenuButton();

  return (
    <StyledWrapper ref={wrapperRef}>
      <StyledToggle {...buttonProps} aria-label={label}>
        <Icon name="dots" size={22} />
      </StyledToggle>
      {open && (
        <StyledMenu {...menuProps} aria-label={label}>
          {items.map((item) => (
            <StyledItem
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              $danger={item.danger}
              disabled={item.disabled}
              onClick={() => {
                // Focus goes back to the button first, so a dialog the action opens returns it there.
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </StyledItem>
          ))}
        </StyledMenu>
      )}
    </StyledWrapper>
  );
}
