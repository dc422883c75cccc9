import type { ReactNode } from 'react';
import type { OrderType, ReceiptFragment } from '../../../graphql/generated/graphql';
import { Icon } from '../../../ui/Icon';
import { formatDollars } from '../../../ui/money';
import { savedLine, type DisplayLine } from '../draft/orderView';
import { type DraftCustomer } from '../draft/draftTypes';
import { OrderTypeBadge, VoidBadge } from './Badges';
import { formatPhone } from '../customer/phone';
import { voidMarkOf, voidTag, type VoidMark } from '../voids/voids';
import {
  driverLine,
  ORDER_TYPE_WORD,
  receiptParts,
  tenderRows,
  totalsRows,
  withQuantity,
  type TenderFigures,
  type TotalsFigures,
} from './receipt';
import { formatDayTime } from '../../../ui/dates';
import {
  StyledDocument,
  StyledTop,
  StyledStamp,
  StyledNumber,
  StyledRestaurant,
  StyledMeta,
  StyledWhen,
  StyledSchedule,
  StyledHead,
  StyledNumberRow,
  StyledBadges,
  StyledScheduleChip,
  StyledCustomer,
  StyledAddressLine,
  StyledRow,
  StyledLines,
  StyledLine,
  StyledStruck,
  StyledVoidTag,
  StyledLineTop,
  StyledTitle,
  StyledMoney,
  StyledPart,
  StyledNotes,
  StyledOpen,
  StyledLineStatus,
  StyledSmallButton,
  StyledRemove,
  StyledTotals,
  StyledGrand,
  StyledEstimate,
} from './ReceiptDocument.styles';

/** Everything a receipt shows (docs/product.md#receipt), whether the order is on the server yet or not. */
export interface ReceiptData {
  orderNumber: number | null;
  orderType: OrderType | null;
  scheduleTime: string | null;
  createdAtLocal: string | null;
  employeeName: string;
  restaurantName: string;
  restaurantAddress: string;
  restaurantPhone: string;
  customer: DraftCustomer | null;
  lines: DisplayLine[];
  figures: TotalsFigures;
  tender: TenderFigures;
  /** Figures that include what the server has not confirmed yet. */
  estimated: boolean;
  /** A voided order (docs/product.md#voids). */
  voided: VoidMark | null;
  /** Who took the delivery and when it was delivered (driverLine), once a driver did. */
  driver?: string | null;
}

/** A saved order as a receipt (the history's reprints, the take-order screen's print). */
export function receiptOf(order: ReceiptFragment): ReceiptData {
  return {
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    scheduleTime: order.scheduleTime,
    createdAtLocal: order.createdAtLocal,
    employeeName: order.employeeName,
    restaurantName: order.restaurantName,
    restaurantAddress: order.restaurantAddress,
    restaurantPhone: order.restaurantPhone,
    customer: order.customer,
    lines: order.lines.map((line) => savedLine(line)),
    figures: order,
    tender: order,
    estimated: false,
    voided: voidMarkOf(order),
    driver: driverLine(order.trip),
  };
}

const STATUS_WORDS: Record<Exclude<DisplayLine['status'], 'saved' | 'failed'>, string> = {
  waiting: 'Adding…',
  sending: 'Adding…',
  offline: 'Not sent yet: no connection. Trying again…',
};

interface LineActions {
  onRemove: (line: DisplayLine) => void;
  onRetry: (opId: string) => void;
  onDismiss: (opId: string) => void;
}

