/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment CategoryFields on Category {\n    id\n    restaurantId\n    name\n  }\n": typeof types.CategoryFieldsFragmentDoc,
    "\n  fragment ProductFields on Product {\n    id\n    numericId\n    restaurantId\n    categoryId\n    name\n    priceCents\n    sizes {\n      id\n      productId\n      sizeName\n      priceCents\n    }\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  fragment SpecialFields on Special {\n    id\n    numericId\n    restaurantId\n    name\n    priceCents\n    items {\n      id\n      specialId\n      productName\n      quantity\n    }\n  }\n": typeof types.SpecialFieldsFragmentDoc,
    "\n  fragment ToppingFields on Topping {\n    id\n    numericId\n    restaurantId\n    name\n    basePriceCents\n    extras {\n      id\n      toppingId\n      littlePriceCents\n      regularPriceCents\n      extraPriceCents\n    }\n  }\n": typeof types.ToppingFieldsFragmentDoc,
    "\n  fragment SideFields on Side {\n    id\n    restaurantId\n    name\n    basePriceCents\n  }\n": typeof types.SideFieldsFragmentDoc,
    "\n  query Categories($restaurantId: ID!) {\n    categories(restaurantId: $restaurantId) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoryDocument,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $name: String!) {\n    updateCategory(id: $id, name: $name) {\n      ...CategoryFields\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  query Products($restaurantId: ID!, $categoryId: ID) {\n    products(restaurantId: $restaurantId, categoryId: $categoryId) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation CreateProductSize($input: CreateProductSizeInput!) {\n    createProductSize(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductSizeDocument,
    "\n  mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {\n    updateProductSize(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProductSizeDocument,
    "\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteProductSizeDocument,
    "\n  query Specials($restaurantId: ID!) {\n    specials(restaurantId: $restaurantId) {\n      ...SpecialFields\n    }\n  }\n": typeof types.SpecialsDocument,
    "\n  mutation SaveSpecial($input: SaveSpecialInput!) {\n    saveSpecial(input: $input) {\n      ...SpecialFields\n    }\n  }\n": typeof types.SaveSpecialDocument,
    "\n  mutation DeleteSpecial($id: ID!) {\n    deleteSpecial(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteSpecialDocument,
    "\n  query Toppings($restaurantId: ID!) {\n    toppings(restaurantId: $restaurantId) {\n      ...ToppingFields\n    }\n  }\n": typeof types.ToppingsDocument,
    "\n  mutation SaveTopping($input: SaveToppingInput!) {\n    saveTopping(input: $input) {\n      ...ToppingFields\n    }\n  }\n": typeof types.SaveToppingDocument,
    "\n  mutation DeleteTopping($id: ID!) {\n    deleteTopping(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteToppingDocument,
    "\n  query Sides($restaurantId: ID!) {\n    sides(restaurantId: $restaurantId) {\n      ...SideFields\n    }\n  }\n": typeof types.SidesDocument,
    "\n  mutation CreateSide($input: SideInput!) {\n    createSide(input: $input) {\n      ...SideFields\n    }\n  }\n": typeof types.CreateSideDocument,
    "\n  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {\n    updateSide(id: $id, input: $input) {\n      ...SideFields\n    }\n  }\n": typeof types.UpdateSideDocument,
    "\n  mutation DeleteSide($id: ID!) {\n    deleteSide(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteSideDocument,
};
const documents: Documents = {
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment CategoryFields on Category {\n    id\n    restaurantId\n    name\n  }\n": types.CategoryFieldsFragmentDoc,
    "\n  fragment ProductFields on Product {\n    id\n    numericId\n    restaurantId\n    categoryId\n    name\n    priceCents\n    sizes {\n      id\n      productId\n      sizeName\n      priceCents\n    }\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  fragment SpecialFields on Special {\n    id\n    numericId\n    restaurantId\n    name\n    priceCents\n    items {\n      id\n      specialId\n      productName\n      quantity\n    }\n  }\n": types.SpecialFieldsFragmentDoc,
    "\n  fragment ToppingFields on Topping {\n    id\n    numericId\n    restaurantId\n    name\n    basePriceCents\n    extras {\n      id\n      toppingId\n      littlePriceCents\n      regularPriceCents\n      extraPriceCents\n    }\n  }\n": types.ToppingFieldsFragmentDoc,
    "\n  fragment SideFields on Side {\n    id\n    restaurantId\n    name\n    basePriceCents\n  }\n": types.SideFieldsFragmentDoc,
    "\n  query Categories($restaurantId: ID!) {\n    categories(restaurantId: $restaurantId) {\n      ...CategoryFields\n    }\n  }\n": types.CategoriesDocument,
    "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n": types.CategoryDocument,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $name: String!) {\n    updateCategory(id: $id, name: $name) {\n      ...CategoryFields\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  query Products($restaurantId: ID!, $categoryId: ID) {\n    products(restaurantId: $restaurantId, categoryId: $categoryId) {\n      ...ProductFields\n    }\n  }\n": types.ProductsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteProductDocument,
    "\n  mutation CreateProductSize($input: CreateProductSizeInput!) {\n    createProductSize(input: $input) {\n      id\n    }\n  }\n": types.CreateProductSizeDocument,
    "\n  mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {\n    updateProductSize(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateProductSizeDocument,
    "\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteProductSizeDocument,
    "\n  query Specials($restaurantId: ID!) {\n    specials(restaurantId: $restaurantId) {\n      ...SpecialFields\n    }\n  }\n": types.SpecialsDocument,
    "\n  mutation SaveSpecial($input: SaveSpecialInput!) {\n    saveSpecial(input: $input) {\n      ...SpecialFields\n    }\n  }\n": types.SaveSpecialDocument,
    "\n  mutation DeleteSpecial($id: ID!) {\n    deleteSpecial(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteSpecialDocument,
    "\n  query Toppings($restaurantId: ID!) {\n    toppings(restaurantId: $restaurantId) {\n      ...ToppingFields\n    }\n  }\n": types.ToppingsDocument,
    "\n  mutation SaveTopping($input: SaveToppingInput!) {\n    saveTopping(input: $input) {\n      ...ToppingFields\n    }\n  }\n": types.SaveToppingDocument,
    "\n  mutation DeleteTopping($id: ID!) {\n    deleteTopping(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteToppingDocument,
    "\n  query Sides($restaurantId: ID!) {\n    sides(restaurantId: $restaurantId) {\n      ...SideFields\n    }\n  }\n": types.SidesDocument,
    "\n  mutation CreateSide($input: SideInput!) {\n    createSide(input: $input) {\n      ...SideFields\n    }\n  }\n": types.CreateSideDocument,
    "\n  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {\n    updateSide(id: $id, input: $input) {\n      ...SideFields\n    }\n  }\n": types.UpdateSideDocument,
    "\n  mutation DeleteSide($id: ID!) {\n    deleteSide(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteSideDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFields on Category {\n    id\n    restaurantId\n    name\n  }\n"): (typeof documents)["\n  fragment CategoryFields on Category {\n    id\n    restaurantId\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    id\n    numericId\n    restaurantId\n    categoryId\n    name\n    priceCents\n    sizes {\n      id\n      productId\n      sizeName\n      priceCents\n    }\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    id\n    numericId\n    restaurantId\n    categoryId\n    name\n    priceCents\n    sizes {\n      id\n      productId\n      sizeName\n      priceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpecialFields on Special {\n    id\n    numericId\n    restaurantId\n    name\n    priceCents\n    items {\n      id\n      specialId\n      productName\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment SpecialFields on Special {\n    id\n    numericId\n    restaurantId\n    name\n    priceCents\n    items {\n      id\n      specialId\n      productName\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ToppingFields on Topping {\n    id\n    numericId\n    restaurantId\n    name\n    basePriceCents\n    extras {\n      id\n      toppingId\n      littlePriceCents\n      regularPriceCents\n      extraPriceCents\n    }\n  }\n"): (typeof documents)["\n  fragment ToppingFields on Topping {\n    id\n    numericId\n    restaurantId\n    name\n    basePriceCents\n    extras {\n      id\n      toppingId\n      littlePriceCents\n      regularPriceCents\n      extraPriceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SideFields on Side {\n    id\n    restaurantId\n    name\n    basePriceCents\n  }\n"): (typeof documents)["\n  fragment SideFields on Side {\n    id\n    restaurantId\n    name\n    basePriceCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($restaurantId: ID!) {\n    categories(restaurantId: $restaurantId) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  query Categories($restaurantId: ID!) {\n    categories(restaurantId: $restaurantId) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $name: String!) {\n    updateCategory(id: $id, name: $name) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $name: String!) {\n    updateCategory(id: $id, name: $name) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($restaurantId: ID!, $categoryId: ID) {\n    products(restaurantId: $restaurantId, categoryId: $categoryId) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  query Products($restaurantId: ID!, $categoryId: ID) {\n    products(restaurantId: $restaurantId, categoryId: $categoryId) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductSize($input: CreateProductSizeInput!) {\n    createProductSize(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductSize($input: CreateProductSizeInput!) {\n    createProductSize(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {\n    updateProductSize(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {\n    updateProductSize(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Specials($restaurantId: ID!) {\n    specials(restaurantId: $restaurantId) {\n      ...SpecialFields\n    }\n  }\n"): (typeof documents)["\n  query Specials($restaurantId: ID!) {\n    specials(restaurantId: $restaurantId) {\n      ...SpecialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSpecial($input: SaveSpecialInput!) {\n    saveSpecial(input: $input) {\n      ...SpecialFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSpecial($input: SaveSpecialInput!) {\n    saveSpecial(input: $input) {\n      ...SpecialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSpecial($id: ID!) {\n    deleteSpecial(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSpecial($id: ID!) {\n    deleteSpecial(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Toppings($restaurantId: ID!) {\n    toppings(restaurantId: $restaurantId) {\n      ...ToppingFields\n    }\n  }\n"): (typeof documents)["\n  query Toppings($restaurantId: ID!) {\n    toppings(restaurantId: $restaurantId) {\n      ...ToppingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTopping($input: SaveToppingInput!) {\n    saveTopping(input: $input) {\n      ...ToppingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTopping($input: SaveToppingInput!) {\n    saveTopping(input: $input) {\n      ...ToppingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTopping($id: ID!) {\n    deleteTopping(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTopping($id: ID!) {\n    deleteTopping(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sides($restaurantId: ID!) {\n    sides(restaurantId: $restaurantId) {\n      ...SideFields\n    }\n  }\n"): (typeof documents)["\n  query Sides($restaurantId: ID!) {\n    sides(restaurantId: $restaurantId) {\n      ...SideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSide($input: SideInput!) {\n    createSide(input: $input) {\n      ...SideFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSide($input: SideInput!) {\n    createSide(input: $input) {\n      ...SideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {\n    updateSide(id: $id, input: $input) {\n      ...SideFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {\n    updateSide(id: $id, input: $input) {\n      ...SideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSide($id: ID!) {\n    deleteSide(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSide($id: ID!) {\n    deleteSide(id: $id) {\n      success\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;