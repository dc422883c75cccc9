import { guarded } from '@zest/kit';
import type { Resolvers } from '../generated/graphql';
import { photoUrls } from '../photos/render';
import type { ProductsService } from '../categories/products.service';
import { read, write } from './guard';

export const productResolvers = (products: ProductsService): Pick<Resolvers, 'Query' | 'Mutation' | 'Product'> => ({
  Query: {
    products: read((a, ctx) => products.list(ctx, a.restaurantId, a.categoryId)),
    product: read((a, ctx) => products.get(ctx, a.id, a.restaurantId)),
    productSizes: read((a, ctx) => products.sizes(ctx, a.productId)),
  },
  Mutation: {
    createProduct: write((a, ctx) => products.create(ctx, a.input)),
    updateProduct: write((a, ctx) => products.update(ctx, a.id, a.input, a.restaurantId)),
    deleteProduct: write((a, ctx) => products.delete(ctx, a.id, a.restaurantId)),
    createProductSize: write((a, ctx) => products.createSize(ctx, a.input)),
    updateProductSize: write((a, ctx) => products.updateSize(ctx, a.id, a.input)),
    deleteProductSize: write((a, ctx) => products.deleteSize(ctx, a.id)),
    saveProduct: write((a, ctx) => products.save(ctx, a.input)),
  },
  Product: {
    // Public as a field: a product is read with its menu (a sign-in's, or an ordering page's).
    photo: guarded('public', (parent) => photoUrls(parent.photo)),
  },
});
