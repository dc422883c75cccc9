import { actorOf, type AuditLine, type RestaurantViewer } from '@zest/kit';
import type { OrderLineRow, OrderRow } from '../db/schema';
import {
  notOnMenu,
  priceLine,
  refuseSoldOut,
  type HalfPricing,
  type LineSelection,
  type MenuIndex,
  type PricedLine,
} from '../lines/pricing';
import { dollars } from '../orders/views';

/**
 * A line of an offline paper that names the menu version its tablet priced
 * it from (docs/decisions/0046-offline-prices.md, 0052-offline-papers-checked.md):
 * the paper's price stands only when the paper could have been printed with
 * it — its printed time kept (the tablet was silent then), that version not
 * yet replaced at that time, and the tablet not already holding a newer one
 * when it fell silent. A difference between the paper and today's menu is
 * on the trail either way.
 */

/** Whether a paper's price from `version` stands on this order. */
export function paperPriceStands(
  order: Pick<OrderRow, 'offlineNumber' | 'paperTimeKept' | 'paperMenuVersion' | 'createdAt'>,
  version: number,
  replacedAt: Date | null,
): boolean {
  if (!order.offlineNumber || !order.paperTimeKept) return false;
  // The tablet had read a newer menu before it fell silent: it could not have printed this one's prices.
  if (order.paperMenuVersion !== null && version < order.paperMenuVersion) return false;
  // Printed after the next version was published: today's price applies.
  return replacedAt === null || order.createdAt.getTime() < replacedAt.getTime();
}

/** A line whose paper named an older menu, and what each menu says of it. */
export interface PaperPrice {
  version: number;
  stands: boolean;
  /** The paper's menu's price for the same choice; null when that menu cannot price it. */
  paperCents: number | null;
  /** Today's menu's price; null when it is no longer on the menu. */
  menuCents: number | null;
}

const orNull = (price: () => PricedLine) => {
  try {
    return price().priceCents;
  } catch {
    return null;
  }
};

/**
 * A menu line's price on an order (addOrderLine and placeOrder alike): the older menu its paper was priced
 * from where that price stands, else today's; and what differs between the two, for the trail.
 * `older` is given only for a paper whose line named another version than today's.
 */
export function priceOnOrder(
  input: { selection: LineSelection; quantity: number },
  now: MenuIndex | null,
  older: { menu: MenuIndex; replacedAt: Date | null } | null,
  halves: HalfPricing,
  order: Parameters<typeof paperPriceStands>[0],
): { priced: PricedLine; paper: PaperPrice | null; menuVersion: number } {
  const priceNow = () => {
    if (!now) throw notOnMenu();
    return priceLine(now, input.selection, input.quantity, halves);
  };
  // A paper checked as printed offline (its tablet silent from before it until now: its time kept) was taken
  // and handed over already: what ran out since cannot refuse it. A number alone proves nothing.
  if (now && !(order.offlineNumber && order.paperTimeKept)) refuseSoldOut(now, input.selection);
  const stands = older !== null && paperPriceStands(order, older.menu.version, older.replacedAt);
  const priced = stands ? priceLine(older.menu, input.selection, input.quantity, halves) : priceNow();
  const paper = older ? paperPrice(priced, older.menu, input, halves, stands, priceNow) : null;
  return { priced, paper, menuVersion: (stands ? older.menu : now)!.version };
}

/** Null when both menus price the line the same: nothing to record. */
export function paperPrice(
  charged: PricedLine,
  paperMenu: MenuIndex,
  input: { selection: LineSelection; quantity: number },
  halves: HalfPricing,
  stands: boolean,
  priceNow: () => PricedLine,
): PaperPrice | null {
  const paperCents = stands
    ? charged.priceCents
    : orNull(() => priceLine(paperMenu, input.selection, input.quantity, halves));
  const menuCents = stands ? orNull(priceNow) : charged.priceCents;
  return paperCents === menuCents ? null : { version: paperMenu.version, stands, paperCents, menuCents };
}

function summaryOf(order: OrderRow, line: OrderLineRow, p: PaperPrice): string {
  const on = `${line.productName} on #${order.orderNumber} (printed offline as ${order.offlineNumber})`;
  const paper = p.paperCents === null ? 'not on its menu' : `${dollars(p.paperCents)} on paper`;
  const now = p.menuCents === null ? 'no longer on the menu' : `${dollars(p.menuCents)} on the menu now`;
  return p.stands
    ? `Kept the printed price of ${on}: ${paper}, ${now}`
    : `Charged today’s price of ${on}: ${now}, ${paper} — the paper was printed after the price changed, or its tablet already had the new menu`;
}

/** The audit line: today's menu's price → the paper's when it stands, the paper's → today's when it does not. */
export function paperPriceEntry(
  viewer: RestaurantViewer,
  order: OrderRow,
  line: OrderLineRow,
  p: PaperPrice,
  menuVersion: number | undefined,
): AuditLine {
  return {
    kind: 'order.offline-price',
    summary: summaryOf(order, line, p),
    actor: actorOf(viewer),
    orderId: order.id,
    subjectId: line.id,
    before: p.stands ? p.menuCents : p.paperCents,
    after: line.priceCents,
    detail: {
      orderNumber: order.orderNumber,
      offlineNumber: order.offlineNumber,
      line: line.productName,
      printedMenuVersion: p.version,
      menuVersion: menuVersion ?? null,
      paperCents: p.paperCents,
      menuCents: p.menuCents,
      kept: p.stands,
    },
  };
}
