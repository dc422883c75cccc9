import {
  addressQuery,
  discountApprovalLimit,
  drawerDropLimit,
  drawerPayoutLimit,
  halfToppingPricing,
  revenuePeriod,
  revenueYear,
  takingMinutes,
  tipPercents,
  tipsOffered,
  voidApprovalMinutes,
} from '@zest/orders/inputs';
import { z } from 'zod';
import { graphql } from './generated';
import type { OrderSettingsFieldsFragment } from './generated/graphql';
import { dollars, dollarsResponse } from './money';
import { byRestaurant } from './orders.routes';
import { noBody, noParams, route } from './table';

/**
 * docs/product.md#api-orders, around the orders: the restaurant's order
 * settings, address suggestions, and revenue (ours).
 */

const settingsResponse = z.object({
  restaurant_id: z.string(),
  half_topping_pricing: z.enum(['half', 'full']),
  void_approval_minutes: z
    .number()
    .int()
    .describe('a printed order older than this (minutes) is voided only with the security PIN; 0: always'),
  taking_minutes: z
    .number()
    .int()
    .describe(
      'how long a new order is being taken (minutes): unprinted and off any trip, its lines go freely; after it, taking money off is a void',
    ),
  discount_approval_limit: dollarsResponse.describe(
    'an order’s discounts taking off more than this together need the security PIN; "0.00": always',
  ),
  drawer_payout_limit: dollarsResponse.describe(
    'paid-outs from one cash drawer above this together need the security PIN',
  ),
  drawer_drop_limit: dollarsResponse.describe('drops from one cash drawer above this together need the security PIN'),
  tips_offered: z.boolean().describe('the card reader and the door’s payment page offer tips'),
  tip_percents: z.array(z.number().int()).describe('the three tip percentages offered, smallest first'),
});
const settingsShape = (s: OrderSettingsFieldsFragment) => ({
  restaurant_id: s.restaurantId,
  half_topping_pricing: s.halfToppingPricing,
  void_approval_minutes: s.voidApprovalMinutes,
  taking_minutes: s.takingMinutes,
  discount_approval_limit: dollars(s.discountApprovalCents),
  drawer_payout_limit: dollars(s.drawerPayoutApprovalCents),
  drawer_drop_limit: dollars(s.drawerDropApprovalCents),
  tips_offered: s.tipsOffered,
  tip_percents: s.tipPercents,
});

