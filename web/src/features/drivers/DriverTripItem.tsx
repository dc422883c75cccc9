import type { DriverTripCardFragment } from '../../graphql/generated/graphql';
import { StyledButton } from '../../ui/controls/Button';
import { Icon } from '../../ui/controls/Icon';
import { formatDayTime } from '../../ui/format/dates';
import { formatDollars } from '../../ui/format/money';
import { StyledMuted, StyledOrder } from './DriverOrdersPage.styles';
import { StyledMoney } from './DriverUi';
import { DOOR_PAID, mayTakeCardAtDoor, tripStatusLabel } from './rules';

/**
 * One of a driver's orders: where it goes, its total, its state; paid by card at the door (and the card's tip,
 * the driver's), or the button that shows the QR code for it (docs/decisions/0081-paid-at-the-door-by-qr.md).
 */
export function DriverTripItem({
  trip,
  online,
  onTakeCard,
}: {
  trip: DriverTripCardFragment;
  online: boolean;
  onTakeCard: () => void;
}) {
  return (
    <StyledOrder aria-label={`Order #${trip.orderNumber}`}>
      <h3>Order #{trip.orderNumber}</h3>
      <p>{[trip.street1, trip.street2].filter(Boolean).join(', ')}</p>
      <p>
        <StyledMoney>{formatDollars(trip.totalCents)}</StyledMoney>
      </p>
      <StyledMuted>
        {formatDayTime(trip.assignedAtLocal)} · {tripStatusLabel(trip.status, !!trip.cashoutId)}
        {trip.orderDeleted ? ' · order deleted' : ''}
      </StyledMuted>
      {trip.paidByCardCents > 0 && trip.paidByCardCents >= trip.totalCents && (
        <p>
          <strong>{DOOR_PAID}</strong>
          {trip.cardTipCents > 0 ? ` · card tip ${formatDollars(trip.cardTipCents)} for you` : ''}
        </p>
      )}
      {mayTakeCardAtDoor(trip) && (
        <StyledButton type="button" $variant="secondary" disabled={!online} onClick={onTakeCard}>
          <Icon name="card" size={18} />
          Take card at the door
        </StyledButton>
      )}
    </StyledOrder>
  );
}
