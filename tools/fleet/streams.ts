import { request, type ClientRequest } from 'node:http';

/**
 * The fleet's screens: each a live order stream (GET /api/order/stream/{restaurant}) read as a
 * terminal reads it, noting when each order's `printed` notice arrives.
 */
export class Screens {
  private readonly open: ClientRequest[] = [];
  /** When each order's printed notice first reached a screen (performance.now()). */
  readonly printedSeen = new Map<string, number>();
  connected = 0;
  failed = 0;

  constructor(private readonly base: string) {}

  /** Opens one stream; resolves once it is answered (or refused). */
  follow(restaurantId: string, token: string): Promise<void> {
    return new Promise((resolve) => {
      const req = request(`${this.base}/api/order/stream/${restaurantId}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      });
      this.open.push(req);
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          this.failed++;
          res.resume();
          return resolve();
        }
        this.connected++;
        resolve();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            if (!block.includes('event: order') || !block.includes('"change":"printed"')) continue;
            const id = /"id":"([^"]+)"/.exec(block)?.[1];
            if (id && !this.printedSeen.has(id)) this.printedSeen.set(id, performance.now());
          }
        });
      });
      req.on('error', () => {
        this.failed++;
        resolve();
      });
      req.end();
    });
  }

  close(): void {
    for (const req of this.open) req.destroy();
  }
}
