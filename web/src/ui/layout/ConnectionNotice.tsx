import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import type { Connection } from '../../graphql/connection';
import { FloatingNote } from './FloatingNote';
import { useDeviceOnline } from '../hooks/deviceOnline';

/** Off the terminal, a screen without the device's network says what it needs, and where work goes on. */
export const OFFLINE_NOTE = 'No network: this page needs it. The cashier terminal keeps taking orders offline.';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
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
 */
export function ConnectionNotice({ connection, terminalPaths }: { connection: Connection; terminalPaths: RegExp }) {
  const calls = useSyncExternalStore(connection.subscribe, connection.get);
  const deviceOnline = useDeviceOnline();
  // The terminal's header carries the same news (NetworkStatus), where it covers nothing.
  const terminal = terminalPaths.test(useLocation().pathname);
  const state = deviceOnline ? calls : 'offline';
  return (
    <FloatingNote shown={!terminal && state !== 'online'} at="top" data-connection={state}>
      <StyledDot $back={state === 'back'} aria-hidden="true" />
      {state === 'offline' ? OFFLINE_NOTE : state === 'back' ? 'Back online' : 'Reconnecting… your work is kept.'}
    </FloatingNote>
  );
}
