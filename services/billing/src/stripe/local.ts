/**
 * The local sandbox's webhook secret. Not a secret: it is used only with
 * STRIPE_SANDBOX=true, which no production billing accepts (stripe/payments.ts).
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_zest_local_sandbox_not_a_secret';

/** The key the SDK is built with in sandbox mode: it is only used for webhook signatures, never for a call. */
export const LOCAL_SECRET_KEY = 'sk_test_zest_local_sandbox';
