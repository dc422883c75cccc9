import styled from 'styled-components';
import type { DriverBalanceCardFragment } from '../../graphql/generated/graphql';
import { media, space } from '../../theme/theme';
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

  /* The card tips go the other way (the drawer to the driver): apart from the sum, under some space. */
  [data-apart] {
    padding-top: ${space(2)};
  }

  /* The sum, under a rule, as it is written on paper. */
  [data-total] {
    padding-top: ${space(1)};
    border-top: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 800;
  }

  /* Tighter on a phone: a card-paid delivery's lines still leave the pad, Cashout and Cancel in view. */
  ${media.phone} {
    row-gap: 0;
    line-height: 1.35;

    [data-apart] {
      padding-top: ${space(1)};
    }
  }
`;

type Balance = Pick<
  DriverBalanceCardFragment,
  | 'owedCents'
  | 'ordersTotalCents'
  | 'deliveryChargesCents'
  | 'floatCents'
  | 'adjustmentsCents'
  | 'paidByCardCents'
  | 'cardTipsCents'
  | 'openTrips'
>;

/**
 * How what a driver owes is made, in the cash-out dialog's words, wherever it
 * is shown: the orders' total, less the delivery charges the driver keeps and
 * what cards paid at the door, plus a float and adjustments when there are
 * any; with `total`, the sum ("To settle") under them, so the amounts add up
 * on the screen. The card tips of those trips are the driver's, handed over
 * from the drawer (docs/decisions/0083-card-tips-paid-to-drivers.md): a line
 * apart, never in the sum; `tipsFrom` says where from.
 */
export function CashoutBreakdown({
  balance,
  total = false,
  tipsFrom,
}: {
  balance: Balance;
  total?: boolean;
  tipsFrom?: string;
}) {
  return (
    <StyledBreakdown aria-label="What the driver owes">
      <dt>Orders total ({ordersCount(balance.openTrips)})</dt>
      <dd>{formatDollars(balance.ordersTotalCents)}</dd>
      <dt>Delivery charges the driver keeps</dt>
      <dd>−{formatDollars(balance.deliveryChargesCents)}</dd>
      {balance.paidByCardCents > 0 && (
        <>
          <dt>Paid by card</dt>
          <dd data-line="paid-by-card">−{formatDollars(balance.paidByCardCents)}</dd>
        </>
      )}
      {balance.floatCents > 0 && (
        <>
          <dt>Float handed out</dt>
          <dd>{formatDollars(balance.floatCents)}</dd>
        </>
      )}
      {balance.adjustmentsCents !== 0 && (
        <>
          <dt>Changes to orders already cashed out</dt>
          <dd>{formatDollars(balance.adjustmentsCents)}</dd>
        </>
      )}
      {total && (
        <>
          <dt data-total>To settle</dt>
          <dd data-total>{formatDollars(balance.owedCents)}</dd>
        </>
      )}
      {balance.cardTipsCents > 0 && (
        <>
          <dt data-apart>Card tips, {tipsFrom ?? 'from the drawer'}</dt>
          <dd data-apart data-line="card-tips">
            −{formatDollars(balance.cardTipsCents)}
          </dd>
        </>
      )}
    </StyledBreakdown>
  );
}
