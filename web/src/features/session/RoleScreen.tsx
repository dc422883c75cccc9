import { createContext, use, type ReactNode } from 'react';
import { PinCardClock, TimeClock } from './clock/TimeClock';
import type { KeptPunch } from './clock/rules';
import { ENTER_SCREEN } from './operations';
import type { ScreenRole } from './roles';
import { pinTitle, SCREENS } from './screens';
import { ScopedPinGate } from './ScopedPinGate';
import type { ScopedSession } from './scopedSession';
import { ScopedSessionProvider, useScopedSession } from './ScopedSessionProvider';

interface RoleScreenProps {
  /** Whose screen: its PIN card's words come from the registry of screens (screens.ts). */
  role: ScreenRole;
  restaurantId: string;
  /** The document title of the page behind the PIN; the screen's name by default. */
  title?: string;
  /** What goes around the PIN card inside the session (the cashier's kept facts). */
  wrap?: (gate: ReactNode) => ReactNode;
  /** What else locking forgets (the cashier's terminal facts). */
  onLock?: (restaurantId: string) => void;
  /** Keeps a punch at the time clock that Zest POS did not answer, to send later (the cashier terminal's outbox). */
  keepPunch?: (punch: KeptPunch) => Promise<void>;
  children: ReactNode;
}

const LockContext = createContext<((restaurantId: string) => void) | undefined>(undefined);

/**
 * A screen role's screen (docs/product.md#pin-entry): it runs in the restaurant session the role's PIN or the
 * security PIN opens (enterScreen), kept for the tab; without one it shows the PIN card first. Every call below
 * carries that session: the employee's own, or a manager's. Its time clock is there before the PIN and after it
 * (the header's Time clock, the PIN card's), for the restaurant's session or the owner's account alike.
 */
export function RoleScreen({
  role,
  restaurantId,
  title,
  wrap = (gate) => gate,
  onLock,
  keepPunch,
  children,
}: RoleScreenProps) {
  const words = SCREENS[role];
  return (
    <ScopedSessionProvider key={restaurantId} kind={role} restaurantId={restaurantId}>
      <LockContext value={onLock}>
        <TimeClock restaurantId={restaurantId} keep={keepPunch}>
          {wrap(
            <ScopedPinGate
              mutation={ENTER_SCREEN}
              variables={(restaurantId, pin) => ({ restaurantId, role, pin })}
              opened={(answer) => answer.enterScreen}
              documentTitle={pinTitle(role, title)}
              screen={words.screen}
              prompt={'prompt' in words ? words.prompt : undefined}
              note={words.note}
              failure="Incorrect PIN"
              aside={<PinCardClock />}
            >
              {children}
            </ScopedPinGate>,
          )}
        </TimeClock>
      </LockContext>
    </ScopedSessionProvider>
  );
}

/** The open session of the screen (inside RoleScreen, after the PIN); lock ends it and asks for the PIN again. */
export function useScreenSession(): { restaurantId: string; session: ScopedSession; lock: () => void } {
  const { restaurantId, session, end } = useScopedSession();
  const onLock = use(LockContext);
  if (!session) throw new Error('useScreenSession is for the screens behind the PIN');
  return {
    restaurantId,
    session,
    lock: () => {
      onLock?.(restaurantId);
      end(null);
    },
  };
}
