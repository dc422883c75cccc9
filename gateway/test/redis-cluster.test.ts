import {
  addEntries,
  addLiveNotice,
  closeServer,
  createConsumer,
  createMetrics,
  createQueue,
  deadLetters,
  generationKey,
  keySlot,
  listen,
  LIVE_SHARDS,
  liveShardOf,
  orderNoticeStream,
  queuePrefix,
  redisForCommands,
  redisForConsumers,
  revokeToken,
  SESSION_ENDED,
  setGeneration,
  startStreamProjection,
  StoreWatch,
  Throttle,
  TokenIssuer,
  TokenVerifier,
  type RedisClient,
} from '@zest/kit';
import express from 'express';
import type { Cluster } from 'ioredis';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import pino from 'pino';
import { until } from '../../tools/test/jobs';
import { ownRedisCluster } from '../../tools/test/own-stores';
import { followUrl, type StreamEvent } from '../../tools/test/streams';
import { Follower } from '../src/live/follower';
import { LiveHub } from '../src/live/live-hub';

/**
 * The platform's code on a real Redis Cluster (three primaries, a replica
 * each; docs/decisions/0076-redis-cluster.md): the live notices written by
 * the kit and read by the gateway's live hub across every shard, queues,
 * tokens, throttles and a stream projection; then one primary is killed,
 * its replica takes over, and the same code keeps working.
 */
const log = pino({ level: 'silent' });
let cluster: Awaited<ReturnType<typeof ownRedisCluster>>;
let commands: RedisClient;
let consumers: RedisClient;
let hub: LiveHub;
let server: Server;
let origin: string;
const closing: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  cluster = await ownRedisCluster();
  const settings = { REDIS_CLUSTER_NODES: cluster.nodes };
  commands = redisForCommands(settings);
  consumers = redisForConsumers(settings);
  // The gateway's live hub behind a plain SSE route: its streams are what the test follows.
  hub = new LiveHub({ redis: commands, log, heartbeatMs: 60_000, recheck: () => undefined });
  const app = express();
  app.get('/live/:restaurantId', (req, res) => {
    res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' }).flushHeaders();
    res.write(': connected\n\n');
    const follower = new Follower(req, res, req.params.restaurantId, [], Math.floor(Date.now() / 1000) + 3600);
    res.once('close', () => hub.remove(follower));
    hub
      .add(follower, req.header('last-event-id') ?? null)
      .then(() => res.write('event: followed\ndata: {}\n\n'))
      .catch(() => follower.close());
  });
  server = await listen(app, 0, '127.0.0.1');
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}, 60_000);

afterAll(async () => {
  try {
    hub?.stop();
    if (server) await closeServer(server);
    // Workers whose node was killed may wait on it: the cluster is stopped anyway after a while.
    await Promise.race([Promise.all(closing.map((c) => c.close())), new Promise((r) => setTimeout(r, 5_000))]);
    commands?.disconnect();
    consumers?.disconnect();
  } finally {
    await cluster?.remove();
  }
}, 30_000);

/** A restaurant id on each shard of the platform's notices. */
function restaurantPerShard(): string[] {
  const found = new Map<number, string>();
  while (found.size < LIVE_SHARDS) {
    const id = randomUUID();
    if (!found.has(liveShardOf(id))) found.set(liveShardOf(id), id);
  }
  return [...found.values()];
}

const notice = (restaurantId: string, n: number) =>
  addLiveNotice(commands, restaurantId, 'order', { n, at: new Date().toISOString() }, log);
const numbers = (events: StreamEvent[]) =>
  events.filter((e) => e.event === 'order').map((e) => (JSON.parse(e.data!) as { n: number }).n);
const follow = async (restaurantId: string, lastEventId?: string) => {
  const stream = await followUrl(`${origin}/live/${restaurantId}`, undefined, lastEventId);
  // Followed once the hub has it: a notice written from now on reaches the stream.
  await stream.waitFor((e) => e.event === 'followed', 5_000);
  return stream;
};
const orders = (stream: Awaited<ReturnType<typeof follow>>, n: number) =>
  stream.waitFor(() => numbers(stream.events).length >= n, 10_000);

