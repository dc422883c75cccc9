import { graphql } from '../../graphql/generated';

/** A restaurant's ordering page in one read: who, when, how, and its menu (docs/decisions/0062-online-ordering.md). */
export const ONLINE_PAGE = graphql(`
  query OnlinePage($slug: String!) {
    onlinePage(slug: $slug) {
      restaurantId
      slug
      name
      address
      phoneNumber
      timeZone
      hours {
        weekday
        opens
        closes
      }
      openNow
      closedMessage
      times
      pickup
      delivery
      deliveryMinimumCents
      deliveryChargeCents
      taxPercentage
      prepMinutes
      halfToppingPricing
      cardPayments
      menu {
        ...PricedMenu
      }
    }
  }
`);

export const PLACE_ONLINE_ORDER = graphql(`
  mutation PlaceOnlineOrder($slug: String!, $input: OnlineCheckoutInput!, $idempotencyKey: String) {
    placeOnlineOrder(slug: $slug, input: $input, idempotencyKey: $idempotencyKey) {
      orderId
      orderNumber
      statusKey
      slug
      totalCents
      paymentUrl
    }
  }
`);

export const ONLINE_TRACKING = graphql(`
  query OnlineTracking($slug: String!, $key: String!) {
    onlineTracking(slug: $slug, key: $key) {
      orderId
      orderNumber
      orderType
      progress
      restaurantName
      restaurantPhone
      restaurantAddress
      readyAt
      readyAtLocal
      rejectReason
      scheduleTime
      payment
      paymentStatus
      refundReason
      lines {
        name
        quantity
        priceCents
      }
      subtotalCents
      deliveryChargeCents
      taxCents
      totalCents
      placedAt
      timeZone
      version
    }
  }
`);
