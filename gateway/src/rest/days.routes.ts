import { historyDate } from '@zest/orders/inputs';
import { z } from 'zod';
import { graphql } from './generated';
import type { BusinessDayFieldsFragment } from './generated/graphql';
import { dollars, dollarsOrNull, dollarsResponse } from './money';
import { byRestaurant } from './orders.routes';
import { noBody, route } from './table';

/**
 * docs/product.md#close-the-day: the restaurant's business days, closing one,
 * and a day's Z report (dollars with 2 decimals, as every REST answer).
 */

graphql(`
  fragment BusinessDayFields on BusinessDay {
    restaurantId
    day
    closed
    closedAt
    closedBy
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
      drawers {
        id
        terminalTag
        openedAt
        openedBy
        closedAt
        closedBy
        floatCents
        cashSalesCents
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

const moneyShape = (m: { count: number; cents: number }) => ({ count: m.count, amount: dollars(m.cents) });
const moneyResponse = z.object({ count: z.number().int(), amount: dollarsResponse });

const dayShape = (d: BusinessDayFieldsFragment) => {
  const z = d.z;
  return {
    day: d.day,
    closed: d.closed,
    closed_at: d.closedAt ?? null,
    closed_by: d.closedBy ?? null,
    z_report: {
      restaurant: z.restaurant.name,
      time_zone: z.restaurant.timeZone,
      orders: moneyShape(z.orders),
      by_type: z.byType.map((t) => ({ order_type: t.orderType, ...moneyShape(t) })),
      by_tender: z.byTender.map((t) => ({ tender: t.tender, ...moneyShape(t) })),
      by_channel: z.byChannel.map((c) => ({ channel: c.channel, ...moneyShape(c) })),
      subtotal: dollars(z.subtotalCents),
      tax: dollars(z.taxCents),
      delivery_charges: dollars(z.deliveryChargesCents),
      total: dollars(z.totalCents),
      voids: moneyShape(z.voids),
      discounts: moneyShape(z.discounts),
      drawers: z.drawers.map((d) => ({
        terminal_tag: d.terminalTag ?? null,
        opened_at: d.openedAt,
        opened_by: d.openedBy,
        closed_at: d.closedAt ?? null,
        closed_by: d.closedBy ?? null,
        float: dollars(d.floatCents),
        cash_sales: dollars(d.cashSalesCents),
        paid_in: dollars(d.paidInCents),
        paid_out: dollars(d.paidOutCents),
        drops: dollars(d.dropsCents),
        refunds: dollars(d.refundsCents),
        expected: dollars(d.expectedCents),
        counted: dollarsOrNull(d.countedCents),
        over_short: dollarsOrNull(d.overShortCents),
      })),
      cash_on_no_drawer: moneyShape(z.cashOnNoDrawer),
      drivers: { settled: moneyShape(z.drivers.settled), owed: moneyShape(z.drivers.owed) },
      offline_late: z.offlineLate.map((o) => ({
        order_number: o.orderNumber,
        offline_number: o.offlineNumber,
        printed_at: o.printedAt ?? null,
        time_kept: o.timeKept,
      })),
      offline_missing: z.offlineMissing,
      late_changes: z.lateChanges.map((l) => ({
        order_number: l.orderNumber,
        closed_day: l.closedDay,
        what: l.what,
        amount: dollars(l.totalCents),
      })),
    },
  };
};

const dayResponse = z.object({
  day: z.string(),
  closed: z.boolean().describe('false: a preview of the open day'),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  z_report: z.object({
    restaurant: z.string(),
    time_zone: z.string(),
    orders: moneyResponse,
    by_type: z.array(moneyResponse.extend({ order_type: z.enum(['delivery', 'pickup', 'togo']) })),
    by_tender: z.array(moneyResponse.extend({ tender: z.enum(['cash', 'card', 'door', 'unpaid']) })),
    by_channel: z
      .array(moneyResponse.extend({ channel: z.enum(['counter', 'online']) }))
      .describe('ours: the orders taken over the counter and online'),
    subtotal: dollarsResponse,
    tax: dollarsResponse,
    delivery_charges: dollarsResponse,
    total: dollarsResponse,
    voids: moneyResponse,
    discounts: moneyResponse,
    drawers: z.array(
      z.object({
        terminal_tag: z.string().nullable(),
        opened_at: z.string(),
        opened_by: z.string(),
        closed_at: z.string().nullable(),
        closed_by: z.string().nullable(),
        float: dollarsResponse,
        cash_sales: dollarsResponse,
        paid_in: dollarsResponse,
        paid_out: dollarsResponse,
        drops: dollarsResponse,
        refunds: dollarsResponse,
        expected: dollarsResponse,
        counted: dollarsResponse.nullable(),
        over_short: dollarsResponse.nullable(),
      }),
    ),
    cash_on_no_drawer: moneyResponse.describe('cash sales that found no open drawer, less their refunds'),
    drivers: z.object({ settled: moneyResponse, owed: moneyResponse }),
    offline_late: z.array(
      z.object({
        order_number: z.number().int(),
        offline_number: z.string(),
        printed_at: z.string().nullable(),
        time_kept: z.boolean(),
      }),
    ),
    offline_missing: z.array(z.string()).describe('offline numbers that never arrived, like K7-04'),
    late_changes: z.array(
      z.object({
        order_number: z.number().int(),
        closed_day: z.string(),
        what: z.string(),
        amount: dollarsResponse.describe('moved onto this day; negative when taken off'),
      }),
    ),
  }),
});

export const dayRoutes = [
  route({
    method: 'GET',
    path: '/api/order/days/{restaurantId}',
    summary: 'The open business day and the closed ones, newest first, each with its Z report (owner and managers)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query BusinessDays($restaurantId: ID!) {
        businessDays(restaurantId: $restaurantId) {
          openDay
          closed {
            ...BusinessDayFields
          }
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => ({ open_day: d.businessDays.openDay, closed: d.businessDays.closed.map(dayShape) }),
    response: z.object({ open_day: z.string(), closed: z.array(dayResponse) }),
  }),
  route({
    method: 'GET',
    path: '/api/order/days/{restaurantId}/{day}',
    summary: 'A business day’s Z report: as it was closed, or a preview of the open day (owner and managers)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant.extend({ day: historyDate }),
    body: noBody,
    operation: graphql(`
      query ZReport($restaurantId: ID!, $day: String!) {
        zReport(restaurantId: $restaurantId, day: $day) {
          ...BusinessDayFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId, day: params.day }),
    respond: (d) => dayShape(d.zReport),
    response: dayResponse,
  }),
  route({
    method: 'POST',
    path: '/api/order/days/{restaurantId}/close',
    summary:
      'Close a business day (and every open day before it) with its Z report; from then on the day never changes, and a later change to one of its orders counts on the open day. The owner or a manager session from the hub; 409 while a cash drawer of the day is open or once closed',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: z.object({ day: historyDate }),
    operation: graphql(`
      mutation CloseDay($restaurantId: ID!, $day: String!) {
        closeDay(restaurantId: $restaurantId, day: $day) {
          ...BusinessDayFields
        }
      }
    `),
    variables: ({ params, body }) => ({ restaurantId: params.restaurantId, day: body.day }),
    respond: (d) => dayShape(d.closeDay),
    response: dayResponse,
  }),
];
