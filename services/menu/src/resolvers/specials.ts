import type { Resolvers } from '../generated/graphql';
import type { SpecialsService } from '../specials/specials.service';
import { read, write } from './guard';

export const specialResolvers = (specials: SpecialsService): Pick<Resolvers, 'Query' | 'Mutation'> => ({
  Query: {
    specials: read((a, ctx) => specials.list(ctx, a.restaurantId)),
    special: read((a, ctx) => specials.get(ctx, a.id, a.restaurantId)),
    specialItems: read((a, ctx) => specials.items(ctx, a.specialId)),
  },
  Mutation: {
    createSpecial: write((a, ctx) => specials.create(ctx, a.input)),
    updateSpecial: write((a, ctx) => specials.update(ctx, a.id, a.input, a.restaurantId)),
    deleteSpecial: write((a, ctx) => specials.delete(ctx, a.id, a.restaurantId)),
    addSpecialItem: write((a, ctx) => specials.addItem(ctx, a.input)),
    removeSpecialItem: write((a, ctx) => specials.removeItem(ctx, a.id, a.specialId)),
    saveSpecial: write((a, ctx) => specials.save(ctx, a.input)),
  },
});
