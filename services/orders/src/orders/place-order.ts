import {
  appendAudit,
  badInput,
  requirePrincipal,
  rowOf,
  runPrepared,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { randomUUID } from 'node:crypto';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import {
  orderPrints,
  orders,
  type Channel,
  type CustomerRow,
  type OrderPrintRow,
  type OrderRow,
  type OrderType,
  type TenderMethod,
  type TypedCustomer,
} from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { requireCustomer } from '../customers/customer-rows';
import { keyInput } from '../inputs';
import { judgePaper } from '../terminals/papers';
import { PLACE_ORDER } from './hot-statements';
import type { PricingFacts } from './models';
import { newOrderOnce, paperLine } from '../offline/offline-papers';
import { CASH_SHORT, NOTHING_TO_PRINT } from './orders.service';
import { placeOrderInput, type PlaceOrderInput } from './place-inputs';
import { lineColumns, lineTrail, makeLine, type MadeLine, type PlaceMenus } from '../lines/place-lines';
import { orderTotals, requireOrderTotal } from '../lines/pricing';
import { toOrder, type FullOrderRow } from './views';
import { cashDrawerAt, entriesJson, entryRows, ledgerBy, type LedgerBy } from '../ledger/ledger-store';
import type { OrderMoney } from '../ledger/order-entries';

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
    const [menus, halves, takingMinutes] = await Promise.all([
      this.menusFor(restaurant.id, input),
      this.facts.settings.halvesOf(restaurant.id),
      this.facts.settings.takingMinutesOf(restaurant.id),
    ]);
    // A to-go order has no customer (docs/product.md#order-types).
    const customerId = input.orderType === 'togo' ? null : (input.customerId ?? null);
    const tender = input.tender;
    const cashGiven = tender?.method === 'cash' ? (tender.cashGivenCents ?? null) : null;
    if (input.print && !input.lines.length) throw badInput(NOTHING_TO_PRINT);
    const id = randomUUID();
    const at = Date.now();

    const placed = await this.tenants.run([restaurant.id], (tx) =>
      newOrderOnce(tx, { restaurantId: restaurant.id, operation: 'placeOrder', key, id }, input, async (sent) => {
        const customer: CustomerRow | null = customerId ? await requireCustomer(tx, restaurant.id, customerId) : null;
        const paper = input.offlineNumber
          ? await judgePaper(tx, sent?.terminal ?? null, input.printedAt, restaurant.timeZone)
          : null;
        const paperOrder = {
          offlineNumber: input.offlineNumber,
          paperTimeKept: paper?.kept ?? false,
          paperMenuVersion: paper?.menuVersion ?? null,
          createdAt: paper?.at ?? new Date(at),
        };
        const lines = input.lines.map((l, i) =>
          makeLine(
            l,
            { restaurantId: restaurant.id, orderId: id, createdAt: new Date(at + i) },
            menus,
            halves,
            paperOrder,
          ),
        );
        const { order, prints } = await writePlaced(tx, {
          restaurant,
          id,
          taker: { name: viewer.name, employeeId: viewer.employeeId },
          orderType: input.orderType,
          customerId,
          notes: input.notes,
          scheduleTime: input.scheduleTime,
          takingMinutes,
          lines,
          print: input.print,
          tender: tender ? { method: tender.method, cashGiven } : null,
          paper: paper && {
            at: paper.at,
            offlineNumber: input.offlineNumber,
            terminalId: sent?.terminal?.id ?? null,
            printedAt: input.printedAt,
            kept: paper.kept,
            menuVersion: paper.menuVersion,
          },
          channel: 'counter',
          by: ledgerBy(viewer, { terminal: input.terminal }),
        });
        const trail = lineTrail(viewer, order, lines, menus.now?.version);
        if (paper) trail.unshift(paperLine(viewer, order, paper, sent?.terminal ?? null));
        await appendAudit(tx, restaurant, ...trail);
        return { ...order, lines: lines.map((l) => l.row), prints, customer, trip: null };
      }),
    );
    if (!placed.replayed) await this.changes.after(placed.full, placed.full.printCount ? 'printed' : 'created', null);
    return answer(placed.full, restaurant);
  }

  /** Today's menu, and the older ones a paper's lines name (only a paper may keep an older price). */
  private async menusFor(restaurantId: string, input: PlaceOrderInput): Promise<PlaceMenus> {
    const menus = this.facts.menus;
    const now = input.lines.some((l) => l.selection) ? await menus.menuOf(restaurantId) : null;
    const older: PlaceMenus['older'] = new Map();
    if (!input.offlineNumber) return { now, older };
    const versions = new Set(
      input.lines.flatMap((l) => (l.menuVersion && l.menuVersion !== now?.version ? [l.menuVersion] : [])),
    );
    for (const version of versions) {
      const menu = await menus.menuAt(restaurantId, version);
      if (menu) older.set(version, { menu, replacedAt: await menus.replacedAt(restaurantId, version) });
    }
    return { now, older };
  }
}

