import { dollarsToCents, escapeHtml, formatDollars, type Logger, type RestaurantAccess, type Stripe } from '@zest/kit';
import express, { type Express } from 'express';
import type { OrdersTenants } from '../db/client';
import type { CardReaderRow, OrderPaymentRow } from '../db/schema';
import { lockPart, readerById, tipChoicesOf, waitingOnReader } from './card-parts';
import type { PaymentWebhook } from './payment-events';
import { page, sendSandboxEvent } from './sandbox-page';
import type { SandboxRecord } from './stripe-day';

export interface ReaderSandboxDeps {
  tenants: OrdersTenants;
  access: RestaurantAccess;
  /** Signs the reader's events with the webhook secret, exactly as Stripe would. */
  stripe: Stripe;
  webhookSecret: string;
  webhook: PaymentWebhook;
  log: Logger;
  /** The sandbox's own record of what it took (decision 0082): what the reconciliation lists as Stripe's. */
  record?: Pick<SandboxRecord, 'charged'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GONE = 'There is no such card reader.';

/** A tip the customer may choose: a percent of what the part pays, rounded to the cent. */
export const tipFor = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);

/**
 * The sandbox reader (docs/decisions/0080-card-payments-at-the-counter.md): the screen of a card reader at
 * the counter, served locally. It shows the part its tablet sent, the restaurant's tip choices, and sends
 * Stripe's signed events through the same webhook, queue and consumer when Tap card or Decline is pressed.
 * A plain page: no script, nothing from elsewhere; it looks again every two seconds while idle.
 */
export function mountReaderSandbox(app: Express, deps: ReaderSandboxDeps | null) {
  if (!deps) {
    app.use('/sandbox/reader', (_req, res) => {
      res.status(404).type('text').send('There is no card reader sandbox on this server.');
    });
    return;
  }
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '2kb' }));

  const readerOf = async (restaurantId: string, readerId: string) => {
    if (!UUID.test(restaurantId) || !UUID.test(readerId)) return null;
    const restaurant = await deps.access.directory.find(restaurantId);
    if (!restaurant) return null;
    const reader = await deps.tenants.run([restaurant.id], (tx) => readerById(tx, restaurant.id, readerId));
    return reader && !reader.retiredAt ? { restaurant, reader } : null;
  };

  const emit = async (part: OrderPaymentRow, tipCents: number | null) => {
    const paid = tipCents !== null;
    const amount = part.amountCents + (tipCents ?? 0);
    // The card is taken before Stripe tells of it: the sandbox's record has it whatever the books make of the event.
    if (paid && deps.record && part.account && part.paymentIntent)
      await deps.record.charged({
        restaurantId: part.restaurantId,
        account: part.account,
        paymentIntent: part.paymentIntent,
        amountCents: amount,
        tipCents,
        partId: part.id,
      });
    return sendSandboxEvent(deps, paid ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', part.account, {
      id: part.paymentIntent,
      object: 'payment_intent',
      amount,
      amount_received: paid ? amount : 0,
      currency: 'usd',
      status: paid ? 'succeeded' : 'requires_payment_method',
      amount_details: { tip: paid && tipCents ? { amount: tipCents } : {} },
      last_payment_error: paid ? null : { code: 'card_declined', message: 'Your card was declined.' },
      metadata: { partId: part.id, restaurantId: part.restaurantId, orderId: part.orderId },
    });
  };

  router.get('/:restaurantId/:readerId', async (req, res) => {
    const found = await readerOf(req.params.restaurantId, req.params.readerId);
    if (!found) return res.status(404).type('text').send(GONE);
    const { restaurant, reader } = found;
    const { part, tips } = await deps.tenants.run([restaurant.id], async (tx) => ({
      part: await waitingOnReader(tx, reader),
      tips: await tipChoicesOf(tx, restaurant.id),
    }));
    const title = `${reader.name} · card reader`;
    const said = typeof req.query.said === 'string' ? req.query.said : null;
    // Just pressed: the event is on its way to the counter, so the part may still read as waiting.
    const answered = said !== null && req.query.part === part?.id;
    const asks = part && part.paymentIntent && !answered;
    res.type('html').send(page(title, asks ? asking(reader, part, tips) : idle(reader, said)));
  });

  router.post('/:restaurantId/:readerId/:action', async (req, res) => {
    const found = await readerOf(req.params.restaurantId, req.params.readerId);
    if (!found) return res.status(404).type('text').send(GONE);
    const { restaurant, reader } = found;
    const back = `/sandbox/reader/${restaurant.id}/${reader.id}`;
    const partId = typeof req.body?.part === 'string' && UUID.test(req.body.part) ? req.body.part : null;
    const part = partId ? await deps.tenants.run([restaurant.id], (tx) => lockPart(tx, restaurant.id, partId)) : null;
    if (!part || part.readerId !== reader.id || part.status !== 'waiting' || !part.paymentIntent)
      return res.redirect(303, `${back}?said=gone`);
    if (req.params.action === 'decline') {
      await emit(part, null);
      deps.log.info({ partId: part.id }, 'sandbox reader declined');
      return res.redirect(303, `${back}?said=declined&part=${part.id}`);
    }
    if (req.params.action !== 'tap') return res.status(404).type('text').send(GONE);
    const typed = typeof req.body?.customTip === 'string' && req.body.customTip.trim() ? req.body.customTip : null;
    const tip = typed !== null ? dollarsToCents(typed) : Number(req.body?.tip ?? 0);
    if (tip === null || !Number.isInteger(tip) || tip < 0 || tip > part.amountCents * 5)
      return res.redirect(303, `${back}?said=tip`);
    await emit(part, tip);
    deps.log.info({ partId: part.id, tipCents: tip }, 'sandbox reader approved');
    res.redirect(303, `${back}?said=approved&part=${part.id}`);
  });

  app.use('/sandbox/reader', router);
}