describe('on a Redis Cluster', () => {
  it('hands each restaurant its own notices, in order, from every shard; Last-Event-ID catches a screen up', async () => {
    const restaurants = restaurantPerShard();
    // The shards' hash tags spread them over the slots: more than one primary holds them.
    expect(new Set(restaurants.map((r) => keySlot(orderNoticeStream(r)))).size).toBe(LIVE_SHARDS);
    const streams = await Promise.all(restaurants.map((r) => follow(r)));
    for (const n of [1, 2, 3]) await Promise.all(restaurants.map((r) => notice(r, n)));
    for (const stream of streams) {
      await orders(stream, 3);
      expect(numbers(stream.events)).toEqual([1, 2, 3]);
    }
    const [first] = restaurants;
    const seen = streams[0]!.events.find((e) => e.event === 'order')!.id!;
    streams.forEach((s) => s.close());
    await notice(first!, 4);
    const back = await follow(first!, seen);
    try {
      await orders(back, 3);
      expect(numbers(back.events)).toEqual([2, 3, 4]);
    } finally {
      back.close();
    }
  });

  it('produces and consumes queue jobs under the hash-tagged prefix, retrying a failed try', async () => {
    const name = `cluster-test-${randomUUID()}`;
    const queue = createQueue<{ n: number }>(name, commands);
    const done: number[] = [];
    const tries = new Map<number, number>();
    const worker = createConsumer<{ n: number }>(
      name,
      async (job) => {
        tries.set(job.data.n, (tries.get(job.data.n) ?? 0) + 1);
        if (job.data.n === 3 && tries.get(3) === 1) throw new Error('once');
        done.push(job.data.n);
      },
      consumers,
      log,
    );
    closing.push(worker, queue);
    for (const n of [1, 2, 3, 4, 5]) await queue.add('test', { n }, { attempts: 2, backoff: 50, jobId: `job-${n}` });
    await until('every job done', async () => done.length === 5, 15_000);
    expect([...done].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(tries.get(3)).toBe(2);
    expect(await commands.exists(`${queuePrefix(name)}:${name}:job-1`)).toBe(1);
  });

  it('ends sessions through the deny-list and the generations, whatever slots their keys are in', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const issuer = new TokenIssuer(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 3600);
    const verifier = new TokenVerifier(pem, commands);
    const user = { id: randomUUID(), role: 'owner' as const, email: 'c@example.com', demo: false, generation: 0 };
    const signedOut = issuer.issueAccountToken(user);
    const viewer = await verifier.verify(signedOut);
    await revokeToken(commands, viewer);
    await expect(verifier.verify(signedOut)).rejects.toThrow(SESSION_ENDED.signedOut);

    const session = {
      restaurantId: randomUUID(),
      ownerId: user.id,
      role: 'cashier' as const,
      employeeId: randomUUID(),
      name: 'Sam',
      generation: 0,
      stepUpFor: null,
      approval: null,
    };
    const { token } = issuer.issueRestaurantToken(session);
    expect(await verifier.verify(token)).toMatchObject({ kind: 'restaurant', employeeId: session.employeeId });
    await setGeneration(commands, 'employee', session.employeeId, 1);
    await expect(verifier.verify(token)).rejects.toThrow(SESSION_ENDED.employeeChanged);
    await commands.set(generationKey.restaurant(session.restaurantId), 'gone');
    await expect(verifier.verify(token)).rejects.toThrow(SESSION_ENDED.restaurantGone);
  });

  it('counts an attempt on several counters at once, and refuses past the limit', async () => {
    const throttle = new Throttle(commands);
    const policy = { free: 2, baseDelayMs: 0, maxDelayMs: 0, lockAfter: 2, lockMs: 60_000, windowMs: 60_000 };
    const who = randomUUID();
    const counters = [`a:${who}`, `b:${who}`, `c:${who}`].map((key) => ({ key, policy }));
    expect(await throttle.attempt(counters)).toBeNull();
    await throttle.giveBack([counters[0]!.key]);
    expect(await throttle.attempt(counters)).toBeNull();
    expect(await throttle.attempt(counters)).toMatchObject({ locked: true });
    await throttle.clear(counters.map((c) => c.key));
    expect(await throttle.attempt(counters)).toBeNull();
  });

  it('keeps a stream projection: a failed event parked as a dead letter, cleared once applied', async () => {
    const stream = `test:stream:${randomUUID()}`;
    const faulty = new Set(['a']);
    const applied: string[] = [];
    const projection = await startStreamProjection<{ id: string; version: number }>({
      stream,
      queue: `test-events-${stream}`,
      replayQueue: `test-replay-${randomUUID()}`,
      subscriber: 'tester',
      what: 'test',
      apply: async (e) => {
        if (faulty.has(e.id)) throw new Error(`refused ${e.id}`);
        applied.push(`${e.id}@${e.version}`);
        return {};
      },
      subjectOf: (e) => e.id,
      versionOf: (e) => e.version,
      isEmpty: async () => false,
      digest: async () => ({}),
      connection: consumers,
      commands,
      log,
      events: {
        jobs: { attempts: 2, backoff: { type: 'exponential', delay: 100 } },
        checkEveryMs: 3_600_000,
        store: new StoreWatch(async () => true, 50, log),
      },
    });
    closing.push(projection);
    const send = (id: string, version: number) =>
      addEntries(commands, stream, [{ kind: 'test', id: `test-${id}-${version}`, data: { id, version } }]);
    await send('a', 1);
    await send('b', 1);
    await until('a parked', async () => (await deadLetters(commands, stream, 'tester', 10)).length === 1, 15_000);
    faulty.clear();
    await send('a', 2);
    await until('a applied', async () => applied.includes('a@2'), 15_000);
    await until('its dead letter gone', async () => (await deadLetters(commands, stream, 'tester', 10)).length === 0);
    expect(applied).toEqual(['b@1', 'a@2']);
  });

  it('counts a notice it could not write, and throws one written to a key of the wrong type', async () => {
    const lost = async () =>
      await createMetrics('test').registry.getSingleMetricAsString('zest_live_notices_lost_total');
    const restaurantId = randomUUID();
    await commands.set(orderNoticeStream(restaurantId), 'not a stream');
    await expect(notice(restaurantId, 1)).rejects.toThrow(/WRONGTYPE/);
    expect(await lost()).toMatch(
      /zest_live_notices_lost_total\{event="order",reason="misaddressed",service="test"\} 1/,
    );
  });

  it('keeps working when a primary dies and its replica takes over', async () => {
    const [restaurantId] = restaurantPerShard();
    const stream = await follow(restaurantId!);
    await notice(restaurantId!, 1);
    await orders(stream, 1);
    // The primary holding this restaurant's shard.
    const [primary] = (commands as Cluster).slots[keySlot(orderNoticeStream(restaurantId!))]!;
    const index = cluster.nodes.split(',').indexOf(primary!);
    expect(await cluster.primaries()).toContain(index);
    await cluster.stopNode(index);
    await until('a replica took over', async () => (await cluster.primaries()).length === 3, 20_000);

    // Written once Redis takes it (a notice lost meanwhile is counted, not thrown): each try its own number.
    let n = 1;
    await until(
      'a notice written after the failover',
      async () => {
        await notice(restaurantId!, ++n);
        const [last] = await commands.xrevrange(orderNoticeStream(restaurantId!), '+', '-', 'COUNT', 1);
        return last && (JSON.parse(last[1][1]!) as { n: number }).n === n;
      },
      20_000,
    );
    await stream.waitFor((e) => numbers([e])[0] === n, 20_000);
    // In order; a try that Redis took though the client heard no answer may stand between.
    const seen = numbers(stream.events);
    expect([seen[0], seen.at(-1)]).toEqual([1, n]);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    stream.close();

    const name = `after-failover-${randomUUID()}`;
    const queue = createQueue<{ n: number }>(name, commands);
    const done: number[] = [];
    closing.push(
      queue,
      createConsumer<{ n: number }>(name, async (job) => void done.push(job.data.n), consumers, log),
    );
    await queue.add('test', { n: 1 });
    await until('the job after the failover done', async () => done.length === 1, 20_000);
  }, 60_000);
});
