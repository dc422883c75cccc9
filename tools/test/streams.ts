import { baseUrl } from './support';

/**
 * A reader of the restaurant's live stream (docs/decisions/0014-live-order-stream.md),
 * the way a screen reads it: fetch and a stream reader, with the Authorization header.
 */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
}

export interface Follower {
  status: number;
  /** Retry-After of a refusal. */
  retryAfter: string | null;
  events: StreamEvent[];
  /** Each `retry:` the server sent (milliseconds), in order. */
  retries: number[];
  /** The last `id:` the server sent, with an event or alone: what a browser's EventSource comes back with. */
  lastEventId(): string | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  waitFor(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

export const follow = (restaurantId: string, token?: string, lastEventId?: string) =>
  followPath(`/api/order/stream/${restaurantId}`, token, lastEventId);

/** Any server-sent event path of the gateway (a customer's status page's: no token), of the test stack's or `base`. */
export function followPath(
  path: string,
  token?: string,
  lastEventId?: string,
  ip?: string,
  base = baseUrl(),
): Promise<Follower> {
  return followUrl(`${base}${path}`, token, lastEventId, ip);
}

/** A server-sent event stream at any address (a live layer a suite serves itself). */
export async function followUrl(url: string, token?: string, lastEventId?: string, ip?: string): Promise<Follower> {
  const controller = new AbortController();
  const headers: Record<string, string> = ip ? { 'x-forwarded-for': ip } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  let lastId: string | undefined;
  const waiting: (() => void)[] = [];
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event: StreamEvent = {};
            for (const line of block.split('\n')) {
              const retry = /^retry: ?(\d+)$/.exec(line);
              if (retry) retries.push(Number(retry[1]));
              const m = /^(id|event|data): ?(.*)$/.exec(line);
              if (m) event[m[1] as keyof StreamEvent] = m[2];
            }
            if (event.id !== undefined) lastId = event.id;
            if (event.event || event.data) events.push(event);
            waiting.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  } else {
    await res.text();
  }
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    events,
    retries,
    lastEventId: () => lastId,
    ended,
    async waitFor(match, timeoutMs = 1_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => controller.abort(),
  };
}
