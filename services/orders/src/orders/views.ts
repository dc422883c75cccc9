import { formatDollars, localDateTime, localIso, type KnownRestaurant } from '@zest/kit';
import type { CustomerRow, OrderDiscountRow, OrderLineRow, OrderPrintRow, OrderRow, OrderTripRow } from '../db/schema';
import { discountsOn } from '../discounts/views';
import type { CustomerModel, OrderModel } from './models';
import type { LineSelection } from '../lines/pricing';

/** Rows to the shapes the subgraph answers (docs/product.md#receipt): times in UTC and on the restaurant's clock. */

export const toCustomer = (c: CustomerRow): CustomerModel => ({
  id: c.id,
  restaurantId: c.restaurantId,
  fullName: c.fullName,
  phoneNumber: c.phoneNumber,
  street1: c.street1,
  street2: c.street2,
  city: c.city,
  zipcode: c.zipcode,
  country: c.country,
  notes: c.notes,
  createdAt: c.createdAt.toISOString(),
});

const selectionOf = (s: LineSelection | null) =>
  s && {
    productId: s.kind === 'product' ? s.productId : null,
    sizeId: s.kind === 'product' ? s.sizeId : null,
    specialId: s.kind === 'special' ? s.specialId : null,
    sideId: s.kind === 'side' ? s.sideId : null,
    toppings: s.kind === 'product' ? s.toppings : [],
    sides: s.kind === 'product' ? s.sides : [],
    items: s.kind === 'special' ? s.items : [],
  };

export const toLine = (l: OrderLineRow) => ({
  id: l.id,
  orderId: l.orderId,
  kind: l.kind,
  productName: l.productName,
  parts: l.parts,
  selection: selectionOf(l.selection),
  open: l.open,
  quantity: l.quantity,
  unitPriceCents: l.unitPriceCents,
  priceCents: l.priceCents,
  notes: l.notes,
  createdAt: l.createdAt.toISOString(),
  voided: l.voidedAt !== null,
  voidedAt: l.voidedAt?.toISOString() ?? null,
  voidReason: l.voidReason,
  voidedBy: l.voidedBy,
  voidApprovedBy: l.voidApprovedBy,
});

/** The stamp at the top of a reprint: "REPRINT 1 · 2026-11-22 18:05" (docs/product.md#receipt). */
export const printStamp = (number: number, printedAt: Date, timeZone: string) =>
  number > 1 ? `REPRINT ${number - 1} · ${localDateTime(printedAt, timeZone)}` : null;

export const toPrint = (p: OrderPrintRow, timeZone: string) => ({
  number: p.number,
  printedBy: p.printedBy,
  printedAt: p.printedAt.toISOString(),
  printedAtLocal: localDateTime(p.printedAt, timeZone),
  stamp: printStamp(p.number, p.printedAt, timeZone),
});

export type FullOrderRow = OrderRow & {
  lines: OrderLineRow[];
  prints: OrderPrintRow[];
  customer: CustomerRow | null;
  trip?: OrderTripRow | null;
  /** The discounts still standing, in the order they were given (none read: none shown). */
  discounts?: OrderDiscountRow[];
};

/** Who took a delivery out and when it was delivered and cashed out (the drivers service's trip events). */
const tripOf = (t: OrderTripRow | null | undefined, tz: string) =>
  t
    ? {
        driverId: t.driverId,
        driverName: t.driverName,
        assignedAt: t.assignedAt.toISOString(),
        outAt: t.outAt?.toISOString() ?? null,
        deliveredAt: t.backAt?.toISOString() ?? null,
        deliveredAtLocal: t.backAt ? localDateTime(t.backAt, tz) : null,
        cashedOutAt: t.cashedOutAt?.toISOString() ?? null,
      }
    : null;

