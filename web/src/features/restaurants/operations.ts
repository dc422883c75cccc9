import { graphql } from '../../graphql/generated';

export const RESTAURANTS = graphql(`
  query Restaurants($ownerId: ID) {
    restaurants(ownerId: $ownerId) {
      ...RestaurantFields
    }
  }
`);

export const RESTAURANT_ALLOWANCE = graphql(`
  query RestaurantAllowance {
    restaurantAllowance {
      status
      allowed
      used
      exempt
      canCreate
      canOpen
    }
  }
`);

export const CREATE_RESTAURANT = graphql(`
  mutation CreateRestaurant($input: CreateRestaurantInput!) {
    createRestaurant(input: $input) {
      ...RestaurantFields
    }
  }
`);

export const UPDATE_RESTAURANT = graphql(`
  mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!) {
    updateRestaurant(id: $id, input: $input) {
      ...RestaurantFields
    }
  }
`);

export const DELETE_RESTAURANT = graphql(`
  mutation DeleteRestaurant($id: ID!, $securityPin: String!) {
    deleteRestaurant(id: $id, securityPin: $securityPin) {
      success
      message
    }
  }
`);

export const OPEN_RESTAURANT = graphql(`
  mutation OpenRestaurant($id: ID!, $securityPin: String!) {
    openRestaurant(id: $id, securityPin: $securityPin) {
      ...ScopedSessionFields
    }
  }
`);

/** Only what the input gives changes (docs/product.md#order-settings); the server writes it to the audit trail. */
export const UPDATE_ORDER_SETTINGS = graphql(`
  mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {
    updateOrderSettings(restaurantId: $restaurantId, input: $input) {
      ...OrderSettingsFields
    }
  }
`);

/** The kitchen display's settings (docs/product.md#kitchen-display) and the menu's categories to give stations. */
export const KITCHEN_SETTINGS = graphql(`
  query KitchenSettings($restaurantId: ID!) {
    kitchenSettings(restaurantId: $restaurantId) {
      ...KitchenSettingsFields
    }
    categories(restaurantId: $restaurantId) {
      id
      name
    }
  }
`);

graphql(`
  fragment KitchenSettingsFields on KitchenSettings {
    restaurantId
    amberMinutes
    redMinutes
    prepMinutes
    staleMinutes
    stations {
      categoryId
      station
    }
    stationNames
  }
`);

export const UPDATE_KITCHEN_SETTINGS = graphql(`
  mutation UpdateKitchenSettings($restaurantId: ID!, $input: KitchenSettingsInput!) {
    updateKitchenSettings(restaurantId: $restaurantId, input: $input) {
      ...KitchenSettingsFields
    }
  }
`);

/** The restaurant's discounts (docs/product.md#discounts) and the limit past which they need the security PIN. */
export const DISCOUNT_LIST = graphql(`
  query DiscountList($restaurantId: ID!) {
    discounts(restaurantId: $restaurantId) {
      ...DiscountFields
    }
  }
`);

/** A discount of the list, new or written again whole; the server writes it to the audit trail. */
export const SAVE_DISCOUNT = graphql(`
  mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {
    saveDiscount(restaurantId: $restaurantId, input: $input) {
      ...DiscountFields
    }
  }
`);

/** A business day's cash drawers with every figure (docs/product.md#cash-drawers): the hub's Drawers card. */
export const DRAWER_DAY = graphql(`
  query DrawerDay($restaurantId: ID!, $day: String) {
    drawers(restaurantId: $restaurantId, day: $day) {
      restaurantId
      day
      timeZone
      cashSalesOnNoDrawer
      cashSalesOnNoDrawerCents
      drawers {
        ...DrawerFields
      }
    }
  }
`);

/** The owner's online ordering card (docs/decisions/0062-online-ordering.md). */
export const ONLINE_SETTINGS_FIELDS = graphql(`
  fragment OnlineSettingsFields on OnlineSettings {
    restaurantId
    timeZone
    enabled
    slug
    formerSlugs
    hours {
      weekday
      opens
      closes
    }
    pickup
    delivery
    deliveryZips
    deliveryArea
    deliveryRadiusMiles
    deliveryOrigin
    addressLookup
    deliveryMinimumCents
    largestOrderCents
    prepMinutes
    pausedUntil
    autoAccept
    cardPayments
    stripeAccount
    stripeConnection
    cardProvider
  }
`);

export const ONLINE_SETTINGS = graphql(`
  query OnlineSettings($restaurantId: ID!) {
    onlineSettings(restaurantId: $restaurantId) {
      ...OnlineSettingsFields
    }
  }
`);

/** Connect with Stripe: the restaurant's own Stripe account, set up at Stripe (or the sandbox's page), never typed. */
export const CONNECT_STRIPE = graphql(`
  mutation ConnectStripe($restaurantId: ID!) {
    connectStripe(restaurantId: $restaurantId) {
      restaurantId
      url
    }
  }
`);

export const UPDATE_ONLINE_SETTINGS = graphql(`
  mutation UpdateOnlineSettings($restaurantId: ID!, $input: OnlineSettingsInput!) {
    updateOnlineSettings(restaurantId: $restaurantId, input: $input) {
      ...OnlineSettingsFields
    }
  }
`);
