/**
 * The cashier's order, as the terminal takes it: a cashier session creates an order, adds 3 lines chosen
 * from the menu (priced by the server) and reads it back. Two ways, at 10 and then 50 virtual users:
 *
 *   gateway_10, gateway_50     REST through the gateway: POST /api/order/createOrder, 3 × POST
 *                              /api/order/addOrderLine (each with an Idempotency-Key), GET getOrderWithItems
 *   subgraph_10, subgraph_50   the same as GraphQL straight at the orders subgraph (no gateway)
 *
 * and beside them the raw order transaction's ceiling (counter, order and 3 lines in one transaction of
 * plain SQL on the same PostgreSQL, no HTTP), measured in the same run by tools/bench/raw-ceiling.ts and
 * read here. Goal: through the gateway ≥ 30 % of the raw ceiling at the same concurrency, each request's
 * p95 < 100 ms, 0 errors.
 */
import { check } from 'k6';
import http from 'k6/http';

declare const __ENV: Record<string, string | undefined>;
declare function open(path: string): string;

const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const ORDERS_SUBGRAPH_URL = __ENV.ORDERS_SUBGRAPH_URL ?? 'http://127.0.0.1:4004/graphql';
const SUMMARY_FILE = __ENV.SUMMARY_FILE ?? '.data/bench/cashier-flow.json';
const BENCH_DIR = __ENV.BENCH_DIR ?? '.data/bench';
const SECONDS = Number(__ENV.SECONDS ?? 15);
const GOAL = { share: 0.3, p95Ms: 100 };

interface Setup {
  restaurantId: string;
  token: string;
  rest: Record<string, unknown>[];
  graphql: Record<string, unknown>[];
  totalCents: number;
}
interface Ceiling {
  concurrency: number;
  ordersPerSecond: number;
  p95Ms: number;
  medianMs: number;
  errors: number;
}

const setupData = JSON.parse(open(`${BENCH_DIR}/cashier-setup.json`)) as Setup;
const ceilings: Record<number, Ceiling> = {
  10: JSON.parse(open(`${BENCH_DIR}/raw-ceiling-10.json`)) as Ceiling,
  50: JSON.parse(open(`${BENCH_DIR}/raw-ceiling-50.json`)) as Ceiling,
};

const STAGES = [
  { name: 'gateway_10', exec: 'gateway', vus: 10 },
  { name: 'gateway_50', exec: 'gateway', vus: 50 },
  { name: 'subgraph_10', exec: 'subgraph', vus: 10 },
  { name: 'subgraph_50', exec: 'subgraph', vus: 50 },
];

function scenarios() {
  const out: Record<string, object> = {
    warmup: { executor: 'constant-vus', vus: 2, duration: '3s', exec: 'gateway', gracefulStop: '2s' },
  };
  let start = 5;
  for (const s of STAGES) {
    out[s.name] = {
      executor: 'constant-vus',
      vus: s.vus,
      duration: `${SECONDS}s`,
      startTime: `${start}s`,
      exec: s.exec,
      gracefulStop: '5s',
      tags: { stage: s.name },
    };
    start += SECONDS + 6;
  }
  return out;
}

/** Per-stage figures exist in the summary only for metrics a threshold names. */
function thresholds() {
  // Something broken, not slow, fails the run: the goals are reported, not enforced.
  const t: Record<string, string[]> = { checks: ['rate>0.99'] };
  for (const s of STAGES) {
    t[`iterations{scenario:${s.name}}`] = ['count>=0'];
    t[`iteration_duration{scenario:${s.name}}`] = ['p(95)>=0'];
    t[`http_req_duration{scenario:${s.name}}`] = ['p(95)>=0'];
    t[`checks{scenario:${s.name}}`] = ['rate>=0'];
  }
  return t;
}

export const options = {
  scenarios: scenarios(),
  thresholds: thresholds(),
  summaryTrendStats: ['med', 'p(95)', 'avg', 'max'],
};