export function toOrder(o: FullOrderRow, restaurant: KnownRestaurant): OrderModel {
  const tz = restaurant.timeZone;
  return {
    id: o.id,
    restaurantId: o.restaurantId,
    orderNumber: o.orderNumber,
    offlineNumber: o.offlineNumber,
    orderType: o.orderType,
    channel: o.channel,
    customerId: o.customerId,
    customer: o.customer ? toCustomer(o.customer) : null,
    typedCustomer: o.typedCustomer && {
      ...o.typedCustomer,
      matchedName: o.typedCustomer.matched?.fullName ?? null,
      matchedAddress: o.typedCustomer.matched
        ? [o.typedCustomer.matched.street1, o.typedCustomer.matched.city].filter(Boolean).join(', ')
        : null,
    },
    employeeName: o.employeeName,
    notes: o.notes,
    scheduleTime: o.scheduleTime,
    paperPrintedAt: o.paperPrintedAt?.toISOString() ?? null,
    paperPrintedAtLocal: o.paperPrintedAt ? localDateTime(o.paperPrintedAt, tz) : null,
    paperTimeKept: o.paperTimeKept,
    createdAt: o.createdAt.toISOString(),
    createdAtLocal: localDateTime(o.createdAt, tz),
    createdAtLocalIso: localIso(o.createdAt, tz),
    updatedAt: o.updatedAt.toISOString(),
    lines: o.lines.map(toLine),
    itemsCents: o.subtotalCents + o.discountCents,
    discounts: discountsOn(o),
    discountCents: o.discountCents,
    subtotalCents: o.subtotalCents,
    deliveryChargeCents: o.deliveryChargeCents,
    taxPercentage: o.taxPercentage,
    taxCents: o.taxCents,
    totalCents: o.totalCents,
    tender: o.tender,
    paidOnline: o.paidOnline,
    paidInParts: o.paidInParts,
    cashGivenCents: o.cashGivenCents,
    changeDueCents: o.changeDueCents,
    printCount: o.printCount,
    inHistory: o.lineCount > 0 || o.firstPrintedAt !== null,
    firstPrintedAt: o.firstPrintedAt?.toISOString() ?? null,
    lastPrintedAt: o.lastPrintedAt?.toISOString() ?? null,
    prints: o.prints.map((p) => toPrint(p, tz)),
    voided: o.voidedAt !== null,
    voidedAt: o.voidedAt?.toISOString() ?? null,
    voidReason: o.voidReason,
    voidedBy: o.voidedBy,
    voidApprovedBy: o.voidApprovedBy,
    beingTakenUntil: beingTakenUntil(o)?.toISOString() ?? null,
    readyAt: o.kitchenReadyAt?.toISOString() ?? null,
    readyAtLocal: o.kitchenReadyAt ? localDateTime(o.kitchenReadyAt, tz) : null,
    readyBy: o.kitchenReadyBy,
    pickedUpAt: o.pickedUpAt?.toISOString() ?? null,
    pickedUpAtLocal: o.pickedUpAt ? localDateTime(o.pickedUpAt, tz) : null,
    pickedUpBy: o.pickedUpBy,
    trip: tripOf(o.trip, tz),
    restaurantName: restaurant.name,
    restaurantAddress: restaurant.fullAddress,
    restaurantPhone: restaurant.phoneNumber,
    timeZone: tz,
    version: o.version,
  };
}

/**
 * Until when an order is being taken (docs/product.md#voids): unprinted, off any trip, not voided, and before
 * the time set when it reached the server. Null once it is not.
 */
export function beingTakenUntil(
  o: Pick<OrderRow, 'firstPrintedAt' | 'voidedAt' | 'beingTakenUntil'> & { trip?: unknown },
): Date | null {
  if (o.firstPrintedAt || o.voidedAt || o.trip || !o.beingTakenUntil) return null;
  return o.beingTakenUntil.getTime() > Date.now() ? o.beingTakenUntil : null;
}

/** For log lines and messages: "$12.50". */
export const dollars = (cents: number) => formatDollars(cents);
