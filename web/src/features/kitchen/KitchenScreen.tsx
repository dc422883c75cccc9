import type { ReactNode } from 'react';
import { ScopedSessionProvider, useScopedSession } from '../session/ScopedSessionProvider';
import type { ScopedSession } from '../session/scopedSession';
import { ScopedPinGate } from '../session/ScopedPinGate';
import { ENTER_KITCHEN } from './operations';

/**
 * The kitchen display (docs/product.md#kitchen-display): it runs in the restaurant session a worker's PIN or
 * the security PIN opens, kept for the tab; without one it shows 'Enter The Kitchen PIN' first.
 */
export function KitchenScreen({ restaurantId, children }: { restaurantId: string; children: ReactNode }) {
  return (
    <ScopedSessionProvider key={restaurantId} kind="kitchen" restaurantId={restaurantId}>
      <ScopedPinGate
        mutation={ENTER_KITCHEN}
        variables={(restaurantId, pin) => ({ restaurantId, pin })}
        opened={(answer) => answer.enterScreen}
        documentTitle="Kitchen display: Enter The Kitchen PIN"
        screen="Kitchen display"
        prompt="Enter The Kitchen PIN"
        note="Your worker PIN, or the restaurant’s security PIN (managers and owners only)."
        failure="Incorrect PIN"
      >
        {children}
      </ScopedPinGate>
    </ScopedSessionProvider>
  );
}

/** The open display session (inside KitchenScreen, after the PIN). */
export function useKitchenSession(): { restaurantId: string; session: ScopedSession; lock: () => void } {
  const { restaurantId, session, end } = useScopedSession();
  if (!session) throw new Error('useKitchenSession is for the display behind the PIN');
  return { restaurantId, session, lock: () => end(null) };
}
