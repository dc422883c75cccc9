import { undeclaredFields } from '@zest/kit';
import { parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createResolvers } from '.';

/** Every field of the auth subgraph declares who may use it (kit/access.ts); a new one without fails here. */
it('declares a permission for every field of the schema', () => {
  const typeDefs = parse(readFileSync(join(__dirname, '..', 'schema.graphql'), 'utf8'));
  // The resolvers are only read, never called: no services are needed.
  const resolvers = createResolvers({} as never) as Record<string, Record<string, unknown>>;
  expect(undeclaredFields(typeDefs, resolvers)).toEqual([]);
});
