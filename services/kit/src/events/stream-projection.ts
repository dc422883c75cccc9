import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { blockingConnection, type RedisClient } from '../data/redis';
import { deadLettersKey, entryOf, moveOldDeadLetters, type DeadLetter, type StreamEntry } from './event-stream';
import { applyWhenAnswering, ProjectionChecks, type ProjectionOptions } from './projection';
import { CHECK_REPORT_JOB, type CheckReport } from './projection-check';
import { markConsumed, plainFailure } from './queues';

/**
 * A projection kept from a Redis stream, as a member of the subscriber's
 * consumer group (docs/decisions/0042-order-events-on-a-stream.md), with the
 * guarantees of decision 0027:
 *
 * - A batch is read (XREADGROUP … BLOCK), applied, then acknowledged in one
 *   XACK: an entry counts as delivered once applied. Of several events of one
 *   subject read together, only the newest applies (the others are older
 *   versions, which a versioned upsert would refuse anyway).
 * - While the database does not answer, the batch waits for it: nothing is
 *   acknowledged, no try is spent.
 * - An event's own fault gets EVENT_ATTEMPTS tries with backoff beside the
 *   rest, then is parked in the group's dead letters, which the operator
 *   console shows; applying the subject later (a check sends it again)
 *   removes its dead letter.
 * - What a stopped or crashed member had read and not acknowledged is
 *   claimed (XAUTOCLAIM) by another member, or by the next one to start.
 */
export interface StreamProjectionOptions<Event> extends ProjectionOptions<Event> {
  stream: string;
  /** The subject an event is about, and its version. */
  subjectOf: (event: Event) => string;
  versionOf: (event: Event) => number;
}

const BATCH = 200;

/** Entries of one subject read together: the newest is applied, all are acknowledged. */
interface Subject {
  /** The subject's id: its dead letter's field. */
  key: string;
  entryIds: string[];
  entry: StreamEntry;
  tries: number;
  nextAt: number;
}

