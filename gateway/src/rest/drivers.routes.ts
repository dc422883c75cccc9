import { centsToDollars, dollarsToCents, id, idempotencyKey, pinField } from '@zest/kit';
import { countedDollars, driverPeriod, floatDollars, orderIds } from '@zest/drivers/inputs';
import { z } from 'zod';
import { graphql } from './generated';
import type {
  CashoutRequestFieldsFragment,
  DeliveryOrderFieldsFragment,
  DriverBalanceFieldsFragment,
  DriverCashoutFieldsFragment,
  DriverTripFieldsFragment,
} from './generated/graphql';
import { idempotencyHeader, ignored } from './order-shapes';
import { ackResponse, noBody, route } from './table';

/**
 * docs/product.md#api-drivers: the documented /api/driver_orders paths and
 * PATCH /api/order/UpdateOutOfDelievery, in their shapes (snake_case, dollars
 * as strings with 2 decimals), and the paths of ours the driver screens use
 * (drivers, out for delivery, back, cash-out history, floats). What a driver
 * owes and every time are the server's: amounts and times a client sends are
 * accepted and ignored.
 */

const RESTAURANT_NOT_FOUND = 'Restaurant not found.';
const DRIVER_NOT_FOUND = 'Driver not found.';
const ORDER_NOT_FOUND = 'Order not found.';
const byRestaurant = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND) });
const byDriver = z.object({ driverId: id(DRIVER_NOT_FOUND) });
const money = (cents: number) => centsToDollars(cents);
const moneyOrNull = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : money(cents));
const dollars = z.string().describe('dollars with 2 decimals, e.g. "12.50"');

export const DeliveryOrderFields = graphql(`
  fragment DeliveryOrderFields on DeliveryOrder {
    orderId
    orderNumber
    customerName
    customerPhone
    street1
    street2
    city
    zipcode
    lineCount
    deliveryChargeCents
    totalCents
    createdAt
    createdAtLocalIso
    firstPrintedAt
    scheduleTime
  }
`);
export const DriverTripFields = graphql(`
  fragment DriverTripFields on DriverTrip {
    id
    orderId
    orderNumber
    driver {
      id
      name
    }
    customerName
    street1
    street2
    city
    zipcode
    totalCents
    deliveryChargeCents
    owedCents
    status
    assignedAt
    assignedAtLocalIso
    assignedBy
    outAt
    backAt
    cashoutId
    orderDeleted
  }
`);
export const DriverCashoutFields = graphql(`
  fragment DriverCashoutFields on DriverCashout {
    id
    driver {
      id
      name
    }
    tripCount
    ordersTotalCents
    deliveryChargesCents
    floatCents
    adjustmentsCents
    expectedCents
    countedCents
    overShortCents
    approvedBy
    approvedByRole
    cashedOutAt
    cashedOutAtLocalIso
  }
`);
export const CashoutRequestFields = graphql(`
  fragment CashoutRequestFields on CashoutRequest {
    status
    idempotencyKey
    cashout {
      ...DriverCashoutFields
    }
  }
`);
export const DriverBalanceFields = graphql(`
  fragment DriverBalanceFields on DriverBalance {
    driver {
      id
      name
    }
    owedCents
    ordersTotalCents
    deliveryChargesCents
    floatCents
    adjustmentsCents
    openTrips
    tripsOut
    out
    lastCashedOutAt
  }
`);

const deliveryOrderShape = (o: DeliveryOrderFieldsFragment) => ({
  order_id: o.orderId,
  order_number: o.orderNumber,
  customer_address_1: o.street1,
  customer_city: o.city,
  customer_zipcode: o.zipcode,
  total_price: money(o.totalCents),
  created_at: o.createdAtLocalIso,
  customer_name: o.customerName ?? null,
  customer_phone: o.customerPhone ?? null,
  customer_address_2: o.street2,
  delivery_charge: money(o.deliveryChargeCents),
  line_count: o.lineCount,
  printed: o.firstPrintedAt !== null && o.firstPrintedAt !== undefined,
  created_at_utc: o.createdAt,
  schedule_time: o.scheduleTime ?? null,
});
const deliveryOrderResponse = z.object({
  order_id: z.string(),
  order_number: z.number().int(),
  customer_address_1: z.string(),
  customer_city: z.string(),
  customer_zipcode: z.string(),
  total_price: dollars.describe('the grand total'),
  created_at: z.string().describe("ISO 8601 with the restaurant's offset"),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  customer_address_2: z.string(),
  delivery_charge: dollars,
  line_count: z.number().int(),
  printed: z.boolean().describe('the receipt was printed'),
  created_at_utc: z.string(),
  schedule_time: z.string().nullable().describe("when the customer wants it, HH:MM on the restaurant's clock"),
});

