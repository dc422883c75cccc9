import { call, type Json } from './api-call';

/** The demo's ordering page: /order/zest-demo. */
export const DEMO_SLUG = 'zest-demo';
/** The demo's card reader at the counter (the sandbox's; docs/decisions/0080-card-payments-at-the-counter.md). */
export const DEMO_READER = 'Counter reader';

/** The demo's address ZIP: delivery is taken there. */
const DEMO_ZIP = '62701';

interface Said<T> {
  data?: T;
  errors?: { message: string }[];
}

/**
 * Card payments in the demo (issue 49), with the local sandbox only: the demo restaurant connected with its own
 * sandbox Stripe account, online ordering on (pickup, and delivery to its ZIP, cards taken) and a sandbox card
 * reader on the counter. With real Stripe nothing is done: the owner connects their own account. Idempotent:
 * each piece is looked up first. Answers the ordering page and the reader's screen, or null.
 */
export async function seedCardPayments(
  base: string,
  token: string,
  restaurantId: string,
): Promise<{ orderingPage: string; readerScreen: string } | null> {
  const gql = async <T>(query: string, variables: Json): Promise<T> => {
    const said = await call<Said<T>>(base, 'POST', '/graphql', token, { query, variables });
    if (!said.data) throw new Error(said.errors?.[0]?.message ?? 'no answer');
    return said.data;
  };
  const settingsOf = () =>
    gql<{ onlineSettings: { enabled: boolean; slug: string | null; cardPayments: boolean; stripeConnection: string } }>(
      'query($r: ID!) { onlineSettings(restaurantId: $r) { enabled slug cardPayments stripeConnection } }',
      { r: restaurantId },
    );
  let settings = (await settingsOf()).onlineSettings;
  if (settings.stripeConnection !== 'connected') {
    const started = await call<{ url: string }>(
      base,
      'POST',
      `/api/online/settings/${restaurantId}/connect-stripe`,
      token,
    );
    // Real Stripe: the owner sets their own account up on Stripe's pages.
    if (!started.url.startsWith('/sandbox/connect/')) return null;
    const done = await fetch(`${base}${started.url}/continue`, { method: 'POST', redirect: 'manual' });
    if (done.status !== 303) throw new Error(`the sandbox's Stripe onboarding answered ${done.status}`);
    settings = (await settingsOf()).onlineSettings;
  }
  if (!settings.enabled || !settings.cardPayments) {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '23:59' }));
    const input = settings.enabled
      ? { cardPayments: true }
      : {
          enabled: true,
          slug: DEMO_SLUG,
          hours,
          pickup: true,
          delivery: true,
          deliveryZips: [DEMO_ZIP],
          cardPayments: true,
        };
    await gql(
      'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { enabled } }',
      { r: restaurantId, i: input },
    );
    settings = (await settingsOf()).onlineSettings;
  }
  const readers = await call<{ name: string; sandbox_url: string | null }[]>(
    base,
    'GET',
    `/api/restaurants/${restaurantId}/card-readers`,
    token,
  );
  // Placed by no tablet yet: the demo's tablet is whichever browser opens the cashier screen first (the hub's
  // Card readers card places it there in one tap).
  const reader =
    readers.find((r) => r.name === DEMO_READER) ??
    (await call<{ sandbox_url: string | null }>(base, 'POST', `/api/restaurants/${restaurantId}/card-readers`, token, {
      registration_code: 'simulated-wpe',
      name: DEMO_READER,
    }));
  return { orderingPage: `/order/${settings.slug ?? DEMO_SLUG}`, readerScreen: reader.sandbox_url ?? '' };
}
