import { randomUUID } from 'node:crypto';
import { api } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, readOrder } from './helpers';
import { heartbeat, minutesAgo, registeredTablet, sendPaper, silentSince } from './tablets';

/**
 * Offline papers are checked, not believed (docs/decisions/0052-offline-papers-checked.md).
 * A paper keeps the time printed on it only when the tablet that sent it was
 * registered before that time and silent from before it until the sync;
 * otherwise the order takes the time it arrived. Every paper is on the audit
 * trail, and each tablet's offline numbers are checked for gaps. Tried as a
 * cashier online who wants today's cash sale to land on a day already counted.
 */
let t: Tenant;

beforeAll(async () => {
  t = await newTenant('offline-papers');
});

const near = (iso: string, at: number) => Math.abs(Date.parse(iso) - at) < 10_000;

interface Entry {
  kind: string;
  summary: string;
  order_id: string | null;
}
const paperLines = async (orderId: string) =>
  (
    await api<{ entries: Entry[] }>('GET', `/api/order/audit/${t.restaurantId}?kind=order.offline`, {
      token: t.owner.token,
    })
  ).body.entries.filter((e) => e.order_id === orderId);

describe('a paper’s time', () => {
  it('is not believed from an online cashier with no tablet: the order takes the time it arrived', async () => {
    const claimed = minutesAgo(180);
    const sent = await sendPaper(t, { number: 'ZZ-01', printedAt: claimed });
    expect(sent.errors).toBeUndefined();
    const order = sent.data!.createOrder;
    expect(near(order.createdAt, Date.now())).toBe(true);
    expect(order).toMatchObject({ paperTimeKept: false, paperPrintedAt: claimed.toISOString() });
    const [line] = await paperLines(order.id);
    expect(line!.summary).toMatch(
      /takes the time it arrived, not its printed time \(it did not come with a registered/,
    );
  });

  it('is not believed from a tablet registered after it, nor one heard after it', async () => {
    const fresh = await registeredTablet(t);
    const early = await sendPaper(t, { number: `${fresh.tag}-01`, printedAt: minutesAgo(180), terminal: fresh.proof });
    expect(early.data!.createOrder.paperTimeKept).toBe(false);
    expect((await paperLines(early.data!.createOrder.id))[0]!.summary).toMatch(/the tablet was registered only at/);

    const online = await registeredTablet(t);
    // Its heartbeat was heard 25 minutes ago: it was online, not offline, after the time the paper says.
    await silentSince(online, 25);
    const late = await sendPaper(t, { number: `${online.tag}-01`, printedAt: minutesAgo(30), terminal: online.proof });
    expect(late.data!.createOrder.paperTimeKept).toBe(false);
    expect(near(late.data!.createOrder.createdAt, Date.now())).toBe(true);
    expect((await paperLines(late.data!.createOrder.id))[0]!.summary).toMatch(/the tablet was online at/);
  });

  it('is not believed with a wrong key, or a key of another tag', async () => {
    const tablet = await registeredTablet(t);
    await silentSince(tablet, 240);
    const wrongKey = `${tablet.id}.${'x'.repeat(32)}`;
    const forged = await sendPaper(t, { number: `${tablet.tag}-01`, printedAt: minutesAgo(60), terminal: wrongKey });
    expect(forged.data!.createOrder.paperTimeKept).toBe(false);
    const other = await registeredTablet(t);
    const borrowed = await sendPaper(t, {
      number: `${other.tag}-01`,
      printedAt: minutesAgo(60),
      terminal: tablet.proof,
    });
    expect(borrowed.data!.createOrder.paperTimeKept).toBe(false);
  });

  it('is not believed older than a week, nor ahead of the server’s clock', async () => {
    const tablet = await registeredTablet(t);
    await silentSince(tablet, 10 * 24 * 60);
    const old = await sendPaper(t, {
      number: `${tablet.tag}-01`,
      printedAt: minutesAgo(8 * 24 * 60),
      terminal: tablet.proof,
    });
    expect(old.data!.createOrder.paperTimeKept).toBe(false);
    const ahead = await sendPaper(t, {
      number: `${tablet.tag}-02`,
      printedAt: minutesAgo(-60),
      terminal: tablet.proof,
    });
    expect(ahead.data!.createOrder.paperTimeKept).toBe(false);
    expect(near(ahead.data!.createOrder.createdAt, Date.now())).toBe(true);
  });

  it('is kept when the tablet was silent from before it until the sync: its day and time are the paper’s', async () => {
    const tablet = await registeredTablet(t);
    await silentSince(tablet, 150);
    const printed = minutesAgo(120);
    const sent = await sendPaper(t, { number: `${tablet.tag}-01`, printedAt: printed, terminal: tablet.proof });
    expect(sent.data!.createOrder).toMatchObject({ paperTimeKept: true, createdAt: printed.toISOString() });
    expect((await paperLines(sent.data!.createOrder.id))[0]!.summary).toMatch(
      /kept its printed time \(the tablet was silent from/,
    );
    // The next paper of the same outbox finds the same silence.
    const second = await sendPaper(t, {
      number: `${tablet.tag}-02`,
      printedAt: minutesAgo(100),
      terminal: tablet.proof,
    });
    expect(second.data!.createOrder.paperTimeKept).toBe(true);
  });

  it('is one order for good: the same paper sent again under another key answers the first order', async () => {
    const tablet = await registeredTablet(t);
    await silentSince(tablet, 90);
    const paper = { number: `${tablet.tag}-01`, printedAt: minutesAgo(60), terminal: tablet.proof };
    const first = await sendPaper(t, { ...paper, key: randomUUID() });
    // Nine days on, its key forgotten, the outbox sends it again.
    const again = await sendPaper(t, { ...paper, key: randomUUID() });
    expect(again.data!.createOrder.id).toBe(first.data!.createOrder.id);
    expect((await addOpenItem(t.cashier, first.data!.createOrder.id, 'Soda', '2.00')).status).toBe(201);
  });
});

describe('a tablet’s heartbeat', () => {
  it('needs the tablet’s key', async () => {
    const tablet = await registeredTablet(t);
    const forged = await heartbeat(t, { ...tablet, proof: `${tablet.id}.${'y'.repeat(32)}` });
    expect(forged.errors?.[0]?.message).toBe(
      'This tablet is not registered here: open the cashier screen online to register it again.',
    );
    const other = await newTenant('offline-papers-other');
    // Another restaurant's cashier cannot speak for this tablet.
    const stranger = await heartbeat(t, tablet, {}, other.cashier);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(stranger.errors?.[0]?.extensions?.code);
  });
});

describe('offline numbers that never arrived', () => {
  it('are listed for the owner: numbers the tablet gave that are neither here nor in its outbox', async () => {
    const r = await newTenant('offline-gaps');
    const tablet = await registeredTablet(r);
    await silentSince(tablet, 120);
    for (const n of [1, 2, 3]) {
      const sent = await sendPaper(r, {
        number: `${tablet.tag}-0${n}`,
        printedAt: minutesAgo(100 - n),
        terminal: tablet.proof,
      });
      await addOpenItem(r.cashier, sent.data!.createOrder.id, 'Soda', '2.00');
    }
    // The tablet says it gave 6 numbers and still holds 6 in its outbox: 4 and 5 are gone from it.
    await heartbeat(r, tablet, { lastOfflineNumber: 6, waiting: [6] });
    const papers = await api<{ terminals: { tag: string; arrived: number; waiting: string[]; missing: string[] }[] }>(
      'GET',
      `/api/order/offlinePapers/${r.restaurantId}`,
      { token: r.owner.token },
    );
    expect(papers.status).toBe(200);
    expect(papers.body.terminals).toEqual([
      expect.objectContaining({
        tag: tablet.tag,
        arrived: 3,
        waiting: [`${tablet.tag}-06`],
        missing: [`${tablet.tag}-04`, `${tablet.tag}-05`],
      }),
    ]);
    // Not for the cashier, nor for another restaurant.
    expect((await api('GET', `/api/order/offlinePapers/${r.restaurantId}`, { token: r.cashier })).status).toBe(403);
    expect((await api('GET', `/api/order/offlinePapers/${r.restaurantId}`, { token: t.owner.token })).status).toBe(404);
    // One arrives after all: it leaves the list.
    const late = await sendPaper(r, { number: `${tablet.tag}-04`, printedAt: minutesAgo(50), terminal: tablet.proof });
    expect((await readOrder(r.cashier, late.data!.createOrder.id)).status).toBe(200);
    const after = await api<{ terminals: { missing: string[] }[] }>(
      'GET',
      `/api/order/offlinePapers/${r.restaurantId}`,
      { token: r.owner.token },
    );
    expect(after.body.terminals[0]!.missing).toEqual([`${tablet.tag}-05`]);
  });
});
