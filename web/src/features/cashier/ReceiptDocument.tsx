import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { OrderType, ReceiptFragment } from '../../graphql/generated/graphql';
import { space } from '../../theme/theme';
import { Icon } from '../../ui/Icon';
import { formatDollars } from '../../ui/money';
import { savedLine, type DisplayLine, type DraftCustomer } from './orderDraft';
import { OrderTypeBadge, VoidBadge } from './Badges';
import { formatPhone } from './phone';
import { voidMarkOf, voidTag, type VoidMark } from './voids';
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
import { formatDayTime } from '../../ui/dates';

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

const StyledDocument = styled.div<{ $print: boolean }>`
  display: grid;
  gap: ${space(3)};
  font-size: ${({ $print }) => ($print ? '14px' : '0.95rem')};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledTop = styled.div`
  display: grid;
  gap: ${space(1)};
`;

const StyledStamp = styled.p`
  margin: 0;
  padding: ${space(1, 2)};
  border: 2px solid currentColor;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 800;
  text-align: center;
  letter-spacing: 0.04em;
`;

const StyledNumber = styled.p<{ $print: boolean }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ $print }) => ($print ? '34px' : '1.7rem')};
  font-weight: 800;
  line-height: 1.1;
  ${({ $print }) =>
    $print &&
    css`
      text-align: center;
    `}
`;

const StyledRestaurant = styled.p<{ $print: boolean }>`
  margin: 0;
  color: ${({ theme, $print }) => ($print ? theme.colors.ink : theme.colors.inkMuted)};
  font-size: 0.9em;
  ${({ $print }) =>
    $print &&
    css`
      text-align: center;
    `}

  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-size: 1.1em;
  }
`;

const StyledMeta = styled.p`
  margin: 0;
  font-size: 0.9em;
`;

/** Type and schedule: impossible to miss (docs/product.md#receipt). */
const StyledWhen = styled.div<{ $print: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  ${({ $print }) =>
    $print &&
    css`
      justify-content: center;
      padding: ${space(2, 0)};
      border-top: 2px solid currentColor;
      border-bottom: 2px solid currentColor;
      font-size: 18px;
      font-weight: 800;
      text-transform: uppercase;
    `}
`;

const StyledSchedule = styled.strong`
  font-size: 1.1em;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const StyledNumberRow = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** On screen the schedule time is a saffron chip: impossible to miss. */
const StyledScheduleChip = styled.p`
  margin: 0;
  justify-self: start;
  padding: ${space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.highlightSoft};
  border: 2px solid ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.15em;
  font-weight: 800;
`;

const StyledCustomer = styled.address`
  font-style: normal;
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: 0.92em;

  em {
    display: block;
  }

  @media print {
    padding: 0;
    background: none;
  }
`;

const StyledAddressLine = styled.span`
  display: block;
`;

const StyledRow = styled.div`
  display: contents;
`;

const StyledLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};
`;

const StyledLine = styled.li<{ $status: DisplayLine['status'] }>`
  display: grid;
  gap: ${space(0.5)};
  padding-bottom: ${space(2)};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.borderStrong};

  /* Not confirmed yet: marked at its edge (never faded, so it stays readable). */
  ${({ $status, theme }) =>
    $status !== 'saved' &&
    css`
      border-left: 4px ${$status === 'failed' ? 'solid' : 'dashed'}
        ${$status === 'failed' ? theme.colors.danger : theme.colors.highlight};
      padding-left: ${space(2)};
    `}
`;

/** A voided line stays on the receipt, struck through (docs/product.md#voids); its tag says so in words. */
const StyledStruck = styled.div<{ $struck: boolean }>`
  display: grid;
  gap: ${space(0.5)};
  ${({ $struck, theme }) =>
    $struck &&
    css`
      text-decoration: line-through;
      color: ${theme.colors.inkMuted};

      @media print {
        color: inherit;
      }
    `}
`;

const StyledVoidTag = styled.span`
  justify-self: start;
  font-size: 0.85em;
  font-weight: 800;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;

  @media print {
    color: inherit;
  }
`;

const StyledLineTop = styled.div<{ $actions: boolean }>`
  display: grid;
  grid-template-columns: ${({ $actions }) => ($actions ? '1fr auto auto' : '1fr auto')};
  align-items: start;
  gap: ${space(2)};
`;

const StyledTitle = styled.span`
  font-weight: 750;
  overflow-wrap: anywhere;
`;

const StyledMoney = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-variant-numeric: tabular-nums;
  text-align: right;
  white-space: nowrap;
`;

const StyledPart = styled.span<{ $depth: 1 | 2 }>`
  display: block;
  padding-left: ${({ $depth }) => ($depth === 1 ? space(4) : space(8))};
  overflow-wrap: anywhere;

  &::before {
    content: ${({ $depth }) => ($depth === 2 ? "'• '" : 'none')};
  }
`;

const StyledNotes = styled.em`
  display: block;
  padding-left: ${space(4)};
  color: ${({ theme }) => theme.colors.inkMuted};

  @media print {
    color: inherit;
  }
`;

const StyledOpen = styled.span`
  padding-left: ${space(4)};
  font-size: 0.85em;
  font-weight: 700;
  text-transform: uppercase;
`;

const StyledLineStatus = styled.span<{ $failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  font-size: 0.85em;
  font-weight: 650;
  color: ${({ $failed, theme }) => ($failed ? theme.colors.danger : theme.colors.inkMuted)};
`;

const StyledSmallButton = styled.button`
  min-height: 44px;
  padding: ${space(0, 3)};
  border: 1.5px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const StyledRemove = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

const StyledTotals = styled.dl<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space(1, 0)};
  margin: 0;

  dt,
  dd {
    margin: 0;
  }

  dd {
    padding-left: ${space(3)};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }

  ${({ $compact, theme }) =>
    $compact &&
    css`
      grid-template-columns: repeat(3, auto);
      justify-content: space-between;
      gap: ${space(0, 2)};

      & > ${StyledRow} {
        display: grid;
        font-size: 0.8rem;
        color: ${theme.colors.inkMuted};

        dd {
          padding-left: 0;
          text-align: left;
          color: ${theme.colors.ink};
        }
      }
    `}
`;

/** The grand total: one rule across, the amount in the largest type (docs/product.md#receipt). */
const StyledGrand = styled.div<{ $print: boolean }>`
  grid-column: 1 / -1;
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(1)};
  padding-top: ${space(2)};
  border-top: 2px solid ${({ theme }) => theme.colors.ink};

  dt,
  dd {
    font-weight: 800;
  }

  dt {
    font-size: 1.1em;
  }

  dd {
    font-size: ${({ $print }) => ($print ? '24px' : '2.1rem')};
    line-height: 1.1;
  }
`;

const StyledEstimate = styled.p`
  margin: 0;
  font-size: 0.82em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

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
