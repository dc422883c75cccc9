import { graphql } from '../../graphql/generated';

/** The revenue dashboard's calls (docs/product.md#revenue): the orders service's rollup. */

export const REVENUE = graphql(`
  query Revenue($restaurantId: ID!, $period: RevenuePeriod!, $year: Int) {
    revenue(restaurantId: $restaurantId, period: $period, year: $year) {
      restaurantId
      period
      timeZone
      today
      fromDay
      toDay
      totalOrders
      totalRevenueCents
      subtotalCents
      taxCents
      deliveryChargeCents
      deliveryOrders
      pickupOrders
      togoOrders
      byChannel {
        channel
        orders
        revenueCents
      }
      averageTicketCents
      voidCount
      voidCents
      discountCount
      discountCents
      kitchenOrders
      kitchenAverageSeconds
      kitchenP90Seconds
      year
      years
      months {
        month
        orders
        revenueCents
      }
    }
  }
`);

/** The day's card money against Stripe's, as last checked (docs/decisions/0082-card-payments-reconciled-with-stripe.md). */
graphql(`
  fragment CardReconciliationCard on CardReconciliation {
    day
    matched
    checkedAt
    checkedBy
    stripeCents
    posCents
    differences
    outside
  }
`);

/** A business day with its Z report (docs/product.md#close-the-day): as it was closed, or the open day's preview. */
graphql(`
  fragment BusinessDayCard on BusinessDay {
    restaurantId
    day
    closed
    closedAt
    closedBy
    cardReconciliation {
      ...CardReconciliationCard
    }
    z {
      day
      restaurant {
        name
        timeZone
      }
      orders {
        count
        cents
      }
      byType {
        orderType
        count
        cents
      }
      byTender {
        tender
        count
        cents
      }
      byChannel {
        channel
        count
        cents
      }
      subtotalCents
      taxCents
      deliveryChargesCents
      totalCents
      voids {
        count
        cents
      }
      discounts {
        count
        cents
      }
      saleChanges {
        count
        cents
      }
      notPrinted {
        count
        cents
      }
      refunds {
        count
        cents
      }
      corrections {
        orderNumber
        fromTender
        toTender
        cents
        by
        approvedBy
        reason
        at
      }
      drops {
        count
        cents
      }
      paidOuts {
        count
        cents
      }
      paidIns {
        count
        cents
      }
      tips {
        count
        cents
      }
      tipsPaidOut {
        count
        cents
      }
      reconciliation {
        reconciled
        differences
      }
      drawers {
        id
        terminalTag
        openedBy
        closedBy
        floatCents
        cashSalesCents
        cashChangesCents
        correctionsCents
        paidInCents
        paidOutCents
        dropsCents
        refundsCents
        expectedCents
        countedCents
        overShortCents
      }
      cashOnNoDrawer {
        count
        cents
      }
      cash {
        takenCents
        inDrawersCents
        noDrawerCents
      }
      drivers {
        settled {
          count
          cents
        }
        owed {
          count
          cents
        }
      }
      offlineLate {
        orderNumber
        offlineNumber
        printedAt
        timeKept
      }
      offlineMissing
      lateChanges {
        orderNumber
        closedDay
        what
        totalCents
      }
    }
  }
`);

export const BUSINESS_DAYS = graphql(`
  query RevenueBusinessDays($restaurantId: ID!) {
    businessDays(restaurantId: $restaurantId, first: 14) {
      restaurantId
      openDay
      today
      closed {
        ...BusinessDayCard
      }
    }
  }
`);

export const Z_REPORT = graphql(`
  query RevenueZReport($restaurantId: ID!, $day: String!) {
    zReport(restaurantId: $restaurantId, day: $day) {
      ...BusinessDayCard
    }
  }
`);

export const CLOSE_DAY = graphql(`
  mutation RevenueCloseDay($restaurantId: ID!, $day: String!) {
    closeDay(restaurantId: $restaurantId, day: $day) {
      ...BusinessDayCard
    }
  }
`);

/** "Check with Stripe now": the owner or a manager (the daily job checks each day once it has ended). */
export const CHECK_CARD_PAYMENTS = graphql(`
  mutation RevenueCheckCardPayments($restaurantId: ID!, $day: String!) {
    checkCardPayments(restaurantId: $restaurantId, day: $day) {
      ...CardReconciliationCard
    }
  }
`);

/** Card tips by employee over business days (docs/decisions/0083-card-tips-paid-to-drivers.md). */
export const TIPS_REPORT = graphql(`
  query RevenueTipsReport($restaurantId: ID!, $from: String!, $to: String!) {
    tipsReport(restaurantId: $restaurantId, from: $from, to: $to) {
      restaurantId
      from
      to
      timeZone
      employees {
        employeeId
        name
        driver
        count
        cents
        paidOutCents
      }
      tips {
        count
        cents
      }
      paidOut {
        count
        cents
      }
    }
  }
`);
