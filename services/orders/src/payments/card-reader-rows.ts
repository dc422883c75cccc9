import { badInput, conflict, notFound, postgresCode, type KnownRestaurant } from '@zest/kit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { cardReaders, terminals, type CardReaderRow } from '../db/schema';
import { READER_MESSAGES, READER_NOT_FOUND, READER_TABLET_UNKNOWN } from './reader-inputs';

/** The card readers' rows as the hub and the tablet read them (docs/decisions/0080-card-payments-at-the-counter.md). */

/** A reader as the API answers it: its tablet by tag, and the sandbox's screen for it when there is one. */
export interface CardReaderView {
  id: string;
  restaurantId: string;
  name: string;
  terminalId: string | null;
  terminalTag: string | null;
  deviceType: string;
  sandboxUrl: string | null;
  registeredAt: string;
  registeredBy: string;
}

/** The sandbox reader's screen, served by the platform; real Stripe's readers have none of ours. */
export const sandboxReaderPath = (restaurantId: string, readerId: string) =>
  `/sandbox/reader/${restaurantId}/${readerId}`;

export function viewOf(row: CardReaderRow, tag: string | null, sandbox: boolean): CardReaderView {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    terminalId: row.terminalId,
    terminalTag: tag,
    deviceType: row.deviceType,
    sandboxUrl:
      sandbox && row.stripeReader.startsWith('tmr_local_') ? sandboxReaderPath(row.restaurantId, row.id) : null,
    registeredAt: row.registeredAt.toISOString(),
    registeredBy: row.registeredBy,
  };
}

const withTag = {
  reader: cardReaders,
  tag: terminals.tag,
};
const tabletOf = and(eq(terminals.restaurantId, cardReaders.restaurantId), eq(terminals.id, cardReaders.terminalId));

/** The restaurant's readers in use, by name. */
export function readersIn(tx: OrdersTransaction, restaurantId: string) {
  return tx
    .select(withTag)
    .from(cardReaders)
    .leftJoin(terminals, tabletOf)
    .where(and(eq(cardReaders.restaurantId, restaurantId), isNull(cardReaders.retiredAt)))
    .orderBy(asc(sql`lower(${cardReaders.name})`));
}

/** The reader in use by this tablet, if any. */
export async function readerByTablet(tx: OrdersTransaction, restaurantId: string, terminalId: string) {
  const [found] = await tx
    .select(withTag)
    .from(cardReaders)
    .leftJoin(terminals, tabletOf)
    .where(
      and(
        eq(cardReaders.restaurantId, restaurantId),
        eq(cardReaders.terminalId, terminalId),
        isNull(cardReaders.retiredAt),
      ),
    );
  return found ?? null;
}

/** One reader of the restaurants the caller may change, locked for the change; a 404 otherwise. */
export async function lockedReader(tx: OrdersTransaction, restaurantIds: string[], id: string) {
  const [row] = await tx
    .select()
    .from(cardReaders)
    .where(and(sql`${cardReaders.restaurantId} = ANY(${sql.param(restaurantIds)}::uuid[])`, eq(cardReaders.id, id)))
    .for('update');
  if (!row) throw notFound(READER_NOT_FOUND);
  return row;
}

/** A tablet of the restaurant by id: its tag; a 400 when the restaurant has no such tablet. */
export async function tabletTag(tx: OrdersTransaction, restaurantId: string, terminalId: string): Promise<string> {
  const [found] = await tx
    .select({ tag: terminals.tag })
    .from(terminals)
    .where(and(eq(terminals.restaurantId, restaurantId), eq(terminals.id, terminalId)));
  if (!found) throw badInput(READER_TABLET_UNKNOWN);
  return found.tag;
}

/**
 * The unique indexes are the truth (a check before a write cannot see a save at the same moment): a name in
 * use or a tablet that holds a reader already is a 409 in the owner's words.
 */
export async function keptApart<T>(
  restaurant: KnownRestaurant,
  words: { name: string; tag: string | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresCode(error) !== '23505') throw error;
    const index = constraintOf(error);
    if (index === 'card_readers_terminal') throw conflict(READER_MESSAGES.tabletTaken(words.tag ?? 'chosen'));
    if (index === 'card_readers_name') throw conflict(READER_MESSAGES.nameTaken(words.name));
    throw conflict(`This reader is already registered at ${restaurant.name}.`);
  }
}

function constraintOf(error: unknown): string | null {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (typeof e.constraint === 'string') return e.constraint;
    e = e.cause as typeof e;
  }
  return null;
}