function answer(full: FullOrderRow, restaurant: KnownRestaurant) {
  const order = toOrder(full, restaurant);
  return { order, print: order.prints.find((p) => p.number === 1) ?? null };
}

/** An order placed whole, as the statement writes it: by the counter (placeOrder) or the ordering page. */
export interface Placing {
  restaurant: KnownRestaurant;
  id: string;
  /** Who took it: the session's name and employee, or the ordering page's. */
  taker: { name: string; employeeId: string | null };
  orderType: OrderType;
  customerId: string | null;
  notes: string;
  scheduleTime: string | null;
  takingMinutes: number;
  lines: MadeLine[];
  print: boolean;
  tender: { method: TenderMethod; cashGiven: number | null } | null;
  /** A paper printed offline: its time when kept, number, tablet, the time on it, and the menu it held. */
  paper: {
    at: Date | null;
    offlineNumber: string | null;
    terminalId: string | null;
    printedAt: Date | null;
    kept: boolean;
    menuVersion: number | null;
  } | null;
  channel: Channel;
  /** Who placed it and from which tablet, for the ledger (a printed order is in the books at once). */
  by: LedgerBy;
  /** An online order whose phone matched a counter customer with another name or address: what was typed. */
  typedCustomer?: TypedCustomer | null;
  /** Paid on the ordering page by card (its payment, taken by Stripe, is its money). */
  paidOnline?: boolean;
}

/**
 * Prices the order from its lines (the restaurant's delivery charge and tax), refuses a total past the
 * limit or cash short of it, and writes it in one statement (hot-statements.ts PLACE_ORDER).
 */
export async function writePlaced(
  tx: OrdersTransaction,
  p: Placing,
): Promise<{ order: OrderRow; prints: OrderPrintRow[] }> {
  const { restaurant, lines, tender, paper } = p;
  const subtotalCents = lines.reduce((sum, l) => sum + l.row.priceCents, 0);
  const totals = orderTotals({
    orderType: p.orderType,
    subtotalCents,
    deliveryRateCents: restaurant.deliveryChargeCents,
    taxPercentage: restaurant.taxPercentage,
  });
  requireOrderTotal(totals.totalCents);
  const cashGiven = tender?.cashGiven ?? null;
  if (cashGiven !== null && cashGiven < totals.totalCents) throw badInput(CASH_SHORT);
  const entries = p.print ? await placedEntries(tx, p, totals, cashGiven) : [];
  const [row] = await runPrepared<{ order: Record<string, unknown>; print: Record<string, unknown> | null }>(
    tx,
    PLACE_ORDER,
    [
      restaurant.id,
      p.id,
      p.orderType,
      p.customerId,
      p.taker.name,
      p.taker.employeeId,
      p.notes,
      p.scheduleTime,
      restaurant.deliveryChargeCents,
      restaurant.taxPercentage,
      totals.deliveryChargeCents,
      totals.taxCents,
      totals.totalCents,
      restaurant.timeZone,
      p.takingMinutes,
      lines.length,
      subtotalCents,
      JSON.stringify(lines.map((l) => lineColumns(l.row))),
      p.print,
      tender?.method ?? null,
      cashGiven,
      cashGiven === null ? null : cashGiven - totals.totalCents,
      paper?.at ? paper.at.toISOString() : null,
      paper?.offlineNumber ?? null,
      paper?.terminalId ?? null,
      paper?.printedAt ? paper.printedAt.toISOString() : null,
      paper?.kept ?? false,
      paper?.menuVersion ?? null,
      p.channel,
      p.typedCustomer ? JSON.stringify(p.typedCustomer) : null,
      entriesJson(entries),
      p.paidOnline ?? false,
    ],
  );
  const order = rowOf(orders, row!.order);
  return { order, prints: row!.print ? [rowOf(orderPrints, row!.print)] : [] };
}

/**
 * A printed order placed whole is in the books at once: its sale and its tender (a cash one into the open
 * drawer of its tablet), worked out as every change's are, written by the order's own statement.
 */
async function placedEntries(
  tx: OrdersTransaction,
  p: Placing,
  totals: Pick<OrderMoney, 'subtotalCents' | 'taxCents' | 'deliveryChargeCents' | 'totalCents'>,
  cashGiven: number | null,
) {
  const placed = {
    ...totals,
    restaurantId: p.restaurant.id,
    channel: p.channel,
    orderDay: '',
    orderType: p.orderType,
    lineCount: p.lines.length,
    deletedAt: null,
    voidedAt: null,
    discountCount: 0,
    discountCents: 0,
    printCount: 1,
    dayClosed: false,
    tender: p.tender?.method ?? null,
    cashGivenCents: cashGiven,
    paidOnline: p.paidOnline ?? false,
    paidInParts: false,
    id: null,
    orderNumber: null,
  };
  const cash = p.tender?.method === 'cash' ? await cashDrawerAt(tx, p.restaurant.id, p.by.terminal) : null;
  const nothing = { ...placed, lineCount: 0, printCount: 0, tender: null };
  return entryRows(nothing, placed, { by: p.by, booking: { day: null, closedDay: null }, what: 'printed', cash });
}
