import type { Resolvers } from '../generated/graphql';
import type { ToppingsService } from '../toppings/toppings.service';
import { read, write } from './guard';

export const toppingResolvers = (toppings: ToppingsService): Pick<Resolvers, 'Query' | 'Mutation'> => ({
  Query: {
    toppings: read((a, ctx) => toppings.list(ctx, a.restaurantId)),
    toppingExtras: read((a, ctx) => toppings.extrasOf(ctx, a.toppingId)),
  },
  Mutation: {
    createTopping: write((a, ctx) => toppings.create(ctx, a.input)),
    updateTopping: write((a, ctx) => toppings.update(ctx, a.id, a.input, a.restaurantId)),
    deleteTopping: write((a, ctx) => toppings.delete(ctx, a.id, a.restaurantId)),
    createToppingExtra: write((a, ctx) => toppings.createExtras(ctx, a.input)),
    updateToppingExtra: write((a, ctx) => toppings.updateExtras(ctx, a.id, a.input)),
    deleteToppingExtra: write((a, ctx) => toppings.deleteExtras(ctx, a.id)),
    saveTopping: write((a, ctx) => toppings.save(ctx, a.input)),
  },
});
