/**
 * The cost of each way to ask "who am I?" (k6 runs this TypeScript as is; `npm run bench` starts it).
 *
 *   rest             GET /api/auth/me: REST adapter → supergraph (in-process) → auth subgraph
 *   graphql          POST /graphql at the gateway: query plan → auth subgraph
 *   subgraph         POST straight to the auth subgraph: the floor the other two are measured against
 *   rest_throughput  the REST path with 10 VUs: requests per second
 *
 * The latency scenarios run one after another with one VU each, so they never compete for the CPU and
 * their medians can be compared. The goals (REST / GraphQL median ratio, gateway hop) are printed with
 * PASS/MISS; only the thresholds, set loosely, fail the run: they catch something broken, not slow.
 *
 * Run it through `npm run bench`, which passes --no-usage-report (k6 otherwise sends anonymous usage
 * statistics; a script cannot turn that off). By hand: K6_NO_USAGE_REPORT=true k6 run deploy/k6/auth-profile.ts
 */
import { check } from 'k6';
import http from 'k6/http';
import { DEMO, demoToken, inTurn, type Stage } from './common.ts';

declare const __ENV: Record<string, string | undefined>;

const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const AUTH_SUBGRAPH_URL = __ENV.AUTH_SUBGRAPH_URL ?? 'http://127.0.0.1:4001/graphql';
const SUMMARY_FILE = __ENV.SUMMARY_FILE ?? '.data/bench/auth-profile.json';

const ME_QUERY = 'query Me { me { id fullname email role profilePicture } }';

/** Goals compared against the measured medians (a MISS is reported, it does not fail the run). */
const GOALS = { restOverGraphqlMedianRatio: 1.1, gatewayHopMedianMs: 1.5 };

interface ProfileStage extends Stage {
  /** p(95) bound for the threshold: generous, so only something broken fails the bench. */
  p95Ms: number;
  title: string;
}

const WARMUP_SECONDS = 5;
const STAGES: ProfileStage[] = [
  { name: 'rest', exec: 'restMe', vus: 1, seconds: 20, p95Ms: 50, title: 'REST GET /api/auth/me' },
  { name: 'graphql', exec: 'gatewayMe', vus: 1, seconds: 20, p95Ms: 50, title: 'GraphQL at the gateway' },
  { name: 'subgraph', exec: 'subgraphMe', vus: 1, seconds: 20, p95Ms: 50, title: 'GraphQL at the subgraph' },
  { name: 'rest_throughput', exec: 'restMe', vus: 10, seconds: 15, p95Ms: 250, title: 'REST, 10 VUs' },
];

function buildThresholds() {
  // A threshold on a tagged metric is also what makes k6 compute that sub-metric for the summary.
  const thresholds: Record<string, string[]> = {
    checks: ['rate>0.99'],
    http_req_failed: ['rate<0.01'],
  };
  for (const s of STAGES) {
    thresholds[`http_req_duration{scenario:${s.name}}`] = [`p(95)<${s.p95Ms}`];
    thresholds[`http_reqs{scenario:${s.name}}`] = ['count>0'];
  }
  return thresholds;
}

export const options = {
  // JIT, connection pools and caches warm up outside the measured scenarios.
  scenarios: inTurn({ exec: 'warmup', vus: 1, seconds: WARMUP_SECONDS }, STAGES),
  thresholds: buildThresholds(),
  summaryTrendStats: ['med', 'p(95)', 'avg', 'max'],
};

interface SetupData {
  token: string;
}

export function setup(): SetupData {
  return { token: demoToken(BASE_URL) };
}

