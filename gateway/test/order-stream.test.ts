import { Redis } from 'ioredis';
import { request } from 'node:http';
import { follow, type StreamEvent } from '../../tools/test/streams';
import { api, baseUrl, clientIp } from '../../tools/test/support';
import { newTenant, scopedSession, type Tenant } from '../../tools/test/tenants';

/**
 * The live order stream (docs/decisions/0014-live-order-stream.md): server-
 * sent events per restaurant, read the way the terminal reads them (fetch
 * and a stream reader, with the Authorization header).
 */
const notice = (e: StreamEvent) => JSON.parse(e.data ?? '{}') as { id: string; orderNumber: number; change: string };
const createOrder = (t: Tenant) =>
  api<{ id: string; order_number: number }>('POST', '/api/order/createOrder', {
    token: t.cashier,
    body: { restaurant_id: t.restaurantId, order_type: 'pickup' },
  });

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
};

let t: Tenant;
beforeAll(async () => {
  t = await newTenant('stream');
});

describe('the live order stream', () => {
  it('shows a second terminal an order the first one created, within a second', async () => {
    const second = await follow(t.restaurantId, t.manager);
    const owner = await follow(t.restaurantId, t.owner.token);
    try {
      expect(second.status).toBe(200);
      const created = await createOrder(t);
      const seen = await second.waitFor((e) => notice(e).id === created.body.id, 1_000);
      expect(seen.event).toBe('order');
      expect(seen.id).toMatch(/^\d+-\d+$/);
      expect(notice(seen)).toMatchObject({ orderNumber: created.body.order_number, change: 'created', version: 1 });
      await owner.waitFor((e) => notice(e).id === created.body.id);

      await api('POST', '/api/order/addItemToOrder', {
        token: t.cashier,
        body: { order_id: created.body.id, product_name: 'Soda', product_price: '2.00' },
      });
      const line = await second.waitFor((e) => notice(e).id === created.body.id && notice(e).change === 'lines');
      expect(notice(line)).toMatchObject({ version: 2 });
    } finally {
      second.close();
      owner.close();
    }
  });

  it('resumes after Last-Event-ID with what was missed', async () => {
    const first = await follow(t.restaurantId, t.cashier);
    const a = await createOrder(t);
    const seenA = await first.waitFor((e) => notice(e).id === a.body.id);
    first.close();
    const b = await createOrder(t);
    const c = await createOrder(t);
    const back = await follow(t.restaurantId, t.cashier, seenA.id);
    try {
      await back.waitFor((e) => notice(e).id === c.body.id);
      const ids = back.events.map((e) => notice(e).id);
      expect(ids).toEqual([b.body.id, c.body.id]);
    } finally {
      back.close();
    }
  });

  it('gives a new stream its place before any notice, so a screen cut off at once misses nothing', async () => {
    const first = await follow(t.restaurantId, t.cashier);
    await until(() => first.lastEventId() !== undefined);
    const place = first.lastEventId()!;
    expect(place).toMatch(/^\d+-\d+$/);
    // Its gateway dies before any notice: the orders taken meanwhile reach the screen when it comes back.
    first.close();
    const missed = await createOrder(t);
    const back = await follow(t.restaurantId, t.cashier, place);
    try {
      await back.waitFor((e) => notice(e).id === missed.body.id);
    } finally {
      back.close();
    }
  });

  it('is for the restaurant’s own people only', async () => {
    const other = await newTenant('stream-stranger');
    expect((await follow(t.restaurantId)).status).toBe(401);
    expect((await follow(t.restaurantId, 'not-a-token')).status).toBe(401);
    expect((await follow(t.restaurantId, other.driver)).status).toBe(404);
    expect((await follow(t.restaurantId, other.cashier)).status).toBe(404);
    expect((await follow(t.restaurantId, other.owner.token)).status).toBe(404);
    expect((await follow('not-an-id', t.cashier)).status).toBe(404);
  });

  it('ends when the session is revoked', async () => {
    const session = await scopedSession(`/api/restaurant/cashierScreen/${t.restaurantId}`, t.owner.token, {
      pin: '1111',
    });
    const stream = await follow(t.restaurantId, session);
    expect(stream.status).toBe(200);
    expect((await api('POST', '/api/auth/signout', { token: session, ip: clientIp() })).status).toBe(200);
    const end = await stream.waitFor((e) => e.event === 'end', 5_000);
    expect(JSON.parse(end.data!)).toEqual({ message: 'You have signed out. Please sign in again.' });
    await stream.ended;
  });

  it('ends when the restaurant is deleted', async () => {
    const doomed = await newTenant('stream-doomed');
    const stream = await follow(doomed.restaurantId, doomed.owner.token);
    expect(stream.status).toBe(200);
    const deleted = await api('DELETE', `/api/restaurant/deleteRestaurant/${doomed.restaurantId}/${doomed.owner.id}`, {
      token: doomed.owner.token,
      body: { security_pin: doomed.securityPin },
      ip: clientIp(),
    });
    expect(deleted.status).toBe(200);
    await stream.waitFor((e) => e.event === 'end', 5_000);
    await stream.ended;
  });

  it('ends within 2 s when its employee is removed or their PIN changes, through the access change alone', async () => {
    for (const change of ['removed', 'new PIN'] as const) {
      const pin = change === 'removed' ? '5151' : '5252';
      const created = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
        token: t.owner.token,
        body: {
          security_pin: t.securityPin,
          restaurant_id: t.restaurantId,
          name: `Stream ${change}`,
          role: 'cashier',
          pin,
        },
        ip: clientIp(),
      });
      expect(created.status).toBe(201);
      const session = await scopedSession(`/api/restaurant/cashierScreen/${t.restaurantId}`, t.owner.token, { pin });
      const stream = await follow(t.restaurantId, session);
      expect(stream.status).toBe(200);
      const at = Date.now();
      const answer =
        change === 'removed'
          ? await api('DELETE', `/api/employee/deleteEmployee/${created.body.id}`, {
              token: t.owner.token,
              ip: clientIp(),
            })
          : await api('PUT', `/api/employee/updateEmployeeProfile/${created.body.id}`, {
              token: t.owner.token,
              body: { pin: '5353' },
              ip: clientIp(),
            });
      expect(answer.status).toBe(200);
      const end = await stream.waitFor((e) => e.event === 'end', 5_000);
      process.stdout.write(`stream of an employee ${change}: ended ${Date.now() - at} ms after the change\n`);
      expect(JSON.parse(end.data!)).toEqual({
        message:
          change === 'removed'
            ? 'This employee account was removed. Ask your manager.'
            : 'Your PIN or role changed. Enter your PIN again.',
      });
      await stream.ended;
    }
  });

  it('keeps the owner’s stream when a cashier’s session ends (only the streams an access change names are asked)', async () => {
    const owner = await follow(t.restaurantId, t.owner.token);
    const session = await scopedSession(`/api/restaurant/cashierScreen/${t.restaurantId}`, t.owner.token, {
      pin: '1111',
    });
    const cashier = await follow(t.restaurantId, session);
    try {
      expect((await api('POST', '/api/auth/signout', { token: session, ip: clientIp() })).status).toBe(200);
      await cashier.waitFor((e) => e.event === 'end', 5_000);
      const created = await createOrder(t);
      await owner.waitFor((e) => notice(e).id === created.body.id);
      expect(owner.events.filter((e) => e.event === 'end')).toEqual([]);
    } finally {
      owner.close();
      cashier.close();
    }
  });

  it('reads every restaurant with one Redis connection per gateway, however many it follows', async () => {
    const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
    const clients = async () => {
      const lines = ((await redis.call('CLIENT', 'LIST')) as string).split('\n').filter(Boolean);
      return { all: lines.length, live: lines.filter((l) => l.includes(' name=gateway-live ')).length };
    };
    const tenants = [t, ...(await Promise.all([1, 2, 3, 4, 5].map((n) => newTenant(`stream-many-${n}`))))];
    const streams: Awaited<ReturnType<typeof follow>>[] = [];
    try {
      streams.push(await follow(t.restaurantId, t.cashier));
      const withOne = await clients();
      expect(withOne.live).toBe(1);
      // Five restaurants more, three screens each: the same connections.
      for (const other of tenants.slice(1))
        for (const token of [other.cashier, other.driver, other.owner.token])
          streams.push(await follow(other.restaurantId, token));
      for (const stream of streams) expect(stream.status).toBe(200);
      // Other suites' clients may close meanwhile; none is added for the restaurants followed.
      const withSix = await clients();
      expect(withSix.live).toBe(1);
      expect(withSix.all).toBeLessThanOrEqual(withOne.all);
      // And each restaurant still hears its own orders, only its own.
      const orders = await Promise.all(tenants.map((x) => createOrder(x)));
      for (const [i, stream] of streams.entries()) {
        const mine = orders[i === 0 ? 0 : Math.floor((i - 1) / 3) + 1]!.body.id;
        await stream.waitFor((e) => notice(e).id === mine);
        const others = orders.map((o) => o.body.id).filter((id) => id !== mine);
        expect(stream.events.filter((e) => others.includes(notice(e).id))).toEqual([]);
      }
    } finally {
      for (const stream of streams) stream.close();
      redis.disconnect();
    }
  });

  it('holds nothing for a restaurant once 50 clients came and went quickly', async () => {
    const churn = await newTenant('stream-churn');
    const gauges = async () => {
      const text = await (await fetch(`${baseUrl()}/metrics`)).text();
      const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)`, 'm').exec(text)?.[1]);
      return { streams: value('zest_live_streams_open'), restaurants: value('zest_live_restaurants_followed') };
    };
    /** The gauges once they reach `expected`, or after 3 seconds, whatever they are then. */
    const settleAt = async (expected: { streams: number; restaurants: number }) => {
      let now = await gauges();
      for (let settle = 0; settle < 30 && JSON.stringify(now) !== JSON.stringify(expected); settle++) {
        await new Promise((r) => setTimeout(r, 100));
        now = await gauges();
      }
      return now;
    };
    const come = (leave: Leave, n: number) =>
      Array.from({ length: n }, () => comeAndGo(churn.restaurantId, churn.cashier, leave));
    const baseline = await gauges();
    // Together: some leave at once, some as their access is asked, some once answered, some after an order.
    const stayers = come('after an event', 15);
    await Promise.all([...come('at once', 5), ...come('soon', 5), ...come('on answer', 10)].map((c) => c.gone));
    await Promise.all(stayers.map((c) => c.following));
    expect(await settleAt({ streams: baseline.streams + 15, restaurants: baseline.restaurants + 1 })).toEqual({
      streams: baseline.streams + 15,
      restaurants: baseline.restaurants + 1,
    });
    for (let tries = 0; tries < 50 && !stayers.every((c) => c.left); tries++) {
      await createOrder(churn);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(stayers.filter((c) => !c.left)).toEqual([]);
    // Then alone: each leaves while its access is checked or its stream starts.
    await Promise.all([...come('at once', 8), ...come('soon', 7)].map((c) => c.gone));
    expect(await settleAt(baseline)).toEqual(baseline);
  });
});

type Leave = 'at once' | 'soon' | 'on answer' | 'after an event';

/**
 * A follower that leaves at a chosen moment: as soon as its request is sent
 * (while its access is checked), a few milliseconds later, once the answer
 * starts, or after its first order event.
 */
function comeAndGo(restaurantId: string, token: string, leave: Leave) {
  const req = request(`${baseUrl()}/api/order/stream/${restaurantId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const state = { left: false, following: Promise.resolve(), gone: Promise.resolve() };
  const go = () => req.destroy();
  state.gone = new Promise<void>((resolve) =>
    req.once('close', () => {
      state.left = true;
      resolve();
    }),
  );
  state.following = new Promise<void>((resolve) => {
    req.on('response', (res) => {
      if (leave === 'on answer') return go();
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes(': connected')) resolve();
        if (leave === 'after an event' && text.includes('event: order')) go();
      });
    });
  });
  // Gone on purpose: the aborted request's error is expected.
  req.on('error', () => undefined);
  if (leave === 'at once') req.once('finish', go);
  if (leave === 'soon') setTimeout(go, Math.random() * 30);
  req.end();
  return state;
}
