import { actorOf, approverOf, type Viewer } from '@zest/kit';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { drawers, ledgerEntries, type DrawerRow, type LedgerEntryRow } from '../db/schema';
import { proofOf, touch, type HeardTerminal } from '../terminals/papers';

/** The drawers' reads and writes, inside the caller's tenant transaction. */

/** The tablet a call came from (its proof "<id>.<key>" checked, the call recorded as one of its own), or null. */
export const tabletOf = (tx: OrdersTransaction, restaurantId: string, proof: unknown): Promise<HeardTerminal | null> =>
  proof ? touch(tx, restaurantId, proofOf(proof)) : Promise.resolve(null);

/** The drawer open under a tablet, held for the rest of the transaction; null when none is. */
export async function openDrawerOn(
  tx: OrdersTransaction,
  restaurantId: string,
  terminalId: string,
): Promise<DrawerRow | null> {
  const [row] = await tx
    .select()
    .from(drawers)
    .where(and(eq(drawers.restaurantId, restaurantId), eq(drawers.terminalId, terminalId), isNull(drawers.closedAt)))
    .for('update');
  return row ?? null;
}

/** One drawer, held for the rest of the transaction (a move and the close wait for each other). */
export async function lockDrawer(tx: OrdersTransaction, restaurantId: string, id: string): Promise<DrawerRow | null> {
  const [row] = await tx
    .select()
    .from(drawers)
    .where(and(eq(drawers.restaurantId, restaurantId), eq(drawers.id, id)))
    .for('update');
  return row ?? null;
}

/** The ledger's entries of these drawers (their own moves and the cash of orders), oldest first. */
export async function movesOf(
  tx: OrdersTransaction,
  restaurantId: string,
  drawerIds: readonly string[],
): Promise<LedgerEntryRow[]> {
  if (!drawerIds.length) return [];
  return tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.restaurantId, restaurantId), inArray(ledgerEntries.drawerId, [...drawerIds])))
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
}

/** Who made a move, as the drawer keeps it: the person at the terminal and the manager who approved. */
export function movedBy(viewer: Viewer) {
  const actor = actorOf(viewer);
  return { byName: actor.name, byEmployeeId: actor.employeeId, approvedBy: approverOf(viewer)?.name ?? null };
}
