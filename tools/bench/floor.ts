/**
 * `npm run bench`: the floor of the cashier flow's cost in this architecture.
 * The same five requests as the flow (create, 3 priced lines, read back)
 * through two bare Node HTTP hops — a gateway hop that checks the token and
 * forwards, and a service hop that runs the product's own prepared
 * statements (row-level security settings and idempotency keys included:
 * 25 statements in 5 transactions per order) on the same PostgreSQL — with
 * nothing else: no express, no GraphQL, no validation, no logging, no
 * events, both hops in one process. Whatever the product does costs at least
 * this; it says how far the product is from the floor and how far the floor
 * is from the raw one-transaction ceiling (docs/scale.md).
 *   node --import tsx tools/bench/floor.ts SETUP.json ORDERS [CONCURRENCY]   (ORDERS_DATABASE_URL; ZEST_DATA_DIR)
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { Pool, type PoolClient } from 'pg';
import {
  APPEND_LINE_WITH_REVENUE,
  FULL_ORDER_COLUMNS,
  INSERT_ORDER,
  LOCK_FULL_ORDER,
} from '@zest/orders/hot-statements';
import { ROOT } from '../stack/stack';

const SECRET = randomUUID();
const ROLE = 'zest_orders_app';
const SETTINGS = {
  name: 'floor_settings',
  text: `SELECT set_config('role', $1, true), set_config('app.restaurant_ids', $2, true),
    set_config('app.every_restaurant', $3, true)`,
};
const CLAIM = {
  name: 'floor_claim_key',
  text: `INSERT INTO idempotency_keys (restaurant_id, operation, key, request_hash, answer)
    VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING key`,
};

type Json = Record<string, unknown>;
const body = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

async function transaction<T>(pool: Pool, restaurantId: string, work: (c: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query({ ...SETTINGS, values: [ROLE, restaurantId, 'off'] });
    const answer = await work(client);
    await client.query('COMMIT');
    return answer;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const claim = (c: PoolClient, restaurantId: string, operation: string, key: string, answer: unknown) =>
  c.query({ ...CLAIM, values: [restaurantId, operation, key, key, JSON.stringify(answer)] });

/** The service hop: the product's statements, priced as simply as the raw ceiling prices (1,000 cents a line). */
function service(pool: Pool) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const input = JSON.parse(await body(req)) as Json;
    const restaurantId = String(input.restaurant_id);
    const key = String(req.headers['idempotency-key'] ?? randomUUID());
    let answer: unknown;
    if (req.url === '/create') {
      const id = randomUUID();
      answer = await transaction(pool, restaurantId, async (c) => {
        await claim(c, restaurantId, 'createOrder', key, { id });
        const values = [restaurantId, id, 'togo', null, 'Floor', null, '', null, 0, 8.25, 0, 0, 0, 'UTC', null, 15];
        return (await c.query({ ...INSERT_ORDER, values })).rows[0].order;
      });
    } else if (req.url === '/add') {
      const orderId = String(input.order_id);
      answer = await transaction(pool, restaurantId, async (c) => {
        const locked = (await c.query({ ...LOCK_FULL_ORDER, values: [restaurantId, orderId] })).rows[0].order as Json;
        await claim(c, restaurantId, 'addOrderLine', key, { orderId });
        const count = Number(locked.line_count) + 1;
        const subtotal = Number(locked.subtotal_cents) + 1000;
        const tax = Math.round(subtotal * 0.0825);
        const line = [randomUUID(), restaurantId, orderId, 'product', 'Large Pizza', '[]', null, false, 1, 1000, 1000];
        const values = [...line, '', null, new Date(), count, subtotal, 0, tax, subtotal + tax, null, new Date(), 0, 0];
        const move = [new Date().toISOString().slice(0, 10), 'togo', count === 1 ? 1 : 0, 1000, 83, 0, 1083, 0, 0];
        return (await c.query({ ...APPEND_LINE_WITH_REVENUE, values: [...values, ...move] })).rows[0].order;
      });
    } else {
      const client = await pool.connect();
      try {
        const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
        const [, read] = (await client.query(
          `SELECT set_config('role', '${ROLE}', true), set_config('app.restaurant_ids', ${literal(restaurantId)}, true);
           SELECT ${FULL_ORDER_COLUMNS} FROM orders o
           WHERE o.restaurant_id = ${literal(restaurantId)} AND o.id = ${literal(String(input.order_id))}`,
        )) as unknown as { rows: Json[] }[];
        answer = read!.rows[0];
      } finally {
        client.release();
      }
    }
    res.writeHead(req.url === '/read' ? 200 : 201, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  };
}

