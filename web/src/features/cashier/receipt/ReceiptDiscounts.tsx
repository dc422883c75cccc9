import styled from 'styled-components';
import { space } from '../../../theme/theme';
import { StyledButton } from '../../../ui/controls/Button';
import { Icon } from '../../../ui/controls/Icon';
import { discountLabel, takenText, type ReceiptDiscount } from '../discounts/discounts';
import type { LineActions } from './ReceiptLine';
import { StyledMoney, StyledRemove } from './ReceiptLine.styles';

/**
 * Discounts on the receipt (docs/product.md#discounts): an item's under the
 * item, the order's above the totals, each with its name and '−$2.00'; on
 * screen a × takes one back, and the order has 'Discount the order'.
 */

const StyledDiscountRow = styled.div<{ $indent: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${space(2)};
  padding-left: ${({ $indent }) => ($indent ? space(4) : 0)};
  font-weight: 650;

  &:not(:has(button)) {
    grid-template-columns: 1fr auto;
  }
`;

const StyledName = styled.span`
  overflow-wrap: anywhere;
`;

const StyledOrderDiscounts = styled.div`
  display: grid;
  gap: ${space(1)};
  padding: ${space(2, 0)};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.borderStrong};
`;

const StyledWhy = styled.p`
  margin: 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

function DiscountRow({
  discount,
  indent,
  onRemove,
}: {
  discount: ReceiptDiscount;
  indent: boolean;
  onRemove?: (discount: ReceiptDiscount) => void;
}) {
  const label = discountLabel(discount);
  return (
    <StyledDiscountRow $indent={indent} data-discount={discount.id}>
      <StyledName>{label}</StyledName>
      <StyledMoney>{takenText(discount.takenCents)}</StyledMoney>
      {onRemove && (
        <StyledRemove type="button" aria-label={`Remove the discount ${label}`} onClick={() => onRemove(discount)}>
          <Icon name="close" size={18} />
        </StyledRemove>
      )}
    </StyledDiscountRow>
  );
}

/** An item's discount, under the item. */
export function LineDiscount({
  discount,
  onRemove,
}: {
  discount: ReceiptDiscount;
  onRemove?: (discount: ReceiptDiscount) => void;
}) {
  return <DiscountRow discount={discount} indent onRemove={onRemove} />;
}

/** The order's discounts, after the items and above the totals, and on screen the button that gives one. */
export function OrderDiscounts({
  discounts,
  actions,
}: {
  discounts: readonly ReceiptDiscount[];
  actions?: LineActions;
}) {
  const given = actions?.discounts;
  return (
    <>
      {discounts.length > 0 && (
        <StyledOrderDiscounts aria-label="Discounts on the order" role="group">
          {discounts.map((discount) => (
            <DiscountRow key={discount.id} discount={discount} indent={false} onRemove={given?.onRemove} />
          ))}
        </StyledOrderDiscounts>
      )}
      {given?.onOrder && (
        <>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={!!given.disabledBecause}
            aria-describedby={given.disabledBecause ? 'discount-offline' : undefined}
            onClick={given.onOrder}
          >
            <Icon name="tag" size={18} />
            Discount the order
          </StyledButton>
          {given.disabledBecause && <StyledWhy id="discount-offline">{given.disabledBecause}</StyledWhy>}
        </>
      )}
    </>
  );
}
