import { call, type Json } from './api-call';

/** The menu in the order a pizzeria lists it (Pizzas first, not alphabetical): the owner's order (issue 46). */
export async function placeInOrder(
  base: string,
  token: string,
  restaurantId: string,
  placed: { id: string; products: string[] }[],
) {
  const ask = async (query: string, variables: Json) => {
    const answer = await call<{ errors?: { message: string }[] }>(base, 'POST', '/graphql', token, {
      query,
      variables,
    });
    if (answer.errors?.length) throw new Error(`the menu's order: ${answer.errors[0]!.message}`);
  };
  await ask('mutation($r: ID!, $ids: [ID!]!) { setCategoryOrder(restaurantId: $r, categoryIds: $ids) { id } }', {
    r: restaurantId,
    ids: placed.map((c) => c.id),
  });
  for (const c of placed.filter((c) => c.products.length > 1)) {
    await ask('mutation($c: ID!, $ids: [ID!]!) { setProductOrder(categoryId: $c, productIds: $ids) { id } }', {
      c: c.id,
      ids: c.products,
    });
  }
}
