/**
 * Revenue at a glance (docs/product.md#revenue): GET /api/order/revenue/{restaurantId}?period=… through the
 * gateway, every period, for a restaurant with 200,000 orders and one with 2,000 (tools/bench/revenue-setup.ts),
 * in one run. The report reads a daily rollup, so the two should cost the same: the ratio of their p95s shows it.
 * Goal: p95 < 100 ms for every period at both sizes, 0 errors.
 */
import { check } from 'k6';
import http from 'k6/http';

declare const __ENV: Record<string, string | undefined>;
declare function open(path: string): string;

const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const SUMMARY_FILE = __ENV.SUMMARY_FILE ?? '.data/bench/revenue.json';
const BENCH_DIR = __ENV.BENCH_DIR ?? '.data/bench';
const SECONDS = Number(__ENV.SECONDS ?? 20);
const VUS = Number(__ENV.VUS ?? 5);
const GOAL_P95_MS = 100;
const PERIODS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'last_year',
  'all_time',
];

interface Setup {
  token: string;
  restaurants: { label: string; restaurantId: string; orders: number }[];
}
const setupData = JSON.parse(open(`${BENCH_DIR}/revenue-setup.json`)) as Setup;

function thresholds() {
  const t: Record<string, string[]> = { checks: ['rate>0.99'] };
  for (const r of setupData.restaurants)
    for (const period of PERIODS) t[`http_req_duration{size:${r.label},period:${period}}`] = ['p(95)>=0'];
  return t;
}

export const options = {
  scenarios: {
    warmup: { executor: 'constant-vus', vus: 1, duration: '3s', gracefulStop: '2s', tags: { warmup: 'yes' } },
    revenue: { executor: 'constant-vus', vus: VUS, duration: `${SECONDS}s`, startTime: '4s', gracefulStop: '5s' },
  },
  thresholds: thresholds(),
  summaryTrendStats: ['med', 'p(95)', 'avg', 'max'],
};

/** Each iteration asks every period of both restaurants, each request tagged with its size and period. */
export default function () {
  for (const r of setupData.restaurants) {
    for (const period of PERIODS) {
      const res = http.get(`${BASE_URL}/api/order/revenue/${r.restaurantId}?period=${period}`, {
        headers: { Authorization: `Bearer ${setupData.token}` },
        tags: { size: r.label, period, name: 'revenue' },
      });
      check(res, { 'the revenue answers': (x) => x.status === 200 });
    }
  }
}

interface SummaryData {
  metrics: Record<string, { values: Record<string, number> } | undefined>;
}

export function handleSummary(data: SummaryData) {
  const p95 = (label: string, period: string) =>
    data.metrics[`http_req_duration{size:${label},period:${period}}`]?.values['p(95)'] ?? null;
  const [big, small] = setupData.restaurants;
  const fixed = (x: number | null) => (x === null ? 'n/a' : x.toFixed(1));
  const lines = [
    '',
    `Revenue through the gateway (${VUS} VUs, ${SECONDS} s): p95 ms by period, ${big!.orders} orders against ${small!.orders}`,
    '',
    `period      | ${big!.label.padStart(8)} | ${small!.label.padStart(8)} | ratio`,
    '------------|----------|----------|------',
  ];
  const rows = PERIODS.map((period) => {
    const a = p95(big!.label, period);
    const b = p95(small!.label, period);
    const ratio = a !== null && b ? a / b : null;
    lines.push(
      `${period.padEnd(12)}| ${fixed(a).padStart(8)} | ${fixed(b).padStart(8)} | ${ratio === null ? 'n/a' : ratio.toFixed(2)}`,
    );
    return { period, [big!.label]: a, [small!.label]: b, ratio };
  });
  const failed = 1 - (data.metrics.checks?.values.rate ?? 0);
  const worst = Math.max(
    ...rows.flatMap((r) => [Number(r[big!.label] ?? Infinity), Number(r[small!.label] ?? Infinity)]),
  );
  lines.push('');
  lines.push(
    `worst p95 ${worst.toFixed(1)} ms (goal < ${GOAL_P95_MS}), errors ${(failed * 100).toFixed(2)} %  ${worst < GOAL_P95_MS && failed === 0 ? 'PASS' : 'MISS'}`,
  );
  lines.push('');
  return { stdout: lines.join('\n'), [SUMMARY_FILE]: JSON.stringify({ rows, goalP95Ms: GOAL_P95_MS }, null, 2) };
}
