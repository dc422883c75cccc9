import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { PIN_PER_CLIENT, PIN_PER_RESTAURANT, PinGuard, type PinKind } from '../src/security/pin-guard';
import { Throttle } from '@zest/kit';
import { api, clientIp } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * Wrong PINs: the policy on a real Redis with a clock the test moves
 * (production numbers, no waiting), then the screens through the API.
 */
describe('the PIN policy (real Redis, moved clock)', () => {
  let redis: Redis;
  let clock: number;
  let guard: PinGuard;
  beforeAll(() => {
    redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!);
  });
  afterAll(() => redis.disconnect());
  beforeEach(() => {
    clock = Date.now();
    guard = new PinGuard(new Throttle(redis, () => clock));
  });

  const place = (ip = '10.0.0.1') => ({ restaurantId: randomUUID(), clientIp: ip });
  /** A wrong PIN: the try is counted and nothing clears it. Answers the wait in seconds, or 0. */
  const miss = async (kind: PinKind, at: { restaurantId: string; clientIp: string }) => {
    const refused = await guard.tryAttempt(kind, at);
    return refused ? Math.ceil(refused.waitMs / 1000) : 0;
  };
  const later = (seconds: number) => {
    clock += seconds * 1000;
  };

  it('lets 3 honest typos through, then waits 5, 10, 20 … seconds, and locks for 15 minutes at the 10th', async () => {
    const at = place();
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const wait = await miss('security', at);
      waits.push(wait);
      if (wait) {
        later(wait);
        expect(await miss('security', at)).toBe(0);
      }
    }
    // Each entry: the wait asked before that try (0 = went straight through).
    expect(waits).toEqual([0, 0, 0, 5, 10, 20, 40, 80, 160, 160]);
    const locked = await guard.tryAttempt('security', at);
    expect(locked).toEqual({ waitMs: expect.any(Number), locked: true });
    expect(Math.round(locked!.waitMs / 60_000)).toBe(15);
    later(15 * 60);
    expect(await miss('security', at)).toBe(0);
    expect(PIN_PER_CLIENT.lockAfter).toBe(10);
  });

  it("counts the kinds apart: a cashier's own PIN does not reset the count of guesses at the security PIN", async () => {
    const at = place();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 3; i++) {
        const wait = await miss('security', at);
        if (wait) later(wait);
        if (wait) await miss('security', at);
      }
      // The cashier's own PIN, right: clears the employee kind only.
      expect(await guard.tryAttempt('employee', at)).toBeNull();
      await guard.succeeded('employee', at);
    }
    // 12 guesses at the security PIN: locked, whatever the own PIN did in between.
    expect((await guard.tryAttempt('security', at))?.locked).toBe(true);
    expect(await guard.tryAttempt('employee', at)).toBeNull();
  });

  it('counts per restaurant across addresses: 20 free, then every address waits, never a lock', async () => {
    const restaurantId = randomUUID();
    for (let i = 0; i < PIN_PER_RESTAURANT.free; i++) {
      expect(await miss('security', { restaurantId, clientIp: `10.1.0.${i + 1}` })).toBe(0);
    }
    const fresh = { restaurantId, clientIp: '10.2.0.1' };
    expect(await miss('security', fresh)).toBe(5);
    later(5);
    expect(await miss('security', fresh)).toBe(0);
    expect(await miss('security', { restaurantId, clientIp: '10.2.0.2' })).toBe(10);
    // However long it grows, it is a delay: no address is ever locked out by others.
    for (let i = 0; i < 12; i++) {
      const wait = await miss('security', { restaurantId, clientIp: `10.3.0.${i + 1}` });
      expect(wait).toBeLessThanOrEqual(15 * 60);
      later(wait);
      expect(await miss('security', { restaurantId, clientIp: `10.3.0.${i + 1}` })).toBe(0);
    }
    const refusal = await guard.tryAttempt('security', { restaurantId, clientIp: '10.4.0.1' });
    expect(refusal?.locked).toBe(false);
    // The security PIN entered right clears the restaurant's count.
    later(15 * 60);
    expect(await guard.tryAttempt('security', { restaurantId, clientIp: '10.4.0.1' })).toBeNull();
    await guard.succeeded('security', { restaurantId, clientIp: '10.4.0.1' });
    expect(await miss('security', { restaurantId, clientIp: '10.5.0.1' })).toBe(0);
  });

  it("an employee's right PIN gives back its own try but does not clear the restaurant's count of wrong ones", async () => {
    const restaurantId = randomUUID();
    for (let i = 0; i < PIN_PER_RESTAURANT.free; i++) await miss('employee', { restaurantId, clientIp: `10.6.0.${i}` });
    const own = { restaurantId, clientIp: '10.7.0.1' };
    // Past the restaurant's 20: even a cashier typing their own PIN waits (guessing other staff's PINs is slowed).
    expect(await miss('employee', own)).toBe(5);
    later(5);
    expect(await guard.tryAttempt('employee', own)).toBeNull();
    await guard.succeeded('employee', own);
    expect(await miss('employee', { restaurantId, clientIp: '10.7.0.2' })).toBe(5);
  });
});

describe('PIN screens through the API', () => {
  let t: Tenant;
  beforeEach(async () => {
    t = await newTenant('pins');
  });
  const enterCashier = (pin: string, ip: string) =>
    api<{ token?: string; message?: string }>('POST', `/api/restaurant/cashierScreen/${t.restaurantId}`, {
      token: t.owner.token,
      body: { pin },
      ip,
    });
  const open = (pin: string, ip: string) =>
    api('POST', `/api/restaurant/openRestaurant/${t.restaurantId}`, {
      token: t.owner.token,
      body: { security_pin: pin },
      ip,
    });

  it('forgives 3 typos at the counter, then asks to wait 5 seconds, then lets the right PIN in', async () => {
    const ip = clientIp();
    for (const typo of ['1112', '1121', '1211']) {
      const res = await enterCashier(typo, ip);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Incorrect PIN');
    }
    const wait = await enterCashier('1111', ip);
    expect(wait.status).toBe(429);
    expect(wait.body.message).toBe('Too many wrong PINs. Try again in 5 seconds.');
    expect(Number(wait.headers.get('retry-after'))).toBe(5);
    // Another terminal of the restaurant is not slowed by this one.
    expect((await enterCashier('1111', clientIp())).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5_100));
    const inside = await enterCashier('1111', ip);
    expect(inside.status).toBe(200);
    expect(inside.body.token).toEqual(expect.any(String));
  }, 30_000);

  it("a cashier's own PIN does not clear the count of wrong security PINs", async () => {
    const ip = clientIp();
    for (const guess of ['0001', '0002', '0003']) expect((await enterCashier(guess, ip)).status).toBe(403);
    await new Promise((r) => setTimeout(r, 5_100));
    expect((await enterCashier('1111', ip)).status).toBe(200);
    // The next guesses are still counted from 3: one goes through, then a 10-second wait.
    expect((await enterCashier('0004', ip)).status).toBe(403);
    const slowed = await enterCashier('0005', ip);
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe('Too many wrong PINs. Try again in 10 seconds.');
  }, 30_000);

  it('counts wrong security PINs per restaurant: spreading them over 20 addresses does not help', async () => {
    for (let i = 0; i < 20; i++) expect((await open(`90${String(i).padStart(2, '0')}`, clientIp())).status).toBe(403);
    const next = await open('9999', clientIp());
    expect(next.status).toBe(429);
    expect(next.body.message).toBe('Too many wrong PINs. Try again in 5 seconds.');
  });
});
