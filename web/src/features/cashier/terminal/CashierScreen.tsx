import { useMutation, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PinGate } from '../../../ui/controls/PinGate';
import { RESTAURANT } from '../../session/restaurant';
import { ScopedSessionProvider, useScopedSession } from '../../session/ScopedSessionProvider';
import type { ScopedSession } from '../../session/scopedSession';
import { KeptFactsGate } from '../offline/KeptFactsGate';
import { OutboxSender } from '../offline/OutboxSender';
import { forgetTerminalFacts } from '../offline/terminalFacts';
import { ENTER_CASHIER_SCREEN } from '../operations';

interface ScreenProps {
  restaurantId: string;
  /** The document title of the screen behind the PIN. */
  title: string;
  children: ReactNode;
}

/**
 * A cashier screen (docs/product.md#cashier-entry): it runs in the restaurant
 * session a cashier's PIN or the security PIN opens, kept for the tab; without
 * one it shows the PIN pad first. Every call below carries that session.
 */
export function CashierScreen({ restaurantId, title, children }: ScreenProps) {
  return (
    <ScopedSessionProvider key={restaurantId} kind="cashier" restaurantId={restaurantId}>
      <KeptFactsGate restaurantId={restaurantId}>
        <CashierGate title={title}>{children}</CashierGate>
      </KeptFactsGate>
    </ScopedSessionProvider>
  );
}

function CashierGate({ title, children }: { title: string; children: ReactNode }) {
  const { session, endedMessage, start, restaurantId } = useScopedSession();
  const { data } = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const [enter] = useMutation(ENTER_CASHIER_SCREEN);

  if (session)
    return (
      <>
        {children}
        <OutboxSender restaurantId={restaurantId} />
      </>
    );
  return (
    <PinGate
      documentTitle={`${title}: enter your PIN`}
      heading={data?.restaurant.name ?? 'Cashier screen'}
      note="Enter your cashier PIN, or the restaurant’s security PIN."
      endedMessage={endedMessage}
      failure="Incorrect PIN"
      onSubmit={async (pin) => {
        const { data: answer } = await enter({ variables: { restaurantId, pin } });
        if (answer) start(answer.enterCashierScreen);
      }}
    />
  );
}

/** The open cashier session of the screen (inside CashierScreen, after the PIN). */
export function useCashierSession(): { restaurantId: string; session: ScopedSession; lock: () => void } {
  const { restaurantId, session, end } = useScopedSession();
  if (!session) throw new Error('useCashierSession is for the screens behind the PIN');
  return {
    restaurantId,
    session,
    lock: () => {
      // What the tablet kept for working offline goes with the session.
      void forgetTerminalFacts(restaurantId).catch(() => undefined);
      end(null);
    },
  };
}
