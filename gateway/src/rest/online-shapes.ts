import { z } from 'zod';
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

/**
 * The ordering page's menu as REST answers it (docs/product.md#api-online-ordering): the menu's own
 * shapes (menu/shapes.ts) with what is sold out on each, and nothing the public has no need of.
 */

type Menu = OnlineMenuQuery['onlinePage']['menu'];
type Mark = { soldOut?: { until?: string | null } | null };

const soldOut = ({ soldOut: mark }: Mark) => (mark ? { until: mark.until ?? null } : null);
const soldOutResponse = z
  .object({ until: z.string().nullable().describe('available again by itself at (UTC); null: when unmarked') })
  .nullable()
  .describe('null: available');

export const onlineMenu = (menu: Menu) => ({
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
      description: p.description ?? null,
      photo: p.photo ? { thumb: p.photo.thumb, card: p.photo.card, large: p.photo.large } : null,
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

export const onlineMenuResponse = z.object({
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
          description: z.string().nullable().describe('what the page says under the name; null: nothing'),
          photo: z
            .object({ thumb: z.string(), card: z.string(), large: z.string() })
            .nullable()
            .describe('its photo by width (160, 480, 960 px), same-origin paths; null: none'),
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
