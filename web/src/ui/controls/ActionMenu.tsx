import { useMenuButton } from '../hooks/useMenuButton';
import styled from 'styled-components';
import { Icon } from './Icon';
import { StyledMenuItem, StyledMenuPanel, StyledMenuWrapper } from './Menu.styles';

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
    <StyledMenuWrapper ref={wrapperRef}>
      <StyledToggle {...buttonProps} aria-label={label}>
        <Icon name="dots" size={22} />
      </StyledToggle>
      {open && (
        <StyledMenuPanel {...menuProps} aria-label={label}>
          {items.map((item) => (
            <StyledMenuItem
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
            </StyledMenuItem>
          ))}
        </StyledMenuPanel>
      )}
    </StyledMenuWrapper>
  );
}
