import { graphql } from '../../graphql/generated';
import { formatTime } from '../../ui/format/dates';

/**
 * A pickup or to-go order handed to its customer at the counter (issue 46). The server decides (printed,
 * paid, not a delivery, not voided); these rules only say when the screen offers the button and what the
 * card says afterwards.
 */

export const MARK_PICKED_UP = graphql(`
  mutation MarkPickedUp($id: ID!) {
    markPickedUp(id: $id) {
      id
      version
      readyAt
      readyBy
      pickedUpAtLocal
      pickedUpBy
    }
  }
`);

export interface HandedOrder {
  orderType: string;
  printCount: number;
  tender?: string | null;
  paidOnline?: boolean | null;
  voided?: boolean | null;
  pickedUpAtLocal?: string | null;
}

/** Offered on a printed, paid pickup or to-go order not handed over yet. */
export function canHandOver(o: HandedOrder): boolean {
  if (o.orderType === 'delivery' || o.voided || o.pickedUpAtLocal || o.printCount === 0) return false;
  return !!o.paidOnline || o.tender === 'cash' || o.tender === 'card';
}

/** "Picked up 6:05 PM · Carla", once handed over. */
export function pickedUpLine(o: { pickedUpAtLocal?: string | null; pickedUpBy?: string | null }): string | null {
  if (!o.pickedUpAtLocal) return null;
  return `Picked up ${formatTime(o.pickedUpAtLocal)}${o.pickedUpBy ? ` · ${o.pickedUpBy}` : ''}`;
}
