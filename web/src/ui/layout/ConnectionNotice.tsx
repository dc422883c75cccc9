import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import type { Connection } from '../../graphql/connection';
import { space } from '../../theme/theme';
import { useDeviceOnline } from '../hooks/deviceOnline';
import { TERMINAL_PATHS } from './TerminalLayout';

/** Off the terminal, a screen without the device's network says what it needs, and where work goes on. */
export const OFFLINE_NOTE = 'No network: this page needs it. The cashier terminal keeps taking orders offline.';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const StyledNotice = styled.div`
  position: fixed;
  top: ${space(3)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 60;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  /* As wide as its words, up to the screen less a margin: centred with left 50%, it would wrap at half. */
  width: max-content;
  max-width: calc(100vw - ${space(8)});
  min-height: 44px;
  padding: ${space(2, 5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-weight: 600;

  @media print {
    display: none;
  }
`;

const StyledDot = styled.span<{ $back: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme, $back }) => ($back ? theme.colors.successBorder : theme.colors.highlight)};
  animation: ${({ $back }) => ($back ? 'none' : pulse)} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The calm note while Zest POS reconnects (docs/architecture.md#failures):
 * calls wait and go again by themselves, so the screen keeps its work and
 * shows no red error; "Back online" for a moment once all is answered again.
 * The live region is always there, so the change is announced; the status
 * role sits on the note itself, so a screen's own status messages stay the
 * only ones while all is well.
 */
export function ConnectionNotice({ connection }: { connection: Connection }) {
  const state = useSyncExternalStore(connection.subscribe, connection.get);
  const deviceOnline = useDeviceOnline();
  // The terminal's header carries the same news (NetworkStatus), where it covers nothing.
  const terminal = TERMINAL_PATHS.test(useLocation().pathname);
  return (
    <div aria-live="polite" aria-atomic="true">
      {!deviceOnline && !terminal ? (
        <StyledNotice role="status" data-connection="offline">
          <StyledDot $back={false} aria-hidden="true" />
          {OFFLINE_NOTE}
        </StyledNotice>
      ) : (
        state !== 'online' &&
        !terminal && (
          <StyledNotice role="status" data-connection={state}>
            <StyledDot $back={state === 'back'} aria-hidden="true" />
            {state === 'back' ? 'Back online' : 'Reconnecting… your work is kept.'}
          </StyledNotice>
        )
      )}
    </div>
  );
}
