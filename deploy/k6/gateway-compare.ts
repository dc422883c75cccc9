/**
 * Our gateway beside a stock @apollo/gateway (tools/bench/stock-gateway.ts) in front of the same auth
 * subgraph, and the subgraph alone, in one run (`npm run bench` starts the stock one):
 *
 *   stock_N / ours_N / subgraph_N   the authenticated `me` query at THROUGHPUT_VUS, alternating, three rounds
 *   hop_ours / hop_subgraph         the same query at 1 VU: the gateway's hop is the difference of medians
 *   refusals                        two over-budget operations (2,000 aliases of `me`; 300 aliases of every
 *                                   restaurant's menu): refused with a 400, and how long the refusal took
 *
 * Goals (PASS/MISS; only broken answers fail the run): our req/s ≥ 1.5 × the stock gateway's with p95 no
 * worse, the hop ≤ 1.5 ms, a refusal ≤ 50 ms. Absolute figures swing between machines; the ratios count.
 */
import { check } from 'k6';
import http from 'k6/http';
import { DEMO, demoToken, inTurn, type Stage } from './common.ts';

declare const __ENV: Record<string, string | undefined>;

const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const STOCK_URL = __ENV.STOCK_GATEWAY_URL ?? 'http://127.0.0.1:4020/';
const AUTH_SUBGRAPH_URL = __ENV.AUTH_SUBGRAPH_URL ?? 'http://127.0.0.1:4001/graphql';
const SUMMARY_FILE = __ENV.SUMMARY_FILE ?? '.data/bench/gateway-compare.json';
const VUS = Number(__ENV.THROUGHPUT_VUS ?? 20);
const SECONDS = Number(__ENV.THROUGHPUT_SECONDS ?? 15);
const HOP_SECONDS = Number(__ENV.HOP_SECONDS ?? 15);
const ROUNDS = 3;

const ME_QUERY = 'query Me { me { id fullname email role profilePicture } }';
const GOALS = { throughputRatio: 1.5, hopMs: 1.5, refusalMs: 50 };

const TARGETS = { stock: STOCK_URL, ours: `${BASE_URL}/graphql`, subgraph: AUTH_SUBGRAPH_URL } as const;
type Target = keyof typeof TARGETS;
const ORDER: Target[] = ['stock', 'ours', 'subgraph'];

const STAGES: Stage[] = [
  ...Array.from({ length: ROUNDS }, (_, round) =>
    ORDER.map((t) => ({ name: `${t}_${round + 1}`, exec: t, vus: VUS, seconds: SECONDS })),
  ).flat(),
  { name: 'hop_ours', exec: 'ours', vus: 1, seconds: HOP_SECONDS },
  { name: 'hop_subgraph', exec: 'subgraph', vus: 1, seconds: HOP_SECONDS },
  { name: 'refusals', exec: 'refusals', vus: 1, seconds: 5 },
];

function thresholds() {
  const t: Record<string, string[]> = { checks: ['rate>0.99'] };
  // A threshold on a tagged metric is what makes k6 keep that sub-metric for the summary.
  for (const s of STAGES) {
    t[`http_req_duration{scenario:${s.name}}`] = ['p(95)<5000'];
    t[`http_reqs{scenario:${s.name}}`] = ['count>0'];
  }
  return t;
}

export const options = {
  scenarios: inTurn({ exec: 'warmup', vus: 4, seconds: 5 }, STAGES),
  thresholds: thresholds(),
  summaryTrendStats: ['med', 'p(95)', 'avg', 'max'],
};

interface SetupData {
  token: string;
}

export function setup(): SetupData {
  return { token: demoToken(BASE_URL) };
}

function ask(target: Target, data: SetupData) {
  const res = http.post(TARGETS[target], JSON.stringify({ query: ME_QUERY, operationName: 'Me' }), {
    headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
    tags: { name: `me (${target})` },
  });
  check(res, {
    'status is 200': (r) => r.status === 200,
    'the demo account answers': (r) => r.status === 200 && r.json('data.me.email') === DEMO.email,
  });
}

export const stock = (data: SetupData) => ask('stock', data);
export const ours = (data: SetupData) => ask('ours', data);
export const subgraph = (data: SetupData) => ask('subgraph', data);
export function warmup(data: SetupData) {
  for (const t of ORDER) ask(t, data);
}

