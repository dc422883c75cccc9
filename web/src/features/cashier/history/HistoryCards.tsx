import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { HistoryCardFragment, OrderType } from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { StyledCardGrid } from '../../../ui/layout/Dashboard';
import { Icon } from '../../../ui/controls/Icon';
import { LoadingState } from '../../../ui/layout/Layout';
import { formatDollars } from '../../../ui/format/money';
import { paths } from '../../session/account';
import { ORDER_HISTORY } from './operations';
import { formatPhone } from '../../../ui/format/phone';
import { driverLine, kitchenLine } from '../receipt/receipt';
import { canHandOver, pickedUpLine } from '../../orders/handover';
import { PickedUpButton } from '../../orders/PickedUpButton';
import { OnlineBadge, OrderTypeBadge, VoidBadge } from '../../orders/OrderBadges';
import { withGone, type GoneCard } from './historyList';
import { correctsTender, paidByText } from './tenderCorrection';
import { takeBackAction, voidedByText, voidMarkOf, voidTag } from '../voids/voids';
import { formatClock, formatDayTime, formatTime } from '../../../ui/format/dates';
import { CardRefundNote } from './CardRefundNote';
import {
  StyledCard,
  StyledCardTop,
  StyledMuted,
  StyledNoWrap,
  StyledTotal,
  StyledBadges,
  StyledVoidNote,
  StyledCardActions,
  StyledTakeBack,
  StyledGone,
  StyledEmpty,
  StyledMore,
} from './HistoryCards.styles';

/** The order history's list (docs/product.md#order-history): pages of order cards. */

export const NO_ORDERS_MESSAGE = 'No orders available.';
export const PAGE_SIZE = 50;

export interface HistoryFilter {
  date: string | null;
  orderType: OrderType | null;
  phone: string | null;
  voided: boolean | null;
}

interface HistoryPageProps {
  restaurantId: string;
  filter: HistoryFilter;
  before: number | null;
  first: boolean;
  last: boolean;
  busy: string | null;
  onMore: (before: number) => void;
  onReprint: (card: HistoryCardFragment) => void;
  onTakeBack: (card: HistoryCardFragment, place: { before: number | null; height: number }) => void;
  /** 'Correct tender' on a printed, paid order (docs/decisions/0071-one-ledger.md). */
  onCorrectTender: (card: HistoryCardFragment) => void;
  /** Cards deleted here: shown in their places, without controls. */
  gone: ReadonlyMap<string, GoneCard>;
}

