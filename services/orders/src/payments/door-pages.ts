import { escapeHtml, formatDollars, type Logger, type Stripe } from '@zest/kit';
import express, { type Express } from 'express';
import { localId } from './connect';
import type { DoorPage, DoorPayments } from './door-payments';
import type { PaymentWebhook } from './payment-events';
import { page, sendSandboxEvent } from './sandbox-page';
import { tipFor } from './sandbox-reader';

export interface DoorPageDeps {
  doors: DoorPayments;
  /** The sandbox's: signs its events with the webhook secret, exactly as Stripe would. Null with real Stripe. */
  sandbox: { stripe: Stripe; webhookSecret: string; webhook: PaymentWebhook } | null;
  log: Logger;
}

const GONE = 'This payment link does not exist.';

/**
 * The customer's page of a delivery paid at the door (docs/decisions/0081-paid-at-the-door-by-qr.md), which
 * the driver's QR code opens on the customer's phone: the amount, the restaurant's tip choices and "no tip".
 * With real Stripe (`/door/…`) a choice makes the part's Checkout Session and goes to it; in the sandbox
 * (`/sandbox/door/…`) the page is the payment page too, and a choice sends the signed events Stripe would
 * (the session paid, and its PaymentIntent's own, which moves nothing) through the same webhook path.
 * Plain HTML: no script, nothing from elsewhere; it looks again every two seconds while a payment is confirmed.
 */
export function mountDoorPages(app: Express, deps: DoorPageDeps | null) {
  for (const base of ['/door', '/sandbox/door']) {
    const ours = deps && (base === '/sandbox/door') === (deps.sandbox !== null);
    if (!deps || !ours) {
      app.use(base, (_req, res) => {
        res.status(404).type('text').send('There are no door payments on this server.');
      });
      continue;
    }
    const router = express.Router();
    router.use(express.urlencoded({ extended: false, limit: '1kb' }));
    router.get('/:restaurantId/:partId', async (req, res) => {
      const found = await deps.doors.page(req.params.restaurantId, req.params.partId);
      if (!found) return res.status(404).type('text').send(GONE);
      const said = req.query.said === 'paid';
      res.type('html').send(page(`Pay ${found.restaurant.name}`, body(found, base, said), deps.sandbox !== null));
    });
    router.post('/:restaurantId/:partId/pay', async (req, res) => {
      const back = `${base}/${req.params.restaurantId}/${req.params.partId}`;
      const percent = Number(req.body?.percent ?? NaN);
      const made = Number.isInteger(percent)
        ? await deps.doors.checkout(req.params.restaurantId, req.params.partId, percent)
        : null;
      if (!made) return res.redirect(303, back);
      if (!deps.sandbox) return res.redirect(303, made.url);
      const { part, tipCents } = made;
      const paymentIntent = localId('pi');
      const amount = part.amountCents + tipCents;
      const metadata = { partId: part.id, restaurantId: part.restaurantId, orderId: part.orderId };
      await sendSandboxEvent(deps.sandbox, 'checkout.session.completed', part.account, {
        id: part.checkoutSession,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: amount,
        currency: 'usd',
        payment_status: 'paid',
        payment_intent: paymentIntent,
        metadata: { ...metadata, tipCents: String(tipCents) },
      });
      await sendSandboxEvent(deps.sandbox, 'payment_intent.succeeded', part.account, {
        id: paymentIntent,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'usd',
        status: 'succeeded',
        metadata,
      });
      deps.log.info({ partId: part.id, tipCents }, 'sandbox door payment paid');
      res.redirect(303, `${back}?said=paid`);
    });
    app.use(base, router);
  }
}

function body(found: DoorPage, base: string, said: boolean) {
  const { restaurant, part, orderNumber, tipPercents } = found;
  const heading = `<h1>${escapeHtml(restaurant.name)}</h1><p>Order #${orderNumber}</p>`;
  if (part.status === 'succeeded')
    return `${heading}<p class="price">${formatDollars(part.amountCents + part.tipCents)}</p>
<p role="status"><strong>Paid. Thank you!</strong>${part.tipCents ? ` Your tip of ${formatDollars(part.tipCents)} goes to your driver.` : ''}</p>`;
  if (part.status !== 'waiting')
    return `${heading}<p role="status">This payment link is no longer in use: ask your driver for a new one.</p>`;
  if (said)
    return `<meta http-equiv="refresh" content="2">${heading}
<p role="status">Thank you: your payment is being confirmed…</p>`;
  const action = `${base}/${escapeHtml(part.restaurantId)}/${escapeHtml(part.id)}/pay`;
  const payWith = (percent: number, label: string, look = 'primary') =>
    `<form method="post" action="${action}"><input type="hidden" name="percent" value="${percent}"><button class="${look}" type="submit">${escapeHtml(label)}</button></form>`;
  const total = (tip: number) => formatDollars(part.amountCents + tip);
  const choices = tipPercents.map((p) => {
    const tip = tipFor(part.amountCents, p);
    return payWith(p, `${p}% tip (${formatDollars(tip)}) · Pay ${total(tip)}`);
  });
  return `${heading}
<p class="price">${formatDollars(part.amountCents)}</p>
${tipPercents.length ? '<h2>Add a tip for your driver?</h2>' : ''}
<div class="stack">
${[...choices, payWith(0, tipPercents.length ? `No tip · Pay ${total(0)}` : `Pay ${total(0)}`, tipPercents.length ? 'secondary' : 'primary')].join('\n')}
</div>`;
}
