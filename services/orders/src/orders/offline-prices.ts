import { actorOf, type AuditLine, type RestaurantViewer } from '@zest/kit';
import type { OrderLineRow, OrderRow } from '../db/schema';
import type { PricedLine } from './pricing';
import { dollars } from './views';

/**
 * A line of an order printed offline, priced from the menu version its
 * terminal priced it from (docs/decisions/0046-offline-prices.md): where
 * today's menu says otherwise, the paper's price stands and the trail says so.
 */

/** A line of an offline order kept at the price on its paper, where today's menu says otherwise. */
export interface KeptPrice {
  version: number;
  /** Today's menu's price for the same choice; null when it is no longer on the menu. */
  menuCents: number | null;
}

/** Null when today's menu prices the line the same: nothing to record. */
export function keptPrice(printed: PricedLine, version: number, priceNow: () => PricedLine): KeptPrice | null {
  let menuCents: number | null;
  try {
    menuCents = priceNow().priceCents;
  } catch {
    // Taken off the menu since: the paper's price still stands.
    menuCents = null;
  }
  return menuCents === printed.priceCents ? null : { version, menuCents };
}

function keptSummary(order: OrderRow, line: OrderLineRow, kept: KeptPrice): string {
  const now = kept.menuCents === null ? 'no longer on the menu' : `${dollars(kept.menuCents)} on the menu now`;
  return `Kept the printed price of ${line.productName} on #${order.orderNumber} (printed offline as ${order.offlineNumber}): ${dollars(line.priceCents)} on paper, ${now}`;
}

/** The audit line of a kept price: today's menu's price → the paper's. */
export function keptPriceEntry(
  viewer: RestaurantViewer,
  order: OrderRow,
  line: OrderLineRow,
  kept: KeptPrice,
  menuVersion: number | undefined,
): AuditLine {
  return {
    kind: 'order.offline-price',
    summary: keptSummary(order, line, kept),
    actor: actorOf(viewer),
    orderId: order.id,
    subjectId: line.id,
    before: kept.menuCents,
    after: line.priceCents,
    detail: {
      orderNumber: order.orderNumber,
      offlineNumber: order.offlineNumber,
      line: line.productName,
      printedMenuVersion: kept.version,
      menuVersion: menuVersion ?? null,
      paperCents: line.priceCents,
      menuCents: kept.menuCents,
    },
  };
}
