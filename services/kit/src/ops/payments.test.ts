import { LOCAL_WEBHOOK_SECRET, paymentsFrom } from './payments';

describe('payments mode', () => {
  it('runs the sandbox only when asked for, and never in production', () => {
    expect(paymentsFrom({ NODE_ENV: 'development', STRIPE_SANDBOX: 'true' })).toEqual({
      mode: 'sandbox',
      webhookSecret: LOCAL_WEBHOOK_SECRET,
    });
    expect(paymentsFrom({ NODE_ENV: 'production', STRIPE_SANDBOX: 'true' })).toEqual({
      refused: expect.stringContaining('NODE_ENV=production'),
    });
    // A compose deployment on the operator's own machine says so (issue 47): production mode, the sandbox.
    expect(paymentsFrom({ NODE_ENV: 'production', STRIPE_SANDBOX: 'true', LOCAL_SANDBOX: 'true' })).toEqual({
      mode: 'sandbox',
      webhookSecret: LOCAL_WEBHOOK_SECRET,
    });
    expect(paymentsFrom({ NODE_ENV: 'production', STRIPE_SANDBOX: 'true', LOCAL_SANDBOX: 'false' })).toEqual({
      refused: expect.stringContaining('LOCAL_SANDBOX=true'),
    });
    expect(paymentsFrom({ NODE_ENV: 'development', STRIPE_SANDBOX: 'true', STRIPE_SECRET_KEY: 'sk_x' })).toEqual({
      refused: expect.stringContaining('choose'),
    });
  });

  it('needs both Stripe secrets without the sandbox, and refuses the public sandbox secret', () => {
    for (const env of [{}, { STRIPE_SECRET_KEY: 'sk_live_x' }, { STRIPE_WEBHOOK_SECRET: 'whsec_x' }])
      expect(paymentsFrom({ NODE_ENV: 'production', STRIPE_SANDBOX: 'false', ...env })).toEqual({
        refused: expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
      });
    expect(
      paymentsFrom({
        NODE_ENV: 'production',
        STRIPE_SANDBOX: 'false',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
      }),
    ).toEqual({ refused: expect.stringContaining('public secret') });
    expect(
      paymentsFrom({
        NODE_ENV: 'production',
        STRIPE_SANDBOX: 'false',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_real',
      }),
    ).toEqual({ mode: 'stripe', secretKey: 'sk_live_x', webhookSecret: 'whsec_real' });
  });
});
