import type { Customer, Order } from '../generated/graphql';
import type { OrderLineRow } from '../db/schema';
import type { MenuCopy } from '../menu-copy/menu-copy';
import type { OrderSettingsService } from '../settings/settings.service';

/**
 * The orders domain's models where they differ from the GraphQL types: what
 * the domain answers and the resolvers hand on (codegen.ts names them as
 * mappers, so the generated resolver types expect them).
 */

/** A customer; `lastOrder` is filled where it was asked for, else its field resolver loads it. */
export type CustomerModel = Omit<Customer, 'lastOrder'> & { lastOrder?: OrderModel | null };

/** An order; its payments are loaded when asked for (the receipt), by their field resolver. */
export type OrderModel = Omit<Order, 'customer' | 'payments' | 'dueCents'> & { customer: CustomerModel | null };

/** What a new line is made of; the rest (ids, time, void fields) is the same for every line. */
export type NewLine = Pick<
  OrderLineRow,
  | 'kind'
  | 'productName'
  | 'parts'
  | 'selection'
  | 'quantity'
  | 'unitPriceCents'
  | 'priceCents'
  | 'notes'
  | 'menuVersion'
> & { open?: boolean };
/** The facts a line is priced from, kept in the process (kept-facts.ts). */
export interface PricingFacts {
  menus: MenuCopy;
  settings: OrderSettingsService;
}
