import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PinGate } from '../../ui/controls/PinGate';
import { RESTAURANT } from './restaurant';
import type { ScopedSession } from './scopedSession';
import { useScopedSession } from './ScopedSessionProvider';

interface ScopedPinGateProps<Answer, Variables> {
  /** The call that opens the screen's session with a PIN. */
  mutation: TypedDocumentNode<Answer, Variables>;
  /** Its variables for this restaurant and the PIN typed. */
  variables: (restaurantId: string, pin: string) => Variables;
  /** The session in its answer. */
  opened: (answer: Answer) => ScopedSession;
  /** The document title while the PIN is asked for. */
  documentTitle: string;
  /** The card's heading while the restaurant's name loads: the screen's. */
  screen: string;
  /** A line under the heading, e.g. the prompt the product documents. */
  prompt?: string;
  /** Who may enter. */
  note: string;
  failure: string;
  /** What else the card offers without opening the screen (every screen role's Time clock). */
  aside?: ReactNode;
  /** The screen behind the PIN. */
  children: ReactNode;
}

/**
 * A screen behind a PIN, inside its ScopedSessionProvider (every screen role's RoleScreen, the hub's owner
 * screens): with the session open, the screen; without it, the PIN card with the restaurant's name, which
 * opens the session with the screen's own call.
 */
export function ScopedPinGate<Answer, Variables extends Record<string, unknown>>({
  mutation,
  variables,
  opened,
  screen,
  children,
  ...card
}: ScopedPinGateProps<Answer, Variables>) {
  const { session, endedMessage, start, restaurantId } = useScopedSession();
  const { data } = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const [enter] = useMutation(mutation);
  if (session) return children;
  return (
    <PinGate
      {...card}
      heading={data?.restaurant.name ?? screen}
      endedMessage={endedMessage}
      onSubmit={async (pin) => {
        const { data: answer } = await enter({ variables: variables(restaurantId, pin) });
        if (answer) start(opened(answer));
      }}
    />
  );
}
