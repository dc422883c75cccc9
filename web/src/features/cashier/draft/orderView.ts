import { orderTotals } from '@zest/pricing';
import { discountsOf, type ReceiptDiscount } from '../discounts/discounts';
import type { ReceiptLineFragment, OrderType, ReceiptFragment } from '../../../graphql/generated/graphql';
import type { LineAgain, LinePreview, OpStatus, RemoveOp, DraftCustomer, DraftOp, DraftState } from './draftTypes';
import { type VoidMark, voidMarkOf } from '../voids/voids';

/**
 * A saved line as something to add again: the server's `selection` sent back
 * repeats it (a customer's last order, Undo after a removal); an open item
 * goes back with its name and price.
 */
export function againOf(line: ReceiptLineFragment): LineAgain | null {
  const notes = line.notes ? { notes: line.notes } : {};
  const preview: LinePreview = {
    productName: line.productName,
    parts: line.parts.map(({ text, depth, priceCents }) => ({ text, depth, priceCents })),
    quantity: line.quantity,
    priceCents: line.priceCents,
    notes: line.notes,
    open: line.open,
  };
  // The selection comes back with __typename fields the input does not take.
  const toppings = (picks: NonNullable<ReceiptLineFragment['selection']>['toppings']) =>
    picks.map(({ toppingId, level, placement }) => ({ toppingId, level, placement }));
  const chosen = line.selection;
  if (chosen) {
    return {
      preview,
      line: {
        menu: {
          productId: chosen.productId,
          sizeId: chosen.sizeId,
          specialId: chosen.specialId,
          sideId: chosen.sideId,
          toppings: toppings(chosen.toppings),
          sides: chosen.sides,
          items: chosen.items.map((item) => ({
            itemId: item.itemId,
            toppings: toppings(item.toppings),
            sides: item.sides,
          })),
          quantity: line.quantity,
          ...notes,
        },
      },
    };
  }
  if (!line.open) return null;
  return {
    preview,
    line: { open: { name: line.productName, priceCents: line.unitPriceCents, ...notes } },
  };
}

/** A receipt line on screen: the server's, or one on its way. */
export interface DisplayLine {
  /** The server's line id, or the queue's op id for a line not confirmed yet. */
  id: string;
  productName: string;
  parts: readonly { text: string; depth: number }[];
  quantity: number;
  priceCents: number;
  notes: string;
  open: boolean;
  /**
   * saved: the server's; kept: a new order's, on the tablet until it is placed whole (at Print);
   * otherwise the queue's status, with its message.
   */
  status: 'saved' | 'kept' | OpStatus;
  message: string | null;
  /** The op to retry or dismiss, when the line (or its removal) is not confirmed. */
  opId: string | null;
  /** Taken off a printed order: kept, shown struck through, out of the totals (docs/product.md#voids). */
  voided: VoidMark | null;
  /** Its discount (docs/product.md#discounts), shown under it. */
  discount?: ReceiptDiscount | null;
}

/** A line the server has, as the receipt shows it; with a refused removal, marked so; with its discount. */
export function savedLine(
  line: ReceiptLineFragment,
  removal?: RemoveOp,
  discounts: readonly ReceiptDiscount[] = [],
): DisplayLine {
  return {
    id: line.id,
    productName: line.productName,
    parts: line.parts,
    quantity: line.quantity,
    priceCents: line.priceCents,
    notes: line.notes,
    open: line.open,
    status: removal ? 'failed' : 'saved',
    message: removal?.message ?? null,
    opId: removal?.id ?? null,
    voided: voidMarkOf(line),
    discount: discounts.find((d) => d.lineId === line.id) ?? null,
  };
}

export interface OrderView {
  started: boolean;
  orderId: string | null;
  orderType: OrderType | null;
  customer: DraftCustomer | null;
  scheduleTime: string | null;
  lines: DisplayLine[];
  /** The order's own discounts (an item's is on its line), shown above the totals. */
  discounts: ReceiptDiscount[];
  subtotalCents: number;
  deliveryChargeCents: number;
  taxPercentage: number;
  taxCents: number;
  totalCents: number;
  /** A change that moves the totals is on its way: the figures are the server's last ones. */
  estimated: boolean;
  /** Operations about the order itself (start, type, customer, schedule) that were refused or wait on the network. */
  problems: DraftOp[];
  /** Anything not confirmed yet. */
  pending: boolean;
}

