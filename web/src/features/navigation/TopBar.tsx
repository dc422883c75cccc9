import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, space } from '../../theme/theme';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { Icon } from '../../ui/controls/Icon';
import { StyledContainer } from '../../ui/layout/Layout';
import { LogoMark } from '../../ui/layout/Logo';
import { useCurrentUser } from '../session/useSession';
import { AccountMenu } from './AccountMenu';
import { navigationLinksFor } from './navigationLinks';
import { visuallyHidden } from '../../ui/layout/visuallyHidden';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.shadow};
`;

const StyledBar = styled(StyledContainer)`
  display: flex;
  align-items: center;
  gap: ${space(5)};
  min-height: 68px;

  ${media.phone} {
    gap: ${space(2)};
    padding: ${space(0, 4)};
  }
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  flex: none;
  /* Thumb-sized, like every control (docs/product.md#navigation). */
  min-height: 44px;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.35rem;
  font-weight: 700;
  letter-spacing: -0.01em;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }

  ${media.phone} {
    gap: ${space(2)};
    font-size: 1.2rem;

    svg {
      width: 30px;
      height: 30px;
    }
  }
`;

const linkLook = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${space(0, 3)};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

const StyledDesktopNav = styled.nav`
  flex: 1;
  display: flex;
  justify-content: center;

  ul {
    display: flex;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    ${linkLook}
  }

  ${media.tablet} {
    display: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin-left: auto;

  ${media.phone} {
    gap: ${space(2)};
  }
`;

const StyledMenuToggle = styled.button`
  display: none;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  min-width: 44px;
  padding: ${space(0, 3)};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  cursor: pointer;

  ${media.tablet} {
    display: inline-flex;
  }

  ${media.phone} {
    padding: ${space(0, 2)};
  }
`;

/** The toggle's word: shown beside the icon, kept for screen readers only on a phone. */
const StyledMenuWord = styled.span`
  ${media.phone} {
    ${visuallyHidden}
  }
`;

const StyledPhoneNav = styled.nav`
  display: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${media.tablet} {
    display: block;
  }

  &[hidden] {
    display: none;
  }

  ul {
    margin: 0;
    padding: ${space(2)} ${({ theme }) => theme.layout.gutter} ${space(4)};
    list-style: none;
    display: grid;
    gap: ${space(0.5)};
  }

  a {
    ${linkLook}
    display: flex;
    min-height: 46px;
  }

  a[aria-current='page'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const StyledTryButton = styled(ButtonLink)`
  white-space: nowrap;

  ${media.phone} {
    min-height: 44px;
    padding: ${space(0, 4)};
    font-size: 0.9rem;
  }
`;

export function TopBar() {
  const user = useCurrentUser();
  const links = navigationLinksFor(user);
  const [menuOpen, setMenuOpen] = useState(false);
  const phoneNavId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const renderLinks = (onNavigate?: () => void) => (
    <ul>
      {links.map((link) => (
        <li key={link.label}>
          <NavLink to={link.to} end={link.end} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrand to="/" aria-label="Zest POS home">
          <LogoMark />
          <span aria-hidden="true">Zest POS</span>
        </StyledBrand>
        <StyledDesktopNav aria-label="Main">{renderLinks()}</StyledDesktopNav>
        <StyledActions>
          {user ? <AccountMenu user={user} /> : <StyledTryButton to="/sign-in">Try For Free</StyledTryButton>}
          <StyledMenuToggle
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={phoneNavId}
            onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
            <StyledMenuWord>Menu</StyledMenuWord>
          </StyledMenuToggle>
        </StyledActions>
      </StyledBar>
      <StyledPhoneNav id={phoneNavId} aria-label="Main" hidden={!menuOpen}>
        {renderLinks(() => setMenuOpen(false))}
      </StyledPhoneNav>
    </StyledHeader>
  );
}
