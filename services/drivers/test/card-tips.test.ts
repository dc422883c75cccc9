import { localDate } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { booksDifferences } from '../../../tools/test/day-books';
import { graphql } from '../../../tools/test/support';
import { connectSandboxStripe } from '../../../tools/test/stripe-connect';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { drawerOf, openDrawer, voidOrder } from '../../orders/test/counter';
import { onOrdersDatabase } from '../../orders/test/helpers';
import { registeredTablet, type Tablet } from '../../orders/test/tablets';
import { askDoor, onTheWay, pay, settledDoor } from './door';
import { driverBack, eventually, onDriversDatabase } from './helpers';

/**
 * A delivery's card tip handed to its driver at the cash-out (docs/decisions/0083-card-tips-paid-to-drivers.md):
 * paid at the door by QR with a tip, the driver cashed out at a tablet whose drawer is open: the cash-out says
 * what it handed over, the drawer pays it once (its expected cash moves by the tip, once), the tips report
 * credits the driver, and the day's books still agree.
 */
let t: Tenant;
let tablet: Tablet;

beforeAll(async () => {
  t = await newTenant('card-tips');
  await connectSandboxStripe(t);
  tablet = await registeredTablet(t);
});

interface Balance {
  owedCents: number;
  ordersTotalCents: number;
  deliveryChargesCents: number;
  paidByCardCents: number;
  cardTipsCents: number;
  floatCents: number;
  adjustmentsCents: number;
}
const balance = async () =>
  (
    await graphql<{ driverBalance: Balance }>(
      `
        query ($d: ID!) {
          driverBalance(driverId: $d) {
            owedCents
            ordersTotalCents
            deliveryChargesCents
            paidByCardCents
            cardTipsCents
            floatCents
            adjustmentsCents
          }
        }
      `,
      { d: t.driverId },
      { token: t.manager },
    )
  ).data!.driverBalance;

const cashOutAt = (proof: string | null) =>
  graphql<{ cashOutDriver: { status: string; cashout: { expectedCents: number; cardTipsCents: number } } }>(
    `
      mutation ($i: CashOutInput!, $k: String) {
        cashOutDriver(input: $i, idempotencyKey: $k) {
          status
          cashout {
            expectedCents
            cardTipsCents
          }
        }
      }
    `,
    { i: { driverId: t.driverId, terminal: proof }, k: randomUUID() },
    { token: t.manager },
  );

const payouts = (orderId: string) =>
  onOrdersDatabase<{ amount_cents: number; drawer_id: string | null; by_name: string }>(
    `SELECT amount_cents, drawer_id, by_name FROM ledger_entries WHERE order_id = $1 AND kind = 'tip_payout'`,
    [orderId],
  );

const tipsReport = async (day: string) =>
  (
    await graphql<{
      tipsReport: {
        employees: { employeeId: string | null; name: string; driver: boolean; count: number; cents: number }[];
        tips: { count: number; cents: number };
        paidOut: { cents: number };
      };
      zReport: { z: { tips: { count: number; cents: number }; tipsPaidOut: { cents: number } } };
    }>(
      `
        query ($r: ID!, $d: String!) {
          tipsReport(restaurantId: $r, from: $d, to: $d) {
            employees {
              employeeId
              name
              driver
              count
              cents
              paidOutCents
            }
            tips {
              count
              cents
            }
            paidOut {
              cents
            }
          }
          zReport(restaurantId: $r, day: $d) {
            z {
              tips {
                count
                cents
              }
              tipsPaidOut {
                cents
              }
            }
          }
        }
      `,
      { r: t.restaurantId, d: day },
      { token: t.manager },
    )
  ).data!;

/** The delivery paid at the door with an 18% tip, the driver back: the order, its tip, and the cash it owes. */
async function paidAtTheDoorWithATip(price: string) {
  const { orderId, totalCents } = await onTheWay(t, price);
  const door = (await askDoor(t.driver, orderId)).data!.askDoorPayment;
  expect((await pay(door.link, 18)).status).toBe(303);
  const part = await settledDoor(t, door.id);
  expect(part.status).toBe('succeeded');
  // The drivers service hears what the card tipped before the driver is back.
  await eventually(balance, (b) => b.paidByCardCents >= totalCents, 10_000);
  await driverBack(t);
  return { orderId, tip: part.tipCents };
}