/**
 * The order as the screen shows it: the server's order with the queue laid
 * over it. Lines on their way show at once; the money is always the
 * server's, marked as updating while a change that moves it is on its way.
 */
export function orderView(
  draft: DraftState,
  server: ReceiptFragment | null,
  rates: { taxPercentage: number; deliveryChargeCents?: number },
): OrderView {
  let orderType: OrderType | null = server?.orderType ?? null;
  let customer: DraftCustomer | null = server?.customer ?? null;
  let scheduleTime: string | null = server?.scheduleTime ?? null;
  const removed = new Map<string, RemoveOp>();
  const lines: DisplayLine[] = [];

  for (const op of draft.ops) {
    if (op.status === 'failed' && op.type !== 'remove') continue;
    if (op.type === 'start') {
      orderType = op.orderType;
      customer = op.customer;
    } else if (op.type === 'change') {
      if (op.orderType) orderType = op.orderType;
      if (op.customer) customer = op.customer;
      if (orderType === 'togo') customer = null;
      if (op.scheduleTime !== undefined) scheduleTime = op.scheduleTime || null;
    } else if (op.type === 'remove') {
      removed.set(op.lineId, op);
    }
  }

  for (const line of server?.lines ?? []) {
    const removal = removed.get(line.id);
    if (removal && removal.status !== 'failed') continue;
    lines.push(savedLine(line, removal, server?.discounts));
  }
  // A new order lives on the tablet until Print: its lines are kept there, and its totals worked out there.
  const onTablet = draft.orderId === null;
  for (const op of draft.ops) {
    if (op.type !== 'add' || removed.has(op.id)) continue;
    lines.push({
      id: op.id,
      ...op.preview,
      status: onTablet && op.status === 'waiting' ? 'kept' : op.status,
      message: op.message,
      opId: op.id,
      voided: null,
    });
  }

  const pending = draft.ops.length > 0;
  // The server works out every total (docs/product.md#totals-and-tax); until it answers, its last figures stand.
  const estimated = onTablet
    ? draft.ops.some((op) => op.status === 'sending')
    : draft.ops.some((op) => op.status !== 'failed' && (op.type !== 'change' || op.orderType !== undefined));
  const taxPercentage = server?.taxPercentage ?? rates.taxPercentage;
  // With calls waiting on the network, the tablet works the totals out itself, with the rules the server uses
  // (docs/decisions/0045-the-terminal-offline.md): the customer is told them, and an order printed offline keeps them.
  const offline = draft.ops.some((op) => op.status === 'offline');
  // Discounts the order has follow its lines offline too, by the server's rules (a percent on the order grows).
  const worked = discountsOf({
    lines: lines.map((line) => ({ id: line.id, priceCents: line.priceCents, voided: !!line.voided })),
    discounts: server?.discounts ?? [],
  });
  const figures =
    offline || onTablet
      ? orderTotals({
          subtotalCents: worked.subtotalCents,
          orderType: orderType ?? 'togo',
          deliveryRateCents: rates.deliveryChargeCents ?? server?.deliveryChargeCents ?? 0,
          taxPercentage,
        })
      : server;
  return {
    started: draft.orderId !== null || draft.ops.some((op) => op.type === 'start'),
    orderId: draft.orderId,
    orderType,
    customer,
    scheduleTime,
    lines,
    discounts: (server?.discounts ?? []).filter((d) => !d.lineId),
    subtotalCents: figures?.subtotalCents ?? 0,
    deliveryChargeCents: figures?.deliveryChargeCents ?? 0,
    taxPercentage,
    taxCents: figures?.taxCents ?? 0,
    totalCents: figures?.totalCents ?? 0,
    estimated,
    problems: draft.ops.filter(
      (op) => (op.type === 'start' || op.type === 'change') && (op.status === 'failed' || op.status === 'offline'),
    ),
    pending,
  };
}
