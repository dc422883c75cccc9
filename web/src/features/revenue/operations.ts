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