const SAID: Record<string, string> = {
  approved: 'Approved. Remove the card.',
  declined: 'Declined.',
  gone: 'That payment is no longer waiting.',
  tip: 'That tip is not an amount the reader takes.',
};

function idle(reader: CardReaderRow, said: string | null) {
  const note = said && SAID[said] ? `<p role="status"><strong>${escapeHtml(SAID[said])}</strong></p>` : '';
  return `<meta http-equiv="refresh" content="2">
<h1>${escapeHtml(reader.name)}</h1>${note}
<p>Ready. Waiting for the counter to send a total…</p>`;
}

function asking(reader: CardReaderRow, part: OrderPaymentRow, tips: { offered: boolean; percents: readonly number[] }) {
  const action = (what: string) => `/sandbox/reader/${part.restaurantId}/${reader.id}/${what}`;
  const hidden = `<input type="hidden" name="part" value="${escapeHtml(part.id)}">`;
  const tapWith = (tip: number, label: string) =>
    `<form method="post" action="${action('tap')}">${hidden}<input type="hidden" name="tip" value="${tip}"><button class="primary" type="submit">${escapeHtml(label)}</button></form>`;
  const choices = tips.offered
    ? `<h2>Add a tip?</h2><div class="stack">
${tips.percents.map((p) => tapWith(tipFor(part.amountCents, p), `${p}% · ${formatDollars(tipFor(part.amountCents, p))} · Tap card`)).join('\n')}
${tapWith(0, 'No tip · Tap card')}
<form method="post" action="${action('tap')}">${hidden}<p><label for="custom-tip">Other tip ($)</label>
<input id="custom-tip" name="customTip" inputmode="decimal" autocomplete="off" size="6"></p>
<button class="secondary" type="submit">Tap card with this tip</button></form></div>`
    : `<div class="stack">${tapWith(0, 'Tap card')}</div>`;
  return `<h1>${escapeHtml(reader.name)}</h1>
<p class="price">${formatDollars(part.amountCents)}</p>
${choices}
<h2>Or</h2>
<div class="stack"><form method="post" action="${action('decline')}">${hidden}<button class="secondary" type="submit">Decline</button></form></div>`;
}
