/**
 * The whole-menu read (what the cashier terminal loads) for a restaurant with 500 items, three ways and
 * two temperatures:
 *
 *   rest_cached / graphql_cached / subgraph_cached   GET /api/menu/{id}, menu at the gateway, menu at the
 *                                                    menu subgraph, with the Redis cache warm; taking
 *                                                    turns request by request for 45 s
 *   rest_cold / subgraph_cold                        the same read right after a write (the cache was
 *                                                    invalidated): only the read is measured
 *
 * setup() signs in the demo account and builds "Bench Pizzeria" through the REST paths the first time
 * (10 categories × 30 products, 100 toppings of which half have portion prices, 60 sides, 40 specials
 * with 3 items: 500 items). Goals: p95 < 30 ms at the gateway with the cache warm, and at most 1.2× the
 * subgraph's own p95 in the same run.
 */
import { check } from 'k6';
import http from 'k6/http';
import { inTurn, type Stage } from './common.ts';
import { BASE_URL, type SetupData, type Json } from './menu-read-setup.ts';

// k6 finds setup() among the script's exports.
export { setup } from './menu-read-setup.ts';

declare const __ENV: Record<string, string | undefined>;
const MENU_SUBGRAPH_URL = __ENV.MENU_SUBGRAPH_URL ?? 'http://127.0.0.1:4003/graphql';
/** A bare Node proxy in front of the menu subgraph (tools/bench/bare-proxy.ts): the hop's own cost. */
const BARE_PROXY_URL = __ENV.BARE_PROXY_URL;
const SUMMARY_FILE = __ENV.SUMMARY_FILE ?? '.data/bench/menu-read.json';
const GOAL_P95_MS = 30;
const GOAL_RATIO = 1.2;

const MENU_QUERY = `query Menu($id: ID!) { menu(restaurantId: $id) {
  restaurantId
  categories { id name products { id numericId name priceCents sizes { id sizeName priceCents } } }
  specials { id numericId name priceCents items { id productName quantity } }
  toppings { id numericId name basePriceCents extras { id littlePriceCents regularPriceCents extraPriceCents } }
  sides { id name basePriceCents }
} }`;

interface Measure {
  name: string;
  exec: string;
  title: string;
}
const MEASURES: Measure[] = [
  { name: 'rest_cached', exec: 'cached', title: 'REST GET /api/menu/{id}, cache warm' },
  { name: 'graphql_cached', exec: 'cached', title: 'GraphQL at the gateway, cache warm' },
  { name: 'subgraph_cached', exec: 'cached', title: 'GraphQL at the subgraph, cache warm' },
  { name: 'proxy_cached', exec: 'cached', title: 'GraphQL through a bare Node proxy, cache warm' },
  { name: 'rest_cold', exec: 'restCold', title: 'REST after a write (cache cold)' },
  { name: 'subgraph_cold', exec: 'subgraphCold', title: 'Subgraph after a write (cache cold)' },
];
/**
 * The warm reads take turns request by request (one iteration asks all three), so a background
 * job's burst or a garbage collection lands on all three alike, not on whichever ran at that moment.
 */
const STAGES: Stage[] = [
  { name: 'cached', exec: 'cached', vus: 1, seconds: 45 },
  ...MEASURES.slice(4).map((m) => ({ name: m.name, exec: m.exec, vus: 1, seconds: 15 })),
];

function thresholds() {
  const t: Record<string, string[]> = { checks: ['rate>0.99'] };
  // Only the measured reads carry read:yes; the writes of the cold scenarios do not.
  for (const m of MEASURES) t[`http_req_duration{measure:${m.name},read:yes}`] = ['p(95)<500'];
  return t;
}

export const options = {
  scenarios: inTurn({ exec: 'warmup', vus: 1, seconds: 3 }, STAGES),
  thresholds: thresholds(),
  summaryTrendStats: ['med', 'p(95)', 'avg', 'max'],
  setupTimeout: '180s',
};

