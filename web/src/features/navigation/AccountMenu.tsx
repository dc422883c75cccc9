import { useMenuButton } from '../../ui/hooks/useMenuButton';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { initialsOf, isDemoUser, paths } from '../session/account';
import type { SessionUser } from '../session/sessionStore';
import { useSignOut } from '../session/useSignOut';

const StyledWrapper = styled.div`
  position: relative;
`;

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

const StyledMenu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${space(2)});
  z-index: 30;
  min-width: 240px;
  max-width: calc(100vw - ${space(8)});
  padding: ${space(2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
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

const StyledItem = styled.button`
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
  text-decoration: none;
  cursor: pointer;

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
    <StyledWrapper ref={wrapperRef}>
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
    </StyledWrapper>
  );
}
