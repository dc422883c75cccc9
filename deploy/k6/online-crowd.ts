/**
 * A crowd on one restaurant's ordering page beside its own terminal (docs/decisions/0062-online-ordering.md),
 * in one run: the terminal alone, then the same terminal while 500 customers read the page.
 *
 *   terminal_alone    cashiers placing orders whole, 5 a second (POST /api/order/placeOrder, 3 lines priced by
 *                     the server): a Friday rush's pace several times over, inside the restaurant's fair share
 *   crowd             500 customers: each loads the page (GET /api/online/{slug}/menu and the page's
 *                     facts, GET /api/online/{slug}), then every 8–12 s reads both again, the menu with
 *                     its ETag (If-None-Match), as a browser revalidates
 *   terminal_crowd    the same 5 cashiers while the crowd reads
 *
 * Goal: the terminal's p95 with the crowd ≤ 1.20 × its p95 alone; every answer as it should be.
 */
import { check, sleep } from 'k6';
import http from 'k6/http';

declare const __ENV: Record<string, string | undefined>;
declare const __ITER: number;
declare function open(path: string): string;

const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const BENCH_DIR = __ENV.BENCH_DIR ?? '.data/bench';
const SUMMARY_FILE = __ENV.SUMMARY_FILE ?? `${BENCH_DIR}/online-crowd.json`;
const SECONDS = Number(__ENV.SECONDS ?? 20);
const CROWD = Number(__ENV.CROWD ?? 500);
const CASHIERS = 5;
const ORDERS_PER_SECOND = 5;
const GOAL = { ratio: 1.2 };

const cashier = JSON.parse(open(`${BENCH_DIR}/cashier-setup.json`)) as {
  restaurantId: string;
  token: string;
  rest: Record<string, unknown>[];
  totalCents: number;
};
const page = JSON.parse(open(`${BENCH_DIR}/online-setup.json`)) as { slug: string };

/**
 * The terminal at a busy restaurant's pace, well inside its fair share (decision 0057: 10 requests a
 * second): an order placed every 200 ms across the cashiers, however long each takes.
 */
function terminalAt(startTime: string) {
  return {
    executor: 'constant-arrival-rate',
    rate: ORDERS_PER_SECOND,
    timeUnit: '1s',
    duration: `${SECONDS}s`,
    preAllocatedVUs: CASHIERS,
    maxVUs: CASHIERS * 4,
    startTime,
    exec: 'terminal',
    gracefulStop: '5s',
  };
}

export const options = {
  scenarios: {
    warmup: { ...terminalAt('0s'), duration: '3s' },
    terminal_alone: terminalAt('5s'),
    // The crowd arrives over its first 5 s and is all there before the terminal is measured again.
    crowd: {
      executor: 'constant-vus',
      vus: CROWD,
      duration: `${SECONDS + 12}s`,
      startTime: `${SECONDS + 10}s`,
      exec: 'customer',
      gracefulStop: '15s',
    },
    terminal_crowd: terminalAt(`${SECONDS + 18}s`),
  },
  thresholds: {
    checks: ['rate>0.99'],
    'http_req_duration{scenario:terminal_alone}': ['p(95)>=0'],
    'http_req_duration{scenario:terminal_crowd}': ['p(95)>=0'],
    'http_req_duration{scenario:crowd}': ['p(95)>=0'],
    'http_reqs{scenario:crowd}': ['count>=0'],
    'http_reqs{scenario:terminal_alone}': ['count>=0'],
    'http_reqs{scenario:terminal_crowd}': ['count>=0'],
    'checks{scenario:crowd}': ['rate>=0'],
  },
  summaryTrendStats: ['med', 'p(95)', 'avg', 'max'],
};

let sequence = 0;
const key = () => `bench-online-${Date.now()}-${Math.random().toString(36).slice(2)}-${sequence++}`;

