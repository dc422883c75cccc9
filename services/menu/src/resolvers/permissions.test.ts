import { subgraphSchema, undeclaredFields } from '@zest/kit';
import { join } from 'node:path';
import { createResolvers } from '.';

/** Every field of the menu subgraph declares who may use it (kit/access/access.ts); a new one without fails here. */
it('declares a permission for every field of the schema', () => {
  // The schema as the service serves it: its own and the console's part.
  const typeDefs = subgraphSchema(join(__dirname, '..', '..'), 'menu');
  // The resolvers are only read, never called: no services are needed.
  const resolvers = createResolvers({} as never) as Record<string, Record<string, unknown>>;
  expect(undeclaredFields(typeDefs, resolvers)).toEqual([]);
});
