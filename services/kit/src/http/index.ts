export * from './subgraph';
export * from './graphql-post';
export * from './operation-budget';
export * from './http';
export * from './service';
export * from './graphql-errors';
