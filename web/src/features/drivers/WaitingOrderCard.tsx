import styled from 'styled-components';
import type { WaitingDeliveryFragment } from '../../graphql/generated/graphql';
import { formatClock, formatDayTime } from '../../ui/format/dates';
import { Icon } from '../../ui/controls/Icon';
import { formatDollars } from '../../ui/format/money';
import { space } from '../../theme/theme';
import { waitingFor } from './rules';
import {
  StyledCardTop,
  StyledCheck,
  StyledCustomer,
  StyledDue,
  StyledMoney,
  StyledMuted,
  StyledOrderCard,
} from './DriverDashboardPage.styles';

/** The kitchen marked it ready (docs/product.md#kitchen-display): the word, not only the colour. */
const StyledReady = styled.span`
  margin-left: auto;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.85rem;
  font-weight: 800;
  letter-spacing: 0.05em;
  text-transform: uppercase;
`;

interface WaitingOrderCardProps {
  order: WaitingDeliveryFragment;
  selected: boolean;
  /** The screen's clock, for the waiting time. */
  now: number;
  onToggle: (order: WaitingDeliveryFragment) => void;
}

/** A delivery waiting for a driver: tapped to select it (docs/product.md#unassigned-orders). */
export function WaitingOrderCard({ order, selected, now, onToggle }: WaitingOrderCardProps) {
  return (
    <StyledOrderCard type="button" aria-pressed={selected} $selected={selected} onClick={() => onToggle(order)}>
      <StyledCardTop>
        <strong>Order #{order.orderNumber}</strong>
        {order.readyAt && <StyledReady>Ready</StyledReady>}
        <StyledCheck $selected={selected} aria-hidden="true">
          {selected && <Icon name="check" size={18} />}
        </StyledCheck>
      </StyledCardTop>
      {order.customerName && <StyledCustomer>{order.customerName}</StyledCustomer>}
      {order.scheduleTime && <StyledDue>Due {formatClock(order.scheduleTime)}</StyledDue>}
      <span>
        {order.street1 ? (
          <>
            {[order.street1, order.street2].filter(Boolean).join(', ')}
            <br />
            {[order.city, order.zipcode].filter(Boolean).join(' ')}
          </>
        ) : (
          'No address on the order'
        )}
      </span>
      <StyledMoney>{formatDollars(order.totalCents)}</StyledMoney>
      <StyledMuted>
        {formatDayTime(order.createdAtLocal)}
        {/* An order due at 18:45 is not late at 18:05: its due time replaces the wait. */}
        {order.scheduleTime ? '' : ` · waiting ${waitingFor(order.createdAt, now)}`}
        {order.firstPrintedAt ? '' : ' · not printed yet'}
      </StyledMuted>
    </StyledOrderCard>
  );
}
