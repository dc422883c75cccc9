import { orderView } from '../src/features/cashier/draft/orderView';
import type { DraftState } from '../src/features/cashier/draft/draftTypes';
import {
  keepRegistration,
  lastOfflineCount,
  nextOfflineNumber,
  ownCount,
  terminalProof,
} from '../src/features/cashier/offline/offlineNumber';
import { wallClockIn } from '../src/ui/format/dates';

/** The terminal offline (docs/decisions/0045-the-terminal-offline.md): numbers, totals and clocks worked out on the tablet. */

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});

describe('provisional numbers', () => {
  test("count per restaurant behind the tablet's own tag, never starting again (a missing one shows)", () => {
    const first = nextOfflineNumber('r1');
    expect(first).toMatch(/^[A-Z2-9]{2}-01$/);
    const tag = first.slice(0, 2);
    expect(nextOfflineNumber('r1')).toBe(`${tag}-02`);
    expect(nextOfflineNumber('r2')).toBe(`${tag}-01`);
    expect(nextOfflineNumber('r1')).toBe(`${tag}-03`);
    expect(lastOfflineCount('r1')).toBe(3);
    expect(ownCount('r1', `${tag}-03`)).toBe(3);
    expect(ownCount('r1', '#12')).toBeNull();
  });

  test('use the registration the server gave the tablet for the restaurant, and refuse a malformed one', () => {
    keepRegistration('r1', { id: 'a1b2', tag: 'K7', key: 'secret' });
    keepRegistration('r2', { id: 'c3d4', tag: 'k7; drop', key: 'secret' });
    expect(nextOfflineNumber('r1')).toBe('K7-01');
    expect(terminalProof('r1')).toBe('a1b2.secret');
    expect(nextOfflineNumber('r2')).toMatch(/^[A-Z2-9]{2}-01$/);
    expect(terminalProof('r2')).toBeNull();
  });

  test('a new registration starts its own count', () => {
    keepRegistration('r1', { id: 'a1b2', tag: 'K7', key: 'secret' });
    nextOfflineNumber('r1');
    nextOfflineNumber('r1');
    keepRegistration('r1', { id: 'e5f6', tag: 'K8', key: 'other' });
    expect(nextOfflineNumber('r1')).toBe('K8-01');
  });

  test('a tablet the server never gave a tag draws its own', () => {
    const tags = new Set<string>();
    for (let i = 0; i < 20; i++) {
      Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
      tags.add(nextOfflineNumber('r1').slice(0, 2));
    }
    expect(tags.size).toBeGreaterThan(1);
  });
});

describe('totals with calls waiting on the network', () => {
  const line = (id: string, priceCents: number) => ({
    type: 'add' as const,
    id,
    key: `k-${id}`,
    status: 'offline' as const,
    message: null,
    attempts: 1,
    line: { open: { name: id, priceCents, quantity: 1 } },
    preview: { productName: id, parts: [], quantity: 1, priceCents, notes: '', open: true },
  });
  const start = { type: 'start' as const, id: 's', key: 'ks', status: 'offline' as const, message: null, attempts: 1 };

  test('are worked out on the tablet by the rules the server uses: tax half up, delivery charge on deliveries', () => {
    const togo: DraftState = {
      orderId: null,
      ops: [{ ...start, orderType: 'togo', customer: null }, line('a', 1999), line('b', 351)],
      customerForm: null,
    };
    // 2350 at 8.875 % is 208.56 → 209.
    expect(orderView(togo, null, { taxPercentage: 8.875, deliveryChargeCents: 300 })).toMatchObject({
      subtotalCents: 2350,
      deliveryChargeCents: 0,
      taxCents: 209,
      totalCents: 2559,
    });
    const customer = { id: 'c', fullName: 'A', phoneNumber: '2175550123' } as never;
    const delivery: DraftState = { ...togo, ops: [{ ...start, orderType: 'delivery', customer }, line('a', 2000)] };
    expect(orderView(delivery, null, { taxPercentage: 10, deliveryChargeCents: 300 })).toMatchObject({
      subtotalCents: 2000,
      deliveryChargeCents: 300,
      taxCents: 230,
      totalCents: 2530,
    });
  });

  test('on an order the server has, are the server’s while nothing waits on the network', () => {
    const sending: DraftState = {
      orderId: 'o1',
      ops: [{ ...line('a', 1999), status: 'waiting' }],
      customerForm: null,
    };
    expect(orderView(sending, null, { taxPercentage: 8.875 }).totalCents).toBe(0);
  });
});

describe("the restaurant's wall clock", () => {
  test('is written as the server writes a local time, in the restaurant’s zone', () => {
    const at = new Date('2026-11-25T03:30:00Z');
    expect(wallClockIn('America/Chicago', at)).toBe('2026-11-24 21:30');
    expect(wallClockIn('Asia/Tokyo', at)).toBe('2026-11-25 12:30');
  });
});
