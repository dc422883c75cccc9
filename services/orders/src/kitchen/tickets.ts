import { atLocalTime, type KnownRestaurant } from '@zest/kit';
import type { CustomerRow, OrderLineRow, OrderRow, OrderSettingsRow } from '../db/schema';
import type { MenuIndex } from '../lines/pricing';

/** Rows to the kitchen display's tickets (docs/product.md#kitchen-display): no prices, what to make and how. */

/** Where a line goes when its category has no station. */
export const DEFAULT_STATION = 'Kitchen';

export interface KitchenSettings {
  amberMinutes: number;
  redMinutes: number;
  prepMinutes: number;
  /** A ticket up longer than this is gathered apart, to clear at once. */
  staleMinutes: number;
  /** Category id → station name. */
  stations: Record<string, string>;
}

export const DEFAULT_KITCHEN: KitchenSettings = {
  amberMinutes: 10,
  redMinutes: 20,
  prepMinutes: 20,
  staleMinutes: 120,
  stations: {},
};

export const kitchenOf = (row: OrderSettingsRow | undefined): KitchenSettings =>
  row
    ? {
        amberMinutes: row.kitchenAmberMinutes,
        redMinutes: row.kitchenRedMinutes,
        prepMinutes: row.kitchenPrepMinutes,
        staleMinutes: row.kitchenStaleMinutes,
        stations: row.kitchenStations,
      }
    : DEFAULT_KITCHEN;

/** The station names in use: the restaurant's, in the order first named, then the default one. */
export const stationNames = (settings: KitchenSettings): string[] => [
  ...new Set([...Object.values(settings.stations), DEFAULT_STATION]),
];

/** The category a line's food comes from: its product's; none for specials, sides and open items. */
function categoryOf(line: OrderLineRow, menu: MenuIndex | null): string | null {
  const s = line.selection;
  return s?.kind === 'product' ? (menu?.products.get(s.productId)?.categoryId ?? null) : null;
}

export const stationOf = (line: OrderLineRow, menu: MenuIndex | null, settings: KitchenSettings): string => {
  const category = categoryOf(line, menu);
  return (category && settings.stations[category]) || DEFAULT_STATION;
};

/**
 * When a scheduled order comes up on the display: its time on its day, less the prep time. Null for an
 * order wanted now (it shows from its first print).
 */
export function fireAt(order: OrderRow, timeZone: string, prepMinutes: number): Date | null {
  const m = order.scheduleTime ? /^(\d\d):(\d\d)$/.exec(order.scheduleTime) : null;
  if (!m) return null;
  const at = atLocalTime(order.orderDay, Number(m[1]) * 60 + Number(m[2]), timeZone);
  return new Date(at.getTime() - prepMinutes * 60_000);
}

/** Paid (a tender at the counter, or online by card), to be paid at the door, or not paid yet. */
export const ticketPayment = (o: Pick<OrderRow, 'tender' | 'paidOnline'>): 'paid' | 'door' | 'unpaid' =>
  o.paidOnline || o.tender === 'cash' || o.tender === 'card' ? 'paid' : o.tender === 'door' ? 'door' : 'unpaid';

export type TicketRow = OrderRow & { lines: OrderLineRow[]; customer: CustomerRow | null };

export function toTicket(o: TicketRow, restaurant: KnownRestaurant, menu: MenuIndex | null, settings: KitchenSettings) {
  const sentAt = o.firstPrintedAt!;
  const fire = fireAt(o, restaurant.timeZone, settings.prepMinutes);
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    offlineNumber: o.offlineNumber,
    orderType: o.orderType,
    channel: o.channel,
    // The name the counter calls out; a to-go order has none.
    customerName: o.customer?.fullName ?? null,
    scheduleTime: o.scheduleTime,
    fireAt: fire?.toISOString() ?? null,
    notes: o.notes,
    sentAt: sentAt.toISOString(),
    readyAt: o.kitchenReadyAt?.toISOString() ?? null,
    readyBy: o.kitchenReadyBy,
    voided: o.voidedAt !== null,
    payment: ticketPayment(o),
    version: o.version,
    lines: o.lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      quantity: l.quantity,
      parts: l.parts.map((p) => ({ text: p.text, depth: p.depth })),
      notes: l.notes,
      station: stationOf(l, menu, settings),
      doneAt: l.kitchenDoneAt?.toISOString() ?? null,
      // Changed after the kitchen had the ticket: the display marks it.
      added: l.createdAt.getTime() > sentAt.getTime(),
      voided: l.voidedAt !== null,
    })),
  };
}

export type KitchenTicket = ReturnType<typeof toTicket>;
