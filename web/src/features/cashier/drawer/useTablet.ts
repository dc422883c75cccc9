import { useEffect, useState } from 'react';
import { registration, type TabletRegistration } from '../offline/offlineNumber';

/** How often the drawer screen looks again for the tablet's registration while its heartbeat is registering it. */
const EVERY_MS = 500;

/**
 * This tablet's registration for the restaurant (docs/decisions/0052-offline-papers-checked.md): the drawer
 * sits under it. The cashier screen's heartbeat registers a new tablet once it is online; until then, null.
 */
export function useTablet(restaurantId: string): TabletRegistration | null {
  const [tablet, setTablet] = useState(() => registration(restaurantId));
  useEffect(() => {
    if (tablet) return;
    const timer = window.setInterval(() => {
      const found = registration(restaurantId);
      if (found) setTablet(found);
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [restaurantId, tablet]);
  return tablet;
}

/** What the tablet sends as `terminal` with a drawer call: "<id>.<key>". */
export const proofOf = (tablet: TabletRegistration) => `${tablet.id}.${tablet.key}`;
