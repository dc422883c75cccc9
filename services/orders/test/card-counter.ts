import { createStripeClient, LOCAL_WEBHOOK_SECRET } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { baseUrl, graphql } from '../../../tools/test/support';
import { connectSandboxStripe } from '../../../tools/test/stripe-connect';
import type { Tenant } from '../../../tools/test/tenants';
import { addOpenItem, startOrder } from './helpers';
import type { Tablet } from './tablets';

/**
 * The counter's card reader on the test stack (docs/decisions/0080-card-payments-at-the-counter.md): the
 * restaurant connected with the sandbox's Stripe, a sandbox reader by a tablet, and what a test does with it.
 */

export interface Part {
  id: string;
  orderId: string;
  status: string;
  amountCents: number;
  tipCents: number;
  failure: string | null;
  readerName: string | null;
  waitedTooLong: boolean;
}

const PART = 'id orderId status amountCents tipCents failure readerName waitedTooLong';

/** A sandbox reader placed by the tablet, as the owner registers it on the hub (the restaurant connected before). */
export async function placeReader(t: Tenant, tablet: Tablet, name = 'Counter'): Promise<{ id: string; url: string }> {
  const made = await graphql<{ registerCardReader: { id: string; sandboxUrl: string } }>(
    `
      mutation ($r: ID!, $i: RegisterCardReaderInput!) {
        registerCardReader(restaurantId: $r, input: $i) {
          id
          sandboxUrl
        }
      }
    `,
    { r: t.restaurantId, i: { registrationCode: 'simulated-wpe', name, terminalId: tablet.id } },
    { token: t.owner.token },
  );
  if (!made.data) throw new Error(`registerCardReader: ${JSON.stringify(made.errors)}`);
  return { id: made.data.registerCardReader.id, url: made.data.registerCardReader.sandboxUrl };
}

/** The restaurant connected with the sandbox's Stripe, and a reader named `name` by the tablet. */
export async function readerBy(t: Tenant, tablet: Tablet, name = 'Counter'): Promise<{ id: string; url: string }> {
  await connectSandboxStripe(t);
  return placeReader(t, tablet, name);
}

export const takeCard = (orderId: string, tablet: Tablet, token: string) =>
  graphql<{ takeCardPayment: Part }>(
    `mutation($o: ID!, $t: String!) { takeCardPayment(orderId: $o, terminal: $t) { ${PART} } }`,
    { o: orderId, t: tablet.proof },
    { token },
  );

export const readPart = (id: string, token: string) =>
  graphql<{ cardPayment: Part }>(`query($id: ID!) { cardPayment(id: $id) { ${PART} } }`, { id }, { token });

export const cancelPart = (id: string, token: string) =>
  graphql<{ cancelCardPayment: Part }>(
    `mutation($id: ID!) { cancelCardPayment(id: $id) { ${PART} } }`,
    { id },
    { token },
  );

/** The part once it is no longer waiting (the webhook's consumer applied the reader's event). */
export async function settled(id: string, token: string): Promise<Part> {
  for (let i = 0; i < 200; i += 1) {
    const read = await readPart(id, token);
    if (read.data && read.data.cardPayment.status !== 'waiting') return read.data.cardPayment;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the card payment stayed waiting');
}

/** A form on the sandbox reader's page pressed, as the customer would. */
export const pressReader = (url: string, action: 'tap' | 'decline', form: Record<string, string>) =>
  fetch(`${baseUrl()}${url}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

/** A Connect event about a PaymentIntent, signed as Stripe signs it, sent to the Connect webhook. */
export async function sendIntentEvent(e: {
  id?: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  account: string;
  paymentIntent: string;
  amount: number;
  tip?: number;
  metadata: Record<string, string>;
}) {
  const payload = JSON.stringify({
    id: e.id ?? `evt_test_${randomUUID()}`,
    object: 'event',
    type: e.type,
    account: e.account,
    livemode: false,
    data: {
      object: {
        id: e.paymentIntent,
        object: 'payment_intent',
        amount: e.amount,
        amount_received: e.type === 'payment_intent.succeeded' ? e.amount : 0,
        currency: 'usd',
        amount_details: { tip: e.tip ? { amount: e.tip } : {} },
        last_payment_error: e.type === 'payment_intent.payment_failed' ? { code: 'card_declined' } : null,
        metadata: e.metadata,
      },
    },
  });
  return sendConnectEvent(payload);
}

/** An event's payload signed as Stripe signs it, sent to the Connect webhook. */
export function sendConnectEvent(payload: string) {
  const signature = createStripeClient('sk_test_x').webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_WEBHOOK_SECRET,
  });
  return fetch(`${baseUrl()}/api/stripe/connect-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

/**
 * An order of `dollars` paid on the sandbox reader with the tip choice whose button starts with `tipLabel`
 * ("15%", "No tip"), as the customer taps it: the part once Stripe's event settled it.
 */
export async function payOnReader(
  t: Tenant,
  tablet: Tablet,
  reader: { url: string },
  dollars: string,
  tipLabel: string,
): Promise<{ part: Part; orderId: string }> {
  const order = await startOrder(t.cashier, t.restaurantId);
  await addOpenItem(t.cashier, order.id, 'Large pie', dollars);
  const taken = await takeCard(order.id, tablet, t.cashier);
  if (!taken.data) throw new Error(`takeCardPayment: ${JSON.stringify(taken.errors)}`);
  const part = taken.data.takeCardPayment;
  const screen = await (await fetch(`${baseUrl()}${reader.url}`)).text();
  const tip = new RegExp(`name="tip" value="(\\d+)"><button class="primary" type="submit">${tipLabel}`).exec(screen);
  if (!tip) throw new Error(`no "${tipLabel}" on the reader's screen`);
  const pressed = await pressReader(reader.url, 'tap', { part: part.id, tip: tip[1]! });
  if (pressed.status !== 303) throw new Error(`the reader answered ${pressed.status}`);
  return { part: await settled(part.id, t.cashier), orderId: order.id };
}