const aliases = (n: number, selection: string) =>
  `query Greedy { ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;
const OVER_BUDGET = [aliases(2000, 'me { id }'), aliases(300, 'restaurants { menu { categories { id name } } }')];

export function refusals(data: SetupData) {
  for (const query of OVER_BUDGET) {
    const res = http.post(`${BASE_URL}/graphql`, JSON.stringify({ query }), {
      headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
      tags: { name: 'over budget' },
    });
    check(res, { 'an over-budget operation is refused with a 400': (r) => r.status === 400 });
  }
}

// ---- Summary ---------------------------------------------------------------------------------------

interface SummaryData {
  metrics: Record<string, { values: Record<string, number> } | undefined>;
}

const fixed = (v: number | null, digits: number) => (v === null || !Number.isFinite(v) ? 'n/a' : v.toFixed(digits));

export function handleSummary(data: SummaryData) {
  const duration = (name: string) => data.metrics[`http_req_duration{scenario:${name}}`]?.values;
  const count = (name: string) => data.metrics[`http_reqs{scenario:${name}}`]?.values.count ?? 0;

  const perTarget = ORDER.map((t) => {
    const rounds = Array.from({ length: ROUNDS }, (_, i) => `${t}_${i + 1}`);
    const rates = rounds.map((r) => count(r) / SECONDS);
    const p95s = rounds.map((r) => duration(r)?.['p(95)'] ?? NaN);
    return {
      target: t,
      requestsPerSecond: rates.reduce((a, b) => a + b, 0) / ROUNDS,
      rates,
      // The worst round's p95: one lucky round does not hide a slow one.
      p95Ms: Math.max(...p95s),
      medianMs: Math.max(...rounds.map((r) => duration(r)?.med ?? NaN)),
    };
  });
  const by = Object.fromEntries(perTarget.map((r) => [r.target, r])) as Record<Target, (typeof perTarget)[number]>;
  const ratio = by.ours.requestsPerSecond / by.stock.requestsPerSecond;
  const hop = (duration('hop_ours')?.med ?? NaN) - (duration('hop_subgraph')?.med ?? NaN);
  const refusal = duration('refusals')?.max ?? NaN;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

  const lines = [
    '',
    `Gateway comparison: the \`me\` query at ${VUS} VUs, ${ROUNDS} rounds of ${SECONDS} s, alternating`,
    `  ours ${BASE_URL}/graphql, stock @apollo/gateway ${STOCK_URL}, auth subgraph ${AUTH_SUBGRAPH_URL}`,
    '',
    'target   | req/s (mean) | each round         | median ms | p95 ms (worst round)',
    ...perTarget.map(
      (r) =>
        `${r.target.padEnd(8)} | ${fixed(r.requestsPerSecond, 0).padStart(12)} | ${r.rates
          .map((x) => fixed(x, 0).padStart(5))
          .join(' ')
          .padEnd(18)} | ${fixed(r.medianMs, 2).padStart(9)} | ${fixed(r.p95Ms, 2)}`,
    ),
    '',
    `ours / stock throughput: ${fixed(ratio, 2)}× (goal ≥ ${GOALS.throughputRatio}×)  ${verdict(ratio >= GOALS.throughputRatio)}`,
    `ours / stock p95: ${fixed(by.ours.p95Ms / by.stock.p95Ms, 2)}× (goal ≤ 1×)  ${verdict(by.ours.p95Ms <= by.stock.p95Ms)}`,
    `ours / subgraph throughput: ${fixed(by.ours.requestsPerSecond / by.subgraph.requestsPerSecond, 2)}×; stock / subgraph: ${fixed(by.stock.requestsPerSecond / by.subgraph.requestsPerSecond, 2)}×`,
    `gateway hop at 1 VU (median, ours − subgraph): ${fixed(hop, 2)} ms (goal ≤ ${GOALS.hopMs} ms)  ${verdict(hop <= GOALS.hopMs)}`,
    `over-budget operations refused (400) in at most ${fixed(refusal, 1)} ms (goal ≤ ${GOALS.refusalMs} ms)  ${verdict(refusal <= GOALS.refusalMs)}`,
    `JSON summary: ${SUMMARY_FILE}`,
    '',
  ];
  const result = { bench: { perTarget, ratio, hopMs: hop, refusalMaxMs: refusal, goals: GOALS }, ...data };
  return { stdout: lines.join('\n'), [SUMMARY_FILE]: JSON.stringify(result, null, 2) };
}
