import { createPool, LOCAL_STORES, prepareTenantRole, Tenants } from '@zest/kit';
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { startPgBouncer, type RunningPgBouncer } from '../../../tools/stack/pgbouncer';
import { dropDatabase } from '../../../tools/test/own-stores';
import { TEST_PORTS, testPort, TEST_STORES } from '../../../tools/test/ports';
import { startExtraService, type ExtraService } from '../../../tools/test/processes';
import { databaseUrl, graphql } from '../../../tools/test/support';
import { newTenant, untilOrdersKnows, type Tenant } from '../../../tools/test/tenants';
import { createOrdersDatabase, TENANT_ROLE } from '../src/db/client';

/**
 * The orders service behind PgBouncer 1.18 in transaction mode, with two
 * server connections for many clients (docs/decisions/0077-migrations-and-the-pooler.md):
 * its hot path's statements unnamed work where named ones break, a
 * restaurant's rows stay its own when tenants' transactions take turns on
 * one server connection, and migrations run beside it over a direct URL.
 */
const ROOT = join(__dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'zest-pgbouncer-'));
let bouncer: RunningPgBouncer;
let pooled: ExtraService;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  bouncer = await startPgBouncer({
    dir,
    port: testPort('pgbouncer'),
    upstream: {
      host: '127.0.0.1',
      port: TEST_STORES.postgres,
      user: LOCAL_STORES.postgresUser,
      password: LOCAL_STORES.postgresPassword,
    },
    defaultPoolSize: 2,
    logDir: join(dir, 'logs'),
  });
  [a, b] = await Promise.all([newTenant('pooled-a'), newTenant('pooled-b')]);
  await Promise.all([untilOrdersKnows(a.cashier, a.restaurantId), untilOrdersKnows(b.cashier, b.restaurantId)]);
  pooled = await startExtraService('orders', TEST_PORTS.pooledOrders, {
    ORDERS_DATABASE_URL: bouncer.url('zest_orders'),
    DATABASE_POOLER: 'transaction',
    ORDERS_DB_POOL: '16',
  });
}, 90_000);

afterAll(async () => {
  await pooled?.stop();
  await bouncer?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Orders placed whole at once, each paid in cash: the answers' errors, and the numbers of those placed. */
async function placeAtOnce(service: ExtraService, t: Tenant, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      graphql<{ placeOrder: { order: { orderNumber: number } } }>(
        `
          mutation ($input: PlaceOrderInput!, $key: String) {
            placeOrder(input: $input, idempotencyKey: $key) {
              order {
                orderNumber
              }
            }
          }
        `,
        {
          input: {
            restaurantId: t.restaurantId,
            orderType: 'togo',
            lines: [{ name: `Item ${i}`, priceCents: 500 + i }],
            print: true,
            tender: { method: 'cash', cashGivenCents: 10_000 },
          },
          key: randomUUID(),
        },
        { token: t.cashier, url: `${service.url}/graphql` },
      ),
    ),
  );
  return {
    errors: answers.flatMap((r) => r.errors ?? []).map((e) => e.message),
    numbers: answers.flatMap((r) => (r.data ? [r.data.placeOrder.order.orderNumber] : [])),
  };
}

/** The test server's complaints about named statements so far ("prepared statement … already exists"). */
const preparedStatementErrors = () =>
  readFileSync(join(process.env.ZEST_TEST_DATA_DIR!, 'logs', 'postgres.log'), 'utf8').match(
    /prepared statement "[^"]*" (already exists|does not exist)/g,
  )?.length ?? 0;

/** What PgBouncer holds for a database: its server connections, and transactions served so far. */
async function poolOf(database: string) {
  const admin = new Client({ connectionString: bouncer.adminUrl });
  await admin.connect();
  try {
    const pools = (await admin.query('SHOW POOLS')).rows.filter((r) => r.database === database);
    const stats = (await admin.query('SHOW STATS')).rows.find((r) => r.database === database);
    const servers = pools.reduce((n, r) => n + Number(r.sv_active) + Number(r.sv_idle) + Number(r.sv_used), 0);
    return { servers, transactions: Number(stats?.total_xact_count ?? 0) };
  } finally {
    await admin.end();
  }
}

