import { todayIn } from '../../../ui/format/dates';
import { withQuantity } from '../receipt/receipt';
import type { ReceiptData } from '../receipt/ReceiptDocument';
import { forgetRecords, terminalDatabase as database, type PrintedHere } from './terminalDatabase';

/**
 * The orders this tablet printed first today, kept on it so that its order
 * history still shows them with no network (issue 25: "today's orders from
 * this device"). Only today's: an earlier day's go when a new one is noted.
 * Wiped with the restaurant's other kept facts, on lock and sign-out.
 */

/** The paper's lines as the card lists them. */
export const linesOf = (receipt: ReceiptData): string[] =>
  receipt.lines
    .filter((line) => !line.voided)
    .map((line) => withQuantity(line.parts[0]?.text ?? line.productName, line.quantity));

/** An order printed here for the first time; earlier days' records of the restaurant go. */
export async function notePrintedHere(
  record: Omit<PrintedHere, 'day' | 'printedAt'>,
  timeZone: string | null | undefined,
): Promise<void> {
  const now = new Date();
  const day = todayIn(timeZone, now);
  const db = await database();
  const tx = db.transaction('printed', 'readwrite');
  for (const old of await tx.store.index('restaurant').getAll(record.restaurantId)) {
    if (old.day !== day) await tx.store.delete(old.id);
  }
  await tx.store.put({ ...record, day, printedAt: now.toISOString() });
  await tx.done;
}

/** An order printed offline reached Zest POS: the server's number beside the paper's. */
export async function numberPrintedHere(id: string, orderNumber: number): Promise<void> {
  const db = await database();
  const kept = await db.get('printed', id);
  if (kept) await db.put('printed', { ...kept, orderNumber });
}

/** Today's, newest first. */
export async function printedHereToday(restaurantId: string, timeZone: string | null | undefined) {
  const day = todayIn(timeZone);
  const all = await (await database()).getAllFromIndex('printed', 'restaurant', restaurantId);
  return all.filter((record) => record.day === day).sort((a, b) => b.printedAt.localeCompare(a.printedAt));
}

/** One restaurant's records forgotten (its screen locked), or every restaurant's (signed out). */
export const forgetPrintedHere = (restaurantId?: string) => forgetRecords('printed', restaurantId);
