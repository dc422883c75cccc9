import { randomUUID } from 'node:crypto';
import { api } from '../../../tools/test/support';
import { newTenant } from '../../../tools/test/tenants';
import { readOrder } from '../../orders/test/helpers';
import { balanceOf, cashOut, cents, deliveredBy, eventually } from './helpers';

/**
 * A delivery never printed, taken, delivered and cashed out (docs/product.md#voids): it is no longer being
 * taken, so taking its line off is a void — a reason, and the manager since the driver already paid for it —
 * and the money back to the driver at the next cash-out names the person whose void caused it.
 */
interface AuditLine {
  kind: string;
  actor: string;
  reason: string | null;
  summary: string;
  order_id: string | null;
}

const trail = async (restaurantId: string, token: string, kind: string) =>
  (await api<{ entries: AuditLine[] }>('GET', `/api/order/audit/${restaurantId}?kind=${kind}&limit=200`, { token }))
    .body.entries;

it('a line of a never-printed delivery cashed out with its driver is a void by a manager, named on the adjustment', async () => {
  const t = await newTenant('never-printed-paid');
  const trip = await deliveredBy(t, '20.00');
  expect((await cashOut(t.manager, t.driverId, { key: randomUUID() })).status).toBe(201);
  // The orders service hears of the cash-out.
  const order = await eventually(
    () => readOrder(t.cashier, trip.order_id),
    (o) => !!(o.body as unknown as { driver: { cashed_out_at: string | null } | null }).driver?.cashed_out_at,
  );
  expect(order.body.print_count).toBe(0);
  const lineId = order.body.items[0]!.id;

  const quietly = await api('DELETE', `/api/order/deleteOrderItems/${lineId}`, { token: t.cashier });
  expect(quietly).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });
  const alone = await api('DELETE', `/api/order/deleteOrderItems/${lineId}?reason=Wrong%20item`, {
    token: t.cashier,
  });
  expect(alone).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
  expect((alone.body as { message: string }).message).toMatch(/already cashed out with the driver/);

  const byManager = await api('DELETE', `/api/order/deleteOrderItems/${lineId}?reason=Wrong%20item`, {
    token: t.manager,
  });
  expect(byManager.status).toBe(200);

  const balance = await eventually(
    () => balanceOf(t.manager, t.driverId),
    (b) => b.body.adjustments !== '0.00',
  );
  // Money back to the driver: what the voided pizza added to what they paid.
  expect(cents(balance.body.adjustments)).toBeLessThan(-1900);
  const [adjustment] = await eventually(
    () => trail(t.restaurantId, t.owner.token, 'driver.adjustment'),
    (lines) => lines.length > 0,
  );
  expect(adjustment).toMatchObject({ order_id: trip.order_id, reason: 'Wrong item' });
  expect(adjustment!.actor).not.toBe('Zest POS');
  expect(adjustment!.summary).toMatch(/voided|changed/);
  expect(adjustment!.summary).toMatch(/ by .+\(Wrong item/);
});
