import type { ReactNode } from 'react';
import { graphql } from '../../graphql/generated';
import { ScopedPinGate } from './ScopedPinGate';
import { INCORRECT_PIN } from '../../ui/format/words';

/** The security PIN for a restaurant's manager session: the hub's, and every owner screen's lock (RestaurantLock). */
export const OPEN_HUB_SESSION = graphql(`
  mutation OpenHubSession($id: ID!, $securityPin: String!) {
    openRestaurant(id: $id, securityPin: $securityPin) {
      ...ScopedSessionFields
    }
  }
`);

interface HubSessionGateProps {
  /** The screen's name: the PIN card's prompt and its document title. */
  screen: string;
  children: ReactNode;
}

/**
 * The owner's and managers' screens under the hub (revenue, audit) work in
 * the restaurant's manager session (ScopedSessionProvider kind="hub"):
 * reached from the hub it is already open in the tab; otherwise this asks
 * for the security PIN ('Incorrect PIN.'). A cashier's or a driver's
 * session never reaches them (the server refuses them too).
 */
export function HubSessionGate({ screen, children }: HubSessionGateProps) {
  return (
    <ScopedPinGate
      mutation={OPEN_HUB_SESSION}
      variables={(id, securityPin) => ({ id, securityPin })}
      opened={(answer) => answer.openRestaurant}
      documentTitle={`${screen}: enter the security PIN`}
      screen={screen}
      prompt={screen}
      note="Enter the restaurant’s security PIN (managers and owners only)."
      failure={INCORRECT_PIN}
    >
      {children}
    </ScopedPinGate>
  );
}
