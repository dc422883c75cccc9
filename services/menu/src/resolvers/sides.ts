import type { Resolvers } from '../generated/graphql';
import type { SidesService } from '../sides/sides.service';
import { read, write } from './guard';

export const sideResolvers = (sides: SidesService): Pick<Resolvers, 'Query' | 'Mutation'> => ({
  Query: {
    sides: read((a, ctx) => sides.list(ctx, a.restaurantId)),
  },
  Mutation: {
    createSide: write((a, ctx) => sides.create(ctx, a.input)),
    updateSide: write((a, ctx) => sides.update(ctx, a.id, a.input, a.restaurantId)),
    deleteSide: write((a, ctx) => sides.delete(ctx, a.id, a.restaurantId)),
  },
});
