import type { DisplayLine } from '../draft/orderView';
import { receiptParts, withQuantity } from './receipt';
import {
  StyledLine,
  StyledStruck,
  StyledLineTop,
  StyledTitle,
  StyledMoney,
  StyledRemove,
  StyledPart,
  StyledOpen,
  StyledNotes,
  StyledVoidTag,
  StyledLineStatus,
  StyledSmallButton,
  StyledDiscount,
} from './ReceiptLine.styles';
import { formatDollars } from '../../../ui/format/money';
import { Icon } from '../../../ui/controls/Icon';
import { voidTag } from '../voids/voids';
import { LineDiscount } from './ReceiptDiscounts';
import type { ReceiptDiscount } from '../discounts/discounts';

const STATUS_WORDS: Record<Exclude<DisplayLine['status'], 'saved' | 'kept' | 'failed'>, string> = {
  waiting: 'Adding…',
  sending: 'Adding…',
  offline: 'Not sent yet: no connection. Trying again…',
};

export interface LineActions {
  onRemove: (line: DisplayLine) => void;
  onRetry: (opId: string) => void;
  onDismiss: (opId: string) => void;
  /** docs/product.md#discounts: a saved line's discount, given and taken back; the order's (null: none offered). */
  discounts?: {
    onLine: (line: DisplayLine) => void;
    onOrder: (() => void) | null;
    onRemove: (discount: ReceiptDiscount) => void;
    /** Why they cannot be given now (offline), said once beside the order's button; null when they can. */
    disabledBecause: string | null;
  };
}

export function ReceiptLine({ line, actions }: { line: DisplayLine; actions?: LineActions }) {
  const [title, ...rest] = receiptParts(line);
  const label = withQuantity(title?.text ?? line.productName, line.quantity);
  // A voided line can go nowhere else: it keeps no delete icon.
  const removable = !!actions && !line.voided;
  // A line the server has, or a new order's kept on the tablet, takes one discount (docs/product.md#discounts).
  const settled = line.status === 'saved' || line.status === 'kept';
  const discountable = removable && !!actions.discounts && settled && !line.discount;
  return (
    <StyledLine $status={line.status} data-line-status={line.status} data-voided={line.voided ? '' : undefined}>
      <StyledStruck $struck={!!line.voided}>
        <StyledLineTop $actions={removable ? (discountable ? 2 : 1) : 0}>
          <StyledTitle>{label}</StyledTitle>
          <StyledMoney>{formatDollars(line.priceCents)}</StyledMoney>
          {discountable && (
            <StyledDiscount
              type="button"
              aria-label={`Discount ${label}`}
              disabled={!!actions.discounts!.disabledBecause}
              onClick={() => actions.discounts!.onLine(line)}
            >
              <Icon name="tag" size={20} />
            </StyledDiscount>
          )}
          {removable && (
            <StyledRemove type="button" aria-label={`Remove ${label}`} onClick={() => actions.onRemove(line)}>
              <Icon name="trash" size={20} />
            </StyledRemove>
          )}
        </StyledLineTop>
        {rest.map((part, index) => (
          <StyledPart key={index} $depth={part.depth === 2 ? 2 : 1}>
            {part.text}
          </StyledPart>
        ))}
        {line.open && <StyledOpen>Open item</StyledOpen>}
        {line.notes && <StyledNotes>{line.notes}</StyledNotes>}
      </StyledStruck>
      {line.voided && <StyledVoidTag>{voidTag(line.voided)}</StyledVoidTag>}
      {line.discount && !line.voided && (
        <LineDiscount discount={line.discount} onRemove={removable ? actions?.discounts?.onRemove : undefined} />
      )}
      {actions && line.status !== 'saved' && line.status !== 'kept' && (
        <StyledLineStatus $failed={line.status === 'failed'} role={line.status === 'failed' ? 'alert' : undefined}>
          {line.status === 'failed' ? line.message : STATUS_WORDS[line.status]}
          {line.status === 'failed' && line.opId && (
            <>
              <StyledSmallButton type="button" onClick={() => actions.onRetry(line.opId!)}>
                Try again
              </StyledSmallButton>
              <StyledSmallButton type="button" onClick={() => actions.onDismiss(line.opId!)}>
                Dismiss
              </StyledSmallButton>
            </>
          )}
        </StyledLineStatus>
      )}
    </StyledLine>
  );
}
