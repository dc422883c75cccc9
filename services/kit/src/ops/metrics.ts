import type { NextFunction, Request, Response } from 'express';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { statementMetrics } from '../data/statement-count';
import { liveNoticesLost } from '../events/live';

/** Prometheus metrics for one process: defaults, request durations, statements per operation. */
export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(liveNoticesLost);
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  function middleware(req: Request, res: Response, next: NextFunction) {
    const end = httpDuration.startTimer();
    res.on('finish', () => {
      // The matched route keeps the label set small; unmatched paths share one label.
      const route = (req.route as { path?: string } | undefined)?.path ?? req.baseUrl ?? 'unmatched';
      end({ method: req.method, route: String(route || 'unmatched'), status: String(res.statusCode) });
    });
    next();
  }

  async function handler(_req: Request, res: Response) {
    res.setHeader('Content-Type', registry.contentType);
    res.end(await registry.metrics());
  }

  return { registry, middleware, handler, httpDuration, statements: statementMetrics(registry) };
}

/** One process's metrics: its registry (a service adds gauges of its own to it), the request timer, /metrics. */
export type Metrics = ReturnType<typeof createMetrics>;
