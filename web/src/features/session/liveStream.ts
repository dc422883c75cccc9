import { useEffect, useRef } from 'react';
import type { OrderType } from '../../graphql/generated/graphql';

/** What a screen says when its restaurant session ends and the server gave no reason. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Enter your PIN again.';

/**
 * The restaurant's live notices (docs/decisions/0014-live-order-stream.md):
 * server-sent events read with fetch, because EventSource cannot send the
 * Authorization header. A notice is a hint: the screen re-reads what it names.
 * The cashier terminal follows the `order` notices, the driver screens the
 * `driver` notices too (docs/decisions/0020-driver-deliveries.md), so the hook
 * lives with the restaurant-scoped sessions every terminal shares.
 */

/** The stream's event for the driver screens' changes (an event name, not a role). */
const DRIVER_EVENT = 'driver';
/** The menu changed (a sold-out mark, a price): the terminal reads it again (docs/decisions/0061-sold-out.md). */
const MENU_EVENT = 'menu';

export interface OrderNotice {
  id: string;
  orderNumber: number;
  orderType: OrderType;
  /** At the kitchen display: kitchen, a line marked done; ready, a ticket marked ready; recalled, back. */
  change: 'created' | 'updated' | 'lines' | 'printed' | 'deleted' | 'kitchen' | 'ready' | 'recalled';
  version: number;
  /** Whether it was printed (so in the kitchen); absent from a server before it said so. */
  printed?: boolean;
  /** Where it was taken: an online order chimes at the counter (absent: the counter). */
  channel?: 'counter' | 'online';
  at: string;
}

/** A change on the driver screens: orders waiting, taken, out, back, a cash-out or a float. */
export interface DriverNotice {
  change: 'orders' | 'assigned' | 'out' | 'back' | 'cashout' | 'float';
  driverId: string | null;
  orderIds: string[];
  at: string;
}

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Splits what arrived so far into whole events (text/event-stream: fields per
 * line, events end with a blank line, comments start with ':'); the
 * unfinished tail is kept for the next chunk.
 */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length || id !== null) events.push({ id, event, data: data.join('\n') });
  }
  return { events, rest };
}

function readNotice(data: string): OrderNotice | null {
  try {
    const parsed = JSON.parse(data) as Partial<OrderNotice>;
    return typeof parsed.id === 'string' && typeof parsed.version === 'number' ? (parsed as OrderNotice) : null;
  } catch {
    return null;
  }
}

const MAX_WAIT_MS = 15_000;

function readDriverNotice(data: string): DriverNotice | null {
  try {
    const parsed = JSON.parse(data) as Partial<DriverNotice>;
    return typeof parsed.change === 'string' && Array.isArray(parsed.orderIds) ? (parsed as DriverNotice) : null;
  } catch {
    return null;
  }
}

interface StreamHandlers {
  onNotice: (notice: OrderNotice) => void;
  /** The driver screens' changes (a screen that does not pass it ignores them). */
  onDriverNotice?: (notice: DriverNotice) => void;
  /** The restaurant's menu changed. */
  onMenuNotice?: () => void;
  /** The server ended the session (event `end`, or a 401/403/404 at connect): ask for the PIN again. */
  onEnded: (message: string) => void;
  /** Connected (again): whatever was missed while away is worth a fresh read. */
  onConnected?: () => void;
}

/** Follows the restaurant's live notices while mounted; reconnects with Last-Event-ID after a drop. */
export function useLiveStream(restaurantId: string, token: string, handlers: StreamHandlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const controller = new AbortController();
    let lastId: string | null = null;
    let attempt = 0;
    let wait = 3000;

    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, ms);
        controller.signal.addEventListener('abort', () => {
          window.clearTimeout(timer);
          resolve();
        });
      });

    const follow = async () => {
      while (!controller.signal.aborted) {
        try {
          const response = await fetch(`/api/order/stream/${encodeURIComponent(restaurantId)}`, {
            headers: {
              Authorization: `Bearer ${token}`,
              Accept: 'text/event-stream',
              ...(lastId ? { 'Last-Event-ID': lastId } : {}),
            },
            signal: controller.signal,
          });
          if ([401, 403, 404].includes(response.status)) {
            const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
            handlersRef.current.onEnded(typeof body?.message === 'string' ? body.message : SESSION_ENDED_MESSAGE);
            return;
          }
          if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
          attempt = 0;
          handlersRef.current.onConnected?.();
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseEvents(buffer + value);
            buffer = parsed.rest;
            for (const event of parsed.events) {
              if (event.id) lastId = event.id;
              if (event.event === 'end') {
                const said = readMessage(event.data);
                handlersRef.current.onEnded(said ?? SESSION_ENDED_MESSAGE);
                return;
              }
              if (event.event === 'order') {
                const notice = readNotice(event.data);
                if (notice) handlersRef.current.onNotice(notice);
              }
              if (event.event === MENU_EVENT) handlersRef.current.onMenuNotice?.();
              if (event.event === DRIVER_EVENT) {
                const notice = readDriverNotice(event.data);
                if (notice) handlersRef.current.onDriverNotice?.(notice);
              }
            }
            const retry = /(?:^|\n)retry: ?(\d+)/.exec(value);
            if (retry) wait = Number(retry[1]);
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        attempt += 1;
        await pause(Math.min(MAX_WAIT_MS, wait * 2 ** Math.min(attempt - 1, 3)));
      }
    };

    void follow();
    return () => controller.abort();
  }, [restaurantId, token]);
}

function readMessage(data: string): string | null {
  try {
    const parsed = JSON.parse(data) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}
