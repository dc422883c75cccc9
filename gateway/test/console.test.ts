import { newAdmin } from '../../services/auth/test/admin-account';
import { PRICES, subscribe } from '../../services/billing/test/stripe-events';
import { failedJob, until } from '../../tools/test/jobs';
import { graphql, type TestAccount } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';

/**
 * The operator console through the supergraph (docs/product.md#operator-console):
 * an admin reads owner accounts across owners with what billing and orders add, every
 * service's health and queues, and retries or drops a failed job of a real
 * queue, each recorded in auth's audit list. Refusals for every other caller
 * are in the access matrix (access-matrix.test.ts).
 */
let admin: TestAccount;
let first: Tenant;
let second: Tenant;

beforeAll(async () => {
  [admin, first, second] = await Promise.all([newAdmin(), newTenant('console-a'), newTenant('console-b')]);
  await subscribe(second.owner.id, PRICES.extreme);
}, 60_000);

const asAdmin = () => ({ token: admin.token });

const ACCOUNTS = `query Accounts($search: String, $page: Int, $pageSize: Int) {
  accounts(search: $search, page: $page, pageSize: $pageSize) {
    total page pageSize
    accounts { id email role createdAt restaurants { id name lastOrderAt } subscription { status planName } }
  }
}`;

type AccountRow = {
  id: string;
  email: string;
  role: string;
  createdAt: string;
  restaurants: { id: string; name: string; lastOrderAt: string | null }[];
  subscription: { status: string; planName: string | null };
};
type AccountsAnswer = { accounts: { total: number; page: number; pageSize: number; accounts: AccountRow[] } };

const HEALTH = `query { platformHealth {
  auth { ...service } billing { ...service } menu { ...service } orders { ...service } drivers { ...service }
} }
fragment service on ServiceHealth {
  service up checkedAt parts { name up }
  queues { name waiting active delayed failed failedJobs { id name reason attempts failedAt } }
}`;
type Service = {
  service: string;
  up: boolean;
  checkedAt: string;
  parts: { name: string; up: boolean }[];
  queues: {
    name: string;
    failed: number;
    failedJobs: { id: string; name: string; reason: string; attempts: number; failedAt: string }[];
  }[];
};
const SERVICES = ['auth', 'billing', 'menu', 'orders', 'drivers'] as const;
const health = async () =>
  (await graphql<{ platformHealth: Record<string, Service> }>(HEALTH, {}, asAdmin())).data!.platformHealth;
const failedIn = async (service: string, queue: string, id: string) =>
  (await health())[service]!.queues.find((q) => q.name === queue)?.failedJobs.find((j) => j.id === id);

const AUDIT = `query { operatorActions(pageSize: 100) { total actions { actorId actorEmail action service target at } } }`;
type Action = { actorId: string; actorEmail: string; action: string; service: string; target: string; at: string };
const audited = (action: string, target: string) =>
  until(`${action} ${target} in the audit list`, async () =>
    (
      await graphql<{ operatorActions: { actions: Action[] } }>(AUDIT, {}, asAdmin())
    ).data?.operatorActions.actions.find((a) => a.action === action && a.target === target),
  );

