import { sameSlotAs, type RedisClient } from '../data/redis';
import type { Logger } from 'pino';
import { SubjectSender, type EventSubjects } from './event-sender';
import { CHECK_REPORT_JOB, type CheckReport } from './projection-check';

/**
 * Events on a Redis stream with one consumer group per subscriber
 * (docs/decisions/0042-order-events-on-a-stream.md): one XADD per event,
 * pipelined, whatever the number of subscribers; a consumer reads a batch,
 * applies it and acknowledges it in one XACK (stream-projection.ts). An
 * entry's fields: `k` its kind (the event's name, or a check's report), `i`
 * its id (subject and version, as a job id), `d` the data as JSON, `to` the
 * one subscriber it is for (a check's answer) or empty for every one.
 */

/**
 * Entries kept (trimmed approximately in the XADD itself). Far more than a
 * consumer ever lags; an entry trimmed before it was read is found by the
 * periodic check and sent again (decision 0027).
 */
export const STREAM_KEPT = 200_000;

/**
 * Events that failed for good, per subscriber: a hash of subject id →
 * DeadLetter, which the console shows. In the stream's slot (its name as the
 * hash tag): a letter is parked and its entry acknowledged in one MULTI.
 */
export const deadLettersKey = (stream: string, group: string) => sameSlotAs(stream, `:dead:${group}`);
/** Where the releases before the hash tag kept them. */
const oldDeadLettersKey = (stream: string, group: string) => `${stream}:dead:${group}`;

/** At start: dead letters kept under the old key are moved to the new one (field by field: two slots). */
export async function moveOldDeadLetters(redis: RedisClient, stream: string, group: string): Promise<number> {
  const old = oldDeadLettersKey(stream, group);
  const letters = await redis.hgetall(old);
  const fields = Object.keys(letters);
  if (!fields.length) return 0;
  await redis.hset(deadLettersKey(stream, group), letters);
  await redis.hdel(old, ...fields);
  return fields.length;
}

export interface StreamEntry {
  kind: string;
  id: string;
  data: unknown;
  /** The one subscriber it is for; every subscriber when absent. */
  to?: string;
}

export interface DeadLetter extends StreamEntry {
  reason: string;
  attempts: number;
  failedAt: string;
}

/** The fields of a stream entry as Redis answers them, as an entry. */
export function entryOf(fields: string[]): StreamEntry {
  const f: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) f[fields[i]!] = fields[i + 1]!;
  return { kind: f.k ?? '', id: f.i ?? '', data: JSON.parse(f.d ?? 'null'), to: f.to || undefined };
}

/** Adds entries in one round trip; throws when Redis refused any. */
export async function addEntries(redis: RedisClient, stream: string, entries: StreamEntry[]): Promise<void> {
  if (!entries.length) return;
  const pipeline = redis.pipeline();
  for (const e of entries) {
    const fields = ['k', e.kind, 'i', e.id, 'd', JSON.stringify(e.data), ...(e.to ? ['to', e.to] : [])];
    pipeline.xadd(stream, 'MAXLEN', '~', STREAM_KEPT, '*', ...fields);
  }
  const results = (await pipeline.exec()) ?? [];
  const refused = results.find(([error]) => error);
  if (refused) throw refused[0];
}

/**
 * A service's events on its stream: published as they happen (a batch in one
 * round trip), and, for one subscriber that asks on the replay queue,
 * everything or what a check found behind (event-sender.ts SubjectSender).
 */
export class StreamEventSender<Event, Subject extends { id: string }> extends SubjectSender<Event, Subject> {
  constructor(
    name: string,
    private readonly stream: string,
    private readonly subscribers: readonly string[],
    private readonly redis: RedisClient,
    log: Logger,
    subjects: EventSubjects<Subject, Event>,
    /** Subject and version: what the console and the dead letters call an event. */
    private readonly idOf: (event: Event) => string,
  ) {
    super(name, log, subjects);
  }

  private entries(events: Event[], to?: string): StreamEntry[] {
    return events.map((data) => ({ kind: this.name, id: this.idOf(data), data, to }));
  }

  /** To every subscriber, in one round trip. */
  publish(events: Event[]): Promise<void> {
    return addEntries(this.redis, this.stream, this.entries(events));
  }

  protected channelOf(subscriber: string): string {
    if (!this.subscribers.includes(subscriber))
      throw new Error(`Unknown subscriber "${subscriber}" of ${this.name} events`);
    return `${this.stream} (${subscriber})`;
  }

  protected sendAgain(subscriber: string, events: Event[]): Promise<void> {
    return addEntries(this.redis, this.stream, this.entries(events, subscriber));
  }

  protected replayPage(subscriber: string, events: Event[]): Promise<void> {
    return this.sendAgain(subscriber, events);
  }

  protected report(subscriber: string, report: CheckReport): Promise<void> {
    const entry = { kind: CHECK_REPORT_JOB, id: `check-report-${Date.parse(report.askedAt)}`, data: report };
    return addEntries(this.redis, this.stream, [{ ...entry, to: subscriber }]);
  }

  async close(): Promise<void> {}
}

/** What the operator console shows of a stream's consumer group, as of a queue (console.ts QueueView). */
export async function streamCounts(redis: RedisClient, stream: string, group: string) {
  const [groups, failed] = await Promise.all([
    redis.xinfo('GROUPS', stream).catch(() => []) as Promise<unknown[][]>,
    redis.hlen(deadLettersKey(stream, group)),
  ]);
  const fields = groups.map((g) => Object.fromEntries(pairs(g))).find((g) => g.name === group);
  return { waiting: Number(fields?.lag ?? 0), active: Number(fields?.pending ?? 0), failed };
}

function pairs(list: unknown[]): [unknown, unknown][] {
  const out: [unknown, unknown][] = [];
  for (let i = 0; i + 1 < list.length; i += 2) out.push([list[i], list[i + 1]]);
  return out;
}

/** The latest dead letters of a group, newest first. */
export async function deadLetters(redis: RedisClient, stream: string, group: string, limit: number) {
  const all = await redis.hgetall(deadLettersKey(stream, group));
  const letters = Object.values(all).map((raw) => JSON.parse(raw) as DeadLetter);
  return letters.sort((a, b) => b.failedAt.localeCompare(a.failedAt)).slice(0, limit);
}

/** An operator's retry (put on the stream again for this group) or drop of a dead letter; false when there is none. */
export async function settleDeadLetter(
  redis: RedisClient,
  stream: string,
  group: string,
  id: string,
  retry: boolean,
): Promise<boolean> {
  const key = deadLettersKey(stream, group);
  const found = Object.entries(await redis.hgetall(key)).find(([, raw]) => (JSON.parse(raw) as DeadLetter).id === id);
  if (!found) return false;
  const { kind, data } = JSON.parse(found[1]) as DeadLetter;
  if (retry) await addEntries(redis, stream, [{ kind, id, data, to: group }]);
  await redis.hdel(key, found[0]);
  return true;
}
