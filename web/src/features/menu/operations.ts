import { gql, type TypedDocumentNode } from '@apollo/client';

/** The menu service's types (services/menu/src/schema.graphql). Money is integer cents. */
export interface Category {
  id: string;
  restaurantId: string;
  name: string;
}

export interface ProductSize {
  id: string;
  productId: string;
  sizeName: string;
  priceCents: number;
}

export interface Product {
  id: string;
  numericId: number;
  restaurantId: string;
  categoryId: string;
  name: string;
  priceCents: number;
  sizes: ProductSize[];
}

export interface SpecialItem {
  id: string;
  specialId: string;
  productName: string;
  quantity: number;
}

export interface Special {
  id: string;
  numericId: number;
  restaurantId: string;
  name: string;
  priceCents: number;
  items: SpecialItem[];
}

export interface ToppingExtra {
  id: string;
  toppingId: string;
  littlePriceCents: number;
  regularPriceCents: number;
  extraPriceCents: number;
}

export interface Topping {
  id: string;
  numericId: number;
  restaurantId: string;
  name: string;
  basePriceCents: number;
  extras: ToppingExtra | null;
}

export interface Side {
  id: string;
  restaurantId: string;
  name: string;
  basePriceCents: number;
}

export interface MenuAck {
  success: boolean;
  message: string;
}

const CATEGORY_FIELDS = gql`
  fragment CategoryFields on Category {
    id
    restaurantId
    name
  }
`;

const PRODUCT_FIELDS = gql`
  fragment ProductFields on Product {
    id
    numericId
    restaurantId
    categoryId
    name
    priceCents
    sizes {
      id
      productId
      sizeName
      priceCents
    }
  }
`;

const SPECIAL_FIELDS = gql`
  fragment SpecialFields on Special {
    id
    numericId
    restaurantId
    name
    priceCents
    items {
      id
      specialId
      productName
      quantity
    }
  }
`;

const TOPPING_FIELDS = gql`
  fragment ToppingFields on Topping {
    id
    numericId
    restaurantId
    name
    basePriceCents
    extras {
      id
      toppingId
      littlePriceCents
      regularPriceCents
      extraPriceCents
    }
  }
`;

const SIDE_FIELDS = gql`
  fragment SideFields on Side {
    id
    restaurantId
    name
    basePriceCents
  }
`;

/* ---------- categories ---------- */

export const CATEGORIES: TypedDocumentNode<{ categories: Category[] }, { restaurantId: string }> = gql`
  query Categories($restaurantId: ID!) {
    categories(restaurantId: $restaurantId) {
      ...CategoryFields
    }
  }
  ${CATEGORY_FIELDS}
`;

export const CATEGORY: TypedDocumentNode<{ category: Category }, { id: string }> = gql`
  query Category($id: ID!) {
    category(id: $id) {
      ...CategoryFields
    }
  }
  ${CATEGORY_FIELDS}
`;

export const CREATE_CATEGORY: TypedDocumentNode<
  { createCategory: Category },
  { input: { restaurantId: string; name: string } }
> = gql`
  mutation CreateCategory($input: CreateCategoryInput!) {
    createCategory(input: $input) {
      ...CategoryFields
    }
  }
  ${CATEGORY_FIELDS}
`;

export const UPDATE_CATEGORY: TypedDocumentNode<{ updateCategory: Category }, { id: string; name: string }> = gql`
  mutation UpdateCategory($id: ID!, $name: String!) {
    updateCategory(id: $id, name: $name) {
      ...CategoryFields
    }
  }
  ${CATEGORY_FIELDS}
`;

export const DELETE_CATEGORY: TypedDocumentNode<{ deleteCategory: MenuAck }, { id: string }> = gql`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      success
      message
    }
  }
`;

/* ---------- products and sizes ---------- */

export const PRODUCTS: TypedDocumentNode<
  { products: Product[] },
  { restaurantId: string; categoryId?: string | null }
