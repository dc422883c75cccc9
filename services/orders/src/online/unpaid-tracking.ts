import { localDateTime, type KnownRestaurant } from '@zest/kit';
import type { OnlinePaymentRow } from '../db/schema';
import { orderTotals } from '../lines/pricing';
import type { CheckoutInput } from './checkout-input';

/** What a card payment keeps of its checkout that the status page shows before there is an order. */
interface KeptCheckout {
  input: Pick<CheckoutInput, 'orderType' | 'time'>;
  lines: { productName: string; quantity: number; priceCents: number; voidedAt: string | null }[];
}

/**
 * The status page of a checkout paid by card whose order is not written: waiting for the payment (or
 * for its webhook), a payment never made, or one given back. The lines are the cart as priced then.
 */
export function unpaidTracking(payment: OnlinePaymentRow, restaurant: KnownRestaurant) {
  const kept = payment.placing as KeptCheckout;
  const tz = restaurant.timeZone;
  const subtotalCents = kept.lines.reduce((sum, l) => sum + l.priceCents, 0);
  const { deliveryChargeCents } = orderTotals({
    orderType: kept.input.orderType,
    subtotalCents,
    deliveryRateCents: restaurant.deliveryChargeCents,
    taxPercentage: restaurant.taxPercentage,
  });
  return {
    orderId: payment.id,
    restaurantId: restaurant.id,
    orderNumber: 0,
    orderType: kept.input.orderType,
    progress:
      payment.status === 'canceled'
        ? ('not_paid' as const)
        : payment.status === 'refunded'
          ? ('rejected' as const)
          : ('awaiting_payment' as const),
    restaurantName: restaurant.name,
    restaurantPhone: restaurant.phoneNumber,
    restaurantAddress: restaurant.fullAddress,
    readyAt: null,
    readyAtLocal: null,
    rejectReason: payment.refundReason,
    scheduleTime: kept.input.time,
    payment: 'card' as const,
    paymentStatus: payment.status,
    refundReason: payment.refundReason,
    lines: kept.lines.map((l) => ({ name: l.productName, quantity: l.quantity, priceCents: l.priceCents })),
    subtotalCents,
    deliveryChargeCents,
    // The amount asked is what was priced then; the split shown is today's rates.
    taxCents: Math.max(0, payment.amountCents - subtotalCents - deliveryChargeCents),
    totalCents: payment.amountCents,
    placedAt: payment.createdAt.toISOString(),
    placedAtLocal: localDateTime(payment.createdAt, tz),
    timeZone: tz,
    version: 0,
  };
}
