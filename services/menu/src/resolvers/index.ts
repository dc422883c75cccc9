import { guarded, guardedReference, type Permission, type RequestContext } from '@zest/kit';
import type { Resolvers } from '../generated/graphql';
import type { MenuService } from '../menu/menu.service';

/** Thin: each resolver declares its permission (kit/access.ts) and hands the context and input to the domain. */
export function createResolvers(menu: MenuService): Resolvers {
  const field = <A, T>(permission: Permission, fn: (a: A, ctx: RequestContext) => T) =>
    guarded(permission, (_: unknown, a: A, ctx: RequestContext) => fn(a, ctx));
  const q = <A, T>(fn: (a: A, ctx: RequestContext) => T) => field('menu.read', fn);
  const m = <A, T>(fn: (a: A, ctx: RequestContext) => T) => field('menu.write', fn);
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
      createCategory: m((a, ctx) => menu.createCategory(ctx, a.input)),
      updateCategory: m((a, ctx) => menu.updateCategory(ctx, a.id, a.name, a.restaurantId)),
      deleteCategory: m((a, ctx) => menu.deleteCategory(ctx, a.id, a.restaurantId)),
      createProduct: m((a, ctx) => menu.createProduct(ctx, a.input)),
      updateProduct: m((a, ctx) => menu.updateProduct(ctx, a.id, a.input, a.restaurantId)),
      deleteProduct: m((a, ctx) => menu.deleteProduct(ctx, a.id, a.restaurantId)),
      createProductSize: m((a, ctx) => menu.createProductSize(ctx, a.input)),
      updateProductSize: m((a, ctx) => menu.updateProductSize(ctx, a.id, a.input)),
      deleteProductSize: m((a, ctx) => menu.deleteProductSize(ctx, a.id)),
      createSpecial: m((a, ctx) => menu.createSpecial(ctx, a.input)),
      updateSpecial: m((a, ctx) => menu.updateSpecial(ctx, a.id, a.input, a.restaurantId)),
      deleteSpecial: m((a, ctx) => menu.deleteSpecial(ctx, a.id, a.restaurantId)),
      addSpecialItem: m((a, ctx) => menu.addSpecialItem(ctx, a.input)),
      removeSpecialItem: m((a, ctx) => menu.removeSpecialItem(ctx, a.id, a.specialId)),
      createTopping: m((a, ctx) => menu.createTopping(ctx, a.input)),
      updateTopping: m((a, ctx) => menu.updateTopping(ctx, a.id, a.input, a.restaurantId)),
      deleteTopping: m((a, ctx) => menu.deleteTopping(ctx, a.id, a.restaurantId)),
      createToppingExtra: m((a, ctx) => menu.createToppingExtra(ctx, a.input)),
      updateToppingExtra: m((a, ctx) => menu.updateToppingExtra(ctx, a.id, a.input)),
      deleteToppingExtra: m((a, ctx) => menu.deleteToppingExtra(ctx, a.id)),
      createSide: m((a, ctx) => menu.createSide(ctx, a.input)),
      updateSide: m((a, ctx) => menu.updateSide(ctx, a.id, a.input, a.restaurantId)),
      deleteSide: m((a, ctx) => menu.deleteSide(ctx, a.id, a.restaurantId)),
    },
    Category: {
      products: guarded('menu.read', (parent, _, ctx) => menu.categoryProducts(ctx, parent)),
    },
    Restaurant: {
      // Only the id: the menu checks access when its field is asked for.
      __resolveReference: guardedReference('public', async (ref) => ({ id: ref.id })),
      menu: guarded('menu.read', (parent, _, ctx) => menu.menu(ctx, parent.id)),
    },
  };
}
