import {
  addressRanges,
  bearerToken,
  NOT_FOUND,
  principalOf,
  roleMay,
  SERVICES,
  within,
  type Metrics,
  type Role,
  type TokenVerifier,
  type RedisClient,
} from '@zest/kit';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

/**
 * What an operator reads of the gateway (issue 47, decision 0075): liveness (/healthz), readiness (/readyz)
 * and the Prometheus metrics (/metrics: routes, traffic, open streams). Readiness and metrics are internal:
 * on the public port they answer only a direct caller (no proxy in between) from OPS_NETWORK or a signed-in
 * admin, everyone else the 404 of any unknown path; OPS_PORT serves all three to whoever reaches it.
 *
 * Ready is the process (not stopping) and Redis (decision 0078): a subgraph away is answered per request
 * (outage.ts), so it must not take every replica out of the balancer. Each service's readiness, and
 * PostgreSQL as the services see it, are listed under `parts`, for the operator, without failing it.
 */
export function opsRoutes(o: {
  redis: RedisClient;
  subgraphUrl: (name: string) => string;
  metrics: Metrics;
  draining: () => boolean;
}): Router {
  const ops = express.Router();
  ops.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  ops.get('/readyz', (_req, res, next) => {
    // Stopping: answered at once, so the balancer stops sending new work.
    const parts = o.draining() ? Promise.resolve({}) : subgraphParts(o.subgraphUrl);
    Promise.all([within(1_000, () => o.redis.ping()), parts])
      .then(([redis, parts]) => {
        const checks = { process: !o.draining(), redis };
        const ready = checks.process && checks.redis;
        res.status(ready ? 200 : 503).json({ ready, checks, parts });
      })
      .catch(next);
  });
  ops.get('/metrics', o.metrics.handler);
  return ops;
}

/** Each service's readiness, and PostgreSQL: up when every service that answers can query it. */
async function subgraphParts(subgraphUrl: (name: string) => string): Promise<Record<string, boolean>> {
  const databases: boolean[] = [];
  const answers = await Promise.all(
    SERVICES.map((s) =>
      within(2_000, async () => {
        const res = await fetch(new URL('/readyz', subgraphUrl(s.name)));
        const body = (await res.json().catch(() => ({}))) as { checks?: { database?: boolean } };
        if (typeof body.checks?.database === 'boolean') databases.push(body.checks.database);
        if (!res.ok) throw new Error(`${s.name} not ready`);
      }),
    ),
  );
  // In the services' own order, whichever answered first: the console's list does not reshuffle on a refresh.
  const parts: Record<string, boolean> = Object.fromEntries(SERVICES.map((s, i) => [s.name, answers[i]!]));
  parts.postgres = databases.length > 0 && databases.every(Boolean);
  return parts;
}

/**
 * The internal paths on the public port: a direct caller from the network named, or a signed-in admin (the
 * console's Health page reads /readyz), else not found.
 */
export function internalOnly(network: string, verifier: TokenVerifier) {
  const inside = addressRanges(network);
  const admin = async (req: Request) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return false;
    const viewer = await verifier.verify(token).catch(() => null);
    // Whoever the table lets read the operator console reads the gateway's readiness too.
    return !!viewer && roleMay(principalOf(viewer) as Role, 'console.read');
  };
  return (req: Request, res: Response, next: NextFunction) => {
    // A request a proxy passed on came from outside, whatever address the proxy has.
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (!forwarded && inside(req.socket.remoteAddress)) return next();
    admin(req).then((yes) => (yes ? next() : res.status(404).json({ success: false, message: NOT_FOUND })), next);
  };
}