describe('owner accounts', () => {
  it('lists owners across accounts with their restaurants, plan status and last order', async () => {
    const plans = {
      [first.owner.id]: { status: 'none', planName: null },
      [second.owner.id]: { status: 'active', planName: 'Extreme' },
    };
    await until('the paid plan to reach billing', async () => {
      const answer = await graphql<AccountsAnswer>(ACCOUNTS, { search: second.owner.email }, asAdmin());
      return answer.data?.accounts.accounts[0]?.subscription.status === 'active';
    });
    for (const tenant of [first, second]) {
      const answer = await graphql<AccountsAnswer>(ACCOUNTS, { search: tenant.owner.email }, asAdmin());
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.accounts;
      expect(page.total).toBe(1);
      expect(page.accounts[0]).toEqual({
        id: tenant.owner.id,
        email: tenant.owner.email,
        role: 'owner',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        restaurants: [{ id: tenant.restaurantId, name: expect.any(String), lastOrderAt: null }],
        subscription: plans[tenant.owner.id],
      });
    }
  });

  it('finds an owner by a restaurant name, and pages the list newest first', async () => {
    const all = (await graphql<AccountsAnswer>(ACCOUNTS, { pageSize: 2 }, asAdmin())).data!.accounts;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.accounts).toHaveLength(2);
    const next = (await graphql<AccountsAnswer>(ACCOUNTS, { pageSize: 2, page: 2 }, asAdmin())).data!.accounts;
    expect(next.accounts.map((a) => a.id)).not.toContain(all.accounts[0]!.id);
    expect(all.accounts[0]!.createdAt >= all.accounts[1]!.createdAt).toBe(true);

    const [name] = (await graphql<AccountsAnswer>(ACCOUNTS, { search: first.owner.email }, asAdmin())).data!.accounts
      .accounts[0]!.restaurants;
    const byName = (await graphql<AccountsAnswer>(ACCOUNTS, { search: name!.name, pageSize: 100 }, asAdmin())).data!
      .accounts;
    expect(byName.accounts.map((a) => a.id)).toContain(first.owner.id);
  });

  it('refuses a page size past 100 with a message', async () => {
    const answer = await graphql(ACCOUNTS, { pageSize: 500 }, asAdmin());
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Page size must be between 1 and 100.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists subscriptions with plan, status, period end and the owner they belong to', async () => {
    type Entry = { id: string; status: string; planName: string; currentPeriodEnd: string; account: { email: string } };
    const list = async (status: string) => {
      const answer = await graphql<{ subscriptions: { total: number; subscriptions: Entry[] } }>(
        `
          query ($status: String) {
            subscriptions(status: $status, pageSize: 100) {
              total
              subscriptions {
                id
                status
                planName
                currentPeriodEnd
                account {
                  email
                }
              }
            }
          }
        `,
        { status },
        asAdmin(),
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.subscriptions;
    };
    const active = await until('the paid plan in the list', async () => {
      const page = await list('active');
      return page.subscriptions.find((s) => s.id === second.owner.id);
    });
    expect(active).toEqual({
      id: second.owner.id,
      status: 'active',
      planName: 'Extreme',
      currentPeriodEnd: expect.stringMatching(/^\d{4}-/),
      account: { email: second.owner.email },
    });
    expect((await list('canceled')).subscriptions.map((s) => s.id)).not.toContain(second.owner.id);
  });
});