function authHeaders(data: SetupData, json: boolean): Record<string, string> {
  const headers: Record<string, string> = { Authorization: `Bearer ${data.token}` };
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

/** Parsed JSON body, or null when the body is not JSON. */
function bodyOf(res: { body: unknown }): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(String(res.body));
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function checkAnswer(res: { status: number; body: unknown }, email: (body: Record<string, unknown>) => unknown) {
  const body = bodyOf(res);
  check(res, {
    'status is 200': (r) => r.status === 200,
    'no errors': () => body !== null && body.errors === undefined,
    'the demo account answers': () => body !== null && email(body) === DEMO.email,
  });
}

// Requests carry k6's own `scenario` tag (rest, graphql, …): the summary's sub-metrics are keyed by it.

export function restMe(data: SetupData) {
  const res = http.get(`${BASE_URL}/api/auth/me`, {
    headers: authHeaders(data, false),
    tags: { name: 'GET /api/auth/me' },
  });
  checkAnswer(res, (b) => (b.user as { email?: unknown } | undefined)?.email);
}

function graphqlMe(url: string, name: string, data: SetupData) {
  const res = http.post(url, JSON.stringify({ query: ME_QUERY, operationName: 'Me' }), {
    headers: authHeaders(data, true),
    tags: { name },
  });
  checkAnswer(res, (b) => (b.data as { me?: { email?: unknown } } | undefined)?.me?.email);
}

export function gatewayMe(data: SetupData) {
  graphqlMe(`${BASE_URL}/graphql`, 'POST /graphql (gateway)', data);
}

export function subgraphMe(data: SetupData) {
  graphqlMe(AUTH_SUBGRAPH_URL, 'POST /graphql (auth subgraph)', data);
}

export function warmup(data: SetupData) {
  restMe(data);
  gatewayMe(data);
  subgraphMe(data);
}

// ---- Summary ---------------------------------------------------------------------------------------

interface MetricSummary {
  values: Record<string, number>;
  thresholds?: Record<string, { ok: boolean }>;
}

interface SummaryData {
  metrics: Record<string, MetricSummary | undefined>;
}

interface Row {
  scenario: string;
  title: string;
  medianMs: number | null;
  p95Ms: number | null;
  requestsPerSecond: number | null;
}

const fixed = (value: number | null, digits: number) => (value === null ? 'n/a' : value.toFixed(digits));

function rowFor(data: SummaryData, s: Stage): Row {
  const duration = data.metrics[`http_req_duration{scenario:${s.name}}`]?.values;
  const count = data.metrics[`http_reqs{scenario:${s.name}}`]?.values.count;
  return {
    scenario: s.name,
    title: s.title,
    medianMs: duration?.med ?? null,
    p95Ms: duration?.['p(95)'] ?? null,
    // k6's own rate divides by the whole run; each scenario ran for its own duration only.
    requestsPerSecond: count === undefined ? null : count / s.seconds,
  };
}

function goalLine(label: string, value: number | null, goal: number, unit: string): string {
  const verdict = value === null ? 'n/a' : value <= goal ? 'PASS' : 'MISS';
  return `${label}: ${fixed(value, 2)}${unit} (goal ≤ ${goal}${unit})  ${verdict}`;
}

export function handleSummary(data: SummaryData) {
  const rows = STAGES.map((s) => rowFor(data, s));
  const byName = Object.fromEntries(rows.map((r) => [r.scenario, r]));
  const rest = byName.rest?.medianMs ?? null;
  const graphql = byName.graphql?.medianMs ?? null;
  const subgraph = byName.subgraph?.medianMs ?? null;
  const ratio = rest !== null && graphql ? rest / graphql : null;
  const hop = graphql !== null && subgraph !== null ? graphql - subgraph : null;

  const header = ['scenario', 'median ms', 'p95 ms', 'req/s'];
  const cells = rows.map((r) => [
    `${r.scenario} (${r.title})`,
    fixed(r.medianMs, 2),
    fixed(r.p95Ms, 2),
    fixed(r.requestsPerSecond, 0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ');

  const failed: string[] = [];
  for (const [name, metric] of Object.entries(data.metrics)) {
    for (const [expression, result] of Object.entries(metric?.thresholds ?? {})) {
      if (!result.ok) failed.push(`${name}: ${expression}`);
    }
  }
  const checksRate = data.metrics.checks?.values.rate;

  const text = [
    '',
    `Auth profile: ${BASE_URL} (auth subgraph ${AUTH_SUBGRAPH_URL})`,
    '',
    line(header),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...cells.map(line),
    '',
    goalLine('REST / GraphQL median ratio', ratio, GOALS.restOverGraphqlMedianRatio, ''),
    goalLine('gateway hop (GraphQL at gateway − subgraph) median', hop, GOALS.gatewayHopMedianMs, ' ms'),
    '',
    `checks passed: ${checksRate === undefined ? 'n/a' : `${fixed(checksRate * 100, 2)}%`}`,
    failed.length ? `THRESHOLDS FAILED:\n${failed.map((f) => `  - ${f}`).join('\n')}` : 'thresholds: all passed',
    `JSON summary: ${SUMMARY_FILE}`,
    '',
  ].join('\n');

  const result = {
    bench: {
      baseUrl: BASE_URL,
      authSubgraphUrl: AUTH_SUBGRAPH_URL,
      rows,
      restOverGraphqlMedianRatio: { value: ratio, goal: GOALS.restOverGraphqlMedianRatio },
      gatewayHopMedianMs: { value: hop, goal: GOALS.gatewayHopMedianMs },
      failedThresholds: failed,
    },
    ...data,
  };
  return { stdout: text, [SUMMARY_FILE]: JSON.stringify(result, null, 2) };
}
