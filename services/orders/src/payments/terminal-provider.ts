import type { Stripe } from '@zest/kit';
import { CURRENCY, localId, refundOn, type RefundAsk } from './connect';

/** The tips a reader offers: the owner's three percentages (and a typed amount), or none. */
export interface TipChoices {
  offered: boolean;
  percents: readonly number[];
}

/** A part of an order's payment asked of a card reader (docs/decisions/0080-card-payments-at-the-counter.md). */
export interface ReaderAsk {
  partId: string;
  restaurantId: string;
  orderId: string;
  account: string;
  amountCents: number;
  /** "Order #12 at Luigi's": what Stripe's dashboard and the statement name. */
  description: string;
}

/** The reader's action: the part's PaymentIntent, on the reader, with the tips it offers. */
export interface ReaderSend {
  account: string;
  /** Stripe's reader id (tmr_…). */
  reader: string;
  paymentIntent: string;
  amountCents: number;
  tips: TipChoices;
}

/** What a cancel found: stopped, or the card was already taken (the event will say so). */
export type CancelOutcome = 'canceled' | 'succeeded';

/**
 * Stripe Terminal, server-driven: the server makes the PaymentIntent and hands it to the reader; the
 * money is known only from Stripe's signed event. Every call is idempotent on the part, so a retry after
 * a lost answer is the same PaymentIntent, never a second charge.
 */
export interface TerminalProvider {
  readonly mode: 'stripe' | 'sandbox';
  /** Whether its events are live ones (a live key); a test key's and the sandbox's are not. */
  readonly livemode: boolean;
  /** The part's PaymentIntent (card_present), once per part however often asked. */
  intentFor(ask: ReaderAsk): Promise<string>;
  /** Sends it to the reader (again, on a retry: the same PaymentIntent). */
  send(s: ReaderSend): Promise<void>;
  /** Stops the reader and cancels the PaymentIntent, unless the card was already taken. */
  cancel(c: { account: string; reader: string; paymentIntent: string }): Promise<CancelOutcome>;
  /** Gives money back to the card (tip included when asked); once per key however often asked. Answers re_…. */
  refund(r: RefundAsk): Promise<string>;
}

export class StripeTerminal implements TerminalProvider {
  readonly mode = 'stripe';

  constructor(
    private readonly stripe: Stripe,
    readonly livemode = false,
  ) {}

  async intentFor(ask: ReaderAsk) {
    // A reader takes only cards presented to it. The SDK's types name the list for a later API version;
    // the version it speaks (and stripe-mock) take `payment_method_types`.
    const params = {
      amount: ask.amountCents,
      currency: CURRENCY,
      payment_method_types: ['card_present'],
      capture_method: 'automatic',
      description: ask.description,
      metadata: { partId: ask.partId, restaurantId: ask.restaurantId, orderId: ask.orderId },
    } as Stripe.PaymentIntentCreateParams;
    const intent = await this.stripe.paymentIntents.create(params, {
      stripeAccount: ask.account,
      idempotencyKey: `reader-part-${ask.partId}`,
    });
    return intent.id;
  }

  async send(s: ReaderSend) {
    await this.stripe.terminal.readers.processPaymentIntent(
      s.reader,
      {
        payment_intent: s.paymentIntent,
        process_config: s.tips.offered ? { tipping: { amount_eligible: s.amountCents } } : { skip_tipping: true },
      },
      { stripeAccount: s.account },
    );
  }

  async cancel(c: { account: string; reader: string; paymentIntent: string }): Promise<CancelOutcome> {
    const intent = await this.stripe.paymentIntents.retrieve(c.paymentIntent, {}, { stripeAccount: c.account });
    if (intent.status === 'succeeded') return 'succeeded';
    // The reader may have moved on already: its action is stopped where it still has one.
    await this.stripe.terminal.readers.cancelAction(c.reader, {}, { stripeAccount: c.account }).catch(() => undefined);
    if (intent.status !== 'canceled')
      await this.stripe.paymentIntents.cancel(c.paymentIntent, {}, { stripeAccount: c.account });
    return 'canceled';
  }

  refund(r: RefundAsk) {
    return refundOn(this.stripe, r);
  }
}

/** The local stand-in: the sandbox reader's page (sandbox-reader.ts) shows the waiting part and sends the events. */
export class SandboxTerminal implements TerminalProvider {
  readonly mode = 'sandbox';
  readonly livemode = false;

  /** Asked once per part: the part keeps it, and a retry sends the kept one. */
  async intentFor() {
    return localId('pi');
  }

  async send() {}

  async cancel(): Promise<CancelOutcome> {
    return 'canceled';
  }

  async refund() {
    return localId('re');
  }
}
