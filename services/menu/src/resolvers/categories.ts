import { guarded } from '@zest/kit';
import type { Resolvers } from '../generated/graphql';
import type { CategoriesService } from '../categories/categories.service';
import { read, write } from './guard';

export const categoryResolvers = (
  categories: CategoriesService,
): Pick<Resolvers, 'Query' | 'Mutation' | 'Category'> => ({
  Query: {
    categories: read((a, ctx) => categories.categories(ctx, a.restaurantId)),
    category: read((a, ctx) => categories.category(ctx, a.id, a.restaurantId)),
  },
  Mutation: {
    createCategory: write((a, ctx) => categories.create(ctx, a.input)),
    updateCategory: write((a, ctx) =>
      categories.update(ctx, a.id, { name: a.name, takesToppings: a.takesToppings }, a.restaurantId),
    ),
    deleteCategory: write((a, ctx) => categories.delete(ctx, a.id, a.restaurantId)),
    setCategoryOrder: write((a, ctx) => categories.setOrder(ctx, a.restaurantId, a.categoryIds)),
    setProductOrder: write((a, ctx) => categories.setProductOrder(ctx, a.categoryId, a.productIds, a.restaurantId)),
  },
  Category: {
    // Public as a field: a category read with its menu (a sign-in's, or an ordering page's) carries its
    // products; one read alone is loaded through the restaurant's access check (menu.read).
    products: guarded('public', (parent, _, ctx) => categories.categoryProducts(ctx, parent)),
  },
});
