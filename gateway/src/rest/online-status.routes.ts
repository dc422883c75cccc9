import { slugField } from '@zest/orders/inputs';
import { z } from 'zod';
import { graphql } from './generated';
import { dollars, dollarsResponse } from './money';
import { noBody, route } from './table';

/**
 * The customer's status page's read (docs/decisions/0062-online-ordering.md): one online order, reached by
 * the key given once at checkout (no sign-in: the key is the access). The page reads it again each time
 * its stream (GET /api/online/{slug}/status/{key}/stream) says the order changed, and every 30 s besides.
 */
export const onlineStatusRoutes = [
  route({
    method: 'GET',
    path: '/api/online/{slug}/status/{key}',
    summary:
      'One online order’s status and receipt, by the key its checkout answered (no sign-in: the key is the access)',
    tag: 'online',
    auth: 'public',
    params: z.object({ slug: slugField, key: z.string().describe('the status key in the checkout’s status_url') }),
    body: noBody,
    operation: graphql(`
      query OnlineStatus($slug: String!, $key: String!) {
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
          placedAtLocal
          timeZone
          version
        }
      }
    `),
    variables: ({ params }) => ({ slug: params.slug, key: params.key }),
    respond: ({ onlineTracking: t }) => ({
      order_id: t.orderId,
      order_number: t.orderNumber,
      order_type: t.orderType,
      progress: t.progress,
      restaurant_name: t.restaurantName,
      restaurant_phone: t.restaurantPhone,
      restaurant_address: t.restaurantAddress,
      ready_at: t.readyAt ?? null,
      ready_at_local: t.readyAtLocal ?? null,
      reject_reason: t.rejectReason ?? null,
      schedule_time: t.scheduleTime ?? null,
      payment: t.payment,
      payment_status: t.paymentStatus ?? null,
      refund_reason: t.refundReason ?? null,
      lines: t.lines.map((l) => ({ name: l.name, quantity: l.quantity, price: dollars(l.priceCents) })),
      subtotal: dollars(t.subtotalCents),
      delivery_charge: dollars(t.deliveryChargeCents),
      tax: dollars(t.taxCents),
      total: dollars(t.totalCents),
      placed_at: t.placedAt,
      placed_at_local: t.placedAtLocal,
      time_zone: t.timeZone,
      version: t.version,
    }),
    response: z.object({
      order_id: z.string(),
      order_number: z.number().int().describe('0 while a card payment is awaited: the order is written once paid'),
      order_type: z.enum(['pickup', 'delivery']),
      progress: z
        .enum([
          'awaiting_payment',
          'not_paid',
          'received',
          'accepted',
          'in_kitchen',
          'ready',
          'picked_up',
          'out_for_delivery',
          'delivered',
          'rejected',
          'cancelled',
        ])
        .describe('where the order is now'),
      restaurant_name: z.string(),
      restaurant_phone: z.string(),
      restaurant_address: z.string(),
      ready_at: z.string().nullable().describe('accepted: when it should be ready (UTC)'),
      ready_at_local: z.string().nullable().describe('the same on the restaurant’s clock (HH:MM)'),
      reject_reason: z.string().nullable().describe('rejected: why, in the restaurant’s words'),
      schedule_time: z.string().nullable().describe('the time asked for today (HH:MM); null: as soon as possible'),
      payment: z.enum(['pickup', 'door', 'card']),
      payment_status: z
        .enum(['open', 'paid', 'canceled', 'refunded'])
        .nullable()
        .describe('a card payment’s state; null when paid at pickup or the door'),
      refund_reason: z.string().nullable().describe('why a card payment was given back'),
      lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: dollarsResponse })),
      subtotal: dollarsResponse,
      delivery_charge: dollarsResponse,
      tax: dollarsResponse,
      total: dollarsResponse,
      placed_at: z.string().describe('UTC'),
      placed_at_local: z.string().describe('on the restaurant’s clock'),
      time_zone: z.string(),
      version: z.number().int().describe('moves on with every change the customer would see'),
    }),
  }),
];
