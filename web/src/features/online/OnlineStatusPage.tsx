import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { readServerFailure } from '../../graphql/errors';
import { useEffect } from 'react';
import type { OnlinePayment, OnlinePaymentStatus, OnlineProgress } from '../../graphql/generated/graphql';
import { ErrorAlert } from '../../ui/Alert';
import { LoadingState } from '../../ui/Layout';
import { formatTime } from '../../ui/dates';
import { formatDollars } from '../../ui/money';
import { paidCartDone } from './cart';
import { ONLINE_TRACKING } from './operations';
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
import { useStatusStream } from './useStatusStream';

/** A slow look again besides the live stream (useStatusStream), should the stream be cut by the network. */
const EVERY_MS = 30_000;
const PAYING_EVERY_MS = 2_000;

const STEPS: Record<'pickup' | 'delivery', { progress: OnlineProgress; label: string }[]> = {
  pickup: [
    { progress: 'received', label: 'Received' },
    { progress: 'accepted', label: 'Accepted' },
    { progress: 'in_kitchen', label: 'In the kitchen' },
    { progress: 'ready', label: 'Ready for pickup' },
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
function nowWords(progress: OnlineProgress, readyAt: string | null, type: 'pickup' | 'delivery', timeZone: string) {
  const at = readyAt ? formatTime(readyAt, timeZone) : null;
  switch (progress) {
    case 'received':
      return 'The restaurant has your order and will confirm it in a moment.';
    case 'accepted':
    case 'in_kitchen':
      return at ? `Accepted: ${type === 'pickup' ? 'ready for pickup' : 'on its way'} at about ${at}.` : 'Accepted.';
    case 'ready':
      return type === 'pickup' ? 'Ready: come and pick it up.' : 'Ready: a driver will take it out shortly.';
    case 'out_for_delivery':
      return 'Out for delivery.';
    case 'delivered':
      return 'Delivered. Enjoy your meal!';
    case 'rejected':
      return 'The restaurant could not take this order.';
    case 'awaiting_payment':
      return 'Waiting for your card payment to be confirmed…';
    case 'not_paid':
      return 'Your card was not charged, and no order was placed.';
  }
}

/** How the order is paid, as the customer reads it. */
function paymentWords(payment: OnlinePayment, status: OnlinePaymentStatus | null) {
  if (payment === 'door') return 'Pay the driver at the door.';
  if (payment === 'pickup') return 'Pay when you pick it up.';
  if (status === 'refunded') return 'Your card payment was given back in full.';
  if (status === 'paid') return 'Paid by card.';
  return 'By card: not charged yet.';
}

/** /order/:slug/status/:key: where the customer's order is, from received to delivered (or why it was not taken). */
export function OnlineStatusPage() {
  const { slug = '', key = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(ONLINE_TRACKING, {
    variables: { slug, key },
    pollInterval: EVERY_MS,
    fetchPolicy: 'cache-and-network',
  });
  const progress = data?.onlineTracking.progress;
  const paying = progress === 'awaiting_payment';
  // The payment's webhook has no order to stream yet: look again every few seconds until it is written.
  useEffect(() => {
    if (!paying) return;
    const timer = setInterval(() => void refetch().catch(() => undefined), PAYING_EVERY_MS);
    return () => clearInterval(timer);
  }, [paying, refetch]);
  useEffect(() => {
    if (progress && progress !== 'awaiting_payment' && progress !== 'not_paid') paidCartDone(slug, key);
  }, [progress, slug, key]);
  useStatusStream(slug, key, () => void refetch().catch(() => undefined));
  if (!data && loading) return <LoadingState>Finding your order…</LoadingState>;
  const order = data?.onlineTracking;
  if (!order) {
    const failure = readServerFailure(error);
    return (
      <StyledPage>
        <StyledColumns>
          <ErrorAlert>
            {failure.message ?? 'We could not load your order. Check your connection; this page tries again.'}
          </ErrorAlert>
        </StyledColumns>
      </StyledPage>
    );
  }
  const type = order.orderType === 'delivery' ? 'delivery' : 'pickup';
  const steps = STEPS[type];
  const reached = steps.findIndex((s) => s.progress === order.progress);
  return (
    <StyledPage>
      <StyledHeader>
        <StyledInner>
          <h1>{order.orderNumber ? `Order #${order.orderNumber}` : 'Your order'}</h1>
          <p>{order.restaurantName}</p>
          <p>
            <a href={`tel:${order.restaurantPhone}`}>{order.restaurantPhone}</a>
          </p>
        </StyledInner>
      </StyledHeader>
      <StyledColumns>
        <main>
          <StyledPanel aria-labelledby="where-title">
            <h2 id="where-title">Where your order is</h2>
            <p role="status" data-progress={order.progress}>
              {nowWords(order.progress, order.readyAt ?? null, type, order.timeZone)}
            </p>
            {order.progress === 'not_paid' ? (
              <a href={`/order/${slug}`}>Back to the menu: your cart is kept</a>
            ) : order.progress === 'awaiting_payment' ? null : order.progress === 'rejected' ? (
              order.rejectReason && <ErrorAlert>{order.rejectReason}</ErrorAlert>
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
            {order.scheduleTime ? ` today at ${order.scheduleTime}` : ', as soon as possible'} · placed{' '}
            {formatTime(order.placedAt, order.timeZone)}
          </p>
          <StyledCartLines>
            {order.lines.map((line, i) => (
              <li key={i}>
                <span>{line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}</span>
                <strong>{formatDollars(line.priceCents)}</strong>
              </li>
            ))}
          </StyledCartLines>
          <StyledTotals aria-label="Totals">
            <dt>Items</dt>
            <dd>{formatDollars(order.subtotalCents)}</dd>
            {type === 'delivery' && (
              <>
                <dt>Delivery</dt>
                <dd>{formatDollars(order.deliveryChargeCents)}</dd>
              </>
            )}
            <dt>Tax</dt>
            <dd>{formatDollars(order.taxCents)}</dd>
            <dt>Total</dt>
            <dd>{formatDollars(order.totalCents)}</dd>
          </StyledTotals>
          <p>{paymentWords(order.payment, order.paymentStatus ?? null)}</p>
        </StyledPanel>
      </StyledColumns>
    </StyledPage>
  );
}
