import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { space } from '../../../theme/theme';
import { StyledButton } from '../../../ui/controls/Button';
import { StyledOfflineNote } from '../offline/OfflineNote';
import { StyledCardGrid } from '../../../ui/layout/Dashboard';
import { formatTime } from '../../../ui/format/dates';
import { Icon } from '../../../ui/controls/Icon';
import { LoadingState } from '../../../ui/layout/Layout';
import { formatDollars } from '../../../ui/format/money';
import { RESTAURANT } from '../../session/restaurant';
import { outboxOf } from '../offline/outbox';
import { printedHereToday } from '../offline/printedHere';
import type { PrintedHere } from '../offline/terminalDatabase';
import { OrderTypeBadge } from '../../orders/OrderBadges';
import {
  StyledBadges,
  StyledCard,
  StyledCardActions,
  StyledCardTop,
  StyledEmpty,
  StyledMuted,
  StyledTotal,
} from './HistoryCards.styles';

/** What the history cannot do with no network, in one line (issue 25). */
export const OFFLINE_HISTORY_NOTE =
  'Offline: these are the orders printed on this tablet today. Reprints, voids and other devices’ orders need the network.';

const StyledReason = styled(StyledOfflineNote)`
  margin-bottom: ${space(4)};
`;

const StyledLines = styled.ul`
  margin: 0;
  padding-left: ${space(5)};
`;

/**
 * The order history with no network: the orders this tablet printed today,
 * from what it kept (those still waiting to send say so), with what needs the
 * server disabled and the reason said once, above them.
 */
export function DeviceOrders({ restaurantId }: { restaurantId: string }) {
  const reasonId = useId();
  const timeZone = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant.timeZone;
  const outbox = outboxOf(restaurantId);
  // The list is read again whenever the outbox moves (an order sent gets its number).
  const moved = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const [orders, setOrders] = useState<PrintedHere[] | null>(null);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    void Promise.all([printedHereToday(restaurantId, timeZone), outbox.orders()])
      .then(([printed, entries]) => {
        if (!live) return;
        setOrders(printed);
        setWaiting(new Set(entries.map((entry) => entry.id)));
      })
      .catch(() => live && setOrders([]));
    return () => {
      live = false;
    };
  }, [restaurantId, timeZone, outbox, moved]);

  return (
    <section aria-label="Today on this tablet">
      <StyledReason id={reasonId} role="status">
        {OFFLINE_HISTORY_NOTE}
      </StyledReason>
      {orders === null ? (
        <LoadingState>Loading this tablet’s orders…</LoadingState>
      ) : orders.length === 0 ? (
        <StyledEmpty>No orders printed on this tablet today.</StyledEmpty>
      ) : (
        <StyledCardGrid aria-label="Orders printed on this tablet today">
          {orders.map((order) => (
            <li key={order.id}>
              <DeviceOrderCard order={order} waiting={waiting.has(order.id)} reasonId={reasonId} timeZone={timeZone} />
            </li>
          ))}
        </StyledCardGrid>
      )}
    </section>
  );
}

interface CardProps {
  order: PrintedHere;
  waiting: boolean;
  reasonId: string;
  timeZone: string | undefined;
}

function DeviceOrderCard({ order, waiting, reasonId, timeZone }: CardProps) {
  const titleId = useId();
  const title = order.orderNumber !== null ? `Order #${order.orderNumber}` : `Offline order ${order.offlineNumber}`;
  return (
    <StyledCard aria-labelledby={titleId} $voided={false}>
      <StyledCardTop>
        <h3 id={titleId}>{title}</h3>
        <StyledBadges>
          <OrderTypeBadge type={order.orderType} />
        </StyledBadges>
      </StyledCardTop>
      <StyledMuted>
        Printed {formatTime(order.printedAt, timeZone)}
        {order.offlineNumber && order.orderNumber !== null && (
          <>
            {' '}
            · <strong>printed offline as {order.offlineNumber}</strong>
          </>
        )}
        {waiting && (
          <>
            {' '}
            · <strong>waiting to send</strong>
          </>
        )}
      </StyledMuted>
      {order.customerName && (
        <p>
          <strong>{order.customerName}</strong>
        </p>
      )}
      <StyledLines>
        {order.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </StyledLines>
      <StyledTotal $voided={false}>{formatDollars(order.totalCents)}</StyledTotal>
      {/* Disabled, yet reachable by keyboard: the reason is read with each (aria-describedby). */}
      <StyledCardActions>
        <StyledButton type="button" $variant="secondary" aria-disabled="true" aria-describedby={reasonId}>
          <Icon name="printer" size={18} />
          Reprint
        </StyledButton>
        <StyledButton type="button" $variant="ghost" aria-disabled="true" aria-describedby={reasonId}>
          <Icon name="trash" size={18} />
          Void
        </StyledButton>
      </StyledCardActions>
    </StyledCard>
  );
}
