import { createResolvers as auth } from '@zest/auth/resolvers';
import { createResolvers as billing } from '@zest/billing/resolvers';
import { createResolvers as drivers } from '@zest/drivers/resolvers';
import { SERVICES, subgraphSchema, undeclaredFields } from '@zest/kit';
import { createResolvers as menu } from '@zest/menu/resolvers';
import { createResolvers as orders } from '@zest/orders/resolvers';
import { join } from 'node:path';

/**
 * Every field of every subgraph in the supergraph declares who may use it
 * (kit/access/access.ts): a new service or field without one fails here.
 */
const RESOLVERS: Record<string, (services: never) => object> = { auth, billing, menu, orders, drivers };

it('knows the resolvers of every service', () => {
  expect(Object.keys(RESOLVERS).sort()).toEqual(SERVICES.map((s) => s.name).sort());
});

it.each(SERVICES.map((s) => s.name))('declares a permission for every field of the %s subgraph', (name) => {
  // The resolvers are only read, never called: no services are needed.
  const resolvers = RESOLVERS[name]!({} as never) as Record<string, Record<string, unknown>>;
  const schema = subgraphSchema(join(__dirname, '..', '..', '..', 'services', name), name);
  expect(undeclaredFields(schema, resolvers)).toEqual([]);
});
