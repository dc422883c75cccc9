import {
  actorOf,
  appendAudit,
  badInput,
  notFound,
  onceKnown,
  requirePrincipal,
  rowOf,
  runPrepared,
  type AuditLine,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { randomUUID } from 'node:crypto';
import type { OrdersTenants } from '../db/client';
import { orderPrints, orders, type CustomerRow, type OrderLineRow, type OrderPrintRow } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { requireCustomer } from '../customers/customer-rows';
import { cashSale } from '../drawers/cash-sales';
import { keyInput, ORDER_NOT_FOUND } from '../inputs';
import { PLACE_ORDER } from './hot-statements';
import type { PricingFacts } from './models';
import { readOrder } from './order-store';
import { CASH_SHORT, NOTHING_TO_PRINT } from './orders.service';
import { placeOrderInput, type PlaceLine } from './place-inputs';
import { notOnMenu, orderTotals, priceLine, requireOrderTotal, type HalfPricing, type LinePart } from './pricing';
import type { MenuIndex } from './pricing';
import { dollars, toOrder, type FullOrderRow } from './views';

/**
 * An order placed whole, in one request (issue 35): a terminal knows the order at Print, so it sends it
 * once — the order, its lines, and the print with its tender — and the server prices every line from
 * its own menu copy (never the client's numbers), then writes the counter, the order, the lines, the
 * print and the revenue rollup in one statement of one transaction, under one Idempotency-Key. The
 * rules are the step-by-step path's (createOrder, addOrderLine, addOpenItem, printOrder): the same
 * access, messages, prices, trail and notices; changes after it keep their own calls.
 */
export class PlaceOrderService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly facts: PricingFacts,
    private readonly changes: OrderChanges,
  ) {}

  async place(ctx: RequestContext, raw: unknown, rawKey: unknown) {
    const input = placeOrderInput.parse(raw);
    const key = keyInput.parse(rawKey);
    const viewer = requirePrincipal(ctx, 'order.take') as RestaurantViewer;
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'order.take');
    // Read before the transaction, as a line added alone is: priced as the menu and settings stand now.
    const [menu, halves, takingMinutes] = await Promise.all([
      input.lines.some((l) => l.selection) ? this.facts.menus.menuOf(restaurant.id) : null,
      this.facts.settings.halvesOf(restaurant.id),
      this.facts.settings.takingMinutesOf(restaurant.id),
    ]);
    const id = randomUUID();
    const at = Date.now();
    const lines = input.lines.map((l, i) => lineOf(l, restaurant.id, id, new Date(at + i), menu, halves));
    const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
    // A to-go order has no customer (docs/product.md#order-types).
    const customerId = input.orderType === 'togo' ? null : (input.customerId ?? null);
    const totals = orderTotals({
      orderType: input.orderType,
      subtotalCents,
      deliveryRateCents: restaurant.deliveryChargeCents,
      taxPercentage: restaurant.taxPercentage,
    });
    requireOrderTotal(totals.totalCents);
    if (input.print && !lines.length) throw badInput(NOTHING_TO_PRINT);
    const tender = input.tender;
    const cashGiven = tender?.method === 'cash' ? (tender.cashGivenCents ?? null) : null;
    if (cashGiven !== null && cashGiven < totals.totalCents) throw badInput(CASH_SHORT);

    const placed = await this.tenants.run([restaurant.id], async (tx) => {
      let made: FullOrderRow | undefined;
      const done = await onceKnown(
        tx,
        { restaurantId: restaurant.id, operation: 'placeOrder', key, request: input },
        { id },
        async () => {
          const customer: CustomerRow | null = customerId ? await requireCustomer(tx, restaurant.id, customerId) : null;
          const [row] = await runPrepared<{ order: Record<string, unknown>; print: Record<string, unknown> | null }>(
            tx,
            PLACE_ORDER,
            [
              restaurant.id,
              id,
              input.orderType,
              customerId,
              viewer.name,
              viewer.employeeId,
              input.notes,
              input.scheduleTime,
              restaurant.deliveryChargeCents,
              restaurant.taxPercentage,
              totals.deliveryChargeCents,
              totals.taxCents,
              totals.totalCents,
              restaurant.timeZone,
              takingMinutes,
              lines.length,
              subtotalCents,
              JSON.stringify(lines.map(lineColumns)),
              input.print,
              tender?.method ?? null,
              cashGiven,
              cashGiven === null ? null : cashGiven - totals.totalCents,
            ],
          );
          const order = rowOf(orders, row!.order);
          const prints: OrderPrintRow[] = row!.print ? [rowOf(orderPrints, row!.print)] : [];
          made = { ...order, lines, prints, customer, trip: null };
          await appendAudit(tx, restaurant, ...openItemLines(viewer, made));
          if (tender?.method === 'cash') await cashSale(tx, restaurant, order, viewer, input.terminal, cashGiven);
        },
      );
      // A retry with the same key: the order as it is now.
      const full = made ?? (await readOrder(tx, done.answer.id, [restaurant.id]));
      if (!full) throw notFound(ORDER_NOT_FOUND);
      return { full, replayed: done.replayed };
    });
    if (!placed.replayed) await this.changes.after(placed.full, placed.full.printCount ? 'printed' : 'created', null);
    return answer(placed.full, restaurant);
  }
}

