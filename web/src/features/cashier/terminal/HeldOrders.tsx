import styled from 'styled-components';
import type { HistoryCardFragment } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { cardButtonLook, StyledButton } from '../../../ui/controls/Button';
import { LoadingState } from '../../../ui/layout/Layout';
import { StyledOrderGrid } from '../../../ui/layout/Lists';
import { formatDollars } from '../../../ui/format/money';
import { OrderTypeBadge } from '../../orders/OrderBadges';
import { formatTime } from '../../../ui/format/dates';

/**
 * 'Held orders' (docs/product.md#held-orders): today's orders with lines that
 * were never printed, read from the server (docs/decisions/0030-held-orders.md),
 * one tap to bring one back to the take-order screen.
 */

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin-bottom: ${space(3)};

  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const StyledHeld = styled.button`
  ${cardButtonLook}
  min-height: 96px;
  padding: ${space(3, 4)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHeldTop = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};

  strong {
    font-size: 1.2rem;
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.92rem;
`;

const StyledMoney = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 800;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${space(8, 4)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px dashed ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

interface HeldOrdersProps {
  orders: HistoryCardFragment[];
  loading: boolean;
  error: unknown;
  /** Says why an order could not be brought back (changes of the open one still on their way). */
  problem: string | null;
  onResume: (order: HistoryCardFragment) => void;
  onClose: () => void;
}

export function HeldOrders({ orders, loading, error, problem, onResume, onClose }: HeldOrdersProps) {
  return (
    <section aria-labelledby="held-heading">
      <StyledTop>
        <h2 id="held-heading">Held orders</h2>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          Back to the menu
        </StyledButton>
      </StyledTop>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {orders.length > 0 ? (
        <StyledOrderGrid aria-label="Held orders">
          {orders.map((order) => (
            <li key={order.id}>
              <StyledHeld type="button" onClick={() => onResume(order)}>
                <StyledHeldTop>
                  <strong>Order #{order.orderNumber}</strong>
                  <OrderTypeBadge type={order.orderType} />
                </StyledHeldTop>
                <span>
                  {order.customer?.fullName ?? 'No customer'}
                  {order.scheduleTime && <strong> · Scheduled {order.scheduleTime}</strong>}
                </span>
                <StyledMuted>
                  {formatTime(order.createdAtLocal)} · {order.employeeName}
                </StyledMuted>
                <StyledMoney>{formatDollars(order.totalCents)}</StyledMoney>
              </StyledHeld>
            </li>
          ))}
        </StyledOrderGrid>
      ) : loading ? (
        <LoadingState>Loading the held orders…</LoadingState>
      ) : error ? (
        <ErrorAlert>We could not load the held orders.</ErrorAlert>
      ) : (
        <StyledEmpty>No held orders: every order of today with items was printed.</StyledEmpty>
      )}
    </section>
  );
}
