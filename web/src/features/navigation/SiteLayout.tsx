import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${space(3)};
  top: 0;
  /* Out of sight above the page until it has focus. */
  transform: translateY(-200%);
  z-index: 50;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 600;

  &:focus {
    top: ${space(3)};
    transform: none;
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledMain = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;

  &:focus {
    outline: none;
  }
`;

/** Top bar, page, footer: the frame of every screen. */
export function SiteLayout() {
  const { pathname, hash } = useLocation();

  // A new page starts at its top; an in-page link (/#features) scrolls to its target.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <>
      <StyledSkipLink href="#main">Skip to content</StyledSkipLink>
      <TopBar />
      <StyledMain id="main" tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <Footer />
    </>
  );
}
