import { guarded, guardedReference } from '@zest/kit';
import type { Resolvers } from '../generated/graphql';
import type { WholeMenu } from '../menu/whole-menu';
import { read } from './guard';

/** The whole menu: Query.menu and auth's Restaurant entity's menu field. */
export const menuResolvers = (menu: WholeMenu): Pick<Resolvers, 'Query' | 'Restaurant' | 'OnlinePage'> => ({
  Query: {
    menu: read((a, ctx) => menu.read(ctx, a.restaurantId)),
  },
  Restaurant: {
    // Only the id: the menu checks access when its field is asked for.
    __resolveReference: guardedReference('public', async (ref) => ({ id: ref.id })),
    menu: guarded('menu.read', (parent, _, ctx) => menu.read(ctx, parent.id)),
  },
  OnlinePage: {
    // The orders service answers a page only while it takes orders; its menu is public from there.
    __resolveReference: guardedReference('public', async (ref) => ({ restaurantId: ref.restaurantId })),
    menu: guarded('public', (parent) => menu.of(parent.restaurantId)),
  },
});
