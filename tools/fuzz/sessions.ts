/**
 * The callers `npm run fuzz` fuzzes as, made the way a person would on a
 * running stack: a new owner pays for a plan through the local sandbox
 * checkout, creates a restaurant with a cashier and a driver, opens it (a
 * manager session), the cashier screen (a cashier session) and the driver
 * screen (a driver session). Prints them as JSON.
 */
import { randomUUID } from 'node:crypto';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const SECURITY_PIN = '8642';

type Json = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Json) : {};
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen within 10 s`);
}

async function main() {
  const email = `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  const password = `fuzz-${randomUUID()}`;
  await call('POST', '/api/auth/signup', { fullName: 'Fuzz Owner', email, password });
  const signin = await call('POST', '/api/auth/signin', { email, password });
  const owner = signin.token as string;
  const userId = (signin.rest as Json).id as string;

  // Pay for a plan through the sandbox checkout, as the browser does (needs STRIPE_SANDBOX, the npm start default).
  const plans = await call('POST', '/graphql', { query: '{ plans { id priceId } }' });
  const extreme = ((plans.data as Json).plans as Json[]).find((p) => p.id === 'extreme')!;
  const session = await call(
    'POST',
    '/api/stripe/create-checkout-session',
    { userId, customerEmail: email, priceId: extreme.priceId, number_of_restaurant: 3 },
    owner,
  );
  await call('POST', `${new URL(session.url as string).pathname}/pay`);
  await until('the plan', async () => {
    const s = await call('GET', `/api/stripe/getSubscriptionsByUser/${userId}`, undefined, owner);
    return s.status === 'active';
  });

  const restaurant = await call(
    'POST',
    `/api/restaurant/createRestaurants/${userId}`,
    {
      name: 'Fuzz Pizzeria',
      description: 'Made by npm run fuzz',
      security_pin: SECURITY_PIN,
      tax_percentage: '8.875',
      delivery_charge: '3.50',
      full_address: '1 Fuzz Street, Springfield',
      phone_number: '5550100000',
    },
    owner,
  );
  const restaurantId = restaurant.id as string;
  await call(
    'POST',
    '/api/employee/createEmpolyeeProfile',
    { security_pin: SECURITY_PIN, pin: '97531', name: 'Fuzz Cashier', role: 'cashier', restaurant_id: restaurantId },
    owner,
  );
  await call(
    'POST',
    '/api/employee/createEmpolyeeProfile',
    { security_pin: SECURITY_PIN, pin: '86420', name: 'Fuzz Driver', role: 'driver', restaurant_id: restaurantId },
    owner,
  );
  const manager = await call(
    'POST',
    `/api/restaurant/openRestaurant/${restaurantId}`,
    { security_pin: SECURITY_PIN },
    owner,
  );
  const cashier = await call('POST', `/api/restaurant/cashierScreen/${restaurantId}`, { pin: '97531' }, owner);
  const driver = await call('POST', `/api/restaurant/driverScreen/${restaurantId}`, { pin: '86420' }, owner);
  process.stdout.write(
    JSON.stringify({
      userId,
      restaurantId,
      owner,
      manager: manager.token,
      cashier: cashier.token,
      driver: driver.token,
    }) + '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Could not prepare the fuzzing sessions: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
