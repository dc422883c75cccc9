import { graphql } from '../../graphql/generated';

/** The revenue dashboard's calls (docs/product.md#revenue): the orders service's rollup. */

export const REVENUE = graphql(`
  query Revenue($restaurantId: ID!, $period: RevenuePeriod!) {
    revenue(restaurantId: $restaurantId, period: $period) {
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
      months {
        month
        orders
        revenueCents
      }
    }
  }
`);
