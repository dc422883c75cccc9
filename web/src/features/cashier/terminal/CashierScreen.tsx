import type { ReactNode } from 'react';
import { RoleScreen } from '../../session/RoleScreen';
import { KeptFactsGate } from '../offline/KeptFactsGate';
import { outboxOf } from '../offline/outbox';
import { OutboxSender } from '../offline/OutboxSender';
import type { KeptPunch } from '../../session/clock/rules';
import { forgetTerminalFacts } from '../offline/terminalFacts';

interface ScreenProps {
  restaurantId: string;
  /** The document title of the screen behind the PIN. */
  title: string;
  children: ReactNode;
}

// What the tablet kept for working offline goes with the session.
const forgetOnLock = (restaurantId: string) => void forgetTerminalFacts(restaurantId).catch(() => undefined);

/**
 * A cashier screen (docs/product.md#cashier-entry): the cashier's RoleScreen, with what the terminal keeps for
 * working offline around it (its kept facts, forgotten when the screen is locked; the outbox and its sender, which
 * sends the time clock's punches from the PIN card on and the orders behind the cashier's PIN).
 */
export function CashierScreen({ restaurantId, title, children }: ScreenProps) {
  return (
    <RoleScreen
      role="cashier"
      restaurantId={restaurantId}
      title={title}
      wrap={(gate) => (
        <KeptFactsGate restaurantId={restaurantId}>
          {gate}
          <OutboxSender restaurantId={restaurantId} />
        </KeptFactsGate>
      )}
      onLock={forgetOnLock}
      keepPunch={(punch: KeptPunch) => outboxOf(restaurantId).keep(punch)}
    >
      {children}
    </RoleScreen>
  );
}
