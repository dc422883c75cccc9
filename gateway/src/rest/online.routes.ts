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
import type { OnlineMenuQuery } from './generated/graphql';
import { dollars, dollarsResponse } from './money';
import {
  category,
  categoryResponse,
  extra,
  extraResponse,
  item,
  itemResponse,
  size,
  sizeResponse,
} from './menu/shapes';
import { choiceInput, menuChoice } from './order-lines.routes';
import { noBody, route } from './table';

/**
 * The ordering page's REST reads and its checkout (docs/decisions/0062-online-ordering.md): public, no
 * sign-in. The menu is kept at the gateway by its version and revalidated with one cheap read, so a
 * crowd on one restaurant's page costs its kitchen one menu read per change; the checkout is limited
 * per client address and per phone (429 with Retry-After).
 */

const bySlug = z.object({ slug: slugField });
type Menu = OnlineMenuQuery['onlinePage']['menu'];
type Mark = { soldOut?: { until?: string | null } | null };

const soldOut = ({ soldOut: mark }: Mark) => (mark ? { until: mark.until ?? null } : null);
const soldOutResponse = z
  .object({ until: z.string().nullable().describe('available again by itself at (UTC); null: when unmarked') })
  .nullable()
  .describe('null: available');

const onlineMenu = (menu: Menu) => ({
  restaurant_id: menu.restaurantId,
  version: menu.version,
  categories: menu.categories.map((c) => ({
    ...category(c),
    products: c.products.map((p) => ({
      id: p.id,
      name: p.name,
      price: dollars(p.priceCents),
      category_id: p.categoryId,
      takes_toppings: p.takesToppings,
      sold_out: soldOut(p),
      sizes: p.sizes.map((s) => ({ ...size(s), sold_out: soldOut(s) })),
    })),
  })),
  specials: menu.specials.map((s) => ({
    id: s.id,
    name: s.name,
    price: dollars(s.priceCents),
    sold_out: soldOut(s),
    special_items: s.items.map(item),
  })),
  toppings: menu.toppings.map((t) => ({
    id: t.id,
    name: t.name,
    base_price: dollars(t.basePriceCents),
    extras_topping: t.extras ? [extra(t.extras)] : [],
    sold_out: soldOut(t),
  })),
  sides: menu.sides.map((s) => ({
    id: s.id,
    name: s.name,
    base_price: dollars(s.basePriceCents),
    sold_out: soldOut(s),
  })),
});

const onlineMenuResponse = z.object({
  restaurant_id: z.string(),
  version: z.number().int(),
  categories: z.array(
    categoryResponse.extend({
      products: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          price: dollarsResponse,
          category_id: z.string(),
          takes_toppings: z.boolean(),
          sold_out: soldOutResponse,
          sizes: z.array(sizeResponse.extend({ sold_out: soldOutResponse })),
        }),
      ),
    }),
  ),
  specials: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: dollarsResponse,
      sold_out: soldOutResponse,
      special_items: z.array(itemResponse),
    }),
  ),
  toppings: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      base_price: dollarsResponse,
      extras_topping: z.array(extraResponse),
      sold_out: soldOutResponse,
    }),
  ),
  sides: z.array(
    z.object({ id: z.string(), name: z.string(), base_price: dollarsResponse, sold_out: soldOutResponse }),
  ),
});

const onlineMenuTag = ({ onlinePage: p }: { onlinePage: { restaurantId: string; menu: { version: number } } }) =>
  `online-menu-${p.restaurantId}-${p.menu.version}`;

const f = checkoutFields;

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
    }),
    response: z.object({
      order_id: z.string(),
      order_number: z.number().int(),
      total: dollarsResponse,
      status_url: z.string().describe('the customer’s status page: shown once, keep it'),
    }),
    status: 201,
  }),
];
