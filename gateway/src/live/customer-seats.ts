import { clientGroup } from '@zest/kit';

/**
 * How many live streams anonymous customers may hold in one gateway process (issue 47, decision 0075): a
 * status page open on a phone, a laptop and a reload's overlap is three of one order; twenty from one client
 * address (its /64 for IPv6) lets an office or a carrier's shared address follow many orders while one
 * machine cannot hold the process's sockets. Past either, 429 with Retry-After.
 */
export const STREAMS_PER_ORDER = 3;
export const STREAMS_PER_CLIENT = 20;
export const STREAM_RETRY_SECONDS = 30;
/** A customer's stream lasts a restaurant-day at most; the page reads its status every 30 s anyway. */
export const CUSTOMER_STREAM_SECONDS = 24 * 60 * 60;

/** An order that will not move again: its page has nothing to be told, and its stream ends. */
export const FINISHED = new Set(['picked_up', 'delivered', 'rejected', 'cancelled', 'not_paid']);

/** The streams held now, per order and per client; a seat taken is given back once, when its stream closes. */
export class CustomerSeats {
  private readonly byOrder = new Map<string, number>();
  private readonly byClient = new Map<string, number>();

  /** No room for another stream from this address: asked before anything is looked up for it. */
  clientFull(clientIp: string): boolean {
    return (this.byClient.get(clientGroup(clientIp)) ?? 0) >= STREAMS_PER_CLIENT;
  }

  /** A seat for this order's stream from this address, and how to give it back; null when either is full. */
  take(orderId: string, clientIp: string): (() => void) | null {
    const client = clientGroup(clientIp);
    if ((this.byOrder.get(orderId) ?? 0) >= STREAMS_PER_ORDER || this.clientFull(client)) return null;
    const bump = (map: Map<string, number>, key: string, by: number) => {
      const n = (map.get(key) ?? 0) + by;
      if (n > 0) map.set(key, n);
      else map.delete(key);
    };
    bump(this.byOrder, orderId, 1);
    bump(this.byClient, client, 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      bump(this.byOrder, orderId, -1);
      bump(this.byClient, client, -1);
    };
  }
}
