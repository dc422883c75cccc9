/**
 * The local sandbox's webhook secret, used when STRIPE_WEBHOOK_SECRET is not
 * set. Not a secret: without STRIPE_SECRET_KEY no money moves, and the sandbox
 * pages are refused in production.
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_zest_local_sandbox_not_a_secret';

/** The key the SDK is built with in sandbox mode: it is only used for webhook signatures, never for a call. */
export const LOCAL_SECRET_KEY = 'sk_test_zest_local_sandbox';
