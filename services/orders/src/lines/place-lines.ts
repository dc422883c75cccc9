import { actorOf, type AuditLine, type RestaurantViewer } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import type { OrderLineRow, OrderRow } from '../db/schema';
import { paperPriceEntry, priceOnOrder, type PaperPrice } from '../offline/offline-prices';
import type { PlaceLine } from '../orders/place-inputs';
import { orderTotals, type HalfPricing, type LinePart, type MenuIndex } from './pricing';
import { dollars } from '../orders/views';

/**
 * The lines of an order placed whole (place-order.ts), priced by the server as addOrderLine and
 * addOpenItem price them: from the menu copy, or as typed for an open item; a line of an offline
 * paper that names an older menu keeps that menu's price only where the paper could have been
 * printed with it (offline-prices.ts), and a difference is on the trail either way.
 */

/** The menus a placed order's lines are priced from: today's, and the older ones its paper names. */
export interface PlaceMenus {
  now: MenuIndex | null;
  older: Map<number, { menu: MenuIndex; replacedAt: Date | null }>;
}

/** What the order is, as far as a paper's prices depend on it. */
export type PaperOrder = Pick<OrderRow, 'offlineNumber' | 'paperTimeKept' | 'paperMenuVersion' | 'createdAt'>;

export interface MadeLine {
  row: OrderLineRow;
  /** A paper's price that differs from today's menu, to put on the trail. */
  paper: PaperPrice | null;
}

export function makeLine(
  l: PlaceLine,
  ids: { restaurantId: string; orderId: string; createdAt: Date },
  menus: PlaceMenus,
  halves: HalfPricing,
  order: PaperOrder,
): MadeLine {
  const common = {
    id: randomUUID(),
    ...ids,
    notes: l.notes,
    kitchenDoneAt: null,
    voidedAt: null,
    voidReason: null,
    voidedBy: null,
    voidApprovedBy: null,
  };
  if (l.open) {
    const cents = l.open.priceCents;
    const parts: LinePart[] = [{ text: l.open.name, depth: 0, priceCents: cents }];
    const open = { kind: 'open' as const, productName: l.open.name, parts, selection: null, open: true };
    return {
      row: { ...common, ...open, quantity: 1, unitPriceCents: cents, priceCents: cents, menuVersion: null },
      paper: null,
    };
  }
  const older = l.menuVersion !== null && order.offlineNumber ? (menus.older.get(l.menuVersion) ?? null) : null;
  const { priced, paper, menuVersion } = priceOnOrder(l, menus.now, older, halves, order);
  const row: OrderLineRow = {
    ...common,
    kind: priced.kind,
    productName: priced.productName,
    parts: priced.parts,
    selection: l.selection,
    open: false,
    quantity: l.quantity,
    unitPriceCents: priced.unitPriceCents,
    priceCents: priced.priceCents,
    menuVersion,
  };
  return { row, paper };
}

/** A line as the statement takes it (hot-statements.ts PLACE_ORDER). */
export const lineColumns = (l: OrderLineRow) => ({
  id: l.id,
  kind: l.kind,
  product_name: l.productName,
  parts: l.parts,
  selection: l.selection,
  open: l.open,
  quantity: l.quantity,
  unit_price_cents: l.unitPriceCents,
  price_cents: l.priceCents,
  notes: l.notes,
  menu_version: l.menuVersion,
  created_at: l.createdAt.toISOString(),
});

/**
 * The trail of the lines: each open item (a price typed at the counter, as addOpenItem writes it, with
 * the order's total before and after it) and each paper price that differs from today's menu.
 */
export function lineTrail(
  viewer: RestaurantViewer,
  order: OrderRow,
  lines: MadeLine[],
  menuVersion: number | undefined,
): AuditLine[] {
  let before = 0;
  return lines.flatMap(({ row: line, paper }) => {
    const was = orderTotals({ ...order, subtotalCents: before }).totalCents;
    before += line.priceCents;
    const after = orderTotals({ ...order, subtotalCents: before }).totalCents;
    if (paper) return [paperPriceEntry(viewer, order, line, paper, menuVersion)];
    return line.open ? [openItemEntry(viewer, order, line, was, after)] : [];
  });
}

/** An open item on the trail: a price typed at the counter, not the menu's, so the trail says who typed what. */
export const openItemEntry = (
  viewer: RestaurantViewer,
  order: OrderRow,
  line: OrderLineRow,
  before: number,
  after: number,
): AuditLine => ({
  kind: 'order.open-item',
  summary: `Open item on #${order.orderNumber}: ${line.productName} at ${dollars(line.priceCents)}`,
  actor: actorOf(viewer),
  orderId: order.id,
  subjectId: line.id,
  before,
  after,
  detail: { orderNumber: order.orderNumber, name: line.productName, priceCents: line.priceCents },
});
