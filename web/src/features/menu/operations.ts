import { graphql } from '../../graphql/generated';
import type {
  CategoryFieldsFragment,
  DeleteCategoryMutation,
  ProductFieldsFragment,
  SideFieldsFragment,
  SpecialFieldsFragment,
  ToppingFieldsFragment,
} from '../../graphql/generated/graphql';

/** The menu's documents, typed by code generation from the supergraph. Money is integer cents both ways. */
export type Category = CategoryFieldsFragment;
export type Product = ProductFieldsFragment;
export type ProductSize = Product['sizes'][number];
export type Special = SpecialFieldsFragment;
export type SpecialItem = Special['items'][number];
export type Topping = ToppingFieldsFragment;
export type Side = SideFieldsFragment;
/** What a delete answers. */
export type MenuAck = DeleteCategoryMutation['deleteCategory'];

// CategoryFields, ProductFields, SpecialFields, ToppingFields and SideFields: gateway/fragments.graphql.

/* ---------- categories ---------- */

export const CATEGORIES = graphql(`
  query Categories($restaurantId: ID!) {
    categories(restaurantId: $restaurantId) {
      ...CategoryFields
    }
  }
`);

export const CATEGORY = graphql(`
  query Category($id: ID!) {
    category(id: $id) {
      ...CategoryFields
    }
  }
`);

export const CREATE_CATEGORY = graphql(`
  mutation CreateCategory($input: CreateCategoryInput!) {
    createCategory(input: $input) {
      ...CategoryFields
    }
  }
`);

export const UPDATE_CATEGORY = graphql(`
  mutation UpdateCategory($id: ID!, $name: String!, $takesToppings: Boolean) {
    updateCategory(id: $id, name: $name, takesToppings: $takesToppings) {
      ...CategoryFields
    }
  }
`);

export const DELETE_CATEGORY = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      success
      message
    }
  }
`);

/* ---------- products and sizes ---------- */

export const PRODUCTS = graphql(`
  query Products($restaurantId: ID!, $categoryId: ID) {
    products(restaurantId: $restaurantId, categoryId: $categoryId) {
      ...ProductFields
      soldOut {
        until
      }
    }
  }
`);

export const CREATE_PRODUCT = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      ...ProductFields
    }
  }
`);

/** A product with its sizes in one call: all of it is saved, or none of it (docs/product.md#menu). */
export const SAVE_PRODUCT = graphql(`
  mutation SaveProduct($input: SaveProductInput!) {
    saveProduct(input: $input) {
      ...ProductFields
    }
  }
`);

export const DELETE_PRODUCT = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      success
      message
    }
  }
`);

export const DELETE_PRODUCT_SIZE = graphql(`
  mutation DeleteProductSize($id: ID!) {
    deleteProductSize(id: $id) {
      success
      message
    }
  }
`);

/* ---------- specials: a special and its items are saved in one call ---------- */

export const SPECIALS = graphql(`
  query Specials($restaurantId: ID!) {
    specials(restaurantId: $restaurantId) {
      ...SpecialFields
      soldOut {
        until
      }
    }
  }
`);

export const SAVE_SPECIAL = graphql(`
  mutation SaveSpecial($input: SaveSpecialInput!) {
    saveSpecial(input: $input) {
      ...SpecialFields
    }
  }
`);

export const DELETE_SPECIAL = graphql(`
  mutation DeleteSpecial($id: ID!) {
    deleteSpecial(id: $id) {
      success
      message
    }
  }
`);

/* ---------- toppings: a topping and its option set are saved in one call ---------- */

export const TOPPINGS = graphql(`
  query Toppings($restaurantId: ID!) {
    toppings(restaurantId: $restaurantId) {
      ...ToppingFields
      soldOut {
        until
      }
    }
  }
`);

export const SAVE_TOPPING = graphql(`
  mutation SaveTopping($input: SaveToppingInput!) {
    saveTopping(input: $input) {
      ...ToppingFields
    }
  }
`);

export const DELETE_TOPPING = graphql(`
  mutation DeleteTopping($id: ID!) {
    deleteTopping(id: $id) {
      success
      message
    }
  }
`);

/* ---------- sides ---------- */

export const SIDES = graphql(`
  query Sides($restaurantId: ID!) {
    sides(restaurantId: $restaurantId) {
      ...SideFields
      soldOut {
        until
      }
    }
  }
`);

export const CREATE_SIDE = graphql(`
  mutation CreateSide($input: SideInput!) {
    createSide(input: $input) {
      ...SideFields
    }
  }
`);

export const UPDATE_SIDE = graphql(`
  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {
    updateSide(id: $id, input: $input) {
      ...SideFields
    }
  }
`);

export const DELETE_SIDE = graphql(`
  mutation DeleteSide($id: ID!) {
    deleteSide(id: $id) {
      success
      message
    }
  }
`);

/** The owner's order of the menu (issue 46): every category, or every product of a category, first first. */
export const SET_CATEGORY_ORDER = graphql(`
  mutation SetCategoryOrder($restaurantId: ID!, $categoryIds: [ID!]!) {
    setCategoryOrder(restaurantId: $restaurantId, categoryIds: $categoryIds) {
      id
    }
  }
`);

export const SET_PRODUCT_ORDER = graphql(`
  mutation SetProductOrder($categoryId: ID!, $productIds: [ID!]!) {
    setProductOrder(categoryId: $categoryId, productIds: $productIds) {
      id
    }
  }
`);
