import { busyState, quotedMinutes } from '../src/features/cashier/online/busyRules';
import { paidState, paidWords } from '../src/features/cashier/online/onlineRules';

const NOW = Date.parse('2026-11-27T18:30:00Z');
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString();
const settings = (o: Partial<Parameters<typeof busyState>[0]> = {}) => ({
  restaurantId: 'r1',
  enabled: true,
  prepMinutes: 20,
  timeZone: 'America/Chicago',
  pausedUntil: null,
  busyMinutes: 0,
  busyUntil: null,
  ...o,
});

describe('busy at the counter', () => {
  it('says what the ordering page does now: taking orders at the quote, paused until a time, quoting longer', () => {
    expect(busyState(settings(), NOW)).toEqual({
      kind: 'taking',
      extra: 0,
      words: 'Taking online orders, quoting 20 min.',
    });
    const paused = busyState(settings({ pausedUntil: inMinutes(30) }), NOW);
    expect(paused.kind).toBe('paused');
    expect(paused.words).toBe('Online orders paused until 1:00 PM: the page takes none. Then quoting 20 min.');
    const longer = busyState(settings({ busyMinutes: 20, busyUntil: inMinutes(60) }), NOW);
    expect(longer).toEqual({
      kind: 'taking',
      extra: 20,
      words: 'Taking online orders, quoting 40 min (20 + 20) until 1:30 PM.',
    });
  });

  it('forgets a pause and added minutes once they have run out', () => {
    expect(busyState(settings({ pausedUntil: inMinutes(-1) }), NOW).kind).toBe('taking');
    expect(busyState(settings({ busyMinutes: 20, busyUntil: inMinutes(-1) }), NOW).extra).toBe(0);
    expect(quotedMinutes(settings({ busyMinutes: 10, busyUntil: inMinutes(5) }), NOW)).toBe(30);
    expect(quotedMinutes(settings({ busyMinutes: 10, busyUntil: inMinutes(-5) }), NOW)).toBe(20);
  });
});

describe('an online order’s card', () => {
  const order = (tender: 'cash' | 'card' | 'door' | null, paidOnline = false) => ({ tender, paidOnline });
  it('says whether it is paid, and how', () => {
    expect([
      paidState({ payment: 'card', order: order(null, true) }),
      paidWords({ payment: 'card', order: order(null, true) }),
    ]).toEqual(['paid', 'Paid online by card']);
    expect([
      paidState({ payment: 'pickup', order: order(null) }),
      paidWords({ payment: 'pickup', order: order(null) }),
    ]).toEqual(['unpaid', 'Not paid: pays at pickup']);
    expect([
      paidState({ payment: 'pickup', order: order('cash') }),
      paidWords({ payment: 'pickup', order: order('cash') }),
    ]).toEqual(['paid', 'Paid · cash']);
    expect([
      paidState({ payment: 'door', order: order('door') }),
      paidWords({ payment: 'door', order: order('door') }),
    ]).toEqual(['door', 'Pays the driver at the door']);
  });
});
