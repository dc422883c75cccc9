import { createServer } from 'node:http';
import { isOutage } from '../core/errors';
import { SchemaBehind } from './schema-wait';
import type { Logger } from '../core/log';

/** The stores a service cannot start without. */
export type Store = 'database' | 'redis' | 'migrations';

const STORE_NAMES: Record<Store, string> = {
  database: 'PostgreSQL',
  redis: 'Redis',
  migrations: 'its migrations (npm run migrate)',
};
/** How often a store that is away is asked again: a store back is noticed within this. */
const ASK_EVERY_MS = 1_000;
/** How often the log says it is still waiting. */
const SAY_EVERY_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A service starting while its database or Redis is away waits for it
 * instead of crashing (a crash loop would only end in the launcher's
 * backoff): each step that needs a store is tried again every second for as
 * long as the store refuses, saying in the log what it waits for; any other
 * failure still stops the start.
 */
export class StoreWait {
  /** What the start waits for now, or null. */
  waitingFor: Store | null = null;

  constructor(
    private readonly service: string,
    private readonly log: Logger,
  ) {}

  async until<T>(store: Store, step: () => Promise<T>): Promise<T> {
    let since = 0;
    let said = 0;
    for (;;) {
      try {
        const done = await step();
        if (since) this.log.info({ store, waitedMs: Date.now() - since }, `${STORE_NAMES[store]} answers: starting`);
        this.waitingFor = null;
        return done;
      } catch (error) {
        if (!isOutage(error) && !(error instanceof SchemaBehind)) throw error;
        const now = Date.now();
        since ||= now;
        this.waitingFor = store;
        if (now - said >= SAY_EVERY_MS) {
          said = now;
          this.log.warn(
            { err: error, waitingFor: store, waitedMs: now - since },
            `${this.service} is waiting for ${STORE_NAMES[store]}: not ready until it answers`,
          );
        }
        await sleep(ASK_EVERY_MS);
      }
    }
  }

  /**
   * Listens on the service's port while it starts: alive on /healthz, not
   * ready on /readyz, saying what it waits for, so the launcher and an
   * orchestrator see a process that waits rather than one that is gone.
   * Closed just before the service's own server takes the port.
   */
  async listen(host: string, port: number): Promise<{ close(): Promise<void> }> {
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ alive: true }));
        return;
      }
      const checks = { database: this.waitingFor !== 'database', redis: this.waitingFor !== 'redis', started: false };
      const waiting = this.waitingFor ? `waiting for ${STORE_NAMES[this.waitingFor]}` : 'starting';
      res
        .writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' })
        .end(JSON.stringify({ ready: false, checks, waiting }));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return {
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  }
}

/** Redis's answer to PING within `ms`, or an outage (a client that queues commands would otherwise wait). */
export async function pingWithin(redis: { ping(): Promise<unknown> }, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('Redis did not answer'), { code: 'ETIMEDOUT' })), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