/** The gateway hop: the token checked, the request forwarded on a kept-alive connection, the answer piped back. */
function gateway(servicePort: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      jwt.verify(String(req.headers.authorization).slice(7), SECRET);
    } catch {
      res.writeHead(401).end();
      return;
    }
    const headers = { 'content-type': 'application/json', 'idempotency-key': req.headers['idempotency-key'] ?? '' };
    const forward = request({ port: servicePort, host: '127.0.0.1', path: req.url, method: 'POST', agent, headers });
    forward.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' });
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  };
}

/** The client, in its own process so its CPU is not the floor's: CONCURRENCY cashiers, ORDERS orders in all. */
async function client(port: number, token: string, restaurantId: string, orders: number, concurrency: number) {
  let left = orders;
  const post = async (path: string, input: Json, status: number) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ restaurant_id: restaurantId, ...input }),
    });
    if (res.status !== status) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Json;
  };
  const began = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        const { id } = await post('/create', {}, 201);
        for (let i = 0; i < 3; i++) await post('/add', { order_id: id }, 201);
        await post('/read', { order_id: id }, 200);
      }
    }),
  );
  process.send!({ seconds: (Date.now() - began) / 1000 });
}

/** PostgreSQL's processes' CPU seconds by pid (the postmaster npm start runs and its children). */
function postgresSeconds(): Map<number, number> {
  const pidFile = join(process.env.ZEST_DATA_DIR ?? join(ROOT, '.data'), 'launcher.pids.json');
  const seconds = new Map<number, number>();
  if (!existsSync(pidFile)) return seconds;
  const parts = JSON.parse(readFileSync(pidFile, 'utf8')) as { pid: number; name: string }[];
  const postmaster = parts.find((p) => p.name === 'postgres')?.pid;
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) === postmaster || Number(f[1]) === postmaster)
        seconds.set(Number(entry), (Number(f[11]) + Number(f[12])) / 100);
    } catch {
      // The process ended meanwhile.
    }
  }
  return seconds;
}

/** What the processes alive at both samples spent between them (a backend that ends takes its time with it). */
const spent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((t, [pid, s]) => t + (before.has(pid) ? s - before.get(pid)! : 0), 0);

async function main() {
  if (process.argv[2] === '--client') {
    const [port, token, restaurantId, orders, concurrency] = process.argv.slice(3);
    return client(Number(port), token!, restaurantId!, Number(orders), Number(concurrency));
  }
  const setup = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { restaurantId: string };
  const orders = Number(process.argv[3] ?? 300);
  const concurrency = Number(process.argv[4] ?? 10);
  const pool = new Pool({ connectionString: process.env.ORDERS_DATABASE_URL, max: concurrency });
  const handle = service(pool);
  const serviceServer = createServer((req, res) => {
    handle(req, res).catch((error: Error) => res.writeHead(500).end(error.message));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => serviceServer.once('listening', resolve));
  const gatewayServer = createServer(gateway((serviceServer.address() as AddressInfo).port)).listen(0, '127.0.0.1');
  await new Promise((resolve) => gatewayServer.once('listening', resolve));
  const port = (gatewayServer.address() as AddressInfo).port;
  const token = jwt.sign({ sub: 'floor' }, SECRET);
  const run = (n: number) =>
    new Promise<number>((resolve, reject) => {
      const child = fork(
        process.argv[1]!,
        ['--client', String(port), token, setup.restaurantId, String(n), String(concurrency)],
        {
          execArgv: process.execArgv,
        },
      );
      child.on('message', (m: { seconds: number }) => resolve(m.seconds));
      child.on('exit', (code) => (code ? reject(new Error(`the floor's client failed (${code})`)) : undefined));
    });
  await run(50); // warm: connections, prepared statements, JIT
  const cpuBefore = process.cpuUsage();
  const pgBefore = postgresSeconds();
  const seconds = await run(orders);
  const cpu = process.cpuUsage(cpuBefore);
  const pg = spent(pgBefore, postgresSeconds());
  const hops = (cpu.user + cpu.system) / 1000 / orders;
  const postgres = (pg * 1000) / orders;
  const result = {
    orders,
    concurrency,
    seconds,
    ordersPerSecond: Math.round((orders / seconds) * 10) / 10,
    cpuMsPerOrder: { hops: round(hops), postgres: round(postgres), total: round(hops + postgres) },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  gatewayServer.close();
  serviceServer.close();
  await pool.end();
}
const round = (n: number) => Math.round(n * 10) / 10;

main().catch((error: unknown) => {
  process.stderr.write(`The floor could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