const tripShape = (t: DriverTripFieldsFragment) => ({
  id: t.id,
  order_id: t.orderId,
  order_number: t.orderNumber,
  street_1: t.street1,
  total_price: money(t.totalCents),
  assigned_at: t.assignedAtLocalIso,
  driver_id: t.driver.id,
  driver_name: t.driver.name,
  customer_name: t.customerName ?? null,
  street_2: t.street2,
  city: t.city,
  zipcode: t.zipcode,
  delivery_charge: money(t.deliveryChargeCents),
  owed: money(t.owedCents),
  status: t.status,
  assigned_by: t.assignedBy,
  assigned_at_utc: t.assignedAt,
  out_at: t.outAt ?? null,
  back_at: t.backAt ?? null,
  cashout_id: t.cashoutId ?? null,
  order_deleted: t.orderDeleted,
});
const tripResponse = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  street_1: z.string(),
  total_price: dollars.describe('the grand total'),
  assigned_at: z.string().describe("ISO 8601 with the restaurant's offset"),
  driver_id: z.string(),
  driver_name: z.string(),
  customer_name: z.string().nullable(),
  street_2: z.string(),
  city: z.string(),
  zipcode: z.string(),
  delivery_charge: dollars,
  owed: dollars.describe('the grand total less the delivery charge the driver keeps'),
  status: z.enum(['assigned', 'out', 'back']),
  assigned_by: z.string(),
  assigned_at_utc: z.string(),
  out_at: z.string().nullable(),
  back_at: z.string().nullable(),
  cashout_id: z.string().nullable().describe('null while the driver still owes it'),
  order_deleted: z.boolean(),
});

const cashoutShape = (c: DriverCashoutFieldsFragment) => ({
  id: c.id,
  driver_id: c.driver.id,
  driver_name: c.driver.name,
  amount: money(c.expectedCents),
  cashed_out_at: c.cashedOutAtLocalIso,
  trip_count: c.tripCount,
  orders_total: money(c.ordersTotalCents),
  delivery_charges: money(c.deliveryChargesCents),
  float: money(c.floatCents),
  adjustments: money(c.adjustmentsCents),
  counted: moneyOrNull(c.countedCents),
  over_short: moneyOrNull(c.overShortCents),
  approved_by: c.approvedBy,
  approved_by_role: c.approvedByRole,
  cashed_out_at_utc: c.cashedOutAt,
});
const cashoutResponse = z.object({
  id: z.string(),
  driver_id: z.string(),
  driver_name: z.string(),
  amount: dollars.describe('what the driver owed: orders total − delivery charges + float + adjustments'),
  cashed_out_at: z.string().describe("ISO 8601 with the restaurant's offset"),
  trip_count: z.number().int().describe('delivered trips settled'),
  orders_total: dollars,
  delivery_charges: dollars,
  float: dollars,
  adjustments: dollars.describe(
    'orders changed after an earlier cash-out, made good here ("-3.00": owed to the driver)',
  ),
  counted: dollars.nullable().describe('the cash counted, when entered'),
  over_short: dollars.nullable().describe('counted − amount: "-2.00" is short, "1.50" over'),
  approved_by: z.string(),
  approved_by_role: z.string(),
  cashed_out_at_utc: z.string(),
});

/** A cash-out asked for: done (the cash-out) or pending (202: read it again with the key). */
const cashoutRequestShape = (r: CashoutRequestFieldsFragment) => ({
  status: r.status,
  idempotency_key: r.idempotencyKey,
  ...(r.cashout ? cashoutShape(r.cashout) : {}),
});
const cashoutRequestResponse = cashoutResponse.partial().extend({
  status: z.enum(['done', 'pending']),
  idempotency_key: z.string(),
});

const balanceShape = (b: DriverBalanceFieldsFragment) => ({
  amount: money(b.owedCents),
  cashed_out_at: b.lastCashedOutAt ?? null,
  driver_id: b.driver.id,
  driver_name: b.driver.name,
  orders_total: money(b.ordersTotalCents),
  delivery_charges: money(b.deliveryChargesCents),
  float: money(b.floatCents),
  adjustments: money(b.adjustmentsCents),
  open_trips: b.openTrips,
  trips_out: b.tripsOut,
  out: b.out,
});
const balanceResponse = z.object({
  amount: dollars.describe('what the driver owes now'),
  cashed_out_at: z.string().nullable().describe('the last cash-out, UTC; null before the first'),
  driver_id: z.string(),
  driver_name: z.string(),
  orders_total: dollars,
  delivery_charges: dollars,
  float: dollars,
  adjustments: dollars,
  open_trips: z.number().int().describe('delivered trips (the driver marked back) not cashed out yet'),
  trips_out: z.number().int().describe('trips still out: owed once the driver is back'),
  out: z.boolean().describe("on the 'Out of Delivery' panel"),
});

