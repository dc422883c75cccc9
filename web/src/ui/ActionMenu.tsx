import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from './Icon';

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledToggle = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
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
  top: calc(100% + 6px);
  z-index: 20;
  min-width: 180px;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const StyledItem = styled.button<{ $danger?: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);

  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <StyledWrapper ref={wrapperRef}>
      <StyledToggle
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="dots" size={22} />
      </StyledToggle>
      {open && (
        <StyledMenu id={menuId} ref={menuRef} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
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
