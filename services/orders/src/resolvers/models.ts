import type { Customer, Order } from '../generated/graphql';

/**
 * What the domain hands the resolvers where it differs from the GraphQL type
 * (named in codegen.ts as mappers).
 */

/** A customer; `lastOrder` is filled where it was asked for, else its field resolver loads it. */
export type CustomerModel = Omit<Customer, 'lastOrder'> & { lastOrder?: OrderModel | null };

export type OrderModel = Omit<Order, 'customer'> & { customer: CustomerModel | null };
