import type { Customer, Order } from '../generated/graphql';

/**
 * The orders domain's models where they differ from the GraphQL types: what
 * the domain answers and the resolvers hand on (codegen.ts names them as
 * mappers, so the generated resolver types expect them).
 */

/** A customer; `lastOrder` is filled where it was asked for, else its field resolver loads it. */
export type CustomerModel = Omit<Customer, 'lastOrder'> & { lastOrder?: OrderModel | null };

export type OrderModel = Omit<Order, 'customer'> & { customer: CustomerModel | null };
