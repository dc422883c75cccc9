import { useEffect } from 'react';
import { ErrorAlert } from '../../ui/controls/Alert';
import { LoadingState } from '../../ui/layout/Layout';
import { formatClock, formatTime } from '../../ui/format/dates';
import { formatDollars } from '../../ui/format/money';
import { paidCartDone } from './cart';
import type { Progress, RestStatus } from './rest';
import { centsOf } from './restShapes';
import {
  StyledCartLines,
  StyledColumns,
  StyledHeader,
  StyledInner,
  StyledPage,
  StyledPanel,
  StyledTotals,
} from './OnlinePage.styles';
import { StyledSteps } from './OnlineStatus.styles';
import { useOnlineStatus } from './useOnlineStatus';
import { formatPhone } from '../../ui/format/phone';

const STEPS: Record<'pickup' | 'delivery', { progress: Progress; label: string }[]> = {
  pickup: [
    { progress: 'received', label: 'Received' },
    { progress: 'accepted', label: 'Accepted' },
    { progress: 'in_kitchen', label: 'In the kitchen' },
    { progress: 'ready', label: 'Ready for pickup' },
    { progress: 'picked_up', label: 'Picked up' },
  ],
  delivery: [
    { progress: 'received', label: 'Received' },
    { progress: 'accepted', label: 'Accepted' },
    { progress: 'in_kitchen', label: 'In the kitchen' },
    { progress: 'ready', label: 'Ready, waiting for a driver' },
    { progress: 'out_for_delivery', label: 'Out for delivery' },
    { progress: 'delivered', label: 'Delivered' },
  ],
};

/** The sentence that says where the order is now. */
function nowWords(progress: Progress, readyAt: string | null, type: 'pickup' | 'delivery', timeZone: string) {
  const at = readyAt ? formatTime(readyAt, timeZone) : null;
  switch (progress) {
    case 'received':
      return 'The restaurant has your order and will confirm it in a moment.';
    case 'accepted':
    case 'in_kitchen': {
      // The headline says the step the steps below show.
      const step = progress === 'accepted' ? 'Accepted' : 'In the kitchen';
      return at ? `${step}: ${type === 'pickup' ? 'ready for pickup' : 'on its way'} at about ${at}.` : `${step}.`;
    }
    case 'ready':
      return type === 'pickup' ? 'Ready: come and pick it up.' : 'Ready: a driver will take it out shortly.';
    case 'picked_up':
      return 'Picked up. Enjoy your meal!';
    case 'out_for_delivery':
      return 'Out for delivery.';
    case 'delivered':
      return 'Delivered. Enjoy your meal!';
    case 'rejected':
      return 'The restaurant could not take this order.';
    case 'cancelled':
      return 'The restaurant cancelled this order.';
    case 'awaiting_payment':
      return 'Waiting for your card payment to be confirmed…';
    case 'not_paid':
      return 'Your card was not charged, and no order was placed.';
  }
}

/** A map of the restaurant's address in the customer's maps (a link the customer follows; nothing is fetched). */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** How the order is paid, as the customer reads it. */
function paymentWords(payment: RestStatus['payment'], status: RestStatus['payment_status'], progress: Progress) {
  if (payment === 'door') return 'Pay the driver at the door.';
  if (payment === 'pickup') return 'Pay when you pick it up.';
  if (status === 'refunded') return 'Your card payment was given back in full.';
  if (status === 'paid' && progress === 'cancelled') return 'Your card payment is being given back in full.';
  if (status === 'paid') return 'Paid by card.';
  if (status === 'canceled') return 'Your card was not charged.';
  return 'By card online, once the payment goes through.';
}

/** /order/:slug/status/:key: where the customer's order is, from received to delivered (or why it was not taken). */
export function OnlineStatusPage({ slug, orderKey }: { slug: string; orderKey: string }) {
  const { status: order, failure, loading } = useOnlineStatus(slug, orderKey);
  const progress = order?.progress;
  useEffect(() => {
    // The order behind a cart paid by card is written: the cart is done with.
    if (progress && progress !== 'awaiting_payment' && progress !== 'not_paid') paidCartDone(slug, orderKey);
  }, [progress, slug, orderKey]);
  if (loading) return <LoadingState>Finding your order…</LoadingState>;
  if (!order) {
    return (
      <StyledPage>
        <StyledColumns>
          <ErrorAlert>
            {failure?.said ?? 'We could not load your order. Check your connection; this page tries again.'}
          </ErrorAlert>
        </StyledColumns>
      </StyledPage>
    );
  }
  const type = order.order_type === 'delivery' ? 'delivery' : 'pickup';
  const steps = STEPS[type];
  const reached = steps.findIndex((s) => s.progress === order.progress);
  return (
    <StyledPage>
      <StyledHeader>
        <StyledInner>
          <h1>{order.order_number ? `Order #${order.order_number}` : 'Your order'}</h1>
          <p>{order.restaurant_name}</p>
          {type === 'pickup' && order.restaurant_address && (
            <p data-pickup-address>
              Pick up at {order.restaurant_address} ·{' '}
              <a href={mapLink(order.restaurant_address)} target="_blank" rel="noopener noreferrer">
                Map
              </a>
            </p>
          )}
          <p>
            <a href={`tel:${order.restaurant_phone}`}>{formatPhone(order.restaurant_phone)}</a>
          </p>
        </StyledInner>
      </StyledHeader>
      <StyledColumns>
        <main>
          <StyledPanel aria-labelledby="where-title">
            <h2 id="where-title">Where your order is</h2>
            <p role="status" data-progress={order.progress}>
              {nowWords(order.progress, order.ready_at, type, order.time_zone)}
            </p>
            {order.progress === 'not_paid' ? (
              <a href={`/order/${slug}`}>Back to the menu: your cart is kept</a>
            ) : order.progress === 'awaiting_payment' ? null : order.progress === 'rejected' ||
              order.progress === 'cancelled' ? (
              order.reject_reason && <ErrorAlert>{order.reject_reason}</ErrorAlert>
            ) : (
              <StyledSteps>
                {steps.map((step, i) => (
                  <li key={step.progress} data-done={i <= reached} aria-current={i === reached ? 'step' : undefined}>
                    {step.label}
                  </li>
                ))}
              </StyledSteps>
            )}
          </StyledPanel>
        </main>
        <StyledPanel aria-labelledby="receipt-title">
          <h2 id="receipt-title">Your receipt</h2>
          <p>
            {type === 'pickup' ? 'Pickup' : 'Delivery'}
            {order.schedule_time ? ` today at ${formatClock(order.schedule_time)}` : ', as soon as possible'} · placed{' '}
            {formatTime(order.placed_at, order.time_zone)}
          </p>
          <StyledCartLines>
            {order.lines.map((line, i) => (
              <li key={i}>
                <span>{line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}</span>
                <strong>{formatDollars(centsOf(line.price))}</strong>
              </li>
            ))}
          </StyledCartLines>
          <StyledTotals aria-label="Totals">
            <dt>Items</dt>
            <dd>{formatDollars(centsOf(order.subtotal))}</dd>
            {type === 'delivery' && (
              <>
                <dt>Delivery</dt>
                <dd>{formatDollars(centsOf(order.delivery_charge))}</dd>
              </>
            )}
            <dt>Tax</dt>
            <dd>{formatDollars(centsOf(order.tax))}</dd>
            <dt>Total</dt>
            <dd>{formatDollars(centsOf(order.total))}</dd>
          </StyledTotals>
          <p>{paymentWords(order.payment, order.payment_status, order.progress)}</p>
        </StyledPanel>
      </StyledColumns>
    </StyledPage>
  );
}
