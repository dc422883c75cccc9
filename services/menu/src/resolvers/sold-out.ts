import { guarded } from '@zest/kit';
import type { Resolvers } from '../generated/graphql';
import type { SoldOutService } from '../sold-out/sold-out.service';

export const soldOutResolvers = (soldOut: SoldOutService): Pick<Resolvers, 'Mutation'> => ({
  Mutation: {
    markSoldOut: guarded('menu.soldOut', (_: unknown, a, ctx) => soldOut.mark(ctx, a.input)),
    markAvailable: guarded('menu.soldOut', (_: unknown, a, ctx) =>
      soldOut.markAvailable(ctx, a.restaurantId, a.itemId),
    ),
  },
});
