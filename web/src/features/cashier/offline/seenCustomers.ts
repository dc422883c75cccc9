import type { ApolloClient } from '@apollo/client';
import type { CustomerInput } from '../../../graphql/generated/graphql';
import { connection } from '../../../graphql/connection';
import { readServerFailure } from '../../../graphql/errors';
import { CREATE_CUSTOMER, CUSTOMER_BY_PHONE } from '../customer/operations';
import type { FoundCustomer } from '../customer/FoundCustomerCard';
import type { DraftCustomer } from '../draft/draftTypes';
import { forgetRecords, terminalDatabase as database } from './terminalDatabase';

/**
 * Customers with no network (issue 25, docs/decisions/0047-customers-offline.md):
 * a search by phone falls back to the customers this tablet has seen, and a
 * new customer is made on the tablet, with an id it gives them, and created
 * on the server with the order when the outbox sends it.
 */

/** Kept whenever the server answers one; never a step the cashier waits on. */
export function keepCustomer(restaurantId: string, customer: FoundCustomer | DraftCustomer): void {
  const found: FoundCustomer = { lastOrder: null, ...customer };
  void database()
    .then((db) => db.put('customers', { restaurantId, phoneNumber: customer.phoneNumber, customer: found }))
    .catch(() => undefined);
}

/** A search by phone; with no network, what the tablet has seen (`offline` says so). */
export async function findCustomer(
  client: ApolloClient,
  restaurantId: string,
  phone: string,
): Promise<{ customer: FoundCustomer | null; offline: boolean }> {
  const fromTablet = async () => {
    const seen = await (await database()).get('customers', [restaurantId, phone]).catch(() => undefined);
    return { customer: seen?.customer ?? null, offline: true };
  };
  const asked = client.query({
    query: CUSTOMER_BY_PHONE,
    variables: { restaurantId, phone },
    fetchPolicy: 'network-only',
  });
  try {
    // A read waits for Zest POS while it reconnects (graphql/connection.ts); a cashier on the phone does not.
    const answer = await untilUnreachable(asked);
    if (answer === UNREACHABLE) return fromTablet();
    const customer = answer.data?.customerByPhone ?? null;
    if (customer) keepCustomer(restaurantId, customer);
    return { customer, offline: false };
  } catch (error) {
    if (!readServerFailure(error).isNetworkFailure) throw error;
    return fromTablet();
  }
}

const UNREACHABLE = Symbol('unreachable');

/** The call's answer, or UNREACHABLE as soon as the device is offline or Zest POS stops answering. */
function untilUnreachable<T>(call: Promise<T>): Promise<T | typeof UNREACHABLE> {
  const away = () => !navigator.onLine || connection.get() === 'reconnecting';
  if (away()) {
    call.catch(() => undefined);
    return Promise.resolve(UNREACHABLE);
  }
  return new Promise((resolve, reject) => {
    const check = () => away() && done(UNREACHABLE);
    const stop = connection.subscribe(check);
    window.addEventListener('offline', check);
    function done(value: T | typeof UNREACHABLE) {
      stop();
      window.removeEventListener('offline', check);
      resolve(value);
    }
    call.then(done, (error: unknown) => {
      stop();
      window.removeEventListener('offline', check);
      reject(error);
    });
  });
}

/**
 * A new customer; with no network, made on the tablet (marked madeOffline,
 * with an id of its own) and created on the server first thing when the
 * order is sent (useDraftApi.ts).
 */
export async function createCustomer(client: ApolloClient, input: CustomerInput): Promise<DraftCustomer> {
  try {
    const { data } = await client.mutate({ mutation: CREATE_CUSTOMER, variables: { input } });
    const made = data!.createCustomer;
    keepCustomer(input.restaurantId, made);
    return made;
  } catch (error) {
    if (!readServerFailure(error).isNetworkFailure) throw error;
    const { restaurantId, ...fields } = input;
    const made: DraftCustomer = {
      id: crypto.randomUUID(),
      fullName: fields.fullName,
      phoneNumber: fields.phoneNumber,
      street1: fields.street1 ?? '',
      street2: fields.street2 ?? '',
      city: fields.city ?? '',
      zipcode: fields.zipcode ?? '',
      country: fields.country ?? '',
      notes: fields.notes ?? '',
      madeOffline: true,
    };
    keepCustomer(restaurantId, made);
    return made;
  }
}

/** The server's id for the customer, creating one made offline first (the same id again is the same customer). */
export async function customerIdOf(
  client: ApolloClient,
  restaurantId: string,
  customer: DraftCustomer | null | undefined,
): Promise<string | null> {
  if (!customer) return null;
  if (!customer.madeOffline) return customer.id;
  const { id, fullName, phoneNumber, street1, street2, city, zipcode, country, notes } = customer;
  const input = { restaurantId, id, fullName, phoneNumber, street1, street2, city, zipcode, country, notes };
  const { data } = await client.mutate({ mutation: CREATE_CUSTOMER, variables: { input } });
  return data!.createCustomer.id;
}

/** One restaurant's, or every restaurant's, with the other kept facts. */
export const forgetSeenCustomers = (restaurantId?: string) => forgetRecords('customers', restaurantId);
