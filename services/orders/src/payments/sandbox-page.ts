import { escapeHtml, formatDollars, type Logger, type RestaurantAccess, type Stripe } from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import express, { type Express } from 'express';
import type { OrdersTenants } from '../db/client';
import { onlinePayments, type OnlinePaymentRow } from '../db/schema';
import { localId } from './connect';
import type { PaymentWebhook } from './payment-events';
import type { SandboxRecord } from './stripe-day';

export interface PaymentSandboxDeps {
  tenants: OrdersTenants;
  access: RestaurantAccess;
  /** Signs the sandbox's events with the webhook secret, exactly as Stripe would. */
  stripe: Stripe;
  webhookSecret: string;
  webhook: PaymentWebhook;
  log: Logger;
  /** The sandbox's own record of what it took (decision 0082): what the reconciliation lists as Stripe's. */
  record?: Pick<SandboxRecord, 'charged'>;
}

/**
 * A sandbox page's event, sent as Stripe sends one: signed with the webhook's secret and handed to the same
 * verification and queue (the online payment page's and the card reader's).
 */
export async function sendSandboxEvent(
  deps: Pick<PaymentSandboxDeps, 'stripe' | 'webhookSecret' | 'webhook'>,
  type: string,
  account: string | null,
  object: Record<string, unknown>,
): Promise<void> {
  const payload = JSON.stringify({
    id: localId('evt'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    account,
    data: { object },
  });
  const header = deps.stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
  const answer = await deps.webhook.receive(Buffer.from(payload), header);
  if (answer.status !== 200) throw new Error(`sandbox event refused: ${JSON.stringify(answer.body)}`);
}

/** Where the browser goes after paying, or after leaving the payment page. */
export interface PaymentReturns {
  statusUrl: string;
  cancelUrl: string;
}

/**
 * A sandbox page: plain HTML, its own small style, no script and nothing from elsewhere (strict CSP). The same
 * frame serves the door's real payment page (door-pages.ts), without the sandbox's note.
 */
export const page = (title: string, body: string, sandbox = true) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d2433;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
.note{background:#fff4d6;border-radius:8px;padding:.5rem .75rem;font-size:.85rem}
.price{font-size:2rem;font-weight:700}
form{display:inline}
button,a.button{font:inherit;border:0;border-radius:8px;padding:.75rem 1.25rem;margin:.25rem .25rem 0 0;cursor:pointer;text-decoration:none;display:inline-block}
.primary{background:#9a3412;color:#fff}.secondary{background:#e8eaef;color:#1d2433}
.stack form{display:block}.stack button{width:100%;min-height:3.5rem;font-size:1.1rem}.stack input{font:inherit;padding:.5rem}
</style></head>
<body><main>
${sandbox ? '<p class="note">Sandbox: no card is charged. Set the Stripe keys to take real payments.</p>' : ''}
${body}
</main></body></html>`;

/**
 * The local stand-in for Stripe Checkout on a restaurant's account (docs/decisions/0065): its Pay
 * button sends the same signed event Stripe would, through the same verification and queue. Mounted
 * only with the sandbox on; 404 otherwise.
 */
export function mountPaymentSandbox(app: Express, deps: PaymentSandboxDeps | null) {
  if (!deps) {
    app.use('/sandbox/online', (_req, res) => {
      res.status(404).type('text').send('There is no payment sandbox on this server.');
    });
    return;
  }
  const router = express.Router();
  const find = async (restaurantId: string, sessionId: string) => {
    const restaurant = /^[0-9a-f-]{36}$/.test(restaurantId) ? await deps.access.directory.find(restaurantId) : null;
    if (!restaurant) return null;
    const row = await deps.tenants.run([restaurant.id], async (tx) => {
      const [found] = await tx
        .select()
        .from(onlinePayments)
        .where(and(eq(onlinePayments.restaurantId, restaurant.id), eq(onlinePayments.sessionId, sessionId)));
      return found ?? null;
    });
    return row ? { restaurant, row, returns: row.placing as PaymentReturns } : null;
  };

  const emit = async (type: string, row: OnlinePaymentRow, paymentStatus: string) => {
    const paymentIntent = paymentStatus === 'paid' ? localId('pi') : null;
    // The card is taken before Stripe tells of it: the sandbox's record has it whatever the books make of the event.
    if (paymentIntent && deps.record)
      await deps.record.charged({
        restaurantId: row.restaurantId,
        account: row.account,
        paymentIntent,
        amountCents: row.amountCents,
        tipCents: null,
        paymentId: row.id,
      });
    await sendSandboxEvent(deps, type, row.account, {
      id: row.sessionId,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: row.amountCents,
      currency: 'usd',
      payment_status: paymentStatus,
      payment_intent: paymentIntent,
      metadata: { paymentId: row.id, restaurantId: row.restaurantId },
    });
  };

  const gone = 'This payment page does not exist or has expired.';
  router.get('/:restaurantId/:sessionId', async (req, res) => {
    const found = await find(req.params.restaurantId, req.params.sessionId);
    if (!found) return res.status(404).type('text').send(gone);
    const { restaurant, row, returns } = found;
    const total = formatDollars(row.amountCents);
    const action = `/sandbox/online/${escapeHtml(restaurant.id)}/${escapeHtml(row.sessionId ?? '')}`;
    const body =
      row.status === 'open'
        ? `<form method="post" action="${action}/pay"><button class="primary" type="submit">Pay ${total}</button></form>
<form method="post" action="${action}/cancel"><button class="secondary" type="submit">Cancel</button></form>`
        : `<p>This payment is ${escapeHtml(row.status)}.</p><a class="button secondary" href="${escapeHtml(returns.statusUrl)}">Your order</a>`;
    res
      .type('html')
      .send(
        page(
          `Pay ${restaurant.name}`,
          `<h1>Order at ${escapeHtml(restaurant.name)}</h1><p class="price">${total}</p>${body}`,
        ),
      );
  });

  router.post('/:restaurantId/:sessionId/:action', async (req, res) => {
    const found = await find(req.params.restaurantId, req.params.sessionId);
    if (!found) return res.status(404).type('text').send(gone);
    const { row, returns } = found;
    const paying = req.params.action === 'pay';
    if (!paying && req.params.action !== 'cancel') return res.status(404).type('text').send(gone);
    if (row.status === 'open') {
      await emit(paying ? 'checkout.session.completed' : 'checkout.session.expired', row, paying ? 'paid' : 'unpaid');
      deps.log.info({ paymentId: row.id, paid: paying }, 'sandbox online payment');
    }
    res.redirect(303, paying ? returns.statusUrl : returns.cancelUrl);
  });

  app.use('/sandbox/online', router);
}