> = gql`
  query Products($restaurantId: ID!, $categoryId: ID) {
    products(restaurantId: $restaurantId, categoryId: $categoryId) {
      ...ProductFields
    }
  }
  ${PRODUCT_FIELDS}
`;

export interface CreateProductInput {
  restaurantId: string;
  categoryId: string;
  name: string;
  price?: string | null;
  sizes?: { sizeName: string; price: string }[] | null;
}

export const CREATE_PRODUCT: TypedDocumentNode<{ createProduct: Product }, { input: CreateProductInput }> = gql`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      ...ProductFields
    }
  }
  ${PRODUCT_FIELDS}
`;

export const UPDATE_PRODUCT: TypedDocumentNode<
  { updateProduct: Product },
  { id: string; input: { name?: string | null; price?: string | null } }
> = gql`
  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...ProductFields
    }
  }
  ${PRODUCT_FIELDS}
`;

export const DELETE_PRODUCT: TypedDocumentNode<{ deleteProduct: MenuAck }, { id: string }> = gql`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      success
      message
    }
  }
`;

export const CREATE_PRODUCT_SIZE: TypedDocumentNode<
  { createProductSize: ProductSize },
  { input: { productId: string; sizeName: string; price: string } }
> = gql`
  mutation CreateProductSize($input: CreateProductSizeInput!) {
    createProductSize(input: $input) {
      id
      productId
      sizeName
      priceCents
    }
  }
`;

export const UPDATE_PRODUCT_SIZE: TypedDocumentNode<
  { updateProductSize: ProductSize },
  { id: string; input: { sizeName?: string | null; price?: string | null } }
> = gql`
  mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {
    updateProductSize(id: $id, input: $input) {
      id
      productId
      sizeName
      priceCents
    }
  }
`;

export const DELETE_PRODUCT_SIZE: TypedDocumentNode<{ deleteProductSize: MenuAck }, { id: string }> = gql`
  mutation DeleteProductSize($id: ID!) {
    deleteProductSize(id: $id) {
      success
      message
    }
  }
`;

/* ---------- specials ---------- */

export const SPECIALS: TypedDocumentNode<{ specials: Special[] }, { restaurantId: string }> = gql`
  query Specials($restaurantId: ID!) {
    specials(restaurantId: $restaurantId) {
      ...SpecialFields
    }
  }
  ${SPECIAL_FIELDS}
`;

export const CREATE_SPECIAL: TypedDocumentNode<
  { createSpecial: Special },
  { input: { restaurantId: string; name: string; price: string } }
> = gql`
  mutation CreateSpecial($input: SpecialInput!) {
    createSpecial(input: $input) {
      ...SpecialFields
    }
  }
  ${SPECIAL_FIELDS}
`;

export const UPDATE_SPECIAL: TypedDocumentNode<
  { updateSpecial: Special },
  { id: string; input: { name?: string | null; price?: string | null } }
> = gql`
  mutation UpdateSpecial($id: ID!, $input: UpdateSpecialInput!) {
    updateSpecial(id: $id, input: $input) {
      ...SpecialFields
    }
  }
  ${SPECIAL_FIELDS}
`;

export const DELETE_SPECIAL: TypedDocumentNode<{ deleteSpecial: MenuAck }, { id: string }> = gql`
  mutation DeleteSpecial($id: ID!) {
    deleteSpecial(id: $id) {
      success
      message
    }
  }
`;

export const ADD_SPECIAL_ITEM: TypedDocumentNode<
  { addSpecialItem: SpecialItem },
  { input: { specialId: string; productName: string; quantity: number } }
> = gql`
  mutation AddSpecialItem($input: SpecialItemInput!) {
    addSpecialItem(input: $input) {
      id
      specialId
      productName
      quantity
    }
  }
`;

export const REMOVE_SPECIAL_ITEM: TypedDocumentNode<{ removeSpecialItem: MenuAck }, { id: string }> = gql`
  mutation RemoveSpecialItem($id: ID!) {
    removeSpecialItem(id: $id) {
      success
      message
    }
  }
`;

