import type { ReactNode } from 'react';
import type { OrderType, ReceiptFragment } from '../../../graphql/generated/graphql';
import { savedLine, type DisplayLine } from '../draft/orderView';
import type { DraftCustomer } from '../draft/draftTypes';
import { OrderTypeBadge, VoidBadge } from '../../orders/OrderBadges';
import { formatPhone } from '../../../ui/format/phone';
import { voidMarkOf, voidTag, type VoidMark } from '../voids/voids';
import {
  driverLine,
  ORDER_TYPE_WORD,
  typedAddress,
  typedMatchNote,
  type TenderFigures,
  type TotalsFigures,
  type TypedCustomer,
} from './receipt';
import { formatClock, formatDayTime } from '../../../ui/format/dates';
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
  StyledLines,
} from './ReceiptDocument.styles';
import { ReceiptTotals } from './ReceiptTotals';
import { type LineActions, ReceiptLine } from './ReceiptLine';
import { OrderDiscounts } from './ReceiptDiscounts';
import type { ReceiptDiscount } from '../discounts/discounts';

/** Everything a receipt shows (docs/product.md#receipt), whether the order is on the server yet or not. */
export interface ReceiptData {
  orderNumber: number | null;
  /** An order printed offline: its provisional number ("K7-03") until Zest POS gives it one. */
  offlineNumber?: string | null;
  orderType: OrderType | null;
  scheduleTime: string | null;
  createdAtLocal: string | null;
  employeeName: string;
  restaurantName: string;
  restaurantAddress: string;
  restaurantPhone: string;
  customer: DraftCustomer | null;
  /** An online order that names no customer: who typed it (shown in the customer's place). */
  typedCustomer?: TypedCustomer | null;
  lines: DisplayLine[];
  /** The order's own discounts (an item's is on its line): above the totals. */
  discounts?: readonly ReceiptDiscount[];
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
/** The tips of the card payments that went through. */
const tipsOf = (payments: ReceiptFragment['payments']) =>
  payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.tipCents, 0);

/** How a saved order was paid, as its receipt prints it: the tender, the cards' tips, a split's parts. */
export const tenderFiguresOf = (order: ReceiptFragment) => ({
  ...order,
  tipCents: tipsOf(order.payments),
  parts: order.payments.filter((p) => p.status === 'succeeded'),
});

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
    typedCustomer: order.customer ? null : order.typedCustomer,
    lines: order.lines.map((line) => savedLine(line, undefined, order.discounts)),
    discounts: order.discounts.filter((d) => !d.lineId),
    figures: order,
    tender: tenderFiguresOf(order),
    estimated: false,
    voided: voidMarkOf(order),
    driver: driverLine(order.trip),
  };
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

/** "Order #12", "Order K7-03" (printed offline), or "New order". */
function numberText(receipt: ReceiptData): string {
  if (receipt.offlineNumber) return `Order ${receipt.offlineNumber}`;
  return receipt.orderNumber !== null ? `Order #${receipt.orderNumber}` : 'New order';
}

/** The order number, its type badge and the schedule time: what the cashier must never lose sight of. */
export function ReceiptHead({ receipt }: { receipt: ReceiptData }) {
  return (
    <StyledHead>
      <StyledNumberRow>
        <StyledNumber $print={false}>{numberText(receipt)}</StyledNumber>
        <StyledBadges>
          {receipt.voided && <VoidBadge />}
          {receipt.orderType && <OrderTypeBadge type={receipt.orderType} />}
        </StyledBadges>
      </StyledNumberRow>
      {receipt.scheduleTime && <StyledScheduleChip>Scheduled {formatClock(receipt.scheduleTime)}</StyledScheduleChip>}
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
  const typed = !customer && receipt.orderType !== 'togo' ? receipt.typedCustomer : null;
  return (
    <StyledDocument $print={print}>
      {print ? (
        <StyledTop>
          {stamp && <StyledStamp>{stamp}</StyledStamp>}
          {receipt.voided && <StyledStamp>{voidTag(receipt.voided)}</StyledStamp>}
          <StyledNumber $print>{numberText(receipt)}</StyledNumber>
          <StyledRestaurant $print>
            <strong>{receipt.restaurantName}</strong>
            <br />
            {receipt.restaurantAddress}
            {receipt.restaurantPhone && (
              <>
                <br />
                {formatPhone(receipt.restaurantPhone)}
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
              {receipt.scheduleTime && <StyledSchedule>Scheduled {formatClock(receipt.scheduleTime)}</StyledSchedule>}
            </StyledWhen>
          )}
        </StyledTop>
      ) : (
        <StyledTop>
          {withHead && <ReceiptHead receipt={receipt} />}
          <StyledRestaurant $print={false}>
            <strong>{receipt.restaurantName}</strong> · {receipt.restaurantAddress}
            {receipt.restaurantPhone && <> · {formatPhone(receipt.restaurantPhone)}</>}
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
      {typed && <TypedCustomerBlock typed={typed} print={print} />}
      {receipt.lines.length > 0 ? (
        <StyledLines aria-label="Items">
          {receipt.lines.map((line) => (
            <ReceiptLine key={line.id} line={line} actions={actions} />
          ))}
        </StyledLines>
      ) : (
        empty
      )}
      <OrderDiscounts discounts={receipt.discounts ?? []} actions={actions} />
      {withTotals && <ReceiptTotals receipt={receipt} print={print} />}
    </StyledDocument>
  );
}

/** Who typed an online order that names no customer: their name, phone and address; on screen, whom the phone matched. */
function TypedCustomerBlock({ typed, print }: { typed: TypedCustomer; print: boolean }) {
  const address = typedAddress(typed);
  const note = print ? null : typedMatchNote(typed);
  return (
    <StyledCustomer data-typed-customer>
      <strong>{typed.fullName}</strong> {formatPhone(typed.phoneNumber)}
      {address && <StyledAddressLine>{address}</StyledAddressLine>}
      {note && <em>{note}</em>}
    </StyledCustomer>
  );
}
