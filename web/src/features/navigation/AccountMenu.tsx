import { useMenuButton } from '../../ui/hooks/useMenuButton';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { StyledMenuItem, StyledMenuPanel, StyledMenuWrapper } from '../../ui/controls/Menu.styles';
import { initialsOf, isDemoUser, paths } from '../session/account';
import type { SessionUser } from '../session/sessionStore';
import { useSignOut } from '../session/useSignOut';

const StyledAvatarButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primarySoft};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: 0.95rem;
  letter-spacing: 0.02em;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const StyledMenu = styled(StyledMenuPanel)`
  z-index: 30;
  min-width: 240px;
  max-width: calc(100vw - ${space(8)});
`;

const StyledWho = styled.div`
  padding: ${space(2, 3, 3)};
  margin-bottom: ${space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  strong {
    display: block;
  }
  span {
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledItem = styled(StyledMenuItem)`
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.ink};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/**
 * The signed-in person's menu: a menu button with their initials (WAI-ARIA
 * menu button pattern: arrows move, Escape closes and returns focus).
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, close, wrapperRef, buttonProps, menuProps } = useMenuButton();
  const { signOut, signingOut } = useSignOut();
  const demo = isDemoUser(user);

  return (
    <StyledMenuWrapper ref={wrapperRef}>
      {/* The name holds the visible initials too, so a person can call the button by what it shows (WCAG 2.5.3). */}
      <StyledAvatarButton
        {...buttonProps}
        aria-label={`Account menu for ${user.fullname || user.email}, ${initialsOf(user)}`}
      >
        <span aria-hidden="true">{initialsOf(user)}</span>
      </StyledAvatarButton>
      {open && (
        <StyledMenu {...menuProps} aria-label="Account">
          <StyledWho role="none">
            <strong>{user.fullname}</strong>
            <span>{user.email}</span>
          </StyledWho>
          {!demo && (
            <StyledItem
              as={Link}
              to={paths.profile(user.id)}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
            >
              Profile
            </StyledItem>
          )}
          <StyledItem
            type="button"
            role="menuitem"
            tabIndex={-1}
            disabled={signingOut}
            onClick={() => {
              void signOut().then(() => setOpen(false));
            }}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </StyledItem>
        </StyledMenu>
      )}
    </StyledMenuWrapper>
  );
}