const headers = (extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${setupData.token}`,
  'Content-Type': 'application/json',
  ...extra,
});

let sequence = 0;
const key = () => `bench-${__ENV.K6_RUN ?? 'run'}-${Date.now()}-${Math.random().toString(36).slice(2)}-${sequence++}`;

/** One order through the gateway's REST paths; answers whether every step answered as it should. */
export function gateway() {
  const created = http.post(
    `${BASE_URL}/api/order/createOrder`,
    JSON.stringify({ restaurant_id: setupData.restaurantId, order_type: 'togo' }),
    { headers: headers({ 'Idempotency-Key': key() }), tags: { name: 'createOrder' } },
  );
  let ok = created.status === 201;
  const orderId = ok ? (JSON.parse(String(created.body)) as { id: string }).id : '';
  for (const line of setupData.rest) {
    if (!ok) break;
    const added = http.post(`${BASE_URL}/api/order/addOrderLine`, JSON.stringify({ ...line, order_id: orderId }), {
      headers: headers({ 'Idempotency-Key': key() }),
      tags: { name: 'addOrderLine' },
    });
    ok = added.status === 201;
  }
  if (ok) {
    const read = http.get(`${BASE_URL}/api/order/getOrderWithItems/${orderId}`, {
      headers: headers(),
      tags: { name: 'getOrderWithItems' },
    });
    const body =
      read.status === 200 ? (JSON.parse(String(read.body)) as { total_price: string; items: unknown[] }) : null;
    ok = !!body && body.items.length === 3 && Math.round(Number(body.total_price) * 100) === setupData.totalCents;
  }
  record(ok);
}

const CREATE = `mutation($input: CreateOrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { id } }`;
const ADD = `mutation($input: OrderLineInput!, $key: String) { addOrderLine(input: $input, idempotencyKey: $key) { line { id } } }`;
const READ = `query($id: ID!) { order(id: $id) { id totalCents lines { id productName priceCents } } }`;

function gql<T>(query: string, variables: Record<string, unknown>, name: string): T | null {
  const res = http.post(ORDERS_SUBGRAPH_URL, JSON.stringify({ query, variables }), {
    headers: headers(),
    tags: { name },
  });
  if (res.status !== 200) return null;
  const body = JSON.parse(String(res.body)) as { data?: T; errors?: unknown[] };
  return body.errors ? null : (body.data ?? null);
}

/** The same order straight at the orders subgraph. */
export function subgraph() {
  const created = gql<{ createOrder: { id: string } }>(
    CREATE,
    { input: { restaurantId: setupData.restaurantId, orderType: 'togo' }, key: key() },
    'createOrder',
  );
  let ok = !!created;
  for (const line of setupData.graphql) {
    if (!ok) break;
    ok = !!gql(ADD, { input: { ...line, orderId: created!.createOrder.id }, key: key() }, 'addOrderLine');
  }
  if (ok) {
    const read = gql<{ order: { totalCents: number; lines: unknown[] } }>(
      READ,
      { id: created!.createOrder.id },
      'order',
    );
    ok = !!read && read.order.lines.length === 3 && read.order.totalCents === setupData.totalCents;
  }
  record(ok);
}

function record(ok: boolean) {
  check(null, { 'the order is created, priced and read back': () => ok });
}

interface SummaryData {
  metrics: Record<string, { values: Record<string, number> } | undefined>;
}

export function handleSummary(data: SummaryData) {
  const rows = STAGES.map((s) => {
    const iterations = data.metrics[`iterations{scenario:${s.name}}`]?.values.count ?? 0;
    const flow = data.metrics[`iteration_duration{scenario:${s.name}}`]?.values;
    const failed = data.metrics[`checks{scenario:${s.name}}`]?.values;
    const request = data.metrics[`http_req_duration{scenario:${s.name}}`]?.values;
    return {
      stage: s.name,
      vus: s.vus,
      ordersPerSecond: iterations / SECONDS,
      medianMs: flow?.med ?? null,
      p95Ms: flow?.['p(95)'] ?? null,
      requestP95Ms: request?.['p(95)'] ?? null,
      errors: failed ? Math.round((1 - failed.rate) * iterations) : null,
    };
  });
  const fixed = (x: number | null, d = 1) => (x === null ? 'n/a' : x.toFixed(d));
  const lines = [
    '',
    `Cashier flow: create an order, add 3 priced lines, read it back (${SECONDS} s per stage)`,
    '',
    'where                       | VUs | orders/s | median ms | p95 ms | request p95 ms | errors',
    '----------------------------|-----|----------|-----------|--------|----------------|-------',
  ];
  const row = (
    where: string,
    vus: number,
    ops: number,
    med: number | null,
    p95: number | null,
    request: number | null,
    errors: number | null,
  ) =>
    `${where.padEnd(28)}| ${String(vus).padStart(3)} | ${fixed(ops).padStart(8)} | ${fixed(med).padStart(9)} | ${fixed(p95).padStart(6)} | ${fixed(request).padStart(14)} | ${String(errors ?? 'n/a').padStart(6)}`;
  for (const vus of [10, 50]) {
    const c = ceilings[vus]!;
    lines.push(row('raw transaction (plain SQL)', vus, c.ordersPerSecond, c.medianMs, c.p95Ms, null, c.errors));
    for (const r of rows.filter((x) => x.vus === vus)) {
      const where = r.stage.startsWith('gateway') ? 'gateway (REST)' : 'orders subgraph (GraphQL)';
      lines.push(row(where, vus, r.ordersPerSecond, r.medianMs, r.p95Ms, r.requestP95Ms, r.errors));
    }
  }
  lines.push('');
  const verdicts = [10, 50].map((vus) => {
    const r = rows.find((x) => x.stage === `gateway_${vus}`)!;
    const c = ceilings[vus]!;
    const share = c.ordersPerSecond ? r.ordersPerSecond / c.ordersPerSecond : 0;
    const pass = share >= GOAL.share && (r.requestP95Ms ?? Infinity) < GOAL.p95Ms && r.errors === 0;
    lines.push(
      `gateway at ${vus} VUs: ${(share * 100).toFixed(1)} % of the raw transaction's ceiling (goal ≥ ${GOAL.share * 100} %), ` +
        `request p95 ${fixed(r.requestP95Ms)} ms (goal < ${GOAL.p95Ms}), ${r.errors} errors  ${pass ? 'PASS' : 'MISS'}`,
    );
    return { vus, share, pass };
  });
  lines.push('');
  return {
    stdout: lines.join('\n'),
    [SUMMARY_FILE]: JSON.stringify({ rows, ceilings, verdicts, goal: GOAL }, null, 2),
  };
}
