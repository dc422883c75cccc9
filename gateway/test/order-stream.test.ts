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

  it('leaves no Redis connection behind when 50 clients come and go quickly', async () => {
    const churn = await newTenant('stream-churn');
    const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
    // The gateway names each restaurant's reader, so other suites' streams are not counted here.
    const readers = async () =>
      ((await redis.call('CLIENT', 'LIST')) as string)
        .split('\n')
        .filter((line) => line.includes(` name=order-stream:${churn.restaurantId} `)).length;
    /** The count once it reaches `expected`, or after 3 seconds, whatever it is then. */
    const readersSettleAt = async (expected: number) => {
      let now = await readers();
      for (let settle = 0; settle < 30 && now !== expected; settle++) {
        await new Promise((r) => setTimeout(r, 100));
        now = await readers();
      }
      return now;
    };
    const come = (leave: Leave, n: number) =>
      Array.from({ length: n }, () => comeAndGo(churn.restaurantId, churn.cashier, leave));
    try {
      const baseline = await readers();
      // Together: some leave at once, some as their feed starts, some once answered, some after an order.
      const stayers = come('after an event', 15);
      await Promise.all([...come('at once', 5), ...come('soon', 5), ...come('on answer', 10)].map((c) => c.gone));
      await Promise.all(stayers.map((c) => c.following));
      expect(await readersSettleAt(baseline + 1)).toBe(baseline + 1); // one reader for all of a restaurant's followers
      for (let tries = 0; tries < 50 && !stayers.every((c) => c.left); tries++) {
        await createOrder(churn);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(stayers.filter((c) => !c.left)).toEqual([]);
      // Then alone: each leaves while its access is checked or its feed starts.
      await Promise.all([...come('at once', 8), ...come('soon', 7)].map((c) => c.gone));

      expect(await readersSettleAt(baseline)).toBe(baseline);
    } finally {
      redis.disconnect();
    }
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
