import type { HalfToppingPricing, ToppingLevel, ToppingPlacement } from '../../graphql/generated/graphql';
import { quantityAndNote, type LineChoice, type Menu } from '../../ui/format/menuPricing';
import { centsToInput } from '../../ui/format/money';

/**
 * The ordering page's REST answers (gateway/src/rest/online.routes.ts, docs/product.md#api-online-ordering)
 * as the page reads them: snake_case and dollars ("12.50") outside, the terminal's menu shape and cents
 * inside, so the page prices with the same rules (ui/format/menuPricing.ts, @zest/pricing) as the terminal.
 */

type Money = string;
type Mark = { sold_out: { until: string | null } | null };

export interface RestFacts {
  restaurant_id: string;
  slug: string;
  name: string;
  address: string;
  phone_number: string;
  time_zone: string;
  hours: { weekday: number; opens: string; closes: string }[];
  open_now: boolean;
  closed_message: string | null;
  times: string[];
  pickup: boolean;
  delivery: boolean;
  delivery_minimum: Money;
  delivery_charge: Money;
  tax_percentage: number;
  prep_minutes: number;
  half_topping_pricing: HalfToppingPricing;
  card_payments: boolean;
}

export interface RestMenu {
  restaurant_id: string;
  version: number;
  categories: {
    id: string;
    name: string;
    takes_toppings: boolean;
    products: ({
      id: string;
      name: string;
      price: Money;
      category_id: string;
      takes_toppings: boolean;
      description: string | null;
      photo: ItemPhoto | null;
      sizes: ({ id: string; size_name: string; price: Money } & Mark)[];
    } & Mark)[];
  }[];
  specials: ({
    id: string;
    name: string;
    price: Money;
    special_items: { id: string; product_name: string; quantity: number }[];
  } & Mark)[];
  toppings: ({
    id: string;
    name: string;
    base_price: Money;
    extras_topping: { id: string; little_price: Money; regular_price: Money; extra_price: Money }[];
  } & Mark)[];
  sides: ({ id: string; name: string; base_price: Money } & Mark)[];
}

/** An item's photo by width (160, 480, 960 px): same-origin paths, cached for a year. */
export interface ItemPhoto {
  thumb: string;
  card: string;
  large: string;
}

/** What the page shows of an item beyond the terminal's menu: a description and a photo. */
export interface ItemLooks {
  description: string | null;
  photo: ItemPhoto | null;
}

type PageCategory = Menu['categories'][number];
/** The terminal's menu, each product with its looks. */
export type PageMenu = Omit<Menu, 'categories'> & {
  categories: (Omit<PageCategory, 'products'> & { products: (PageCategory['products'][number] & ItemLooks)[] })[];
};

/** The page's restaurant and its menu, in one value. */
export interface OnlinePage {
  restaurantId: string;
  slug: string;
  name: string;
  address: string;
  phoneNumber: string;
  timeZone: string;
  hours: RestFacts['hours'];
  openNow: boolean;
  closedMessage: string | null;
  times: string[];
  pickup: boolean;
  delivery: boolean;
  deliveryMinimumCents: number;
  deliveryChargeCents: number;
  taxPercentage: number;
  prepMinutes: number;
  halfToppingPricing: HalfToppingPricing;
  /** The customer may pay by card on the page. */
  cardPayments: boolean;
  menu: PageMenu;
}

/** "12.50" → 1250: the REST edge's dollars have 2 decimals at most. */
export const centsOf = (dollars: Money | number): number => Math.round(Number(dollars) * 100);
/** 1250 → "12.50", as a REST body states an amount. */
export const dollarsOf = (cents: number): Money => centsToInput(cents);

const soldOut = ({ sold_out }: Mark) => (sold_out ? { until: sold_out.until } : null);

export function toMenu(m: RestMenu): PageMenu {
  return {
    restaurantId: m.restaurant_id,
    version: m.version,
    categories: m.categories.map((c) => ({
      id: c.id,
      name: c.name,
      takesToppings: c.takes_toppings,
      products: c.products.map((p) => ({
        id: p.id,
        categoryId: p.category_id,
        name: p.name,
        priceCents: centsOf(p.price),
        takesToppings: p.takes_toppings,
        description: p.description ?? null,
        photo: p.photo ?? null,
        soldOut: soldOut(p),
        sizes: p.sizes.map((s) => ({
          id: s.id,
          sizeName: s.size_name,
          priceCents: centsOf(s.price),
          soldOut: soldOut(s),
        })),
      })),
    })),
    specials: m.specials.map((s) => ({
      id: s.id,
      name: s.name,
      priceCents: centsOf(s.price),
      soldOut: soldOut(s),
      items: s.special_items.map((i) => ({ id: i.id, productName: i.product_name, quantity: i.quantity })),
    })),
    toppings: m.toppings.map((t) => {
      const extra = t.extras_topping[0];
      return {
        id: t.id,
        name: t.name,
        basePriceCents: centsOf(t.base_price),
        extras: extra
          ? {
              id: extra.id,
              littlePriceCents: centsOf(extra.little_price),
              regularPriceCents: centsOf(extra.regular_price),
              extraPriceCents: centsOf(extra.extra_price),
            }
          : null,
        soldOut: soldOut(t),
      };
    }),
    sides: m.sides.map((s) => ({ id: s.id, name: s.name, basePriceCents: centsOf(s.base_price), soldOut: soldOut(s) })),
  };
}

export function toPage(f: RestFacts, menu: RestMenu): OnlinePage {
  return {
    restaurantId: f.restaurant_id,
    slug: f.slug,
    name: f.name,
    address: f.address,
    phoneNumber: f.phone_number,
    timeZone: f.time_zone,
    hours: f.hours,
    openNow: f.open_now,
    closedMessage: f.closed_message,
    times: f.times,
    pickup: f.pickup,
    delivery: f.delivery,
    deliveryMinimumCents: centsOf(f.delivery_minimum),
    deliveryChargeCents: centsOf(f.delivery_charge),
    taxPercentage: f.tax_percentage,
    prepMinutes: f.prep_minutes,
    halfToppingPricing: f.half_topping_pricing,
    cardPayments: f.card_payments,
    menu: toMenu(menu),
  };
}

type RestTopping = { topping_id: string; level: ToppingLevel; placement: ToppingPlacement };
const toppingsOf = (picks: readonly { toppingId: string; level: ToppingLevel; placement: ToppingPlacement }[]) =>
  picks.map((t): RestTopping => ({ topping_id: t.toppingId, level: t.level, placement: t.placement }));

/** A cart line as the checkout's body takes it (the menu's ids, snake_case). */
export function restLine(choice: LineChoice, quantity: number, notes: string) {
  const common = quantityAndNote(quantity, notes);
  switch (choice.kind) {
    case 'product':
      return {
        ...common,
        product_id: choice.productId,
        ...(choice.sizeId ? { size_id: choice.sizeId } : {}),
        toppings: toppingsOf(choice.toppings),
        sides: choice.sides,
      };
    case 'special':
      return {
        ...common,
        special_id: choice.specialId,
        items: choice.items.map((i) => ({ item_id: i.itemId, toppings: toppingsOf(i.toppings), sides: i.sides })),
      };
    case 'side':
      return { ...common, side_id: choice.sideId };
  }
}
