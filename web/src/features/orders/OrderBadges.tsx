import styled, { css } from 'styled-components';
import type { OrderType } from '../../graphql/generated/graphql';
import { space } from '../../theme/theme';

/** The badges an order wears on screen: its type and, once voided, VOID, each with its word. */

/** An order type in words, wherever it is shown (docs/product.md#order-types). */
export const ORDER_TYPE_WORD: Record<OrderType, string> = { delivery: 'Delivery', pickup: 'Pickup', togo: 'To Go' };

const StyledBadge = styled.span<{ $type: OrderType }>`
  display: inline-flex;
  align-items: center;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 750;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  white-space: nowrap;

  ${({ $type, theme }) => {
    const [ink, soft] =
      $type === 'delivery'
        ? [theme.colors.orderDelivery, theme.colors.orderDeliverySoft]
        : $type === 'pickup'
          ? [theme.colors.orderPickup, theme.colors.orderPickupSoft]
          : [theme.colors.orderTogo, theme.colors.orderTogoSoft];
    return css`
      color: ${ink};
      background: ${soft};
      border: 1.5px solid ${ink};
    `;
  }}
`;

/** The order type as a coloured badge with its word (docs/product.md#order-types). */
export function OrderTypeBadge({ type }: { type: OrderType }) {
  return <StyledBadge $type={type}>{ORDER_TYPE_WORD[type]}</StyledBadge>;
}

const StyledOnlineBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px dashed ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.85rem;
  font-weight: 750;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  white-space: nowrap;
`;

/** An order placed on the ordering page (docs/decisions/0062-online-ordering.md): the word, not a colour. */
export function OnlineBadge() {
  return <StyledOnlineBadge>Online</StyledOnlineBadge>;
}

const StyledVoidBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.85rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  white-space: nowrap;
`;

/** A voided order's mark: the word, not only the colour (docs/product.md#voids). */
export function VoidBadge() {
  return <StyledVoidBadge>VOID</StyledVoidBadge>;
}