export const orderSettingRoutes = [
  route({
    method: 'GET',
    path: '/api/order/settings/{restaurantId}',
    summary:
      'How the restaurant prices a topping on one half (half, the default, or full), after how long a void needs the security PIN, how long a new order is being taken, and above what an order’s discounts need the PIN',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query OrderSettings($restaurantId: ID!) {
        orderSettings(restaurantId: $restaurantId) {
          ...OrderSettingsFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => settingsShape(d.orderSettings),
    response: settingsResponse,
  }),
  route({
    method: 'PUT',
    path: '/api/order/settings/{restaurantId}',
    summary:
      'Set how a topping on one half is priced, after how long a void needs the security PIN, how long a new order is being taken and above what an order’s discounts and a drawer’s paid-outs and drops need it (the owner or a manager; only what is sent changes; audited)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: z.object({
      half_topping_pricing: halfToppingPricing.optional(),
      void_approval_minutes: voidApprovalMinutes.optional(),
      taking_minutes: takingMinutes.optional(),
      discount_approval_limit: discountApprovalLimit.dollars.optional(),
      drawer_payout_limit: drawerPayoutLimit.dollars.optional(),
      drawer_drop_limit: drawerDropLimit.dollars.optional(),
      tips_offered: tipsOffered.optional(),
      tip_percents: tipPercents.optional().describe('exactly three, 1 to 100, smallest first'),
    }),
    operation: graphql(`
      mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {
        updateOrderSettings(restaurantId: $restaurantId, input: $input) {
          ...OrderSettingsFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      restaurantId: params.restaurantId,
      input: {
        halfToppingPricing: body.half_topping_pricing,
        voidApprovalMinutes: body.void_approval_minutes,
        takingMinutes: body.taking_minutes,
        discountApprovalCents: body.discount_approval_limit,
        drawerPayoutApprovalCents: body.drawer_payout_limit,
        drawerDropApprovalCents: body.drawer_drop_limit,
        tipsOffered: body.tips_offered,
        tipPercents: body.tip_percents,
      },
    }),
    respond: (d) => settingsShape(d.updateOrderSettings),
    response: settingsResponse,
  }),
  route({
    method: 'GET',
    path: '/api/address/suggest',
    summary: 'Up to 5 addresses for at least 3 characters, in the USA; empty when no provider is configured',
    tag: 'orders',
    auth: 'account',
    params: noParams,
    body: noBody,
    query: z.object({ q: addressQuery }),
    operation: graphql(`
      query AddressSuggestions($query: String!) {
        addressSuggestions(query: $query) {
          label
          street1
          city
          zipcode
          country
        }
      }
    `),
    variables: ({ query }) => ({ query: query.q }),
    respond: (d) =>
      d.addressSuggestions.map((a) => ({
        label: a.label,
        street_1: a.street1,
        city: a.city,
        zipcode: a.zipcode,
        country: a.country,
      })),
    response: z.array(
      z.object({ label: z.string(), street_1: z.string(), city: z.string(), zipcode: z.string(), country: z.string() }),
    ),
  }),
  route({
    method: 'GET',
    path: '/api/order/revenue/{restaurantId}',
    summary:
      'Revenue for a period (today by default), calendar periods in the restaurant’s time zone, weeks from Monday, with the current year month by month (ours)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    query: z.object({
      period: revenuePeriod.optional(),
      year: revenueYear.optional().describe('the year of the monthly breakdown, this year by default'),
    }),
    operation: graphql(`
      query Revenue($restaurantId: ID!, $period: RevenuePeriod, $year: Int) {
        revenue(restaurantId: $restaurantId, period: $period, year: $year) {
          period
          timeZone
          today
          fromDay
          toDay
          startsAt
          endsAt
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
          year
          years
          months {
            month
            orders
            revenueCents
          }
        }
      }
    `),
    variables: ({ params, query }) => ({
      restaurantId: params.restaurantId,
      period: query.period,
      year: query.year === undefined ? undefined : Number(query.year),
    }),
    respond: ({ revenue: r }) => ({
      period: r.period,
      time_zone: r.timeZone,
      today: r.today,
      from: r.fromDay ?? null,
      to: r.toDay ?? null,
      starts_at: r.startsAt ?? null,
      ends_at: r.endsAt ?? null,
      total_orders: r.totalOrders,
      total_revenue: dollars(r.totalRevenueCents),
      subtotal: dollars(r.subtotalCents),
      tax: dollars(r.taxCents),
      delivery_charge: dollars(r.deliveryChargeCents),
      delivery_orders: r.deliveryOrders,
      pickup_orders: r.pickupOrders,
      togo_orders: r.togoOrders,
      by_channel: r.byChannel.map((c) => ({ channel: c.channel, orders: c.orders, revenue: dollars(c.revenueCents) })),
      average_ticket: dollars(r.averageTicketCents),
      voids: r.voidCount,
      void_amount: dollars(r.voidCents),
      discounts: r.discountCount,
      discount_amount: dollars(r.discountCents),
      year: r.year,
      years: r.years,
      monthly: r.months.map((m) => ({ month: m.month, revenue: dollars(m.revenueCents), orders: m.orders })),
    }),
    response: z.object({
      period: revenuePeriod,
      time_zone: z.string(),
      today: z.string().describe("today on the restaurant's calendar"),
      from: z.string().nullable().describe('the first day counted (null: all time)'),
      to: z.string().nullable().describe('the day after the last day counted (null: all time)'),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
      total_orders: z.number().int(),
      total_revenue: dollarsResponse.describe('the sum of the grand totals'),
      subtotal: dollarsResponse,
      tax: dollarsResponse,
      delivery_charge: dollarsResponse,
      delivery_orders: z.number().int(),
      pickup_orders: z.number().int(),
      togo_orders: z.number().int(),
      by_channel: z
        .array(z.object({ channel: z.enum(['counter', 'online']), orders: z.number().int(), revenue: dollarsResponse }))
        .describe('ours: the orders and revenue taken over the counter and online'),
      average_ticket: dollarsResponse,
      voids: z
        .number()
        .int()
        .describe('voids of the period’s orders: lines, whole orders, changes that lowered a total'),
      void_amount: dollarsResponse.describe('what those voids took off the revenue'),
      discounts: z.number().int().describe('discounts on the period’s orders that count'),
      discount_amount: dollarsResponse.describe('what those discounts took off the items (the revenue is after them)'),
      year: z.number().int().describe('the year of the monthly breakdown'),
      years: z.array(z.number().int()).describe('the years the breakdown can show, newest first'),
      monthly: z
        .array(z.object({ month: z.string(), revenue: dollarsResponse, orders: z.number().int() }))
        .describe('the breakdown’s year month by month: a past year whole, this year January to this month'),
    }),
  }),
];
