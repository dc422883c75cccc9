import { randomUUID } from 'node:crypto';
import type { Logger, RequestContext, RestaurantAccess, Throttle } from '@zest/kit';
import { graphql } from '../../../tools/test/support';
import { connectSandboxStripe } from '../../../tools/test/stripe-connect';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { deliveryOrder, eventually, takeOrders, untilListed } from '../../drivers/test/helpers';
import type { OrdersTenants } from '../src/db/client';
import { DoorPayments } from '../src/payments/door-payments';
import type { DoorProvider } from '../src/payments/door-provider';
import type { StripeOnboarding } from '../src/payments/onboarding';
import { addOpenItem, onOrdersDatabase, printPaid, withOrdersStore } from './helpers';

/**
 * A door link waiting when the order changed (docs/decisions/0081-paid-at-the-door-by-qr.md): the driver's next
 * ask cancels it, and the Checkout Session its customer may still have open is expired on the restaurant's
 * account first. The orders service's door payments on its own database, with Stripe stood in for by a
 * recording provider (the real calls are in door-stripe.test.ts, the sandbox's refusal in the drivers' tests).
 */
interface Door {
  id: string;
  status: string;
  failure: string | null;
}

const readDoor = (token: string, id: string) =>
  graphql<{ doorPayment: Door }>('query($id: ID!) { doorPayment(id: $id) { id status failure } }', { id }, { token });

let t: Tenant;
let account: string;

beforeAll(async () => {
  t = await newTenant('door-expire');
  account = await connectSandboxStripe(t);
});

const doorsWith = (tenants: OrdersTenants, provider: DoorProvider) =>
  new DoorPayments(
    tenants,
    {
      terminal: async () => ({ restaurant: { id: t.restaurantId }, viewer: { name: 'Dan', employeeId: null } }),
      check: () => undefined,
    } as unknown as RestaurantAccess,
    { chargeable: async () => account } as unknown as StripeOnboarding,
    provider,
    { attempt: async () => null } as unknown as Throttle,
    'https://zest.example',
    { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Logger,
  );
const ctx = { origin: null } as unknown as RequestContext;

it('expires the session its customer may still pay, on the restaurant’s account, before the new link; Stripe refusing keeps the old link waiting', async () => {
  // A delivery printed to be paid at the door, on the driver's trip, known to the orders service.
  const order = await deliveryOrder(t, '16.00');
  expect((await printPaid(t.cashier, order.id, { tender: 'door' })).status).toBe(200);
  await untilListed(t, order.id);
  expect((await takeOrders(t.driver, [order.id])).status).toBe(201);
  await eventually(
    () => onOrdersDatabase('SELECT 1 FROM order_trips WHERE order_id = $1', [order.id]),
    (rows) => rows.length > 0,
  );
  const expired: string[][] = [];
  let stripeAnswers = false;
  const provider: DoorProvider = {
    mode: 'stripe',
    checkout: () => Promise.reject(new Error('no tip is chosen here')),
    expire: async (on, sessionId) => {
      expired.push([on, sessionId]);
      if (!stripeAnswers) throw new Error('Stripe did not answer');
    },
  };
  await withOrdersStore(async (tenants) => {
    const doors = doorsWith(tenants, provider);
    const old = await doors.ask(ctx, order.id);
    // The customer chose a tip: the part's Checkout Session is open on their phone.
    const session = `cs_test_${randomUUID()}`;
    await onOrdersDatabase('UPDATE order_payments SET checkout_session = $2 WHERE id = $1', [old.id, session]);
    expect((await addOpenItem(t.cashier, order.id, 'Soda', '2.00')).status).toBe(201);

    await expect(doors.ask(ctx, order.id)).rejects.toThrow('Stripe did not answer');
    expect((await readDoor(t.driver, old.id)).data!.doorPayment.status).toBe('waiting');
    stripeAnswers = true;
    const fresh = await doors.ask(ctx, order.id);
    expect(fresh.status).toBe('waiting');
    expect(fresh.amountCents).toBeGreaterThanOrEqual(old.amountCents + 200);
    expect(fresh.id).not.toBe(old.id);
    expect(expired).toEqual([
      [account, session],
      [account, session],
    ]);
    expect((await readDoor(t.driver, old.id)).data!.doorPayment).toMatchObject({
      status: 'canceled',
      failure: 'The order changed.',
    });
    // A link with no session (no tip chosen yet) is canceled without asking Stripe.
    expect((await addOpenItem(t.cashier, order.id, 'Soda', '2.00')).status).toBe(201);
    expect((await doors.ask(ctx, order.id)).id).not.toBe(fresh.id);
    expect(expired).toHaveLength(2);
  });
});
