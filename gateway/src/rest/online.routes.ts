import {
  checkoutFields,
  expectedTotal,
  idempotencyKey,
  PLACE_LINES_MAX,
  PLACE_MESSAGES,
  slugField,
} from '@zest/orders/inputs';
import { z } from 'zod';
import { graphql } from './generated';
import { dollars, dollarsResponse } from './money';
import { onlineMenu, onlineMenuResponse } from './online-shapes';
import { choiceInput, menuChoice } from './order-lines.routes';
import { noBody, route } from './table';

/**
 * The ordering page's REST reads and its checkout (docs/decisions/0062-online-ordering.md): public, no
 * sign-in. The menu and the page's facts are the same for every customer: the gateway answers them from
 * memory for a few seconds (the menu with its ETag), so a crowd on one restaurant's page costs its
 * services a read every few seconds; the checkout is limited per client address and per phone (429 with
 * Retry-After).
 */

const bySlug = z.object({ slug: slugField });
const onlineMenuTag = ({ onlinePage: p }: { onlinePage: { restaurantId: string; menu: { version: number } } }) =>
  `online-menu-${p.restaurantId}-${p.menu.version}`;

const f = checkoutFields;
/**
 * How long the gateway answers a page's menu and facts from memory: a crowd costs the services a read
 * every 5 s, and a change (an item sold out, a pause) shows within them (the checkout decides anyway).
 */
const SHARED_SECONDS = 5;