describe('the orders service behind PgBouncer in transaction mode', () => {
  it('places many orders at once over two server connections, its statements unnamed', async () => {
    const before = await poolOf('zest_orders');
    const placed = await placeAtOnce(pooled, a, 40);
    expect(placed.errors).toEqual([]);
    expect(preparedStatementErrors()).toBe(0);
    expect(new Set(placed.numbers).size).toBe(40);
    const after = await poolOf('zest_orders');
    expect(after.servers).toBeLessThanOrEqual(2);
    expect(after.transactions - before.transactions).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it('with named statements (DATABASE_POOLER unset) the same rush fails: what the setting prevents', async () => {
    const named = await startExtraService('orders', TEST_PORTS.namedOrders, {
      ORDERS_DATABASE_URL: bouncer.url('zest_orders'),
      ORDERS_DB_POOL: '16',
    });
    try {
      const placed = await placeAtOnce(named, a, 40);
      expect(placed.errors.length).toBeGreaterThan(0);
      expect(preparedStatementErrors()).toBeGreaterThan(0);
    } finally {
      await named.stop();
    }
  }, 90_000);

  it("keeps each restaurant's rows its own while their transactions take turns on one server connection", async () => {
    expect((await placeAtOnce(pooled, b, 5)).errors).toEqual([]);
    const pool = createPool(bouncer.url('zest_orders'), { max: 12, pooler: 'transaction' });
    try {
      const tenants = new Tenants(createOrdersDatabase(pool), await prepareTenantRole(pool, TENANT_ROLE));
      type Seen = { pid: number; restaurants: string[] | null; unfiltered: number };
      const seen = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const t = i % 2 ? a : b;
          // A pause inside: the other tenant's transactions run on the other server connection meanwhile.
          const rows = await tenants.run([t.restaurantId], async (tx) => {
            await tx.execute(sql`SELECT pg_sleep(0.01)`);
            return (
              await tx.execute<Seen>(sql`SELECT pg_backend_pid() AS pid, array_agg(DISTINCT restaurant_id::text) AS restaurants,
                count(*)::int AS unfiltered FROM orders`)
            ).rows;
          });
          const read = await tenants.read<{ restaurants: string[] | null }>(
            [t.restaurantId],
            sql`SELECT array_agg(DISTINCT restaurant_id::text) AS restaurants FROM orders`,
          );
          return { tenant: t.restaurantId, ...rows[0]!, read: read[0]!.restaurants };
        }),
      );
      for (const s of seen) {
        expect(s.restaurants).toEqual([s.tenant]);
        expect(s.read).toEqual([s.tenant]);
      }
      // The premise: one server connection served both restaurants' transactions.
      const pidsOf = (id: string) => new Set(seen.filter((s) => s.tenant === id).map((s) => s.pid));
      const shared = [...pidsOf(a.restaurantId)].filter((pid) => pidsOf(b.restaurantId).has(pid));
      expect(shared.length).toBeGreaterThan(0);
      // Outside a tenant transaction nothing of one is left on the server connection.
      const after = await pool.query(
        "SELECT current_user AS role, current_setting('app.restaurant_ids', true) AS ids, current_setting('app.every_restaurant', true) AS every",
      );
      const left = after.rows[0] as { role: string; ids: string | null; every: string | null };
      expect([left.role, left.ids ?? '', left.every ?? '']).toEqual([LOCAL_STORES.postgresUser, '', '']);
    } finally {
      await pool.end();
    }
  }, 60_000);
});

/** `npm run migrate -- orders`'s program, with this environment: its exit code and what it said. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; said: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'services', 'kit', 'dist', 'data', 'migrate-cli.js'), 'orders'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
  });
  let said = '';
  child.stdout.on('data', (d) => (said += d));
  child.stderr.on('data', (d) => (said += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, said })));
}

describe('migrations beside the pooler', () => {
  const name = `zest_orders_t_${randomUUID().slice(0, 8)}`;
  afterAll(() => dropDatabase(name));

  it('refuse the pooled URL, and run over the direct one while the pooler serves orders', async () => {
    const refused = await migrate({ ORDERS_DATABASE_URL: bouncer.url(name), DATABASE_POOLER: 'transaction' });
    expect(refused.code).toBe(1);
    expect(refused.said).toMatch(/ORDERS_MIGRATION_DATABASE_URL or MIGRATION_DATABASE_URL/);

    const [migrated, placed] = await Promise.all([
      migrate({
        ORDERS_DATABASE_URL: bouncer.url(name),
        DATABASE_POOLER: 'transaction',
        MIGRATION_DATABASE_URL: databaseUrl('postgres'),
      }),
      placeAtOnce(pooled, a, 20),
    ]);
    expect(migrated).toMatchObject({ code: 0, said: expect.stringMatching(/migrations: done/) });
    expect(placed.errors).toEqual([]);

    // Every migration recorded, the service's tables there through the pooler, no advisory lock left behind.
    const pool = new Pool({ connectionString: bouncer.url(name), max: 1 });
    try {
      const applied = await pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      const journal = JSON.parse(
        readFileSync(join(__dirname, '..', 'migrations', 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const locks = await pool.query(
        "SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = $1",
        [name],
      );
      expect(locks.rows[0].n).toBe(0);
    } finally {
      await pool.end();
    }
  }, 120_000);
});
