/** PostgreSQL, Redis (one server or a cluster) and in-process stores: the database, tenancy, prepared statements, idempotency, kept facts and maps. */
export * from './database';
export * from './database-settings';
export * from './migrate';
export * from './tenancy';
export * from './prepared';
export * from './idempotency';
export * from './kept-facts';
export * from './kept-map';
export * from './sql-literal';
export * from './unique';
export * from './statement-count';
export * from './store-wait';
export * from './schema-wait';
export * from './pg-rows';
export * from './redis';