/* ---------- toppings ---------- */

export const TOPPINGS: TypedDocumentNode<{ toppings: Topping[] }, { restaurantId: string }> = gql`
  query Toppings($restaurantId: ID!) {
    toppings(restaurantId: $restaurantId) {
      ...ToppingFields
    }
  }
  ${TOPPING_FIELDS}
`;

export const CREATE_TOPPING: TypedDocumentNode<
  { createTopping: Topping },
  { input: { restaurantId: string; name: string; basePrice?: string | null } }
> = gql`
  mutation CreateTopping($input: ToppingInput!) {
    createTopping(input: $input) {
      ...ToppingFields
    }
  }
  ${TOPPING_FIELDS}
`;

export const UPDATE_TOPPING: TypedDocumentNode<
  { updateTopping: Topping },
  { id: string; input: { name?: string | null; basePrice?: string | null } }
> = gql`
  mutation UpdateTopping($id: ID!, $input: UpdateToppingInput!) {
    updateTopping(id: $id, input: $input) {
      ...ToppingFields
    }
  }
  ${TOPPING_FIELDS}
`;

export const DELETE_TOPPING: TypedDocumentNode<{ deleteTopping: MenuAck }, { id: string }> = gql`
  mutation DeleteTopping($id: ID!) {
    deleteTopping(id: $id) {
      success
      message
    }
  }
`;

const TOPPING_EXTRA_FIELDS = `
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
`;

export const CREATE_TOPPING_EXTRA: TypedDocumentNode<
  { createToppingExtra: ToppingExtra },
  { input: { toppingId: string; littlePrice: string; regularPrice: string; extraPrice: string } }
> = gql`
  mutation CreateToppingExtra($input: ToppingExtraInput!) {
    createToppingExtra(input: $input) {
      ${TOPPING_EXTRA_FIELDS}
    }
  }
`;

export const UPDATE_TOPPING_EXTRA: TypedDocumentNode<
  { updateToppingExtra: ToppingExtra },
  { id: string; input: { littlePrice?: string | null; regularPrice?: string | null; extraPrice?: string | null } }
> = gql`
  mutation UpdateToppingExtra($id: ID!, $input: UpdateToppingExtraInput!) {
    updateToppingExtra(id: $id, input: $input) {
      ${TOPPING_EXTRA_FIELDS}
    }
  }
`;

export const DELETE_TOPPING_EXTRA: TypedDocumentNode<{ deleteToppingExtra: MenuAck }, { id: string }> = gql`
  mutation DeleteToppingExtra($id: ID!) {
    deleteToppingExtra(id: $id) {
      success
      message
    }
  }
`;

/* ---------- sides ---------- */

export const SIDES: TypedDocumentNode<{ sides: Side[] }, { restaurantId: string }> = gql`
  query Sides($restaurantId: ID!) {
    sides(restaurantId: $restaurantId) {
      ...SideFields
    }
  }
  ${SIDE_FIELDS}
`;

export const CREATE_SIDE: TypedDocumentNode<
  { createSide: Side },
  { input: { restaurantId: string; name: string; basePrice: string } }
> = gql`
  mutation CreateSide($input: SideInput!) {
    createSide(input: $input) {
      ...SideFields
    }
  }
  ${SIDE_FIELDS}
`;

export const UPDATE_SIDE: TypedDocumentNode<
  { updateSide: Side },
  { id: string; input: { name?: string | null; basePrice?: string | null } }
> = gql`
  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {
    updateSide(id: $id, input: $input) {
      ...SideFields
    }
  }
  ${SIDE_FIELDS}
`;

export const DELETE_SIDE: TypedDocumentNode<{ deleteSide: MenuAck }, { id: string }> = gql`
  mutation DeleteSide($id: ID!) {
    deleteSide(id: $id) {
      success
      message
    }
  }
`;