describe('a delivery’s card tip at the cash-out', () => {
  it('is handed to the driver from the tablet’s drawer, once; the driver’s cash is counted as before; the books agree', async () => {
    const drawer = await openDrawer(t, tablet, 5000);
    const { orderId, tip } = await paidAtTheDoorWithATip('24.00');
    expect(tip).toBeGreaterThan(0);
    const before = await balance();
    // The tip is the driver's, apart from what they owe: orders − charges − paid by card + float + adjustments.
    expect(before.cardTipsCents).toBe(tip);
    expect(before.owedCents).toBe(
      before.ordersTotalCents -
        before.deliveryChargesCents -
        before.paidByCardCents +
        before.floatCents +
        before.adjustmentsCents,
    );
    expect((await drawerOf(t, drawer.id)).expectedCents).toBe(5000);

    const done = await cashOutAt(tablet.proof);
    expect(done.errors).toBeUndefined();
    expect(done.data!.cashOutDriver.cashout).toEqual({ expectedCents: before.owedCents, cardTipsCents: tip });
    const paid = await eventually(
      () => payouts(orderId),
      (rows) => rows.length > 0,
      10_000,
    );
    expect(paid).toEqual([{ amount_cents: -tip, drawer_id: drawer.id, by_name: expect.any(String) }]);
    expect((await drawerOf(t, drawer.id)).expectedCents).toBe(5000 - tip);

    // The cash-out's event delivered again (a replay) pays nothing twice.
    const [bumped] = await onDriversDatabase<{ version: string }>(
      'UPDATE trips SET version = version + 1 WHERE order_id = $1 RETURNING version',
      [orderId],
    );
    const applied = await eventually(
      () => onOrdersDatabase<{ version: string }>('SELECT version FROM order_trips WHERE order_id = $1', [orderId]),
      (rows) => Number(rows[0]?.version) === Number(bumped!.version),
      15_000,
    );
    expect(Number(applied[0]!.version)).toBe(Number(bumped!.version));
    expect(await payouts(orderId)).toHaveLength(1);
    expect((await drawerOf(t, drawer.id)).expectedCents).toBe(5000 - tip);

    // The tips report credits the driver; its totals are the Z report's tips.
    const day = localDate(new Date(), 'America/New_York');
    const report = await tipsReport(day);
    expect(report.tipsReport.employees).toEqual([
      expect.objectContaining({ employeeId: t.driverId, driver: true, count: 1, cents: tip, paidOutCents: tip }),
    ]);
    expect(report.tipsReport.tips).toEqual(report.zReport.z.tips);
    expect(report.zReport.z.tipsPaidOut.cents).toBe(tip);

    // The day's books still agree.
    expect(await booksDifferences(t.restaurantId, day)).toEqual([]);
  });

  it('is owed back by the driver on their next cash-out when the delivery is voided after it was handed over', async () => {
    const { orderId, tip } = await paidAtTheDoorWithATip('30.00');
    // Cashed out on a phone: no tablet, so no drawer pays; the day says so.
    expect((await cashOutAt(null)).errors).toBeUndefined();
    const paid = await eventually(
      () => payouts(orderId),
      (rows) => rows.length > 0,
      10_000,
    );
    expect(paid).toEqual([{ amount_cents: -tip, drawer_id: null, by_name: expect.any(String) }]);
    const voided = await voidOrder(t.manager, orderId, 'Customer never got it');
    expect(voided.error).toBeNull();
    const after = await eventually(balance, (b) => b.adjustmentsCents !== 0, 10_000);
    // The order's cash back to the driver (their delivery charge: a card paid it) and the tip given back.
    const [adjustment] = await onDriversDatabase<{ amount_cents: number; tip_cents: number }>(
      'SELECT amount_cents, tip_cents FROM adjustments WHERE order_id = $1',
      [orderId],
    );
    expect(adjustment!.tip_cents).toBe(tip);
    expect(after.adjustmentsCents).toBe(adjustment!.amount_cents);
    const day = localDate(new Date(), 'America/New_York');
    expect(await booksDifferences(t.restaurantId, day)).toEqual([]);
  });
});