const headers = (data: SetupData) => ({ Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' });

function checkMenu(res: { status: number; body: unknown }, read: (b: Json) => unknown) {
  let body: Json | null = null;
  try {
    body = JSON.parse(String(res.body)) as Json;
  } catch {
    body = null;
  }
  check(res, {
    'status is 200': (r) => r.status === 200,
    'the whole menu answers': () =>
      body !== null && Array.isArray(read(body)) && (read(body) as unknown[]).length === 10,
  });
}

function restRead(data: SetupData, measure: string) {
  const res = http.get(`${BASE_URL}/api/menu/${data.restaurantId}`, {
    headers: headers(data),
    tags: { name: 'GET /api/menu/{id}', read: 'yes', measure },
  });
  checkMenu(res, (b) => b.categories);
}

function graphqlRead(data: SetupData, url: string, name: string, measure: string) {
  const res = http.post(url, JSON.stringify({ query: MENU_QUERY, variables: { id: data.restaurantId } }), {
    headers: headers(data),
    tags: { name, read: 'yes', measure },
  });
  checkMenu(res, (b) => (b.data as { menu?: { categories?: unknown } } | undefined)?.menu?.categories);
}

let flip = false;
/** A small write that invalidates the cached menu (a side's price toggles). */
function write(data: SetupData) {
  flip = !flip;
  http.put(
    `${BASE_URL}/api/toppingAndSides/update_sides/${data.sideId}`,
    JSON.stringify({ name: '', base_price: flip ? '3.99' : '4.09', restaurant_id: data.restaurantId }),
    {
      headers: headers(data),
      tags: { name: 'write', read: 'no' },
    },
  );
}

/** Fills every cache on the way (the subgraph's, the gateway's kept answer and learned route); not measured. */
export function warmup(data: SetupData) {
  restRead(data, 'warmup');
  graphqlRead(data, `${BASE_URL}/graphql`, 'POST /graphql menu (gateway)', 'warmup');
}
export function cached(data: SetupData) {
  restRead(data, 'rest_cached');
  graphqlRead(data, `${BASE_URL}/graphql`, 'POST /graphql menu (gateway)', 'graphql_cached');
  graphqlRead(data, MENU_SUBGRAPH_URL, 'POST /graphql menu (subgraph)', 'subgraph_cached');
  if (BARE_PROXY_URL) graphqlRead(data, BARE_PROXY_URL, 'POST /graphql menu (bare proxy)', 'proxy_cached');
}
export function restCold(data: SetupData) {
  write(data);
  restRead(data, 'rest_cold');
}
export function subgraphCold(data: SetupData) {
  write(data);
  graphqlRead(data, MENU_SUBGRAPH_URL, 'POST /graphql menu (subgraph)', 'subgraph_cold');
}

interface SummaryData {
  metrics: Record<string, { values: Record<string, number> } | undefined>;
}

export function handleSummary(data: SummaryData) {
  const rows = MEASURES.map((m) => {
    const v = data.metrics[`http_req_duration{measure:${m.name},read:yes}`]?.values;
    return { scenario: m.name, title: m.title, medianMs: v?.med ?? null, p95Ms: v?.['p(95)'] ?? null };
  });
  const cell = (x: number | null) => (x === null ? 'n/a' : x.toFixed(2));
  const width = Math.max(...rows.map((r) => `${r.scenario} (${r.title})`.length));
  const lines = [
    '',
    `Whole-menu read, 500 items: ${BASE_URL} (menu subgraph ${MENU_SUBGRAPH_URL})`,
    '',
    `${'scenario'.padEnd(width)} | median ms | p95 ms`,
    `${'-'.repeat(width)}-|-----------|-------`,
    ...rows.map(
      (r) =>
        `${`${r.scenario} (${r.title})`.padEnd(width)} | ${cell(r.medianMs).padStart(9)} | ${cell(r.p95Ms).padStart(6)}`,
    ),
  ];
  const gateway = rows.find((r) => r.scenario === 'graphql_cached')?.p95Ms ?? null;
  const rest = rows.find((r) => r.scenario === 'rest_cached')?.p95Ms ?? null;
  const worst = gateway === null || rest === null ? null : Math.max(gateway, rest);
  const subgraph = rows.find((r) => r.scenario === 'subgraph_cached')?.p95Ms ?? null;
  const ratio = worst === null || !subgraph ? null : worst / subgraph;
  const proxy = rows.find((r) => r.scenario === 'proxy_cached')?.p95Ms ?? null;
  lines.push(
    '',
    `gateway p95 with the cache warm: ${cell(worst)} ms (goal < ${GOAL_P95_MS} ms)  ${worst !== null && worst < GOAL_P95_MS ? 'PASS' : 'MISS'}`,
    // Absolute times swing between machines; what the gateway adds to the subgraph's own read does not.
    `gateway (worse of REST and GraphQL) / subgraph p95, same run: ${cell(ratio)}× (goal ≤ ${GOAL_RATIO}×)  ${ratio !== null && ratio <= GOAL_RATIO ? 'PASS' : 'MISS'}`,
    `  REST / subgraph: ${cell(rest !== null && subgraph ? rest / subgraph : null)}×; GraphQL / subgraph: ${cell(gateway !== null && subgraph ? gateway / subgraph : null)}×`,
    // The floor: what one more Node hop costs with no gateway work at all.
    `  bare Node proxy / subgraph: ${cell(proxy !== null && subgraph ? proxy / subgraph : null)}×; GraphQL at the gateway / bare proxy: ${cell(proxy && gateway !== null ? gateway / proxy : null)}×`,
    '',
  );
  return { stdout: lines.join('\n'), [SUMMARY_FILE]: JSON.stringify({ rows, goalP95Ms: GOAL_P95_MS }, null, 2) };
}
