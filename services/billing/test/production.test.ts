import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Stripe from 'stripe';
import { Pool } from 'pg';
import { LOCAL_WEBHOOK_SECRET } from '@zest/kit';
import { databaseUrl, freePort } from '../../../tools/test/support';
import { event, PRICES, rid, subscriptionObject, nowSeconds } from './stripe-events';

/**
 * Billing as an operator runs it in production: started from its build as a
 * process of its own, so the start-up refusals and the mounted routes are
 * the real ones.
 */
const MAIN = join(__dirname, '..', 'dist', 'main.js');
const REAL_SECRET = `whsec_production_${randomBytes(8).toString('hex')}`;
const signer = new Stripe('sk_test_signing_only', { telemetry: false });

function startBilling(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      REDIS_URL: process.env.ZEST_TEST_REDIS_URL_SERVER!,
      JWT_PUBLIC_KEY_FILE: join(process.env.ZEST_TEST_DATA_DIR!, 'keys', 'jwt-public.pem'),
      // No consumer: this billing must not take jobs from the test stack's queue.
      WORKERS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('billing in production', () => {
  const database = `zest_billing_t_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const admin = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  it.each([
    ['no Stripe keys', {}, 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    ['a key without its webhook secret', { STRIPE_SECRET_KEY: 'sk_live_x' }, 'STRIPE_WEBHOOK_SECRET'],
    ['the sandbox', { STRIPE_SANDBOX: 'true' }, 'refused with NODE_ENV=production'],
    [
      "the sandbox's public secret",
      { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET },
      'public secret',
    ],
  ])('refuses to start with %s, in one line', async (_case, env, reason) => {
    const billing = startBilling({
      PORT: String(await freePort()),
      BILLING_DATABASE_URL: databaseUrl(database),
      ...env,
    });
    expect(await billing.exited).toBe(78);
    const lines = billing.output().trim().split('\n');
    expect(lines).toEqual([expect.stringContaining(`billing: refusing to start: `)]);
    expect(lines[0]).toContain(reason);
  });

  it("accepts only Stripe's own signature: a sandbox-signed subscription is refused, and there is no sandbox", async () => {
    const port = await freePort();
    const billing = startBilling({
      PORT: String(port),
      BILLING_DATABASE_URL: databaseUrl(database),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: REAL_SECRET,
      STRIPE_API_BASE: process.env.ZEST_TEST_STRIPE_MOCK_URL!,
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        const ready = await fetch(`${url}/readyz`).catch(() => null);
        if (ready?.ok) break;
        if (billing.child.exitCode !== null || i > 300) throw new Error(`billing did not start: ${billing.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const post = (payload: string, secret: string) =>
        fetch(`${url}/webhooks/stripe`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
          },
          body: payload,
        });

      // What an attacker would forge: any plan for any account, signed with the well-known sandbox secret.
      const forged = JSON.stringify(
        event(
          'customer.subscription.created',
          subscriptionObject({ id: rid('sub'), customer: rid('cus'), price: PRICES.enterprise, userId: rid('user') }),
          nowSeconds(),
        ),
      );
      const refused = await post(forged, LOCAL_WEBHOOK_SECRET);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        success: false,
        message: 'The webhook signature could not be verified.',
      });

      // Stripe's own signature is accepted (an event billing does not act on, so nothing is queued).
      const genuine = await post(
        JSON.stringify(event('charge.succeeded', { id: rid('ch') }, nowSeconds())),
        REAL_SECRET,
      );
      expect(genuine.status).toBe(200);

      expect((await fetch(`${url}/sandbox/checkout/cs_local_x`)).status).toBe(404);
    } finally {
      billing.child.kill('SIGTERM');
      await billing.exited;
    }
  });
});
