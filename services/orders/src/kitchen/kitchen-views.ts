import { actorOf, type AuditLine, type RestaurantViewer } from '@zest/kit';
import type { OrderRow } from '../db/schema';
import { fireAt, stationNames, type KitchenSettings } from './tickets';

/** The kitchen display's settings as GraphQL answers them, and the line clearing old tickets leaves. */

/** When a ticket came up: its first print, or its fire time when that is later (the display's own rule). */
export const shownAtOf = (o: OrderRow, timeZone: string, settings: KitchenSettings): number =>
  Math.max(o.firstPrintedAt!.getTime(), fireAt(o, timeZone, settings.prepMinutes)?.getTime() ?? 0);

export const clearedLine = (
  viewer: RestaurantViewer,
  cleared: { after: OrderRow }[],
  staleMinutes: number,
): AuditLine => ({
  kind: 'kitchen.cleared',
  summary: `Cleared ${cleared.length === 1 ? '1 ticket' : `${cleared.length} tickets`} up longer than ${
    staleMinutes % 60 === 0 ? `${staleMinutes / 60} h` : `${staleMinutes} min`
  } from the kitchen display: ${cleared.map((c) => `#${c.after.orderNumber}`).join(', ')}`,
  actor: actorOf(viewer),
  detail: { orderIds: cleared.map((c) => c.after.id), staleMinutes },
});

export const settingsView = (restaurantId: string, s: KitchenSettings) => ({
  restaurantId,
  stationNames: stationNames(s),
  amberMinutes: s.amberMinutes,
  redMinutes: s.redMinutes,
  prepMinutes: s.prepMinutes,
  staleMinutes: s.staleMinutes,
  stations: Object.entries(s.stations).map(([categoryId, station]) => ({ categoryId, station })),
});