/** The two documented cash-out paths share this: the counted cash, the optional security PIN (a step-up). */
const cashoutFields = {
  counted: countedDollars.nullish().describe('ours: the cash the manager counted'),
  security_pin: pinField('Incorrect Security Restaurant Pin')
    .optional()
    .describe('ours: the security PIN, when the session is not a manager session yet (confirmed by auth)'),
  restaurant_id: id(RESTAURANT_NOT_FOUND).optional().describe("ours: the PIN's restaurant, for an account"),
};
const cashoutRow = {
  tag: 'drivers',
  auth: 'account' as const,
  headers: idempotencyHeader,
  respond: (d: { cashOutDriver: CashoutRequestFieldsFragment }) => cashoutRequestShape(d.cashOutDriver),
  accepted: (d: { cashOutDriver: CashoutRequestFieldsFragment }) => d.cashOutDriver.status === 'pending',
  response: cashoutRequestResponse,
  status: 201,
  stepUp: {
    pin: (b?: { security_pin?: string }) => b?.security_pin,
    restaurantId: (b?: { restaurant_id?: string }) => b?.restaurant_id,
    wrongPin: 'Incorrect Security Restaurant Pin',
  },
};
/**
 * The documented create-then-settle pair (POST createDriverCashout, then PATCH
 * cashout/{driverId}, or the other way round) is one cash-out: the second
 * call, finding nothing left, answers the first's.
 */
const DOCUMENTED_PAIR_SECONDS = 300;
const cashoutVariables = (driverId: string, counted: unknown, key: string | undefined) => ({
  idempotencyKey: key,
  input: {
    driverId,
    countedCents: counted === null || counted === undefined ? null : dollarsToCents(counted),
    latestWithinSeconds: DOCUMENTED_PAIR_SECONDS,
  },
});

