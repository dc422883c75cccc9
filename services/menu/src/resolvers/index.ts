import type { GraphQLResolverMap } from '@apollo/subgraph';
import type { RequestContext } from '@zest/kit';
import type { MenuService } from '../menu/menu.service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL arguments are validated in the domain
type Args = Record<string, any>;

/** Thin: each resolver hands the context and input to the domain. */
export function createResolvers(menu: MenuService): GraphQLResolverMap<RequestContext> {
  const q =
    <T>(fn: (a: Args, ctx: RequestContext) => T) =>
    (_: unknown, a: Args, ctx: RequestContext) =>
      fn(a, ctx);
  return {
    Query: {
      menu: q((a, ctx) => menu.menu(ctx, a.restaurantId)),
      categories: q((a, ctx) => menu.categories(ctx, a.restaurantId)),
      category: q((a, ctx) => menu.category(ctx, a.id, a.restaurantId)),
      products: q((a, ctx) => menu.products(ctx, a.restaurantId, a.categoryId)),
      product: q((a, ctx) => menu.product(ctx, a.id, a.restaurantId)),
      productSizes: q((a, ctx) => menu.productSizes(ctx, a.productId)),
      specials: q((a, ctx) => menu.specials(ctx, a.restaurantId)),
      special: q((a, ctx) => menu.special(ctx, a.id, a.restaurantId)),
      specialItems: q((a, ctx) => menu.specialItems(ctx, a.specialId)),
      toppings: q((a, ctx) => menu.toppings(ctx, a.restaurantId)),
      toppingExtras: q((a, ctx) => menu.toppingExtras(ctx, a.toppingId)),
      sides: q((a, ctx) => menu.sides(ctx, a.restaurantId)),
    },
    Mutation: {
      createCategory: q((a, ctx) => menu.createCategory(ctx, a.input)),
      updateCategory: q((a, ctx) => menu.updateCategory(ctx, a.id, a.name, a.restaurantId)),
      deleteCategory: q((a, ctx) => menu.deleteCategory(ctx, a.id, a.restaurantId)),
      createProduct: q((a, ctx) => menu.createProduct(ctx, a.input)),
      updateProduct: q((a, ctx) => menu.updateProduct(ctx, a.id, a.input, a.restaurantId)),
      deleteProduct: q((a, ctx) => menu.deleteProduct(ctx, a.id, a.restaurantId)),
      createProductSize: q((a, ctx) => menu.createProductSize(ctx, a.input)),
      updateProductSize: q((a, ctx) => menu.updateProductSize(ctx, a.id, a.input)),
      deleteProductSize: q((a, ctx) => menu.deleteProductSize(ctx, a.id)),
      createSpecial: q((a, ctx) => menu.createSpecial(ctx, a.input)),
      updateSpecial: q((a, ctx) => menu.updateSpecial(ctx, a.id, a.input, a.restaurantId)),
      deleteSpecial: q((a, ctx) => menu.deleteSpecial(ctx, a.id, a.restaurantId)),
      addSpecialItem: q((a, ctx) => menu.addSpecialItem(ctx, a.input)),
      removeSpecialItem: q((a, ctx) => menu.removeSpecialItem(ctx, a.id, a.specialId)),
      createTopping: q((a, ctx) => menu.createTopping(ctx, a.input)),
      updateTopping: q((a, ctx) => menu.updateTopping(ctx, a.id, a.input, a.restaurantId)),
      deleteTopping: q((a, ctx) => menu.deleteTopping(ctx, a.id, a.restaurantId)),
      createToppingExtra: q((a, ctx) => menu.createToppingExtra(ctx, a.input)),
      updateToppingExtra: q((a, ctx) => menu.updateToppingExtra(ctx, a.id, a.input)),
      deleteToppingExtra: q((a, ctx) => menu.deleteToppingExtra(ctx, a.id)),
      createSide: q((a, ctx) => menu.createSide(ctx, a.input)),
      updateSide: q((a, ctx) => menu.updateSide(ctx, a.id, a.input, a.restaurantId)),
      deleteSide: q((a, ctx) => menu.deleteSide(ctx, a.id, a.restaurantId)),
    },
    Category: {
      products: (parent: { id: string; restaurantId: string; products?: unknown }, _: Args, ctx: RequestContext) =>
        menu.categoryProducts(ctx, parent),
    },
    Restaurant: {
      __resolveReference: (ref: { id: string }) => ({ id: ref.id }),
      menu: (parent: { id: string }, _: Args, ctx: RequestContext) => menu.menu(ctx, parent.id),
    },
  };
}
