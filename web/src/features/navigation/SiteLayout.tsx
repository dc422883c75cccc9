import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

const StyledSkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 50;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 600;

  &:focus {
    top: 12px;
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
