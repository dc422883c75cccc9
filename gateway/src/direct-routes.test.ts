import { composeServices } from '@apollo/composition';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner } from '@apollo/query-planner';
import { parse } from 'graphql';
import { DirectRoutes } from './direct-routes';

/**
 * Which queries may skip the plan: exactly those whose plan is one fetch of
 * one subgraph asking what the client asked. Checked against a small
 * supergraph of two subgraphs (an entity shared between them, an interface
 * the planner asks `__typename` of), planned by the same planner the gateway uses.
 */
const link = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])';
const composed = composeServices([
  {
    name: 'catalog',
    url: 'http://127.0.0.1:1/graphql',
    typeDefs: parse(`${link}
      type Query { products: [Product!]! node(id: ID!): Node }
      type Mutation { rename(id: ID!, name: String!): Product }
      interface Node { id: ID! }
      type Product implements Node @key(fields: "id") { id: ID! name: String! }
      type Category implements Node { id: ID! title: String! }`),
  },
  {
    name: 'reviews',
    url: 'http://127.0.0.1:2/graphql',
    typeDefs: parse(`${link}
      type Query { topReview: String }
      type Product @key(fields: "id") { id: ID! reviews: [String!]! }`),
  },
]);
if (!composed.supergraphSdl)
  throw new Error(`composition failed: ${composed.errors?.map((e) => e.message).join('; ')}`);
const sdl = composed.supergraphSdl;
const supergraph = Supergraph.build(sdl);
const planner = new QueryPlanner(supergraph);

function decide(source: string, operationName?: string) {
  const routes = new DirectRoutes(sdl);
  const document = parse(source);
  const plan = planner.buildQueryPlan(operationFromDocument(supergraph.apiSchema(), document, { operationName }));
  const operation = document.definitions.find(
    (d) => d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName),
  );
  routes.learn({
    queryPlan: plan,
    requestContext: { source, document, operation, request: { operationName } },
  } as never);
  return routes.subgraphFor(source, operationName) ?? null;
}

it('sends a query of one subgraph straight to it, with fragments and variables as the client wrote them', () => {
  expect(decide('{ products { id name } }')).toBe('catalog');
  expect(decide('query Q { products { ...P } } fragment P on Product { id name }', 'Q')).toBe('catalog');
  expect(decide('query R { topReview }', 'R')).toBe('reviews');
});

it('plans a query that reaches two subgraphs', () => {
  expect(decide('{ products { id name reviews } }')).toBeNull();
});

it('plans a query the planner asks more of than the client did (__typename of an interface)', () => {
  const source = '{ node(id: "1") { id ... on Product { name } } }';
  // One fetch of one subgraph, but not the client's own selection.
  const plan = planner.buildQueryPlan(operationFromDocument(supergraph.apiSchema(), parse(source)));
  expect(plan.node).toMatchObject({ kind: 'Fetch', serviceName: 'catalog' });
  expect(plan.node?.kind === 'Fetch' && plan.node.operation).toContain('__typename');
  expect(decide(source)).toBeNull();
});

it('never takes a mutation past the plan, even of one subgraph', () => {
  expect(decide('mutation { rename(id: "1", name: "x") { id } }')).toBeNull();
});

it('answers nothing for a query it has not seen planned', () => {
  expect(new DirectRoutes(sdl).subgraphFor('{ products { id } }', undefined)).toBeUndefined();
});
