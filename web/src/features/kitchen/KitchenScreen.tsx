import { useMutation, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PinGate } from '../../ui/controls/PinGate';
import { RESTAURANT } from '../session/restaurant';
import { ScopedSessionProvider, useScopedSession } from '../session/ScopedSessionProvider';
import type { ScopedSession } from '../session/scopedSession';
import { ENTER_KITCHEN } from './operations';

/**
 * The kitchen display (docs/product.md#kitchen-display): it runs in the restaurant session a worker's PIN or
 * the security PIN opens, kept for the tab; without one it shows 'Enter The Kitchen PIN' first.
 */
export function KitchenScreen({ restaurantId, children }: { restaurantId: string; children: ReactNode }) {
  return (
    <ScopedSessionProvider key={restaurantId} kind="kitchen" restaurantId={restaurantId}>
      <KitchenGate>{children}</KitchenGate>
    </ScopedSessionProvider>
  );
}

function KitchenGate({ children }: { children: ReactNode }) {
  const { session, endedMessage, start, restaurantId } = useScopedSession();
  const { data } = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const [enter] = useMutation(ENTER_KITCHEN);

  if (session) return children;
  return (
    <PinGate
      documentTitle="Kitchen display: Enter The Kitchen PIN"
      heading={data?.restaurant.name ?? 'Kitchen display'}
      prompt="Enter The Kitchen PIN"
      note="Your worker PIN, or the restaurant’s security PIN (managers and owners only)."
      endedMessage={endedMessage}
      failure="Incorrect PIN"
      onSubmit={async (pin) => {
        const { data: answer } = await enter({ variables: { restaurantId, pin } });
        if (answer) start(answer.enterScreen);
      }}
    />
  );
}

/** The open display session (inside KitchenScreen, after the PIN). */
export function useKitchenSession(): { restaurantId: string; session: ScopedSession; lock: () => void } {
  const { restaurantId, session, end } = useScopedSession();
  if (!session) throw new Error('useKitchenSession is for the display behind the PIN');
  return { restaurantId, session, lock: () => end(null) };
}
