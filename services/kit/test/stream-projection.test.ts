import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import {
  addEntries,
  deadLetters,
  startStreamProjection,
  StoreWatch,
  streamCounts,
  type EventSettings,
  type StreamProjection,
} from '../src';
import { until } from '../../../tools/test/jobs';

/**
 * A projection kept from a Redis stream (kit/events/stream-projection.ts,
 * docs/decisions/0042-order-events-on-a-stream.md), against the test run's
 * own Redis, with an apply of the test's own in place of a database: what
 * decision 0027 promises of every projection, on a consumer group.
 */
interface Event {
  id: string;
  version: number;
}

const log = pino({ level: 'silent' });
const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
const running: StreamProjection<Event>[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.close()));
  redis.disconnect();
});

/** A stream and group of the test's own, and what its members applied, in order. */
function world() {
  const stream = `test:stream:${randomUUID()}`;
  const applied: string[] = [];
  const store = { up: true };
  const faulty = new Set<string>();
  const events: EventSettings = {
    jobs: { attempts: 2, backoff: { type: 'exponential', delay: 100 } },
    checkEveryMs: 3_600_000,
    store: new StoreWatch(async () => store.up || Promise.reject(new Error('away')), 50, log),
  };
  const member = async () => {
    const projection = await startStreamProjection<Event>({
      stream,
      queue: `test-events-${stream}`,
      replayQueue: `test-replay-${randomUUID()}`,
      subscriber: 'tester',
      what: 'test',
      apply: async (e) => {
        if (!store.up) throw new Error('connection refused');
        if (faulty.has(e.id)) throw new Error(`refused ${e.id}`);
        applied.push(`${e.id}@${e.version}`);
        return {};
      },
      subjectOf: (e) => e.id,
      versionOf: (e) => e.version,
      isEmpty: async () => false,
      digest: async () => ({}),
      connection: redis,
      commands: redis,
      log,
      events,
    });
    running.push(projection);
    return projection;
  };
  const send = (...list: Event[]) =>
    addEntries(
      redis,
      stream,
      list.map((data) => ({ kind: 'test', id: `test-${data.id}-${data.version}`, data })),
    );
  const counts = () => streamCounts(redis, stream, 'tester');
  return { stream, applied, store, faulty, member, send, counts };
}

it('shares one group between two members: every event applied once, and acknowledged', async () => {
  const w = world();
  await Promise.all([w.member(), w.member()]);
  const events = Array.from({ length: 60 }, (_, i) => ({ id: `s${i}`, version: 1 }));
  for (let i = 0; i < events.length; i += 6) await w.send(...events.slice(i, i + 6));
  await until('every event applied', async () => w.applied.length >= events.length);
  await until('every event acknowledged', async () => (await w.counts()).active === 0);
  expect(w.applied.sort()).toEqual(events.map((e) => `${e.id}@1`).sort());
});

it('applies only the newest of the events of one subject read together, and acknowledges them all', async () => {
  const w = world();
  await w.send({ id: 'a', version: 1 }, { id: 'a', version: 3 }, { id: 'a', version: 2 });
  await w.member();
  await until('the newest applied', async () => w.applied.includes('a@3'));
  await until('all acknowledged', async () => (await w.counts()).active === 0);
  expect(w.applied).toEqual(['a@3']);
});

it('takes over what a member that crashed had read and never acknowledged', async () => {
  const w = world();
  await redis.xgroup('CREATE', w.stream, 'tester', '0', 'MKSTREAM');
  await w.send({ id: 'x', version: 1 }, { id: 'y', version: 1 });
  // A member reads them, then is gone.
  await redis.xreadgroup('GROUP', 'tester', 'crashed', 'COUNT', 10, 'STREAMS', w.stream, '>');
  expect((await w.counts()).active).toBe(2);
  await w.member();
  await until('the abandoned events applied', async () => w.applied.length === 2, 15_000);
  await until('and acknowledged', async () => (await w.counts()).active === 0);
  expect(w.applied.sort()).toEqual(['x@1', 'y@1']);
});

it('acknowledges nothing while the store is away, and applies everything once it is back', async () => {
  const w = world();
  await w.member();
  w.store.up = false;
  await w.send({ id: 'held', version: 1 }, { id: 'held2', version: 1 });
  await until('the events read and held', async () => (await w.counts()).active === 2);
  // Many times the retry schedule: no try is spent, nothing is parked.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(w.applied).toEqual([]);
  expect(await w.counts()).toMatchObject({ active: 2, failed: 0 });
  w.store.up = true;
  await until('applied once back', async () => w.applied.length === 2);
  await until('and acknowledged', async () => (await w.counts()).active === 0);
});

it('parks an event that fails on its own fault after its tries, the rest going on; applied later, it leaves', async () => {
  const w = world();
  await w.member();
  w.faulty.add('poison');
  await w.send({ id: 'poison', version: 1 }, { id: 'fine', version: 1 });
  await until('the rest applied', async () => w.applied.includes('fine@1'));
  const [letter] = await until('the event parked', async () => {
    const letters = await deadLetters(redis, w.stream, 'tester', 10);
    return letters.length ? letters : null;
  });
  expect(letter).toMatchObject({ id: 'test-poison-1', reason: 'refused poison', attempts: 2 });
  expect(await w.counts()).toMatchObject({ active: 0, failed: 1 });
  // Its cause fixed, the subject sent again (as a check does) applies and its dead letter goes.
  w.faulty.delete('poison');
  await w.send({ id: 'poison', version: 1 });
  await until('applied', async () => w.applied.includes('poison@1'));
  await until('the dead letter gone', async () => (await w.counts()).failed === 0);
});