export const driverRoutes = [
  route({
    method: 'GET',
    path: '/api/driver_orders/getOrdersUnassignedController/{restaurantId}',
    summary: 'Delivery orders waiting for a driver, oldest first (with lines, not deleted, not on a trip)',
    tag: 'drivers',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query UnassignedOrders($restaurantId: ID!) {
        unassignedOrders(restaurantId: $restaurantId) {
          ...DeliveryOrderFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => d.unassignedOrders.map(deliveryOrderShape),
    response: z.array(deliveryOrderResponse),
  }),
  route({
    method: 'POST',
    path: '/api/driver_orders/createDriverOrder',
    summary:
      'A driver takes orders: the session is the driver (or a manager naming one); the time is the server’s; orders another driver took are skipped and named (all taken: 409)',
    tag: 'drivers',
    auth: 'account',
    params: z.object({}),
    body: z
      .object({
        driver_id: id(DRIVER_NOT_FOUND).nullish(),
        order_id: id(ORDER_NOT_FOUND).nullish(),
        order_ids: orderIds.nullish().describe('ours: several at once'),
        out_for_delivery: z
          .boolean({ error: 'out_for_delivery must be true or false.' })
          .nullish()
          .describe('ours: mark them out at once (default false here: old clients send UpdateOutOfDelievery)'),
        assigned_at: ignored('the time is the server’s'),
      })
      .optional(),
    operation: graphql(`
      mutation CreateDriverOrder($input: AssignOrdersInput!) {
        assignOrders(input: $input) {
          success
          message
          trips {
            ...DriverTripFields
          }
          taken {
            orderId
            orderNumber
            driverName
          }
          unavailable
        }
      }
    `),
    variables: ({ body }) => ({
      input: {
        driverId: body?.driver_id,
        orderIds: [...(body?.order_ids ?? []), ...(body?.order_id ? [body.order_id] : [])],
        outForDelivery: body?.out_for_delivery ?? false,
      },
    }),
    respond: (d) => ({
      success: d.assignOrders.success,
      message: d.assignOrders.message,
      trips: d.assignOrders.trips.map(tripShape),
      taken: d.assignOrders.taken.map((t) => ({
        order_id: t.orderId,
        order_number: t.orderNumber,
        driver_name: t.driverName,
      })),
      unavailable: d.assignOrders.unavailable,
    }),
    response: ackResponse.extend({
      trips: z.array(tripResponse),
      taken: z.array(z.object({ order_id: z.string(), order_number: z.number().int(), driver_name: z.string() })),
      unavailable: z.array(z.string()),
    }),
    status: 201,
  }),
  route({
    method: 'PATCH',
    path: '/api/order/UpdateOutOfDelievery/{orderId}',
    summary: 'The order’s trip leaves for delivery (already out: unchanged); answers the trip',
    tag: 'drivers',
    auth: 'account',
    params: z.object({ orderId: id(ORDER_NOT_FOUND) }),
    body: noBody,
    operation: graphql(`
      mutation UpdateOutOfDelivery($orderId: ID!) {
        markOutForDelivery(orderId: $orderId) {
          ...DriverTripFields
        }
      }
    `),
    variables: ({ params }) => ({ orderId: params.orderId }),
    respond: (d) => tripShape(d.markOutForDelivery),
    response: tripResponse,
  }),
  route({
    ...cashoutRow,
    method: 'POST',
    path: '/api/driver_orders/createDriverCashout',
    summary:
      'Cash a driver out: the amount is the server’s; a manager session (or security_pin), once per Idempotency-Key; 202 while queued',
    params: z.object({}),
    body: z.object({
      driver_id: id(DRIVER_NOT_FOUND),
      amount: ignored('what is owed is the server’s'),
      ...cashoutFields,
    }),
    operation: graphql(`
      mutation CreateDriverCashout($input: CashOutInput!, $idempotencyKey: String) {
        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {
          ...CashoutRequestFields
        }
      }
    `),
    variables: ({ body, headers }) => cashoutVariables(body.driver_id, body.counted, headers['idempotency-key']),
  }),
  route({
    ...cashoutRow,
    method: 'PATCH',
    path: '/api/driver_orders/cashout/{driverId}',
    summary:
      'Cash a driver out (the time is the server’s): a manager session (or security_pin), once per Idempotency-Key; 202 while queued',
    params: byDriver,
    body: z.object({ cashed_out_at: ignored('the time is the server’s'), ...cashoutFields }).optional(),
    operation: graphql(`
      mutation SettleDriverCashout($input: CashOutInput!, $idempotencyKey: String) {
        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {
          ...CashoutRequestFields
        }
      }
    `),
    variables: ({ params, body, headers }) =>
      cashoutVariables(params.driverId, body?.counted, headers['idempotency-key']),
    status: 200,
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/getDriverCashout/{driverId}',
    summary: 'What the driver owes now (amount) and the last cash-out (cashed_out_at)',
    tag: 'drivers',
    auth: 'account',
    params: byDriver,
    body: noBody,
    operation: graphql(`
      query DriverBalance($driverId: ID!) {
        driverBalance(driverId: $driverId) {
          ...DriverBalanceFields
        }
      }
    `),
    variables: ({ params }) => ({ driverId: params.driverId }),
    respond: (d) => balanceShape(d.driverBalance),
    response: balanceResponse,
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/assigned/{driverId}',
    summary:
      'A driver’s orders, newest first: period all (default), today, yesterday, lastWeek, lastMonth, lastYear (restaurant time)',
    tag: 'drivers',
    auth: 'account',
    params: byDriver,
    body: noBody,
    query: z.object({ period: driverPeriod.optional() }),
    operation: graphql(`
      query DriverOrders($driverId: ID!, $period: DriverPeriod) {
        driverOrders(driverId: $driverId, period: $period) {
          ...DriverTripFields
        }
      }
    `),
    variables: ({ params, query }) => ({ driverId: params.driverId, period: query.period }),
    respond: (d) => d.driverOrders.map(tripShape),
    response: z.array(tripResponse),
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/drivers/{restaurantId}',
    summary: 'The restaurant’s drivers by name, each with what they owe and their last cash-out (ours)',
    tag: 'drivers',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query RestaurantDrivers($restaurantId: ID!) {
        drivers(restaurantId: $restaurantId) {
          ...DriverBalanceFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => d.drivers.map(balanceShape),
    response: z.array(balanceResponse),
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/out/{restaurantId}',
    summary: 'The ‘Out of Delivery’ panel: drivers with trips not back yet, first out first (ours)',
    tag: 'drivers',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query DriversOut($restaurantId: ID!) {
        driversOut(restaurantId: $restaurantId) {
          driver {
            id
            name
          }
          leftAt
          trips {
            ...DriverTripFields
          }
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) =>
      d.driversOut.map((o) => ({
        driver_id: o.driver.id,
        driver_name: o.driver.name,
        left_at: o.leftAt,
        trips: o.trips.map(tripShape),
      })),
    response: z.array(
      z.object({ driver_id: z.string(), driver_name: z.string(), left_at: z.string(), trips: z.array(tripResponse) }),
    ),
  }),
  route({
    method: 'POST',
    path: '/api/driver_orders/back/{driverId}',
    summary:
      'The driver is back: their trips are delivered (owed from now on) and they leave the ‘Out of Delivery’ panel; once per Idempotency-Key (ours)',
    tag: 'drivers',
    auth: 'account',
    params: byDriver,
    body: noBody,
    headers: idempotencyHeader,
    operation: graphql(`
      mutation MarkDriverBack($driverId: ID!, $idempotencyKey: String) {
        markDriverBack(driverId: $driverId, idempotencyKey: $idempotencyKey) {
          success
          message
          driver {
            id
            name
          }
          trips
        }
      }
    `),
    variables: ({ params, headers }) => ({ driverId: params.driverId, idempotencyKey: headers['idempotency-key'] }),
    respond: (d) => ({
      success: d.markDriverBack.success,
      message: d.markDriverBack.message,
      driver_id: d.markDriverBack.driver.id,
      trips: d.markDriverBack.trips,
    }),
    response: ackResponse.extend({ driver_id: z.string(), trips: z.number().int() }),
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/cashouts/{driverId}',
    summary: 'A driver’s cash-outs, newest first, each with who approved it (ours)',
    tag: 'drivers',
    auth: 'account',
    params: byDriver,
    body: noBody,
    query: z.object({
      limit: z
        .string()
        .regex(/^(100|[1-9]\d?)$/, { error: 'Ask for 1 to 100 cash-outs.' })
        .optional()
        .describe('20 by default'),
    }),
    operation: graphql(`
      query DriverCashouts($driverId: ID!, $first: Int) {
        driverCashouts(driverId: $driverId, first: $first) {
          ...DriverCashoutFields
        }
      }
    `),
    variables: ({ params, query }) => ({
      driverId: params.driverId,
      first: query.limit === undefined ? undefined : Number(query.limit),
    }),
    respond: (d) => d.driverCashouts.map(cashoutShape),
    response: z.array(cashoutResponse),
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/cashoutStatus/{driverId}',
    summary: 'The outcome of a cash-out asked for with this Idempotency-Key: done, or pending (ours)',
    tag: 'drivers',
    auth: 'account',
    params: byDriver,
    body: noBody,
    query: z.object({ key: idempotencyKey }),
    operation: graphql(`
      query CashoutRequest($driverId: ID!, $key: String!) {
        cashoutRequest(driverId: $driverId, idempotencyKey: $key) {
          ...CashoutRequestFields
        }
      }
    `),
    variables: ({ params, query }) => ({ driverId: params.driverId, key: query.key }),
    respond: (d) => cashoutRequestShape(d.cashoutRequest),
    response: cashoutRequestResponse,
  }),
  route({
    method: 'POST',
    path: '/api/driver_orders/float',
    summary:
      'Cash handed to a driver before a run, owed back at the next cash-out: a manager session; once per Idempotency-Key (ours)',
    tag: 'drivers',
    auth: 'account',
    params: z.object({}),
    body: z.object({ driver_id: id(DRIVER_NOT_FOUND), amount: floatDollars }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation HandDriverFloat($input: DriverFloatInput!, $idempotencyKey: String) {
        handDriverFloat(input: $input, idempotencyKey: $idempotencyKey) {
          id
          driver {
            id
            name
          }
          amountCents
          givenAt
          givenBy
        }
      }
    `),
    variables: ({ body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: { driverId: body.driver_id, amountCents: dollarsToCents(body.amount)! },
    }),
    respond: (d) => ({
      id: d.handDriverFloat.id,
      driver_id: d.handDriverFloat.driver.id,
      driver_name: d.handDriverFloat.driver.name,
      amount: money(d.handDriverFloat.amountCents),
      given_at: d.handDriverFloat.givenAt,
      given_by: d.handDriverFloat.givenBy,
    }),
    response: z.object({
      id: z.string(),
      driver_id: z.string(),
      driver_name: z.string(),
      amount: dollars,
      given_at: z.string(),
      given_by: z.string(),
    }),
    status: 201,
  }),
];
