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
} from './ReceiptLine.styles';
import { formatDollars } from '../../../ui/money';
import { Icon } from '../../../ui/Icon';
import { voidTag } from '../voids/voids';

const STATUS_WORDS: Record<Exclude<DisplayLine['status'], 'saved' | 'failed'>, string> = {
  waiting: 'Adding…',
  sending: 'Adding…',
  offline: 'Not sent yet: no connection. Trying again…',
};

export interface LineActions {
  onRemove: (line: DisplayLine) => void;
  onRetry: (opId: string) => void;
  onDismiss: (opId: string) => void;
}

export function ReceiptLine({ line, actions }: { line: DisplayLine; actions?: LineActions }) {
  const [title, ...rest] = receiptParts(line);
  const label = withQuantity(title?.text ?? line.productName, line.quantity);
  // A voided line can go nowhere else: it keeps no delete icon.
  const removable = !!actions && !line.voided;
  return (
    <StyledLine $status={line.status} data-line-status={line.status} data-voided={line.voided ? '' : undefined}>
      <StyledStruck $struck={!!line.voided}>
        <StyledLineTop $actions={removable}>
          <StyledTitle>{label}</StyledTitle>
          <StyledMoney>{formatDollars(line.priceCents)}</StyledMoney>
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
      {actions && line.status !== 'saved' && (
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