type Raw = [id: string, fields: string[] | null];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class StreamProjection<Event> extends ProjectionChecks<Event> {
  private readonly group: string;
  private readonly member = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  /** Blocking reads hold their connection: one of this member's own. */
  private readonly reader: RedisClient;
  private readonly retrying = new Map<string, Subject>();
  private readonly attempts: number;
  private readonly retryMs: number;
  /** Unacknowledged this long, an entry's member is taken for gone. */
  private readonly claimIdleMs: number;
  private nextClaim = 0;
  private claimCursor = '0-0';
  private deadKnown = 0;
  private stopped = false;
  private stop!: () => void;
  private readonly stopping = new Promise<void>((resolve) => (this.stop = resolve));
  private running: Promise<void> | null = null;

  constructor(private readonly s: StreamProjectionOptions<Event>) {
    super(s);
    this.group = s.subscriber;
    this.reader = blockingConnection(s.connection);
    this.attempts = s.events.jobs.attempts ?? 6;
    const backoff = s.events.jobs.backoff;
    this.retryMs = (typeof backoff === 'object' ? backoff.delay : backoff) ?? 2_000;
    this.claimIdleMs = Math.max(1_000, 5 * this.retryMs);
    markConsumed(s.queue);
  }

  override async start(): Promise<this> {
    await this.joinGroup();
    const moved = await moveOldDeadLetters(this.s.commands, this.s.stream, this.group);
    if (moved) this.log.info({ moved }, `${this.s.what} dead letters moved to their key in the stream's slot`);
    await super.start();
    this.running = this.run();
    return this;
  }

  private async joinGroup(): Promise<void> {
    try {
      await this.s.commands.xgroup('CREATE', this.s.stream, this.group, '0', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.retryDue();
        if (Date.now() >= this.nextClaim) await this.claim();
        const read = (await this.reader.xreadgroup(
          'GROUP',
          this.group,
          this.member,
          'COUNT',
          BATCH,
          'BLOCK',
          this.blockMs(),
          'STREAMS',
          this.s.stream,
          '>',
        )) as [string, Raw[]][] | null;
        if (read?.[0]) await this.handle(read[0][1]);
      } catch (error) {
        if (this.stopped) return;
        this.log.warn({ err: error }, `${this.s.what} events not read; trying again`);
        if (String(error).includes('NOGROUP')) await this.joinGroup().catch(() => undefined);
        await sleep(Math.min(1_000, this.claimIdleMs));
      }
    }
  }

  /** Until the next retry or claim is due, at most two seconds. */
  private blockMs(): number {
    const due = Math.min(this.nextClaim, ...[...this.retrying.values()].map((r) => r.nextAt));
    return Math.max(1, Math.min(2_000, due - Date.now()));
  }

  /** A batch read or claimed: reports recorded, the newest event of each subject applied, then one XACK. */
  private async handle(raw: Raw[]): Promise<void> {
    const done: string[] = [];
    const subjects = new Map<string, Subject>();
    for (const [entryId, fields] of raw) {
      const entry = fields ? entryOf(fields) : null;
      if (!entry || (entry.to && entry.to !== this.group)) {
        done.push(entryId);
      } else if (entry.kind === CHECK_REPORT_JOB) {
        await this.recordReport(entry.data as CheckReport).catch((error: unknown) =>
          this.log.warn({ err: error }, 'check report not recorded'),
        );
        done.push(entryId);
      } else {
        const key = this.s.subjectOf(entry.data as Event);
        const seen = subjects.get(key);
        if (!seen) subjects.set(key, { key, entryIds: [entryId], entry, tries: 0, nextAt: 0 });
        else {
          seen.entryIds.push(entryId);
          if (this.versionOf(entry) >= this.versionOf(seen.entry)) seen.entry = entry;
        }
      }
    }
    const applied: string[] = [];
    const all = [...subjects.values()];
    const together = Math.max(1, this.s.concurrency ?? 4);
    for (let i = 0; i < all.length && !this.stopped; i += together) {
      const chunk = all.slice(i, i + together);
      const outcomes = await Promise.all(chunk.map((s) => this.attempt(s)));
      for (const subject of chunk.filter((_, n) => outcomes[n])) {
        done.push(...subject.entryIds);
        applied.push(subject.key);
      }
    }
    await this.acknowledge(done, applied);
  }

  private versionOf(entry: StreamEntry): number {
    return this.s.versionOf(entry.data as Event);
  }

  /** Applies a subject's newest event; false when it is not applied (it waits for a retry, or stopping came first). */
  private async attempt(subject: Subject): Promise<boolean> {
    const { what, apply, events } = this.s;
    try {
      const run = async () => void this.log.debug(await apply(subject.entry.data as Event), `${what} event applied`);
      return await applyWhenAnswering(run, events.store, this.stopping);
    } catch (failure) {
      const error = plainFailure(failure);
      subject.tries++;
      const log = { stream: this.s.stream, id: subject.entry.id, attempt: subject.tries, err: error };
      if (subject.tries >= this.attempts) {
        this.log.error(log, 'event failed for good');
        await this.park(subject, error);
        return false;
      }
      this.log.warn(log, 'event failed, will retry');
      subject.nextAt = Date.now() + this.retryMs * 2 ** (subject.tries - 1);
      this.retrying.set(subject.entryIds[0]!, subject);
      return false;
    }
  }

  /** Into the dead letters, where the console shows it; acknowledged, so it blocks nothing. */
  private async park(subject: Subject, error: unknown): Promise<void> {
    // The console shows its first line (console.ts reasonOf).
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
    const letter: DeadLetter = {
      ...subject.entry,
      reason,
      attempts: subject.tries,
      failedAt: new Date().toISOString(),
    };
    await this.s.commands
      .multi()
      .hset(deadLettersKey(this.s.stream, this.group), subject.key, JSON.stringify(letter))
      .xack(this.s.stream, this.group, ...subject.entryIds)
      .exec();
    this.deadKnown++;
  }

  private async retryDue(): Promise<void> {
    const now = Date.now();
    for (const [key, subject] of this.retrying) {
      if (subject.nextAt > now || this.stopped) continue;
      this.retrying.delete(key);
      // Ours again, so no other member takes it for abandoned while it waits.
      // Typed as one server's: the union's overloads do not combine (a cluster takes the same command).
      await (this.s.commands as Redis).xclaim(this.s.stream, this.group, this.member, 0, ...subject.entryIds, 'JUSTID');
      if (await this.attempt(subject)) await this.acknowledge(subject.entryIds, [subject.key]);
    }
  }

  /** What a gone member read and never acknowledged; and whether any dead letter waits. */
  private async claim(): Promise<void> {
    this.nextClaim = Date.now() + this.claimIdleMs / 2;
    const { commands, stream } = this.s;
    const [cursor, entries] = (await commands.xautoclaim(
      stream,
      this.group,
      this.member,
      this.claimIdleMs,
      this.claimCursor,
      'COUNT',
      BATCH,
    )) as [string, Raw[]];
    this.claimCursor = cursor;
    this.deadKnown = await commands.hlen(deadLettersKey(stream, this.group));
    const mine = new Set([...this.retrying.values()].flatMap((s) => s.entryIds));
    const left = entries.filter(([id]) => !mine.has(id));
    if (!left.length) return;
    this.log.info({ claimed: left.length }, `${this.s.what} events a stopped consumer left, taken over`);
    await this.handle(left);
  }

  /** One XACK; and the dead letters of the subjects now applied, when there are any. */
  private async acknowledge(entryIds: string[], applied: string[]): Promise<void> {
    if (!entryIds.length) return;
    const { commands, stream } = this.s;
    try {
      if (this.deadKnown > 0 && applied.length) {
        await commands
          .multi()
          .xack(stream, this.group, ...entryIds)
          .hdel(deadLettersKey(stream, this.group), ...applied)
          .exec();
      } else await commands.xack(stream, this.group, ...entryIds);
    } catch (error) {
      // Applied but not acknowledged: claimed and applied again later, which a versioned upsert makes harmless.
      this.log.warn({ err: error }, `${this.s.what} events applied, not acknowledged yet`);
    }
  }

  override async close(): Promise<void> {
    this.stopped = true;
    this.stop();
    this.reader.disconnect();
    await this.running;
    await super.close();
  }
}

/** A stream projection that asks for everything first when empty, and compares itself with its sender every period. */
export function startStreamProjection<Event>(o: StreamProjectionOptions<Event>): Promise<StreamProjection<Event>> {
  return new StreamProjection(o).start();
}