export const onlineRoutes = [
  route({
    method: 'GET',
    path: '/api/online/{slug}/menu',
    summary:
      'The ordering page’s menu, with what is sold out (no sign-in). ETag: a request naming the current version gets 304',
    tag: 'online',
    auth: 'public',
    params: bySlug,
    body: noBody,
    operation: graphql(`
      query OnlineMenu($slug: String!) {
        onlinePage(slug: $slug) {
          restaurantId
          menu {
            restaurantId
            version
            categories {
              ...CategoryFields
              products {
                id
                categoryId
                name
                priceCents
                takesToppings
                description
                photo {
                  thumb
                  card
                  large
                }
                soldOut {
                  until
                }
                sizes {
                  ...SizeFields
                  soldOut {
                    until
                  }
                }
              }
            }
            specials {
              id
              name
              priceCents
              soldOut {
                until
              }
              items {
                ...SpecialItemFields
              }
            }
            toppings {
              id
              name
              basePriceCents
              extras {
                ...ToppingExtraFields
              }
              soldOut {
                until
              }
            }
            sides {
              id
              name
              basePriceCents
              soldOut {
                until
              }
            }
          }
        }
      }
    `),
    variables: ({ params }) => ({ slug: params.slug }),
    etag: onlineMenuTag,
    // A crowd on one page: the gateway keeps the shaped menu of a version and asks only for the version.
    revalidate: {
      probe: graphql(`
        query OnlineMenuVersion($slug: String!) {
          onlinePage(slug: $slug) {
            restaurantId
            menu {
              restaurantId
              version
            }
          }
        }
      `),
      tag: onlineMenuTag,
    },
    respond: ({ onlinePage }) => onlineMenu(onlinePage.menu),
    response: onlineMenuResponse,
    sharedSeconds: SHARED_SECONDS,
  }),
  route({
    method: 'GET',
    path: '/api/online/{slug}',
    summary:
      'The ordering page’s restaurant (no sign-in): who, where, its hours, whether it takes orders now and the times it can have one ready today',
    tag: 'online',
    auth: 'public',
    params: bySlug,
    body: noBody,
    operation: graphql(`
      query OnlinePageFacts($slug: String!) {
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
        }
      }
    `),
    variables: ({ params }) => ({ slug: params.slug }),
    respond: ({ onlinePage: p }) => ({
      restaurant_id: p.restaurantId,
      slug: p.slug,
      name: p.name,
      address: p.address,
      phone_number: p.phoneNumber,
      time_zone: p.timeZone,
      hours: p.hours,
      open_now: p.openNow,
      closed_message: p.closedMessage ?? null,
      times: p.times,
      pickup: p.pickup,
      delivery: p.delivery,
      delivery_minimum: dollars(p.deliveryMinimumCents),
      delivery_charge: dollars(p.deliveryChargeCents),
      tax_percentage: p.taxPercentage,
      prep_minutes: p.prepMinutes,
      half_topping_pricing: p.halfToppingPricing,
      card_payments: p.cardPayments,
    }),
    response: z.object({
      restaurant_id: z.string(),
      slug: z.string(),
      name: z.string(),
      address: z.string(),
      phone_number: z.string(),
      time_zone: z.string(),
      hours: z
        .array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() }))
        .describe('0 Sunday to 6 Saturday; the same time to open and close: open all day'),
      open_now: z.boolean().describe('taking orders for as soon as possible now'),
      closed_message: z.string().nullable().describe('why not, in the page’s words'),
      times: z.array(z.string()).describe('the times (HH:MM) an order can be asked for today'),
      pickup: z.boolean(),
      delivery: z.boolean(),
      delivery_minimum: dollarsResponse,
      delivery_charge: dollarsResponse,
      tax_percentage: z.number(),
      prep_minutes: z.number().int(),
      half_topping_pricing: z.enum(['half', 'full']),
      card_payments: z.boolean().describe('the customer may pay by card on the page'),
    }),
    sharedSeconds: SHARED_SECONDS,
  }),
  route({
    method: 'POST',
    path: '/api/online/{slug}/orders',
    summary:
      'Place an online order (no sign-in): priced again by the server; Idempotency-Key required, a retry answers the same order; 429 with Retry-After past the limits per client and per phone',
    tag: 'online',
    auth: 'public',
    params: bySlug,
    body: z.object({
      order_type: f.orderType,
      time: f.time.describe('HH:MM today; null or left out: as soon as possible'),
      full_name: f.fullName,
      phone_number: f.phoneNumber,
      email: f.email,
      street1: f.street1,
      street2: f.street2,
      city: f.city,
      zipcode: f.zipcode,
      notes: f.notes,
      payment: f.payment,
      expected_total: expectedTotal.dollars.describe('the total the page showed: another is refused, never charged'),
      lines: z
        .array(z.object(menuChoice), { error: PLACE_MESSAGES.lines })
        .max(PLACE_LINES_MAX, { error: PLACE_MESSAGES.tooManyLines }),
    }),
    headers: z.object({ 'idempotency-key': idempotencyKey }),
    operation: graphql(`
      mutation PlaceOnlineOrderRest($slug: String!, $input: OnlineCheckoutInput!, $idempotencyKey: String) {
        placeOnlineOrder(slug: $slug, input: $input, idempotencyKey: $idempotencyKey) {
          orderId
          orderNumber
          statusKey
          slug
          totalCents
          paymentUrl
        }
      }
    `),
    variables: ({ params, body, headers }) => ({
      slug: params.slug,
      idempotencyKey: headers['idempotency-key'],
      input: {
        orderType: body.order_type,
        time: body.time,
        fullName: body.full_name,
        phoneNumber: body.phone_number,
        email: body.email,
        street1: body.street1,
        street2: body.street2,
        city: body.city,
        zipcode: body.zipcode,
        notes: body.notes,
        payment: body.payment,
        expectedTotalCents: body.expected_total,
        lines: body.lines.map(choiceInput),
      },
    }),
    respond: ({ placeOnlineOrder: o }) => ({
      order_id: o.orderId,
      order_number: o.orderNumber,
      total: dollars(o.totalCents),
      status_url: `/order/${o.slug}/status/${o.statusKey}`,
      payment_url: o.paymentUrl ?? null,
    }),
    response: z.object({
      order_id: z.string(),
      order_number: z.number().int().nullable().describe('null until a card payment is made'),
      total: dollarsResponse,
      status_url: z.string().describe('the customer’s status page: shown once, keep it'),
      payment_url: z
        .string()
        .nullable()
        .describe('paying by card: where the browser goes to pay (Stripe Checkout, or the sandbox); null otherwise'),
    }),
    status: 201,
  }),
];
