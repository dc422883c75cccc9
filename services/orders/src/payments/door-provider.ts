import type { Stripe } from '@zest/kit';
import { CHECKOUT_MINUTES, CURRENCY, localId } from './connect';

/**
 * A delivery paid at the door by QR (docs/decisions/0081-paid-at-the-door-by-qr.md): the customer's phone opens
 * our small page for the part, chooses a tip there, and pays a Checkout Session made for the part and that tip
 * on the restaurant's Connect account. Only the session's signed event settles the part.
 */
export interface DoorAsk {
  partId: string;
  restaurantId: string;
  orderId: string;
  account: string;
  amountCents: number;
  tipCents: number;
  /** "Order #12 at Luigi's": what Stripe's page and the statement name. */
  description: string;
  /** The session the customer may still pay (a tip chosen before): expired before a new one is made. */
  previousSession: string | null;
  /** Our page of the part: where Stripe sends the customer after paying, or back. */
  successUrl: string;
  cancelUrl: string;
}

export interface DoorProvider {
  readonly mode: 'stripe' | 'sandbox';
  /** A Checkout Session for the part and the tip; the same however often asked for the same choice. */
  checkout(ask: DoorAsk): Promise<{ sessionId: string; url: string }>;
  /** The session stops taking payments (a part canceled, a tip chosen again); one no longer open is left as it is. */
  expire(account: string, sessionId: string): Promise<void>;
}

/** The part's metadata: on the session and on its PaymentIntent, so either names the part it pays. */
const metadataOf = (ask: DoorAsk) => ({ partId: ask.partId, restaurantId: ask.restaurantId, orderId: ask.orderId });

export class StripeDoor implements DoorProvider {
  readonly mode = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  async checkout(ask: DoorAsk) {
    const options = { stripeAccount: ask.account };
    // One session payable at a time: the one of an earlier tip choice stops taking payments first.
    if (ask.previousSession) await this.expire(ask.account, ask.previousSession);
    const line = (name: string, cents: number) => ({
      quantity: 1,
      price_data: { currency: CURRENCY, unit_amount: cents, product_data: { name } },
    });
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [line(ask.description, ask.amountCents), ...(ask.tipCents > 0 ? [line('Tip', ask.tipCents)] : [])],
        client_reference_id: ask.partId,
        metadata: { ...metadataOf(ask), tipCents: String(ask.tipCents) },
        payment_intent_data: { metadata: metadataOf(ask) },
        success_url: ask.successUrl,
        cancel_url: ask.cancelUrl,
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
      },
      // A retry of the same choice is the same session; a choice after another is a new one.
      {
        ...options,
        idempotencyKey: `door-part-${ask.partId}-tip-${ask.tipCents}-after-${ask.previousSession ?? 'none'}`,
      },
    );
    if (!session.url) throw new Error('Stripe answered a checkout session without a url');
    return { sessionId: session.id, url: session.url };
  }

  async expire(account: string, sessionId: string) {
    const options = { stripeAccount: account };
    // Only an open session can be expired: a paid one is settled by its event, an expired one is done.
    const session = await this.stripe.checkout.sessions.retrieve(sessionId, {}, options);
    if (session.status === 'open') await this.stripe.checkout.sessions.expire(sessionId, {}, options);
  }
}

/** The local stand-in: the sandbox's door page (door-pages.ts) is the payment page and sends the events itself. */
export class SandboxDoor implements DoorProvider {
  readonly mode = 'sandbox';

  async checkout(ask: DoorAsk) {
    return { sessionId: localId('cs'), url: ask.successUrl };
  }

  /** Nothing is left open here: the sandbox's page pays as the tip is chosen, and refuses a part no longer waiting. */
  async expire() {}
}
