import { graphql } from '../../graphql/generated';

/** The payroll screen's calls (docs/decisions/0085-the-time-clock.md): auth's pay period with its people. */

export const PAY_PERIOD = graphql(`
  query PayPeriod($restaurantId: ID!, $startsOn: String) {
    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {
      restaurantId
      startsOn
      endsOn
      closedAt
      closedBy
      people {
        employeeId
        name
        lines {
          role
          hourlyCents
          regularMinutes
          overtimeMinutes
          regularPayCents
          overtimePayCents
        }
        cashTipsCents
        takenTipsCents
        pooledTipsCents
        cardTipsCents
        reimbursementCents
        deliveries
        notes
      }
      tipsByDay {
        employeeId
        name
        day
        cashTipsCents
        takenCents
        pooledCents
        cardTipsCents
      }
    }
  }
`);

export const PAYROLL_CSV = graphql(`
  query PayrollCsv($restaurantId: ID!, $startsOn: String) {
    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {
      startsOn
      csv
    }
  }
`);

export const CLOSE_PAY_PERIOD = graphql(`
  mutation ClosePayPeriod($restaurantId: ID!, $startsOn: String!) {
    closePayPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {
      restaurantId
      startsOn
      endsOn
      closedAt
      closedBy
    }
  }
`);
