import type { LiveEvent } from '@zest/kit';
import type { Request, Response } from 'express';

export type Entry = [id: string, fields: string[]];

/** An entry's one field names its event (kit/events/live.ts); `notice` is what order notices were first written as. */
const EVENT_NAMES: Record<string, LiveEvent> = { order: 'order', driver: 'driver', menu: 'menu', notice: 'order' };

/** Stream ids ("ms-seq") in order. */
export const after = (a: string, b: string) => {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am > bm || (am === bm && as > bs);
};

/** Notices held for a stream still catching up; past this it is ended, and its client comes back with Last-Event-ID. */
const HELD_AT_MOST = 1_000;

/**
 * One open stream: its response, its restaurant, what its access depends on
 * (`subjects`, e.g. "employee:<id>") and the last entry it was sent. Until it
 * has caught up, notices handed to it wait in it; then each entry newer than
 * the last sent is written, so an entry is never sent twice or out of order.
 */
export class Follower {
  lastSent = '0-0';
  private held: Entry[] | null = [];

  constructor(
    readonly req: Request,
    readonly res: Response,
    readonly restaurantId: string,
    readonly subjects: readonly string[],
    /** When its session expires (seconds since epoch). */
    readonly expiresAt: number,
    /**
     * A customer's stream of one order: only the notices this says are about it go out, each as a bare
     * `status` event (nothing of the order, nor of any other); null: every notice, whole.
     */
    readonly only: ((name: string, notice: string) => boolean) | null = null,
  ) {}

  get closed(): boolean {
    return this.res.writableEnded || this.res.destroyed;
  }

  send(entries: Entry[]): void {
    if (this.closed || !entries.length) return;
    if (this.held) {
      this.held.push(...entries);
      if (this.held.length > HELD_AT_MOST) this.close();
      return;
    }
    for (const [id, fields] of entries) {
      if (!after(id, this.lastSent)) continue;
      const [name = 'order', notice = '{}'] = fields;
      if (!this.only) this.res.write(`id: ${id}\nevent: ${EVENT_NAMES[name] ?? 'order'}\ndata: ${notice}\n\n`);
      else if (this.only(name, notice)) this.res.write(`id: ${id}\nevent: status\ndata: {}\n\n`);
      this.lastSent = id;
    }
  }

  /** Caught up: what waited meanwhile is sent, and notices go straight out from now on. */
  live(): void {
    const held = this.held ?? [];
    this.held = null;
    // Where the stream stands, as an id alone (no event): a client that loses the stream before its first
    // notice (its gateway died) comes back from here with Last-Event-ID instead of from now, missing nothing.
    if (!this.closed) this.res.write(`id: ${this.lastSent}\n\n`);
    this.send(held);
  }

  ping(): void {
    if (!this.closed) this.res.write(': ping\n\n');
  }

  /** Ends the stream with the reason the screen shows (it asks for the PIN or a sign-in again). */
  end(message: string): void {
    if (this.closed) return;
    this.res.write(`event: end\ndata: ${JSON.stringify({ message })}\n\n`);
    this.res.end();
  }

  /** The gateway is stopping: the client is told when to come back (an SSE `retry:`), then the stream ends. */
  comeBack(retryMs: number): void {
    if (this.closed) return;
    this.res.write(`retry: ${retryMs}\n: the server is restarting\n\n`);
    this.res.end();
  }

  close(): void {
    if (!this.closed) this.res.end();
  }
}
