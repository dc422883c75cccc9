import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OrderType, TenderInput } from '../../../graphql/generated/graphql';
import type { KeptPunch } from '../../session/clock/rules';
import type { FoundCustomer } from '../customer/FoundCustomerCard';

/**
 * The terminal's IndexedDB (docs/decisions/0045-the-terminal-offline.md): the
 * restaurant's facts it works offline with, the outbox of orders printed
 * offline, waiting to be sent, the orders it printed today and the customers
 * it has seen.
 */
export interface KeptFacts {
  restaurantId: string;
  savedAt: string;
  answers: Partial<Record<'restaurant' | 'settings' | 'menu', unknown>>;
}

/** An order printed offline: its queue of calls waits in localStorage under draftKey (orderDraft.ts). */
export interface OutboxOrder {
  id: string;
  restaurantId: string;
  /** The provisional number printed on its receipt, e.g. "K7-03". */
  number: string;
  draftKey: string;
  /** The print's Idempotency-Key: however often it is sent, the order is printed once. */
  printKey: string;
  tender: TenderInput | null;
  /** What the customer was told. */
  totalCents: number;
  printedAt: string;
  /** Refused by the server (not a network failure): shown with its reason and Retry. */
  failure: string | null;
  punch?: undefined;
}

/** A punch at the time clock Zest POS did not answer (issue 50): sent as it was, at the tablet's time, under its key. */
export interface OutboxPunch {
  /** Its Idempotency-Key. */
  id: string;
  restaurantId: string;
  punch: KeptPunch;
  /** Refused by the server: shown with its reason, Retry and Dismiss (a manager then fixes the shift). */
  failure: string | null;
}

/** What waits in the outbox: orders printed offline and punches, sent in the order they were made. */
export type OutboxEntry = OutboxOrder | OutboxPunch;

/** An order this tablet printed first, today: what its history shows with no network. */
export interface PrintedHere {
  /** The order's id, or the outbox entry's while it waits. */
  id: string;
  restaurantId: string;
  /** The restaurant's calendar day it was printed on (YYYY-MM-DD). */
  day: string;
  /** The server's number; null while it waits to be sent. */
  orderNumber: number | null;
  offlineNumber: string | null;
  orderType: OrderType;
  customerName: string | null;
  totalCents: number;
  printedAt: string;
  /** "2 × Large Pepperoni", as on the paper. */
  lines: string[];
}

/** A customer this tablet has seen (found, created or updated), to find by phone with no network. */
export interface SeenCustomer {
  restaurantId: string;
  /** Digits only, as the server keeps it. */
  phoneNumber: string;
  customer: FoundCustomer;
}

interface TerminalSchema extends DBSchema {
  facts: { key: string; value: KeptFacts };
  outbox: { key: string; value: OutboxEntry; indexes: { restaurant: string } };
  printed: { key: string; value: PrintedHere; indexes: { restaurant: string } };
  customers: { key: [string, string]; value: SeenCustomer; indexes: { restaurant: string } };
}

const NAME = 'zest-pos-terminal';
let opened: Promise<IDBPDatabase<TerminalSchema>> | null = null;

export function terminalDatabase(): Promise<IDBPDatabase<TerminalSchema>> {
  opened ??= openDB<TerminalSchema>(NAME, 4, {
    upgrade(db, from) {
      if (from < 1) db.createObjectStore('facts', { keyPath: 'restaurantId' });
      if (from < 2) db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('restaurant', 'restaurantId');
      if (from < 3) db.createObjectStore('printed', { keyPath: 'id' }).createIndex('restaurant', 'restaurantId');
      if (from < 4) {
        db.createObjectStore('customers', { keyPath: ['restaurantId', 'phoneNumber'] }).createIndex(
          'restaurant',
          'restaurantId',
        );
      }
    },
  });
  // A refusal (private mode, policy) is not kept: the next call tries again.
  opened.catch(() => (opened = null));
  return opened;
}

/** A store's records of one restaurant (its screen locked), or of every restaurant (the account signed out). */
export async function forgetRecords(store: 'printed' | 'customers', restaurantId?: string): Promise<void> {
  const db = await terminalDatabase();
  if (!restaurantId) return db.clear(store);
  const tx = db.transaction(store, 'readwrite');
  for (const key of await tx.store.index('restaurant').getAllKeys(restaurantId)) await tx.store.delete(key);
  await tx.done;
}
