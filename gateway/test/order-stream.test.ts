import { follow, type StreamEvent } from '../../tools/test/streams';
import { api, clientIp } from '../../tools/test/support';
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
});
