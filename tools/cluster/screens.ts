import { request, type ClientRequest } from 'node:http';

/**
 * Terminals' live order screens as a browser's EventSource keeps them: when a stream ends or its gateway
 * dies, it comes back after the server's `retry:` (or a second) with Last-Event-ID, through the load
 * balancer, to whichever gateway answers. Notes which orders each restaurant's screen heard of.
 */
export class ReconnectingScreens {
  private readonly open = new Map<string, ClientRequest>();
  private closed = false;
  /** Order ids heard of, per restaurant. */
  readonly heard = new Map<string, Set<string>>();
  /** Restaurants whose screen was answered at least once. */
  private readonly answered = new Set<string>();
  get connected(): number {
    return this.answered.size;
  }
  reconnects = 0;
  refused = 0;

  constructor(private readonly base: string) {}

  follow(restaurantId: string, token: string, lastEventId?: string): Promise<void> {
    return new Promise((resolve) => {
      let last = lastEventId;
      let retryMs = 1000;
      let settled = false;
      const done = () => {
        if (settled) return;
        settled = true;
        resolve();
      };
      let gone = false;
      const again = () => {
        if (gone) return;
        gone = true;
        this.open.delete(restaurantId);
        done();
        if (this.closed) return;
        this.reconnects++;
        setTimeout(() => void this.follow(restaurantId, token, last), retryMs);
      };
      const req = request(`${this.base}/api/order/stream/${restaurantId}`, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          ...(last ? { 'last-event-id': last } : {}),
        },
      });
      this.open.set(restaurantId, req);
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          this.refused++;
          retryMs = Number(res.headers['retry-after'] ?? 1) * 1000;
          res.resume();
          res.on('end', again);
          return;
        }
        this.answered.add(restaurantId);
        done();
        const heard = this.heard.get(restaurantId) ?? new Set<string>();
        this.heard.set(restaurantId, heard);
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const id = /^id: ?(.+)$/m.exec(block)?.[1];
            if (id) last = id;
            const retry = /^retry: ?(\d+)$/m.exec(block)?.[1];
            if (retry) retryMs = Number(retry);
            if (!/^event: ?order/m.test(block)) continue;
            const order = /"id":"([^"]+)"/.exec(block)?.[1];
            if (order) heard.add(order);
          }
        });
        // A gateway that died mid-stream ends it without an end: the response closes (or errs) instead.
        res.on('end', again);
        res.on('close', again);
        res.on('error', again);
      });
      req.on('error', again);
      req.end();
    });
  }

  close(): void {
    this.closed = true;
    for (const req of this.open.values()) req.destroy();
  }
}
