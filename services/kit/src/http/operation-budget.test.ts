import { ApolloServer } from '@apollo/server';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { measureOperation, operationLimits } from './operation-budget';

const schema = buildSchema('type Query { me: String }');

async function askSchema(env: string) {
  const server = new ApolloServer({ schema, ...operationLimits(env) });
  await server.start();
  try {
    const res = await server.executeOperation({ query: '{ __schema { queryType { name } } }' });
    return res.body.kind === 'single' ? res.body.singleResult : null;
  } finally {
    await server.stop();
  }
}

it('keeps the schema tour off in production', async () => {
  expect((await askSchema('production'))?.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
});

it('answers introspection in development, for the tools', async () => {
  expect((await askSchema('development'))?.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
});

it('counts a subgraph’s _entities fetch once per parent the gateway already measured, not as a list of ten', () => {
  const federated = buildSchema(`
    type Size { id: ID }
    type Product { sizes: [Size!]! }
    type Page { products: [Product!]! }
    union _Entity = Page
    type Query { _entities(representations: [String!]!): [_Entity]!, pages: [Page!]! }
  `);
  const cost = (query: string) => {
    const operation = parse(query).definitions[0] as OperationDefinitionNode;
    return measureOperation(federated, operation, {}).cost;
  };
  const through = cost('{ _entities(representations: []) { ... on Page { products { sizes { id } } } } }');
  const listed = cost('{ pages { products { sizes { id } } } }');
  // _entities, products, sizes (× 10), id (× 100); from a list of pages, each of those ten times more.
  expect(through).toBe(1 + 1 + 10 + 100);
  expect(listed).toBe(1 + 10 + 100 + 1000);
});
