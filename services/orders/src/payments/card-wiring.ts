import { Throttle, type Logger, type RedisClient, type RestaurantAccess, type Stripe } from '@zest/kit';
import type { Express } from 'express';
import type { OrdersTenants } from '../db/client';
import type { OrderChanges } from '../live/order-notices';
import { CardPayments } from './card-payments';
import { CardRefunds } from './card-refunds';
import type { ConnectProvider } from './connect';
import { mountDoorPages } from './door-pages';
import { DoorPayments } from './door-payments';
import { SandboxDoor, StripeDoor } from './door-provider';
import type { StripeOnboarding } from './onboarding';
import type { PaymentWebhook } from './payment-events';
import type { SandboxRecord } from './stripe-day';
import { mountPaymentSandbox } from './sandbox-page';
import { mountReaderSandbox } from './sandbox-reader';
import { SandboxTerminal, StripeTerminal } from './terminal-provider';

/** What the card services are made of: the restaurant's Connect account and the one webhook. */
export interface CardParts {
  tenants: OrdersTenants;
  access: RestaurantAccess;
  stripe: Stripe;
  connect: ConnectProvider | null;
  onboarding: StripeOnboarding;
  changes: OrderChanges;
  redis: RedisClient;
  webhook: PaymentWebhook | null;
  log: Logger;
  readerWaitSeconds: number;
  publicUrl: string | undefined;
}

/**
 * Card payments where the customer is (docs/decisions/0080, 0081): the counter's readers, their refunds, and
 * the door's QR, all on the same Connect account and webhook as the ordering page; none without card payments.
 */
export function cardServices(p: CardParts) {
  const { tenants, access, connect, log } = p;
  if (!connect) return { cards: null, cardRefunds: null, doors: null };
  const stripe = connect.mode === 'stripe';
  const cards = new CardPayments(
    tenants,
    access,
    stripe ? new StripeTerminal(p.stripe, connect.livemode) : new SandboxTerminal(),
    p.changes,
    new Throttle(p.redis),
    log,
    p.readerWaitSeconds,
  );
  const cardRefunds = new CardRefunds(tenants, access, cards.provider, log, p.webhook);
  const doors = new DoorPayments(
    tenants,
    access,
    p.onboarding,
    stripe ? new StripeDoor(p.stripe) : new SandboxDoor(),
    new Throttle(p.redis),
    p.publicUrl,
    log,
  );
  return { cards, cardRefunds, doors };
}

/**
 * The payment pages this service serves: the sandbox's online payment page and card reader (only with the
 * sandbox, each signing Stripe's events with the webhook's secret), and the door's tip page.
 */
export function mountCardPages(
  app: Express,
  p: Pick<CardParts, 'tenants' | 'access' | 'stripe' | 'webhook' | 'log'> & {
    sandbox: { webhookSecret: string; record: SandboxRecord | null } | null;
    doors: DoorPayments | null;
    cardsTaken: boolean;
  },
) {
  const { webhook } = p;
  const sandbox =
    webhook && p.sandbox
      ? {
          tenants: p.tenants,
          access: p.access,
          stripe: p.stripe,
          webhookSecret: p.sandbox.webhookSecret,
          webhook,
          log: p.log,
          record: p.sandbox.record ?? undefined,
        }
      : null;
  mountPaymentSandbox(app, sandbox);
  mountReaderSandbox(app, p.cardsTaken ? sandbox : null);
  mountDoorPages(
    app,
    p.doors && webhook
      ? {
          doors: p.doors,
          sandbox: p.sandbox ? { stripe: p.stripe, webhookSecret: p.sandbox.webhookSecret, webhook } : null,
          log: p.log,
        }
      : null,
  );
}
