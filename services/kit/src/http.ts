import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { isOutage, OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from './errors';
import { requestIdFrom } from './log';

/** Request id in every log line and every response header. */
export function requestLogging(log: Logger) {
  return pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader('x-request-id', id);
      return id;
    },
    customProps: (req) => ({ requestId: req.id }),
    // Probes and scrapes would drown the log.
    autoLogging: { ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** Body-parser failures (malformed JSON, body too large) become a person's message, not a stack trace. */
export function jsonBodyErrors(err: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (e.type === 'entity.too.large') {
    res.status(413).json({ success: false, message: 'The request is too large.' });
  } else if (e.type === 'entity.parse.failed') {
    res.status(400).json({ success: false, message: 'The request body is not valid JSON.' });
  } else if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    res.status(415).json({ success: false, message: 'The request body encoding is not supported.' });
  } else if (typeof (e.status ?? e.statusCode) === 'number' && (e.status ?? e.statusCode)! < 500) {
    res.status((e.status ?? e.statusCode)!).json({ success: false, message: 'The request is not valid.' });
  } else if (isOutage(err)) {
    // A store or a service coming back: a wait, not a fault (docs/architecture.md#failures).
    req.log?.warn({ err }, 'store unavailable');
    res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    res.status(503).json({ success: false, message: OUTAGE_MESSAGE });
  } else {
    req.log?.error({ err }, 'unhandled error');
    res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.' });
  }
}

/** Stop accepting, let in-flight requests finish, drop idle keep-alive sockets. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
  });
}

export type ReadinessCheck = () => Promise<Record<string, boolean>>;

export function readinessHandler(check: ReadinessCheck) {
  return async (_req: Request, res: Response) => {
    let checks: Record<string, boolean>;
    try {
      checks = await check();
    } catch {
      checks = { check: false };
    }
    const ready = Object.values(checks).every(Boolean);
    res.status(ready ? 200 : 503).json({ ready, checks });
  };
}

/** Run an async check with a deadline, as a boolean. */
export async function within(ms: number, probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Ready when the service's own stores answer: its database and Redis, each within a second. */
export function storesReady(
  database: { query(text: string): Promise<unknown> },
  redis: { ping(): Promise<unknown> },
): ReadinessCheck {
  return async () => ({
    database: await within(1_000, () => database.query('SELECT 1')),
    redis: await within(1_000, () => redis.ping()),
  });
}