describe('health and queues', () => {
  it('shows every service with its database and Redis, and every queue it consumes', async () => {
    const seen = await health();
    for (const name of SERVICES) {
      expect(seen[name]).toMatchObject({ service: name, up: true });
      expect(seen[name]!.parts).toEqual([
        { name: 'database', up: true },
        { name: 'redis', up: true },
      ]);
      expect(Date.now() - Date.parse(seen[name]!.checkedAt)).toBeLessThan(60_000);
    }
    const queues = Object.fromEntries(SERVICES.map((s) => [s, seen[s]!.queues.map((q) => q.name)]));
    expect(queues).toEqual({
      auth: ['email', 'password-resets', 'entitlements', 'restaurant-replay', 'employee-replay', 'operator-actions'],
      billing: ['stripe-events', 'entitlement-replay'],
      menu: ['restaurant-events-menu', 'menu-replay'],
      orders: [
        'restaurant-events-orders',
        'menu-events-orders',
        'trip-events-orders',
        'order-replay',
        'orders-housekeeping',
        'orders-email',
        'online-payments',
      ],
      drivers: [
        'restaurant-events-drivers',
        'order-events-drivers',
        'employee-events-drivers',
        'cashouts',
        'trip-replay',
      ],
    });
  });

  it("shows each projection's last comparison with its source, and no check for other queues", async () => {
    const projections: Record<string, string[]> = {
      auth: ['entitlements'],
      menu: ['restaurant-events-menu'],
      orders: ['restaurant-events-orders', 'menu-events-orders', 'trip-events-orders'],
      drivers: ['restaurant-events-drivers', 'order-events-drivers', 'employee-events-drivers'],
    };
    const checks = async () => {
      const answer = await graphql<{
        platformHealth: Record<string, { queues: { name: string; check: { answeredAt: string | null } | null }[] }>;
      }>(
        `query { platformHealth { ${SERVICES.map((s) => `${s} { queues { name check { answeredAt } } }`).join(' ')} } }`,
        {},
        asAdmin(),
      );
      return SERVICES.flatMap((s) => answer.data!.platformHealth[s]!.queues.map((q) => ({ service: s, ...q })));
    };
    // The test stack checks every ten seconds.
    const seen = await until(
      'every projection to be checked',
      async () => {
        const all = await checks();
        const checked = all.filter((q) => q.check?.answeredAt);
        return checked.length === Object.values(projections).flat().length ? all : null;
      },
      40_000,
    );
    for (const q of seen)
      expect([q.name, q.check !== null]).toEqual([q.name, projections[q.service]?.includes(q.name) ?? false]);
  }, 60_000);

  it('retries a failed job: it runs again, and the retry is audited', async () => {
    // An entitlement for an account id that is not one: auth's consumer refuses it.
    const id = await failedJob('entitlements', { userId: 'not-an-account', status: 'active', version: 1 });
    const failed = await failedIn('auth', 'entitlements', id);
    // What the database refused, not the query and its parameters.
    expect(failed).toMatchObject({
      attempts: 1,
      reason: 'The database refused it: invalid input syntax for type uuid: "not-an-account"',
    });

    const retried = await graphql(
      `
        mutation ($queue: String!, $jobId: ID!) {
          retryAuthJob(queue: $queue, jobId: $jobId) {
            success
            message
            queue
            jobId
          }
        }
      `,
      { queue: 'entitlements', jobId: id },
      asAdmin(),
    );
    expect(retried.data).toEqual({
      retryAuthJob: { success: true, message: 'The job is queued again.', queue: 'entitlements', jobId: id },
    });
    // It ran once more and failed again.
    const again = await until('the job to run again', async () => {
      const job = await failedIn('auth', 'entitlements', id);
      return job && job.attempts === 2 ? job : null;
    });
    expect(Date.parse(again.failedAt)).toBeGreaterThanOrEqual(Date.parse(failed!.failedAt));
    expect(await audited('job.retry', `entitlements/${id}`)).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      service: 'auth',
    });
  });

  it("drops a failed job of another service's queue, audited in auth's list", async () => {
    // A Stripe event with no usable fields: billing's consumer refuses it.
    const id = await failedJob('stripe-events', { id: 'evt_console', type: 'customer.subscription.updated' });
    expect(await failedIn('billing', 'stripe-events', id)).toBeDefined();
    const drop = `mutation($queue: String!, $jobId: ID!) { dropBillingJob(queue: $queue, jobId: $jobId) { success message } }`;
    const dropped = await graphql(drop, { queue: 'stripe-events', jobId: id }, asAdmin());
    expect(dropped.data).toEqual({ dropBillingJob: { success: true, message: 'The job is dropped.' } });
    expect(await failedIn('billing', 'stripe-events', id)).toBeUndefined();
    expect(await audited('job.drop', `stripe-events/${id}`)).toMatchObject({ actorId: admin.id, service: 'billing' });

    // Gone: a second drop finds nothing, and a queue of another service is not this one's.
    const twice = await graphql(drop, { queue: 'stripe-events', jobId: id }, asAdmin());
    expect(twice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const elsewhere = await graphql(drop, { queue: 'entitlements', jobId: id }, asAdmin());
    expect(elsewhere.errors?.[0]).toMatchObject({ message: 'No such queue.', extensions: { code: 'NOT_FOUND' } });
  });
});
