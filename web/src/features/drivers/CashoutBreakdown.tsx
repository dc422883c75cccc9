import styled from 'styled-components';
import type { DriverBalanceCardFragment } from '../../graphql/generated/graphql';
import { space } from '../../theme/theme';
import { formatDollars } from '../../ui/format/money';
import { ordersCount } from './rules';

const StyledBreakdown = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};

  dt,
  dd {
    margin: 0;
  }

  dd {
    padding-left: ${space(4)};
    font-family: ${({ theme }) => theme.fonts.mono};
    text-align: right;
    white-space: nowrap;
  }

  /* The sum, under a rule, as it is written on paper. */
  [data-total] {
    padding-top: ${space(1)};
    border-top: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 800;
  }
`;

type Balance = Pick<
  DriverBalanceCardFragment,
  'owedCents' | 'ordersTotalCents' | 'deliveryChargesCents' | 'floatCents' | 'adjustmentsCents' | 'openTrips'
>;

/**
 * How what a driver owes is made, in the cash-out dialog's words, wherever it
 * is shown: the orders' total, less the delivery charges the driver keeps,
 * plus a float and adjustments when there are any; with `total`, the sum
 * ("To settle") under them, so the amounts add up on the screen.
 */
export function CashoutBreakdown({ balance, total = false }: { balance: Balance; total?: boolean }) {
  return (
    <StyledBreakdown aria-label="What the driver owes">
      <dt>Orders total ({ordersCount(balance.openTrips)})</dt>
      <dd>{formatDollars(balance.ordersTotalCents)}</dd>
      <dt>Delivery charges the driver keeps</dt>
      <dd>−{formatDollars(balance.deliveryChargesCents)}</dd>
      {balance.floatCents > 0 && (
        <>
          <dt>Float handed out</dt>
          <dd>{formatDollars(balance.floatCents)}</dd>
        </>
      )}
      {balance.adjustmentsCents !== 0 && (
        <>
          <dt>Changes to orders already cashed out</dt>
          <dd>
            {balance.adjustmentsCents < 0 ? '−' : ''}
            {formatDollars(Math.abs(balance.adjustmentsCents))}
          </dd>
        </>
      )}
      {total && (
        <>
          <dt data-total>To settle</dt>
          <dd data-total>{formatDollars(balance.owedCents)}</dd>
        </>
      )}
    </StyledBreakdown>
  );
}
