import { commonEnv, envPrefix, GATEWAY, loadConfig, optionalPortEnv, portEnv, SERVICES } from '@zest/kit';
import { z } from 'zod';

const subgraphUrls = Object.fromEntries(
  SERVICES.map((s) => [`${envPrefix(s.name)}_URL`, z.string().url().default(`http://127.0.0.1:${s.port}/graphql`)]),
);

export const config = loadConfig('gateway', {
  ...commonEnv,
  HOST: z.string().default('127.0.0.1'),
  PORT: portEnv(GATEWAY.port),
  /** Which proxies may set X-Forwarded-For (express "trust proxy"). */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * Who may read /readyz and /metrics on PORT (decision 0075): direct callers from these address ranges
   * (as TRUST_PROXY writes them). Everyone else is answered 404.
   */
  OPS_NETWORK: z.string().default('loopback'),
  /** A second, internal port serving only /healthz, /readyz and /metrics to whoever reaches it; none when unset. */
  OPS_PORT: optionalPortEnv(),
  WEB_DIST: z.string().optional(),
  SUPERGRAPH_FILE: z.string().optional(),
  /** The live order stream: a comment this often keeps proxies from closing a quiet stream. */
  ORDER_STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /**
   * Fair share (docs/decisions/0057-fair-share.md, 0078): requests a second each restaurant's sessions, and
   * each account's own, may make through all gateway replicas together (a bucket in Redis), and the burst
   * above it; 0 turns the limit off.
   */
  FAIR_SHARE_RESTAURANT_PER_SECOND: z.coerce.number().min(0).default(10),
  FAIR_SHARE_RESTAURANT_BURST: z.coerce.number().min(1).default(200),
  FAIR_SHARE_ACCOUNT_PER_SECOND: z.coerce.number().min(0).default(60),
  FAIR_SHARE_ACCOUNT_BURST: z.coerce.number().min(1).default(600),
  /**
   * replicas: one bucket per holder in Redis for every gateway (a Redis round trip per request); process: a
   * bucket of each process (one replica, or a balancer with affinity by restaurant), as before decision 0078.
   */
  FAIR_SHARE_SCOPE: z.enum(['replicas', 'process']).default('replicas'),
  /**
   * On SIGTERM (decision 0078): at most this long from the signal to the exit. Open live streams are told
   * to come back and ended over its first half; requests in flight have the rest. Keep it below the
   * orchestrator's grace (Kubernetes' terminationGracePeriodSeconds, compose's stop_grace_period: 10 s).
   */
  GATEWAY_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(8),
  /** The direct road (docs/decisions/0026-direct-road.md); 'off' sends every query through the plan. */
  DIRECT_ROAD: z.enum(['on', 'off']).default('on'),
  ...subgraphUrls,
});

export function subgraphUrl(name: string): string {
  return (config as Record<string, unknown>)[`${envPrefix(name)}_URL`] as string;
}
