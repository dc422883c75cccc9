import { formatDollars, localDateTime, localIso } from '@zest/kit';
import type { CashoutRow, DeliveryOrderRow, TripRow } from '../db/schema';

/** Rows to the shapes the subgraph answers: times in UTC and on the restaurant's clock. */

/** A moment three ways: UTC, the restaurant's clock, and ISO with the restaurant's offset. */
const clock = (at: Date, timeZone: string) => ({
  utc: at.toISOString(),
  local: localDateTime(at, timeZone),
  iso: localIso(at, timeZone),
});

export function toDeliveryOrder(o: DeliveryOrderRow, timeZone: string) {
  const created = clock(o.createdAt, timeZone);
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    customerName: o.customerName,
    customerPhone: o.customerPhone,
    street1: o.street1,
    street2: o.street2,
    city: o.city,
    zipcode: o.zipcode,
    lineCount: o.lineCount,
    subtotalCents: o.subtotalCents,
    deliveryChargeCents: o.deliveryChargeCents,
    taxCents: o.taxCents,
    totalCents: o.totalCents,
    createdAt: created.utc,
    createdAtLocal: created.local,
    createdAtLocalIso: created.iso,
    firstPrintedAt: o.firstPrintedAt?.toISOString() ?? null,
    scheduleTime: o.scheduleTime,
    readyAt: o.readyAt?.toISOString() ?? null,
  };
}

/**
 * What a driver owes for an order: its grand total less the delivery charge they keep and what a card paid at
 * the door (no cash reached the driver: a card-paid delivery owes its charge back to them); nothing once
 * deleted or voided.
 */
export const owedFor = (
  o: Pick<DeliveryOrderRow, 'totalCents' | 'deliveryChargeCents' | 'cardPaidCents' | 'deleted' | 'voided'> | null,
) => (o && !o.deleted && !o.voided ? o.totalCents - o.deliveryChargeCents - o.cardPaidCents : 0);

/**
 * A delivery's card tip, the driver's (docs/decisions/0083-card-tips-paid-to-drivers.md): handed over from a
 * drawer at the cash-out; none once deleted or voided (the void refunds it to the card).
 */
export const tipOf = (o: Pick<DeliveryOrderRow, 'cardTipCents' | 'deleted' | 'voided'> | null) =>
  o && !o.deleted && !o.voided ? o.cardTipCents : 0;

/** "$12.50", "−$3.00": for the audit trail's words. */
export const signedDollars = (cents: number) => formatDollars(cents, '−');

export interface TripWithOrder {
  trip: TripRow;
  order: DeliveryOrderRow | null;
  /** The driver's name now (the staff projection), when known. */
  driverName: string | null;
}

export function toTrip({ trip, order, driverName }: TripWithOrder, timeZone: string) {
  const assigned = clock(trip.assignedAt, timeZone);
  return {
    id: trip.id,
    orderId: trip.orderId,
    orderNumber: order?.orderNumber ?? 0,
    driver: { id: trip.driverId, name: driverName ?? trip.driverName },
    customerName: order?.customerName ?? null,
    street1: order?.street1 ?? '',
    street2: order?.street2 ?? '',
    city: order?.city ?? '',
    zipcode: order?.zipcode ?? '',
    totalCents: order?.totalCents ?? 0,
    deliveryChargeCents: order?.deliveryChargeCents ?? 0,
    // Settled: what it owed when it was cashed out; open: what it owes now.
    owedCents: trip.owedCents ?? owedFor(order),
    paidByCardCents: order?.cardPaidCents ?? 0,
    cardTipCents: order?.cardTipCents ?? 0,
    status: trip.backAt ? ('back' as const) : trip.outAt ? ('out' as const) : ('assigned' as const),
    assignedAt: assigned.utc,
    assignedAtLocal: assigned.local,
    assignedAtLocalIso: assigned.iso,
    assignedBy: trip.assignedBy,
    outAt: trip.outAt?.toISOString() ?? null,
    backAt: trip.backAt?.toISOString() ?? null,
    cashoutId: trip.cashoutId,
    orderDeleted: order?.deleted ?? false,
    orderVoided: order?.voided ?? false,
  };
}

export function toCashout(c: CashoutRow, driverName: string, timeZone: string) {
  const at = clock(c.cashedOutAt, timeZone);
  return {
    id: c.id,
    driver: { id: c.driverId, name: driverName },
    tripCount: c.tripCount,
    ordersTotalCents: c.ordersTotalCents,
    deliveryChargesCents: c.deliveryChargesCents,
    floatCents: c.floatCents,
    adjustmentsCents: c.adjustmentsCents,
    paidByCardCents: c.cardPaidCents,
    cardTipsCents: c.cardTipsCents,
    expectedCents: c.expectedCents,
    countedCents: c.countedCents,
    overShortCents: c.overShortCents,
    approvedBy: c.approvedByName,
    approvedByRole: c.approvedByRole,
    cashedOutAt: at.utc,
    cashedOutAtLocal: at.local,
    cashedOutAtLocalIso: at.iso,
  };
}

export type TripModel = ReturnType<typeof toTrip>;
export type CashoutModel = ReturnType<typeof toCashout>;