function answer(full: FullOrderRow, restaurant: KnownRestaurant) {
  const order = toOrder(full, restaurant);
  return { order, print: order.prints.find((p) => p.number === 1) ?? null };
}

/** A line of the order, priced by the server: from the menu copy, or an open item as typed. */
function lineOf(
  l: PlaceLine,
  restaurantId: string,
  orderId: string,
  createdAt: Date,
  menu: MenuIndex | null,
  halves: HalfPricing,
): OrderLineRow {
  const common = {
    id: randomUUID(),
    restaurantId,
    orderId,
    notes: l.notes,
    createdAt,
    kitchenDoneAt: null,
    voidedAt: null,
    voidReason: null,
    voidedBy: null,
    voidApprovedBy: null,
  };
  if (l.open) {
    const parts: LinePart[] = [{ text: l.open.name, depth: 0, priceCents: l.open.priceCents }];
    const cents = l.open.priceCents;
    const open = { kind: 'open' as const, productName: l.open.name, parts, selection: null, open: true };
    return { ...common, ...open, quantity: 1, unitPriceCents: cents, priceCents: cents, menuVersion: null };
  }
  if (!menu) throw notOnMenu();
  const priced = priceLine(menu, l.selection, l.quantity, halves);
  return {
    ...common,
    kind: priced.kind,
    productName: priced.productName,
    parts: priced.parts,
    selection: l.selection,
    open: false,
    quantity: l.quantity,
    unitPriceCents: priced.unitPriceCents,
    priceCents: priced.priceCents,
    menuVersion: menu.version,
  };
}

/** A line as the statement takes it (hot-statements.ts PLACE_ORDER). */
const lineColumns = (l: OrderLineRow) => ({
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

/** A price typed at the counter, not the menu's: the trail says who typed what, as addOpenItem's does. */
function openItemLines(viewer: RestaurantViewer, order: FullOrderRow): AuditLine[] {
  let before = 0;
  return order.lines.flatMap((line) => {
    const after = orderTotals({ ...order, subtotalCents: before + line.priceCents }).totalCents;
    const was = orderTotals({ ...order, subtotalCents: before }).totalCents;
    before += line.priceCents;
    if (!line.open) return [];
    return [
      {
        kind: 'order.open-item',
        summary: `Open item on #${order.orderNumber}: ${line.productName} at ${dollars(line.priceCents)}`,
        actor: actorOf(viewer),
        orderId: order.id,
        subjectId: line.id,
        before: was,
        after,
        detail: { orderNumber: order.orderNumber, name: line.productName, priceCents: line.priceCents },
      },
    ];
  });
}
