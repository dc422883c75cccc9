import type { CashoutFieldsFragment } from '../../graphql/generated/graphql';
import { formatDayTime } from '../../ui/format/dates';
import { formatDollars } from '../../ui/format/money';
import { StyledMoney } from './DriverUi';
import { overShortText } from './rules';
import { StyledHistory } from './DriverOrdersPage.styles';

/** A driver's cash-outs, newest first as the server sends them (docs/product.md#cash-out). */
export function CashoutHistory({ cashouts }: { cashouts: readonly CashoutFieldsFragment[] }) {
  return (
    <StyledHistory aria-label="Cash-outs">
      {cashouts.map((cashout) => (
        <li key={cashout.id}>
          <span>
            <small>Cashed out</small>
            {formatDayTime(cashout.cashedOutAtLocal)}
          </span>
          <span>
            <small>Owed</small>
            <StyledMoney>{formatDollars(cashout.expectedCents)}</StyledMoney>
          </span>
          <span>
            <small>Counted</small>
            {cashout.countedCents === null || cashout.countedCents === undefined
              ? '—'
              : formatDollars(cashout.countedCents)}
          </span>
          <span>
            <small>Over / short</small>
            {overShortText(cashout.overShortCents)}
          </span>
          <span>
            <small>Orders</small>
            {cashout.tripCount}
          </span>
          <span>
            <small>Approved by</small>
            {cashout.approvedBy} ({cashout.approvedByRole})
          </span>
        </li>
      ))}
    </StyledHistory>
  );
}
