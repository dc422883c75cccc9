import { useState } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { Icon } from '../controls/Icon';
import { LogoMark } from './Logo';
import { HeaderSlot, HeaderTools } from './headerSlot';
import { NetworkStatus } from './NetworkStatus';
import { NoteStrip } from './noteStrip';

/** The whole window: the page scrolls inside main, so a screen can pin its own columns. */
const StyledFrame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100dvh;

  @media print {
    display: block;
    height: auto;
  }
`;

const StyledHeader = styled.header`
  flex: none;
  display: flex;
  /* On a phone, what waits to be sent goes under the title rather than off the screen. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
  min-height: 56px;
  padding: ${space(1, 4)};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};

  @media print {
    display: none;
  }
`;

const StyledBack = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  min-width: 44px;
  padding: ${space(0, 4, 0, 3)};
  border: 1.5px solid ${({ theme }) => theme.colors.nightMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.onNight};
  font-weight: 650;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.ink};
  }
`;

const StyledTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;

  ${media.phone} {
    font-size: 1.05rem;
  }
`;

const StyledSlot = styled.span`
  /* Read as one line with Online/Offline: "Offline · 2 orders waiting to send". */
  margin-left: calc(-1 * ${space(2)});
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

const StyledMain = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 0;
  overflow: auto;
  /* What is scrolled to (a tab, a search hit) stops above a bar pinned to the bottom: the phone's grand total,
     the drivers' selection. */
  scroll-padding-bottom: calc(${space(24)} + ${space(8)});
  background: ${({ theme }) => theme.colors.surfaceSunken};

  &:focus {
    outline: none;
  }

  @media print {
    display: none;
  }
`;

/**
 * A screen's own control (the Time clock), before the tablet's status: on a phone it goes down to the status's
 * line rather than take a line of its own.
 */
const StyledTools = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};

  &:empty {
    display: none;
  }
`;

/**
 * Where the title is, and where a note (Toast) shows in its place: a staff screen is an app, with no footer, so a
 * note lies over the title only, over no control at any size, and appears without moving anything
 * (docs/product.md#terminal-feel).
 */
const StyledLead = styled.div`
  position: relative;
  flex: 1 1 200px;
  align-self: stretch;
  display: flex;
  align-items: center;
  min-width: 0;
`;

const StyledNotes = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  background: ${({ theme }) => theme.colors.night};

  &:empty {
    display: none;
  }

  /* The newest note only: two at once would not fit the title's place. */
  & > *:not(:last-child) {
    display: none;
  }
`;

/**
 * The frame of the terminal screens (docs/product.md#cashier): on the screen
 * roles' paths (features/session/screens.ts TERMINAL_PATHS) the site's header and footer give way
 * to a slim header with Back, 'Zest POS Terminal' (where notes show), the screen's own control (the Time clock)
 * and the tablet's status; no footer.
 */
export function TerminalLayout() {
  const navigate = useNavigate();
  // Every terminal route names its restaurant (restaurantId on the cashier's, id on the driver's).
  const params = useParams();
  const restaurantId = params.restaurantId ?? params.id;
  const back = () => {
    // React Router numbers the entries it made; at the first one (a reload of an opened tab, a link)
    // there is nowhere in the app to go back to, so Back goes up to the restaurant's hub, not the
    // marketing page.
    const index: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else navigate(restaurantId ? `/openARestaurantDashboard/${encodeURIComponent(restaurantId)}` : '/');
  };
  const [strip, setStrip] = useState<HTMLElement | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [tools, setTools] = useState<HTMLElement | null>(null);
  return (
    <StyledFrame>
      <StyledHeader>
        <StyledBack type="button" onClick={back}>
          <Icon name="arrowLeft" size={20} />
          Back
        </StyledBack>
        <StyledLead>
          <StyledTitle>
            <LogoMark />
            Zest POS Terminal
          </StyledTitle>
          <StyledNotes ref={setStrip} />
        </StyledLead>
        <StyledTools ref={setTools} />
        <NetworkStatus />
        <StyledSlot ref={setSlot} aria-live="polite" />
      </StyledHeader>
      <StyledMain id="main" tabIndex={-1}>
        <NoteStrip.Provider value={strip}>
          <HeaderSlot.Provider value={slot}>
            <HeaderTools.Provider value={tools}>
              <Outlet />
            </HeaderTools.Provider>
          </HeaderSlot.Provider>
        </NoteStrip.Provider>
      </StyledMain>
    </StyledFrame>
  );
}
