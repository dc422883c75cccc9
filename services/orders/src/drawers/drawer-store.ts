import { actorOf, approverOf, type Viewer } from '@zest/kit';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { drawerMoves, drawers, type DrawerMoveRow, type DrawerRow } from '../db/schema';
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

/** The moves of these drawers, oldest first. */
export async function movesOf(
  tx: OrdersTransaction,
  restaurantId: string,
  drawerIds: readonly string[],
): Promise<DrawerMoveRow[]> {
  if (!drawerIds.length) return [];
  return tx
    .select()
    .from(drawerMoves)
    .where(and(eq(drawerMoves.restaurantId, restaurantId), inArray(drawerMoves.drawerId, [...drawerIds])))
    .orderBy(asc(drawerMoves.at), asc(drawerMoves.id));
}

/** Who made a move, as the drawer keeps it: the person at the terminal and the manager who approved. */
export function movedBy(viewer: Viewer) {
  const actor = actorOf(viewer);
  return { byName: actor.name, byEmployeeId: actor.employeeId, approvedBy: approverOf(viewer)?.name ?? null };
}

export type NewMove = Omit<typeof drawerMoves.$inferInsert, 'id' | 'at'>;

/** A move appended (never changed); an order's sale or refund already there is left as it was. */
export async function addMove(tx: OrdersTransaction, move: NewMove): Promise<DrawerMoveRow | null> {
  const [row] = await tx.insert(drawerMoves).values(move).onConflictDoNothing().returning();
  return row ?? null;
}
