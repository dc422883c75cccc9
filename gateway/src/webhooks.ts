import express, { type Request, type Response, type Router } from 'express';
import { Agent, request } from 'undici';

/**
 * Paths the billing and orders services answer themselves, passed through
 * byte for byte: Stripe's webhooks (the signature covers the raw body, so it
 * must not meet express.json) and the local payment and onboarding sandbox pages. Mounted
 * before /api's JSON parser.
 */
const agent = new Agent({ connections: 16, keepAliveTimeout: 30_000 });

const PASSED_HEADERS = ['content-type', 'stripe-signature', 'x-request-id'];

/**
 * A request passed to a service as it came (the headers named), and its answer back; `unreachable` is what
 * the caller reads when the service does not answer.
 */
export function forwardTo(
  target: (req: Request) => URL,
  passed: readonly string[] = PASSED_HEADERS,
  unreachable = { what: 'payments', message: 'Payments are unavailable. Please try again shortly.' },
) {
  return async (req: Request, res: Response) => {
    const headers: Record<string, string> = { 'x-forwarded-for': req.ip ?? '' };
    for (const h of passed) {
      const v = req.header(h);
      if (v) headers[h] = v;
    }
    if (req.id) headers['x-request-id'] = String(req.id);
    try {
      const answer = await request(target(req), {
        method: req.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        headers,
        body: Buffer.isBuffer(req.body) && req.body.length ? req.body : undefined,
        dispatcher: agent,
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      for (const h of ['content-type', 'location', 'cache-control']) {
        const v = answer.headers[h];
        if (typeof v === 'string') res.setHeader(h, v);
      }
      res.status(answer.statusCode).send(body);
    } catch (error) {
      req.log.error({ err: error }, `${unreachable.what} unreachable`);
      // Stripe retries a webhook that did not get a 2xx.
      res.status(503).json({ success: false, message: unreachable.message });
    }
  };
}

export function paymentsPassThrough(billingGraphqlUrl: string, ordersGraphqlUrl: string): Router {
  const router = express.Router();
  const raw = (limit: string) => express.raw({ type: () => true, limit });
  router.post(
    '/api/stripe/webhook',
    raw('1mb'),
    forwardTo(() => new URL('/webhooks/stripe', billingGraphqlUrl)),
  );
  // Online orders' card payments: Stripe's Connect endpoint, with its own secret, and their sandbox page.
  router.post(
    '/api/stripe/connect-webhook',
    raw('1mb'),
    forwardTo(() => new URL('/webhooks/stripe-connect', ordersGraphqlUrl)),
  );
  router.all(
    '/sandbox/online/{*path}',
    raw('16kb'),
    forwardTo((req) => new URL(req.originalUrl, ordersGraphqlUrl)),
  );
  // The sandbox's Connect onboarding page (a restaurant's own Stripe account): the orders service's too.
  router.all(
    '/sandbox/connect/{*path}',
    raw('16kb'),
    forwardTo((req) => new URL(req.originalUrl, ordersGraphqlUrl)),
  );
  // The sandbox card reader's screen (docs/decisions/0080-card-payments-at-the-counter.md): the orders service's.
  router.all(
    '/sandbox/reader/{*path}',
    raw('16kb'),
    forwardTo((req) => new URL(req.originalUrl, ordersGraphqlUrl)),
  );
  // A delivery paid at the door by QR (decision 0081): the customer's page, and the sandbox's, are the orders service's.
  for (const door of ['/door/{*path}', '/sandbox/door/{*path}'])
    router.all(
      door,
      raw('16kb'),
      forwardTo((req) => new URL(req.originalUrl, ordersGraphqlUrl)),
    );
  router.all(
    '/sandbox/{*path}',
    raw('16kb'),
    forwardTo((req) => new URL(req.originalUrl, billingGraphqlUrl)),
  );
  return router;
}

/** The webhook in /api/openapi.json (it is not a row of a REST table: it takes Stripe's raw body). */
export const webhookOpenApiPaths = {
  '/api/stripe/webhook': {
    post: {
      summary: 'Stripe webhook: verified on the raw body (Stripe-Signature), queued, answered at once',
      tags: ['billing'],
      operationId: 'stripeWebhook',
      security: [],
      parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': { description: 'Queued (or an event type we ignore)' },
        '400': { description: 'Bad signature, stale timestamp or not a Stripe event' },
        '503': { description: 'Could not queue it now; Stripe retries' },
      },
    },
  },
  '/api/stripe/connect-webhook': {
    post: {
      summary:
        "Stripe's Connect webhook for online orders' card payments: verified on the raw body with the Connect endpoint's secret, queued, answered at once",
      tags: ['online'],
      operationId: 'stripeConnectWebhook',
      security: [],
      parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': { description: 'Queued (or an event that moves no payment)' },
        '400': { description: 'Bad signature, stale timestamp or not a Stripe event' },
        '503': { description: 'Could not queue it now; Stripe retries' },
      },
    },
  },
};