/** One page of 50 orders, highest number first; the last page offers the next. */
export function HistoryPage({
  restaurantId,
  filter,
  before,
  first,
  last,
  busy,
  onMore,
  onReprint,
  onTakeBack,
  onCorrectTender,
  gone,
}: HistoryPageProps) {
  const { data, loading, error } = useQuery(ORDER_HISTORY, {
    variables: { restaurantId, filter, first: PAGE_SIZE, before },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.orders;
  if (!page) {
    if (loading) return <LoadingState>Loading the orders…</LoadingState>;
    return <ErrorAlert>{failureMessage(error, 'We could not load the orders.')}</ErrorAlert>;
  }
  if (first && page.orders.length === 0) return <StyledEmpty>{NO_ORDERS_MESSAGE}</StyledEmpty>;
  return (
    <>
      <StyledCardGrid aria-label={first ? 'Orders' : 'Older orders'}>
        {withGone(page.orders, gone, before).map((entry) => (
          <li key={entry.card.id}>
            {entry.gone ? (
              <StyledGone $height={entry.gone.height}>
                <h3>Order #{entry.card.orderNumber}</h3>
                <p>Deleted</p>
              </StyledGone>
            ) : (
              <OrderCard
                restaurantId={restaurantId}
                card={entry.card}
                busy={busy === entry.card.id}
                onReprint={onReprint}
                onTakeBack={(card, height) => onTakeBack(card, { before, height })}
                onCorrectTender={onCorrectTender}
              />
            )}
          </li>
        ))}
      </StyledCardGrid>
      {last && page.nextBefore !== null && (
        <StyledMore>
          <StyledButton type="button" $variant="secondary" onClick={() => onMore(page.nextBefore!)}>
            Show older orders
          </StyledButton>
        </StyledMore>
      )}
    </>
  );
}

interface CardProps {
  restaurantId: string;
  card: HistoryCardFragment;
  busy: boolean;
  onReprint: (card: HistoryCardFragment) => void;
  /** With the card's height, to keep its place once it is gone. */
  onTakeBack: (card: HistoryCardFragment, height: number) => void;
  onCorrectTender: (card: HistoryCardFragment) => void;
}

/** One order: a void once printed, a delete before; a voided one says so and offers neither, nor a reprint. */
function OrderCard({ restaurantId, card, busy, onReprint, onTakeBack, onCorrectTender }: CardProps) {
  const titleId = useId();
  const voided = voidMarkOf(card);
  const takeBack = takeBackAction(card);
  return (
    <StyledCard aria-labelledby={titleId} $voided={!!voided}>
      <StyledCardTop>
        <h3 id={titleId}>
          <Link to={paths.updateOrder(restaurantId, card.id)}>Order #{card.orderNumber}</Link>
        </h3>
        <StyledBadges>
          {voided && <VoidBadge />}
          <OrderTypeBadge type={card.orderType} />
          {card.channel === 'online' && <OnlineBadge />}
        </StyledBadges>
      </StyledCardTop>
      <StyledMuted>
        {formatDayTime(card.createdAtLocal)} · taken by {card.employeeName}
        {card.offlineNumber && (
          <>
            {' '}
            · <strong>printed offline as {card.offlineNumber}</strong>
            {/* Its paper's time was not believed (decision 0052): the time above is when it arrived. */}
            {card.paperPrintedAtLocal && !card.paperTimeKept && (
              <> (paper says {formatTime(card.paperPrintedAtLocal)}; counted when it arrived)</>
            )}
          </>
        )}
        {card.scheduleTime && (
          <>
            {' '}
            · <strong>Scheduled {formatClock(card.scheduleTime)}</strong>
          </>
        )}
      </StyledMuted>
      {card.customer && (
        <p>
          <strong>{card.customer.fullName}</strong> ·{' '}
          <StyledNoWrap>{formatPhone(card.customer.phoneNumber)}</StyledNoWrap>
          {card.orderType === 'delivery' && card.customer.street1 && (
            <>
              <br />
              {[card.customer.street1, card.customer.city].filter(Boolean).join(', ')}
            </>
          )}
        </p>
      )}
      <StyledTotal $voided={!!voided}>{formatDollars(card.totalCents)}</StyledTotal>
      <StyledMuted>
        {card.printCount === 0 ? (
          'Not printed yet'
        ) : (
          <>
            Printed {card.printCount}×
            {!voided && (
              <>
                {' '}
                · <strong data-tender>{paidByText(card)}</strong>
              </>
            )}
          </>
        )}
      </StyledMuted>
      {(pickedUpLine(card) ?? kitchenLine(card)) && (
        <StyledMuted>{pickedUpLine(card) ?? kitchenLine(card)}</StyledMuted>
      )}
      {card.trip && <StyledMuted>{driverLine(card.trip)}</StyledMuted>}
      {voided && (
        <>
          <StyledVoidNote>{voidTag(voided)}</StyledVoidNote>
          <StyledMuted>{voidedByText(voided)}</StyledMuted>
        </>
      )}
      {card.paidInParts && <CardRefundNote card={card} restaurantId={restaurantId} />}
      {takeBack && (
        <StyledCardActions>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={busy}
            aria-label={`${card.printCount === 0 ? 'Print' : 'Reprint'} order #${card.orderNumber}`}
            onClick={() => onReprint(card)}
          >
            <Icon name="printer" size={18} />
            {card.printCount === 0 ? 'Print' : 'Reprint'}
          </StyledButton>
          <StyledTakeBack
            type="button"
            $variant="ghost"
            disabled={busy}
            aria-label={`${takeBack === 'void' ? 'Void' : 'Delete'} order #${card.orderNumber}`}
            onClick={(event) =>
              onTakeBack(card, event.currentTarget.closest('article')?.getBoundingClientRect().height ?? 0)
            }
          >
            <Icon name="trash" size={18} />
            {takeBack === 'void' ? 'Void' : 'Delete'}
          </StyledTakeBack>
          {canHandOver(card) && <PickedUpButton orderId={card.id} orderNumber={card.orderNumber} />}
          {correctsTender(card) && (
            <StyledButton
              type="button"
              $variant="ghost"
              disabled={busy}
              aria-label={`Correct tender of order #${card.orderNumber}`}
              onClick={() => onCorrectTender(card)}
            >
              Correct tender
            </StyledButton>
          )}
        </StyledCardActions>
      )}
    </StyledCard>
  );
}
