import express, { type Express } from 'express';
import Stripe from 'stripe';
import type { ZodType } from 'zod';
import type { Logger } from '../core/log';

export type { Stripe };

/**
 * Stripe for the services that take money: billing (the platform's plans) and orders (a restaurant's
 * online orders, on its own Connect account). One client, one sandbox secret, one way to decide between
 * real Stripe and the local sandbox.
 */

/**
 * The local sandbox's webhook secret. Not a secret: it is used only with STRIPE_SANDBOX=true, which
 * no production service accepts (paymentsFrom).
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_zest_local_sandbox_not_a_secret';

/** The key the SDK is built with in sandbox mode: it is only used for webhook signatures, never for a call. */
export const LOCAL_SECRET_KEY = 'sk_test_zest_local_sandbox';

/**
 * The Stripe SDK, optionally aimed at another API host (stripe-mock in tests:
 * STRIPE_API_BASE=http://127.0.0.1:12111). Telemetry headers off: nothing
 * extra leaves the process.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });
}

export type Payments =
  { mode: 'stripe'; secretKey: string; webhookSecret: string } | { mode: 'sandbox'; webhookSecret: string };

/**
 * Real Stripe or the local sandbox, decided once. The sandbox signs its own
 * events with a secret anyone can read, so it runs only when asked for and
 * never in production; real Stripe needs both of its secrets. `webhookVar`
 * names the variable the webhook secret came from (billing's endpoint and
 * the Connect endpoint each have their own).
 */
export function paymentsFrom(
  env: {
    NODE_ENV: string;
    STRIPE_SANDBOX: 'true' | 'false';
    /** The operator's word that this production-mode deployment is a machine of their own (issue 47). */
    LOCAL_SANDBOX?: 'true' | 'false';
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
  },
  webhookVar = 'STRIPE_WEBHOOK_SECRET',
): Payments | { refused: string } {
  if (env.STRIPE_SANDBOX === 'true') {
    if (env.NODE_ENV === 'production' && env.LOCAL_SANDBOX !== 'true')
      return {
        refused:
          'STRIPE_SANDBOX=true is refused with NODE_ENV=production: set real Stripe keys, or LOCAL_SANDBOX=true on a machine no one else reaches (docker compose: ZEST_LOCAL_SANDBOX=true)',
      };
    if (env.STRIPE_SECRET_KEY)
      return { refused: 'STRIPE_SANDBOX=true and STRIPE_SECRET_KEY are both set: choose the sandbox or real Stripe' };
    return { mode: 'sandbox', webhookSecret: LOCAL_WEBHOOK_SECRET };
  }
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
    return {
      refused: `set STRIPE_SECRET_KEY and ${webhookVar} for real Stripe, or STRIPE_SANDBOX=true for the local sandbox (not in production)`,
    };
  if (env.STRIPE_WEBHOOK_SECRET === LOCAL_WEBHOOK_SECRET)
    return { refused: `${webhookVar} is the sandbox's public secret: use the one Stripe gave you` };
  return { mode: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
}

/** What a webhook endpoint answers Stripe: 2xx is delivered, anything else is sent again later. */
export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const webhookRefused = (message: string): WebhookAnswer => ({ status: 400, body: { success: false, message } });

/** Queued nowhere (Redis away): Stripe retries anything but 2xx, so nothing is lost. */
const WEBHOOK_LATER: WebhookAnswer = { status: 503, body: { success: false, message: 'Try again shortly.' } };

/**
 * A Stripe event verified on its raw bytes (signature, timestamp tolerance, JSON), or the answer that
 * refuses it. The caller checks the event's shape and queues it.
 */
function verifiedEvent(
  stripe: Stripe,
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
  log: Pick<Logger, 'warn'>,
): { event: unknown } | { refused: WebhookAnswer } {
  if (!signature) return { refused: webhookRefused('Missing Stripe-Signature header.') };
  try {
    return { event: stripe.webhooks.constructEvent(rawBody, signature, secret) };
  } catch (error) {
    // Wrong signature, a timestamp outside the tolerance, or a body that is not JSON.
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ reason: message.slice(0, 200) }, 'webhook refused');
    return { refused: webhookRefused('The webhook signature could not be verified.') };
  }
}

const NOT_AN_EVENT = 'The webhook body is not a Stripe event.';

/** What an event asks of the service: a job, nothing (answered as ignored), or a refusal. */
export type WebhookJob<J> = { name: string; data: J; jobId: string } | { refused: WebhookAnswer } | null;

/**
 * A Stripe webhook received: verified, read with `schema`, turned into a job by `jobOf` and queued
 * (job id = the event's, so a redelivery is one job), and answered at once; the consumer does the work.
 */
/** Where a webhook is verified: the client that checks signatures, the endpoint's secret, the log. */
export interface WebhookEndpoint {
  stripe: Stripe;
  secret: string;
  log: Pick<Logger, 'warn' | 'error'>;
}

export async function receiveWebhook<E, J>(
  o: WebhookEndpoint,
  delivery: { rawBody: Buffer; signature: string | undefined },
  schema: ZodType<E>,
  jobOf: (event: E) => WebhookJob<J>,
  queue: { add(name: string, data: J, options: { jobId: string }): Promise<unknown> },
): Promise<WebhookAnswer> {
  const verified = verifiedEvent(o.stripe, o.secret, delivery.rawBody, delivery.signature, o.log);
  if ('refused' in verified) return verified.refused;
  const event = schema.safeParse(verified.event);
  if (!event.success) return webhookRefused(NOT_AN_EVENT);
  const job = jobOf(event.data);
  if (!job) return { status: 200, body: { received: true, ignored: true } };
  if ('refused' in job) return job.refused;
  try {
    await queue.add(job.name, job.data, { jobId: job.jobId });
  } catch (error) {
    o.log.error({ err: error, jobId: job.jobId }, 'could not queue a webhook event');
    return WEBHOOK_LATER;
  }
  return { status: 200, body: { received: true } };
}

/** POST `path`: the raw body, at most 1 MB, to `receive`, whose answer is sent as JSON. */
export function mountWebhook(
  app: Express,
  path: string,
  receive: (rawBody: Buffer, signature: string | undefined) => Promise<WebhookAnswer>,
) {
  app.post(path, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const answer = await receive(body, req.header('stripe-signature'));
    res.status(answer.status).json(answer.body);
  });
}
