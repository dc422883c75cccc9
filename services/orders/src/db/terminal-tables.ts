import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { restaurantId } from './columns';

/**
 * The restaurant's tablets (docs/decisions/0052-offline-papers-checked.md):
 * each registered once, with the tag its offline numbers carry ("K7-03") and
 * a key only it holds; what it says of itself while online; and the silences
 * between its calls, against which a paper printed offline is judged.
 */
export const terminals = pgTable(
  'terminals',
  {
    restaurantId: restaurantId(),
    id: uuid('id').notNull().defaultRandom(),
    /** The first two characters of its offline numbers. */
    tag: text('tag').notNull(),
    /** SHA-256 of the key handed to the tablet once; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who was at the cashier screen when it registered. */
    issuedBy: text('issued_by').notNull(),
    /** The last call it made with its key (a heartbeat every minute while its cashier screen is open). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The menu version it said it holds, at its last call. */
    menuVersion: bigint('menu_version', { mode: 'number' }),
    /** The last offline number it gave a paper (the count after the tag), as it said at its last call. */
    lastOfflineNumber: integer('last_offline_number').notNull().default(0),
    /** The offline numbers still in its outbox at its last call. */
    waitingNumbers: jsonb('waiting_numbers').$type<number[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ name: 'terminals_pkey', columns: [t.restaurantId, t.id] }),
    index('terminals_restaurant_tag_idx').on(t.restaurantId, t.tag),
  ],
);

/**
 * A stretch in which a tablet made no call: from its last call before to its
 * first call after. A paper keeps its own time only when it was printed inside
 * one; the menu version the tablet held when it fell silent decides which
 * prices the paper may keep.
 */
export const terminalSilences = pgTable(
  'terminal_silences',
  {
    restaurantId: restaurantId(),
    terminalId: uuid('terminal_id').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    menuVersion: bigint('menu_version', { mode: 'number' }),
  },
  (t) => [primaryKey({ name: 'terminal_silences_pkey', columns: [t.restaurantId, t.terminalId, t.fromAt] })],
);

export type TerminalRow = typeof terminals.$inferSelect;
export type TerminalSilenceRow = typeof terminalSilences.$inferSelect;
