/** How a service answers: the subgraph, GraphQL over HTTP and its errors, the operation budget, a service started and stopped. */
export * from './subgraph';
export * from './graphql-post';
export * from './operation-budget';
export * from './http';
export * from './service';
export * from './graphql-errors';
export * from './address-ranges';