/** A cashier placing a to-go order whole, as the terminal prints one. */
export function terminal() {
  const res = http.post(
    `${BASE_URL}/api/order/placeOrder`,
    JSON.stringify({ restaurant_id: cashier.restaurantId, order_type: 'togo', lines: cashier.rest }),
    {
      headers: {
        Authorization: `Bearer ${cashier.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key(),
      },
      tags: { name: 'placeOrder' },
    },
  );
  check(res, {
    'the order is placed at the server’s total': (r) =>
      r.status === 201 &&
      Math.round(Number((JSON.parse(String(r.body)) as { order: { total_price: string } }).order.total_price) * 100) ===
        cashier.totalCents,
  });
}

/** The menu's ETag this customer holds (one per virtual user). */
let etag: string | null = null;

/** A customer on the page: the first load, then a look again every 8–12 s. */
export function customer() {
  if (__ITER === 0) sleep(Math.random() * 5);
  const menu = http.get(`${BASE_URL}/api/online/${page.slug}/menu`, {
    headers: etag ? { 'If-None-Match': etag } : {},
    tags: { name: etag ? 'menu (revalidate)' : 'menu (first load)' },
  });
  const facts = http.get(`${BASE_URL}/api/online/${page.slug}`, { tags: { name: 'page facts' } });
  check(menu, { 'the menu answers (or is unchanged)': (r) => (etag ? r.status === 304 : r.status === 200) });
  check(facts, {
    'the page is open': (r) =>
      r.status === 200 && (JSON.parse(String(r.body)) as { open_now?: boolean }).open_now === true,
  });
  if (menu.status === 200) etag = (menu.headers.Etag as string | undefined) ?? null;
  sleep(8 + Math.random() * 4);
}

interface SummaryData {
  metrics: Record<string, { values: Record<string, number> } | undefined>;
}

export function handleSummary(data: SummaryData) {
  const p95 = (scenario: string) => data.metrics[`http_req_duration{scenario:${scenario}}`]?.values['p(95)'] ?? null;
  const med = (scenario: string) => data.metrics[`http_req_duration{scenario:${scenario}}`]?.values.med ?? null;
  const count = (scenario: string) => data.metrics[`http_reqs{scenario:${scenario}}`]?.values.count ?? 0;
  const alone = p95('terminal_alone');
  const crowded = p95('terminal_crowd');
  const ratio = alone && crowded ? crowded / alone : null;
  const checks = data.metrics.checks?.values.rate ?? 0;
  const crowdChecks = data.metrics['checks{scenario:crowd}']?.values.rate ?? 0;
  const fixed = (x: number | null, d = 1) => (x === null ? 'n/a' : x.toFixed(d));
  const result = {
    cashiers: CASHIERS,
    crowd: CROWD,
    seconds: SECONDS,
    terminalAlone: { orders: count('terminal_alone'), medianMs: med('terminal_alone'), p95Ms: alone },
    terminalWithCrowd: { orders: count('terminal_crowd'), medianMs: med('terminal_crowd'), p95Ms: crowded },
    crowdRequests: count('crowd'),
    crowdMedianMs: med('crowd'),
    crowdP95Ms: p95('crowd'),
    crowdAnswersAsExpected: crowdChecks,
    ratio,
    goal: GOAL,
    pass: ratio !== null && ratio <= GOAL.ratio && checks > 0.99,
  };
  const lines = [
    '',
    `A crowd on one ordering page: ${ORDERS_PER_SECOND} orders a second at the terminal, alone and beside ${CROWD} customers reading the page (${SECONDS} s each)`,
    '',
    'terminal            | orders | median ms | p95 ms',
    '--------------------|--------|-----------|-------',
    `alone               | ${String(result.terminalAlone.orders).padStart(6)} | ${fixed(result.terminalAlone.medianMs).padStart(9)} | ${fixed(alone).padStart(6)}`,
    `with the crowd      | ${String(result.terminalWithCrowd.orders).padStart(6)} | ${fixed(result.terminalWithCrowd.medianMs).padStart(9)} | ${fixed(crowded).padStart(6)}`,
    '',
    `the crowd: ${result.crowdRequests} requests, median ${fixed(result.crowdMedianMs)} ms, p95 ${fixed(result.crowdP95Ms)} ms, ${(crowdChecks * 100).toFixed(2)} % as expected`,
    `terminal p95 with the crowd: ×${fixed(ratio, 2)} of alone (goal ≤ ×${GOAL.ratio.toFixed(2)})  ${result.pass ? 'PASS' : 'MISS'}`,
    '',
  ];
  return { stdout: lines.join('\n'), [SUMMARY_FILE]: JSON.stringify(result, null, 2) };
}
