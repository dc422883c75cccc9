import { id as idField } from '@zest/kit';
import { z } from 'zod';
import type {
  CategoryFieldsFragment as Category,
  ProductFieldsFragment as Product,
  SideFieldsFragment as Side,
  SizeFieldsFragment as Size,
  SpecialFieldsFragment as Special,
  SpecialItemFieldsFragment as Item,
  ToppingExtraFieldsFragment as Extra,
  ToppingFieldsFragment as Topping,
} from '../generated/graphql';
import { dollars as money, dollarsResponse as dollars } from '../money';

/**
 * The documented menu shapes (docs/product.md#api-menu): snake_case keys,
 * every price rendered once, here, as dollars with 2 decimals ("12.50").
 * Shared by the menu's REST tables, one per area.
 */

export const category = (c: Category) => ({
  id: c.id,
  name: c.name,
  restaurant_id: c.restaurantId,
  takes_toppings: c.takesToppings,
});
export const size = (s: Size) => ({
  id: s.id,
  size_name: s.sizeName,
  price: money(s.priceCents),
  product_id: s.productId,
});
export const product = (p: Product) => ({
  id: p.id,
  numericId: p.numericId,
  name: p.name,
  price: money(p.priceCents),
  restaurant_id: p.restaurantId,
  category_id: p.categoryId,
  sizes: p.sizes.map(size),
  takes_toppings: p.takesToppings,
});
export const item = (i: Item) => ({
  id: i.id,
  special_id: i.specialId,
  product_name: i.productName,
  quantity: i.quantity,
});
export const special = (s: Special) => ({
  id: s.id,
  numericId: s.numericId,
  name: s.name,
  price: money(s.priceCents),
  restaurant_id: s.restaurantId,
  special_items: s.items.map(item),
});
export const extra = (e: Extra) => ({
  id: e.id,
  topping_id: e.toppingId,
  little_price: money(e.littlePriceCents),
  regular_price: money(e.regularPriceCents),
  extra_price: money(e.extraPriceCents),
});
export const topping = (t: Topping) => ({
  id: t.id,
  numericId: t.numericId,
  name: t.name,
  base_price: money(t.basePriceCents),
  restaurant_id: t.restaurantId,
  extras_topping: t.extras ? [extra(t.extras)] : [],
});
export const side = (s: Side) => ({
  id: s.id,
  name: s.name,
  base_price: money(s.basePriceCents),
  restaurant_id: s.restaurantId,
});

const takesToppings = z.boolean().describe('ours; false: takes no toppings (drinks, side-like items)');
export const categoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  restaurant_id: z.string(),
  takes_toppings: takesToppings,
});
export const sizeResponse = z.object({ id: z.string(), size_name: z.string(), price: dollars, product_id: z.string() });
export const productResponse = z.object({
  id: z.string(),
  numericId: z.number().int(),
  name: z.string(),
  price: dollars,
  restaurant_id: z.string(),
  category_id: z.string(),
  sizes: z.array(sizeResponse).describe('ascending by price'),
  takes_toppings: takesToppings.describe("ours; false: takes no toppings; its category's false overrides true"),
});
export const itemResponse = z.object({
  id: z.string(),
  special_id: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
});
export const specialResponse = z.object({
  id: z.string(),
  numericId: z.number().int(),
  name: z.string(),
  price: dollars,
  restaurant_id: z.string(),
  special_items: z.array(itemResponse),
});
export const extraResponse = z.object({
  id: z.string(),
  topping_id: z.string(),
  little_price: dollars,
  regular_price: dollars,
  extra_price: dollars,
});
export const toppingResponse = z.object({
  id: z.string(),
  numericId: z.number().int(),
  name: z.string(),
  base_price: dollars,
  restaurant_id: z.string(),
  extras_topping: z.array(extraResponse).describe('at most one set'),
});
export const sideResponse = z.object({
  id: z.string(),
  name: z.string(),
  base_price: dollars,
  restaurant_id: z.string(),
});

/** Path and body pieces the menu's tables share. */
export const id = idField();
export const byRestaurant = z.object({ restaurantId: id });
export const byId = z.object({ id });
/** A delete's body: `restaurant_id` is optional and, when given, must match. */
export const restaurantBody = z.object({ restaurant_id: id.optional() }).optional();
export const deleteVariables = ({ params, body }: { params: { id: string }; body?: { restaurant_id?: string } }) => ({
  id: params.id,
  restaurantId: body?.restaurant_id,
});
/** An edit of a name and a base price (a side, a topping): the path's id, the body's restaurant, the changes. */
export const renameAndPriceVariables = ({
  params,
  body,
}: {
  params: { id: string };
  body: { restaurant_id?: string; name?: string | null; base_price?: number | null };
}) => ({
  id: params.id,
  restaurantId: body.restaurant_id,
  input: { name: body.name, basePriceCents: body.base_price },
});
