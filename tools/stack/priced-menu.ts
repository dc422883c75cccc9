import {
  dollarsToCents,
  menuEventsQueue,
  menuJobId,
  type MenuPublished,
  type PricedMenu,
  queueOptions,
} from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** GET /api/menu/{restaurantId} as it answers (docs/product.md#api-menu): dollars as strings. */
export interface RestMenu {
  categories: {
    id: string;
    takes_toppings: boolean;
    products: {
      id: string;
      name: string;
      price: string;
      category_id: string;
      sizes: { id: string; size_name: string; price: string }[];
      takes_toppings: boolean;
    }[];
  }[];
  specials: {
    id: string;
    name: string;
    price: string;
    special_items: { id: string; product_name: string; quantity: number }[];
  }[];
  toppings: {
    id: string;
    name: string;
    base_price: string;
    extras_topping: { little_price: string; regular_price: string; extra_price: string }[];
  }[];
  sides: { id: string; name: string; base_price: string }[];
}

const cents = (dollars: string) => dollarsToCents(dollars) ?? 0;

/**
 * The menu as the menu service publishes it to orders (kit/events/events.ts PricedMenu), from its REST answer:
 * a product takes toppings when it and its category do; a special's item as the product or side it names.
 */
export function pricedMenuOf(m: RestMenu): PricedMenu {
  const products = m.categories.flatMap((c) =>
    c.products.map((p) => ({
      id: p.id,
      name: p.name,
      categoryId: p.category_id,
      priceCents: cents(p.price),
      sizes: p.sizes.map((s) => ({ id: s.id, sizeName: s.size_name, priceCents: cents(s.price) })),
      takesToppings: c.takes_toppings && p.takes_toppings,
    })),
  );
  const itemTakes = new Map<string, boolean>(m.sides.map((s) => [s.name, false]));
  for (const p of products) {
    itemTakes.set(p.name, p.takesToppings);
    for (const s of p.sizes) itemTakes.set(`${s.sizeName} ${p.name}`, p.takesToppings);
  }
  return {
    products,
    toppings: m.toppings.map((t) => {
      const set = t.extras_topping[0];
      return {
        id: t.id,
        name: t.name,
        basePriceCents: cents(t.base_price),
        extras: set
          ? {
              littlePriceCents: cents(set.little_price),
              regularPriceCents: cents(set.regular_price),
              extraPriceCents: cents(set.extra_price),
            }
          : null,
      };
    }),
    sides: m.sides.map((s) => ({ id: s.id, name: s.name, basePriceCents: cents(s.base_price) })),
    specials: m.specials.map((s) => ({
      id: s.id,
      name: s.name,
      priceCents: cents(s.price),
      items: s.special_items.map((i) => ({
        id: i.id,
        productName: i.product_name,
        quantity: i.quantity,
        takesToppings: itemTakes.get(i.product_name) ?? true,
      })),
    })),
  };
}

/**
 * Puts a MenuPublished for the orders service on the real queue, as the menu
 * service does (docs/decisions/0009-menu-prices-snapshot.md): for the test of
 * an old version arriving late.
 */
export async function publishMenu(
  redisUrl: string,
  restaurantId: string,
  menu: PricedMenu,
  version: number,
): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<MenuPublished>(menuEventsQueue('orders'), queueOptions(menuEventsQueue('orders'), redis));
  try {
    const event = { restaurantId, version, menu };
    await queue.add('menu', event, { jobId: menuJobId(event) });
  } finally {
    await queue.close();
    redis.disconnect();
  }
}
