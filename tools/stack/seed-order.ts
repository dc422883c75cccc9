import { call, type Json } from './api-call';

/** What the demo's ordering page says under an item's name (issue 46). */
const DESCRIPTIONS: Record<string, string> = {
  Margherita: 'San Marzano tomato, fresh mozzarella, basil and olive oil.',
  Pepperoni: 'Tomato, mozzarella and cup-and-char pepperoni.',
  Supreme: 'Pepperoni, sausage, peppers, onions, mushrooms and black olives.',
  'BBQ Chicken': 'Smoky BBQ sauce, grilled chicken, red onion and cilantro.',
  'Classic Calzone': 'Ricotta, mozzarella and ham, folded and baked; marinara on the side.',
  'Spinach & Ricotta Calzone': 'Spinach, ricotta, mozzarella and garlic.',
};

/**
 * The menu in the order a pizzeria lists it (Pizzas first, not alphabetical): the owner's order, and a line
 * about each pizza and calzone (issue 46).
 */
export async function placeInOrder(
  base: string,
  token: string,
  restaurantId: string,
  placed: { id: string; products: { id: string; name: string }[] }[],
) {
  const ask = async (query: string, variables: Json) => {
    const answer = await call<{ errors?: { message: string }[] }>(base, 'POST', '/graphql', token, {
      query,
      variables,
    });
    if (answer.errors?.length) throw new Error(`the demo menu: ${answer.errors[0]!.message}`);
  };
  await ask('mutation($r: ID!, $ids: [ID!]!) { setCategoryOrder(restaurantId: $r, categoryIds: $ids) { id } }', {
    r: restaurantId,
    ids: placed.map((c) => c.id),
  });
  for (const c of placed.filter((c) => c.products.length > 1)) {
    await ask('mutation($c: ID!, $ids: [ID!]!) { setProductOrder(categoryId: $c, productIds: $ids) { id } }', {
      c: c.id,
      ids: c.products.map((p) => p.id),
    });
  }
  for (const p of placed.flatMap((c) => c.products).filter((p) => DESCRIPTIONS[p.name])) {
    await ask('mutation($id: ID!, $d: String) { updateProduct(id: $id, input: { description: $d }) { id } }', {
      id: p.id,
      d: DESCRIPTIONS[p.name],
    });
  }
}