function ReceiptLine({ line, actions }: { line: DisplayLine; actions?: LineActions }) {
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

interface DocumentProps {
  receipt: ReceiptData;
  variant: 'screen' | 'print';
  /** 'REPRINT 1 · Nov 22, 2026, 18:05' on a reprint, at the very top (docs/product.md#receipt). */
  stamp?: string | null;
  actions?: LineActions;
  /** Shown where the lines go while there are none (screen only). */
  empty?: ReactNode;
  /** false: the totals are shown elsewhere (the panel pins them under the lines). */
  withTotals?: boolean;
  /** false: the number, type and schedule time are shown elsewhere (the panel pins them above the lines). */
  withHead?: boolean;
}

/** The order number, its type badge and the schedule time: what the cashier must never lose sight of. */
export function ReceiptHead({ receipt }: { receipt: ReceiptData }) {
  return (
    <StyledHead>
      <StyledNumberRow>
        <StyledNumber $print={false}>
          {receipt.orderNumber !== null ? `Order #${receipt.orderNumber}` : 'New order'}
        </StyledNumber>
        <StyledBadges>
          {receipt.voided && <VoidBadge />}
          {receipt.orderType && <OrderTypeBadge type={receipt.orderType} />}
        </StyledBadges>
      </StyledNumberRow>
      {receipt.scheduleTime && <StyledScheduleChip>Scheduled {receipt.scheduleTime}</StyledScheduleChip>}
    </StyledHead>
  );
}

/** The receipt: the panel on the right of the terminal, and the paper. */
export function ReceiptDocument({
  receipt,
  variant,
  stamp,
  actions,
  empty,
  withTotals = true,
  withHead = true,
}: DocumentProps) {
  const print = variant === 'print';
  const { customer } = receipt;
  const showCustomer = customer && receipt.orderType !== 'togo';
  return (
    <StyledDocument $print={print}>
      {print ? (
        <StyledTop>
          {stamp && <StyledStamp>{stamp}</StyledStamp>}
          {receipt.voided && <StyledStamp>{voidTag(receipt.voided)}</StyledStamp>}
          <StyledNumber $print>
            {receipt.orderNumber !== null ? `Order #${receipt.orderNumber}` : 'New order'}
          </StyledNumber>
          <StyledRestaurant $print>
            <strong>{receipt.restaurantName}</strong>
            <br />
            {receipt.restaurantAddress}
            {receipt.restaurantPhone && (
              <>
                <br />
                {receipt.restaurantPhone}
              </>
            )}
          </StyledRestaurant>
          <StyledMeta>
            {receipt.createdAtLocal && (
              <>
                Created {formatDayTime(receipt.createdAtLocal)}
                <br />
              </>
            )}
            Taken by {receipt.employeeName}
            {receipt.driver && (
              <>
                <br />
                {receipt.driver}
              </>
            )}
          </StyledMeta>
          {(receipt.orderType || receipt.scheduleTime) && (
            <StyledWhen $print>
              {receipt.orderType && ORDER_TYPE_WORD[receipt.orderType]}
              {receipt.scheduleTime && <StyledSchedule>Scheduled {receipt.scheduleTime}</StyledSchedule>}
            </StyledWhen>
          )}
        </StyledTop>
      ) : (
        <StyledTop>
          {withHead && <ReceiptHead receipt={receipt} />}
          <StyledRestaurant $print={false}>
            <strong>{receipt.restaurantName}</strong> · {receipt.restaurantAddress}
            {receipt.restaurantPhone && <> · {receipt.restaurantPhone}</>}
          </StyledRestaurant>
          <StyledRestaurant $print={false}>
            {receipt.createdAtLocal && <>Created {formatDayTime(receipt.createdAtLocal)} · </>}
            Taken by {receipt.employeeName}
            {receipt.driver && <> · {receipt.driver}</>}
          </StyledRestaurant>
        </StyledTop>
      )}
      {showCustomer && (
        <StyledCustomer>
          <strong>{customer.fullName}</strong> {formatPhone(customer.phoneNumber)}
          {(customer.street1 || customer.street2) && (
            <StyledAddressLine>{[customer.street1, customer.street2].filter(Boolean).join(', ')}</StyledAddressLine>
          )}
          {(customer.city || customer.zipcode) && (
            <StyledAddressLine>{[customer.city, customer.zipcode].filter(Boolean).join(' ')}</StyledAddressLine>
          )}
          {customer.notes && <em>{customer.notes}</em>}
        </StyledCustomer>
      )}
      {receipt.lines.length > 0 ? (
        <StyledLines aria-label="Items">
          {receipt.lines.map((line) => (
            <ReceiptLine key={line.id} line={line} actions={actions} />
          ))}
        </StyledLines>
      ) : (
        empty
      )}
      {withTotals && <ReceiptTotals receipt={receipt} print={print} />}
    </StyledDocument>
  );
}

/**
 * Total, Delivery Charge, Tax and the Grand Total in the largest type, then
 * how it was paid; on screen it stays pinned under the lines.
 */
export function ReceiptTotals({
  receipt,
  print = false,
  compact = false,
}: {
  receipt: ReceiptData;
  print?: boolean;
  /** Total, delivery and tax side by side in small type (the panel, where height is short): the grand total stays large. */
  compact?: boolean;
}) {
  return (
    <>
      <StyledTotals $compact={compact}>
        {totalsRows(receipt.figures).map((row) =>
          row.grand ? (
            <StyledGrand key={row.label} $print={print}>
              <dt>{row.label}</dt>
              <dd data-grand-total>{row.amount}</dd>
            </StyledGrand>
          ) : (
            <StyledRow key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.amount}</dd>
            </StyledRow>
          ),
        )}
        {tenderRows(receipt.tender).map((row) => (
          <StyledRow key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </StyledRow>
        ))}
      </StyledTotals>
      {receipt.estimated && !print && <StyledEstimate>Updating totals…</StyledEstimate>}
    </>
  );
}
