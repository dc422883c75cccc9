import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { ScopedSessionProvider, useScopedSession } from '../session/ScopedSessionProvider';
import type { ScopedSession } from '../session/scopedSession';
import { ScopedPinGate } from '../session/ScopedPinGate';
import { ENTER_DRIVER_SCREEN } from './operations';

/** A driver screen's page: the full width of a tablet, thumb room on a phone. */
export const StyledDriverPage = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space(7, 6, 10)};

  ${media.phone} {
    padding: ${space(4, 3, 8)};
  }
`;

interface ScreenProps {
  restaurantId: string;
  /** The document title of the screen behind the PIN. */
  title: string;
  children: ReactNode;
}

/**
 * A driver screen (docs/product.md#driver-entry): it runs in the restaurant
 * session a driver's PIN or the security PIN opens, kept for the tab; without
 * one it shows 'Enter The Driver Security PIN' first. Every call below carries
 * that session (a driver's own, or a manager's).
 */
export function DriverScreen({ restaurantId, title, children }: ScreenProps) {
  return (
    <ScopedSessionProvider key={restaurantId} kind="driver" restaurantId={restaurantId}>
      <ScopedPinGate
        mutation={ENTER_DRIVER_SCREEN}
        variables={(restaurantId, pin) => ({ restaurantId, pin })}
        opened={(answer) => answer.enterDriverScreen}
        documentTitle={`${title}: Enter The Driver Security PIN`}
        screen="Driver screen"
        prompt="Enter The Driver Security PIN"
        note="Your driver PIN, or the restaurant’s security PIN (managers and owners only)."
        failure="Incorrect PIN"
      >
        {children}
      </ScopedPinGate>
    </ScopedSessionProvider>
  );
}

/** The open driver-screen session (inside DriverScreen, after the PIN). */
export function useDriverSession(): { restaurantId: string; session: ScopedSession; lock: () => void } {
  const { restaurantId, session, end } = useScopedSession();
  if (!session) throw new Error('useDriverSession is for the screens behind the PIN');
  return { restaurantId, session, lock: () => end(null) };
}
