import {
  DRIVER_NOT_FOUND,
  driverPeriod,
  ORDER_NOT_FOUND,
  orderIds,
  outForDelivery,
  RESTAURANT_NOT_FOUND,
} from '@zest/drivers/inputs';
import { id } from '@zest/kit';
import { z } from 'zod';
import { graphql } from '../generated';
import { idempotencyHeader, ignored } from '../order-shapes';
import { ackResponse, noBody, route } from '../table';
import {
  balanceResponse,
  balanceShape,
  deliveryOrderResponse,
  deliveryOrderShape,
  tripResponse,
  tripShape,
} from './shapes';

/**
 * docs/product.md#api-drivers, the trips: the documented /api/driver_orders
 * paths and PATCH /api/order/UpdateOutOfDelievery, and ours the driver
 * screens use (drivers, out for delivery, back). Every time is the server's:
 * times a client sends are accepted and ignored.
 */

export const byRestaurant = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND) });
export const byDriver = z.object({ driverId: id(DRIVER_NOT_FOUND) });

export const tripRoutes = [
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
        out_for_delivery: outForDelivery
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
    summary:
      'The restaurant’s drivers, those on the time clock first, then by name, each with what they owe and their last cash-out (ours)',
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
];
