import type { Product } from '../generated/graphql';

/**
 * What the domain hands the resolvers where it differs from the GraphQL type
 * (named in codegen.ts as mappers): the rest of the fields come from the
 * field resolvers.
 */
export interface CategoryModel {
  id: string;
  restaurantId: string;
  name: string;
  takesToppings: boolean;
  /** Present when the whole menu was read at once. */
  products?: ProductModel[];
}

/** A product as the domain has it: its photo is the photo store's key; the field gives its served sizes. */
export type ProductModel = Omit<Product, 'photo'> & { photo?: string | null };

/** The menu's view of a restaurant: only its id (auth owns the rest). */
export interface RestaurantModel {
  id: string;
}

/** An ordering page as the menu knows it: the restaurant whose menu it shows. */
export interface OnlinePageModel {
  restaurantId: string;
}
