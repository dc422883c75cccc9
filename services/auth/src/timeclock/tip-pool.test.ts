import fc from 'fast-check';
import { poolTips, shareOut, type CardTip, type WorkedMinutes } from './tip-pool';

const day = '2026-11-27';
const tip = (employeeId: string | null, cents: number, delivery = false): CardTip => ({
  employeeId,
  day,
  cents,
  delivery,
});
const work = (employeeId: string, role: string, minutes: number): WorkedMinutes => ({ employeeId, day, role, minutes });
const finalOf = (shares: ReturnType<typeof poolTips>) =>
  Object.fromEntries(shares.map((s) => [s.employeeId ?? 'owner', s.cardTipsCents]));

describe('card tips shared by the rule', () => {
  it('splits whole cents by largest remainder, adding up exactly', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(1001, [300, 100])).toEqual([751, 250]);
    expect(shareOut(5, [0, 0])).toEqual([0, 0]);
  });

  it('keeps each tip with who took it under the rule keep', () => {
    const shares = poolTips([tip('ana', 500), tip('ben', 300)], [work('ana', 'cashier', 240)], 'keep', {});
    expect(finalOf(shares)).toEqual({ ana: 500, ben: 300 });
  });

  it('pools the day’s card tips by minutes worked in the pool’s roles; a driver keeps a delivery’s tip', () => {
    const tips = [tip('ana', 900), tip('ben', 300), tip(null, 300), tip('dan', 400, true)];
    const worked = [work('ana', 'cashier', 360), work('ben', 'cashier', 180), work('dan', 'driver', 300)];
    const shares = poolTips(tips, worked, 'hours', { cashier: 0 });
    // 1,500 in the pool (Ana's, Ben's and the owner's), 2:1 by minutes.
    expect(finalOf(shares)).toEqual({ ana: 1000, ben: 500, owner: 0, dan: 400 });
    expect(shares.reduce((n, s) => n + s.cardTipsCents, 0)).toBe(1900);
    expect(shares.find((s) => s.employeeId === 'ben')).toMatchObject({ takenCents: 300, pooledCents: 200 });
  });

  it('leaves a tip taken outside the pool, and a day nobody worked in it, with who took it', () => {
    const tips = [tip('kim', 200), tip('ana', 100)];
    expect(
      finalOf(poolTips(tips, [work('kim', 'worker', 60), work('ana', 'cashier', 60)], 'hours', { cashier: 0 })),
    ).toEqual({
      kim: 200,
      ana: 100,
    });
    expect(finalOf(poolTips(tips, [work('kim', 'worker', 60)], 'hours', { cashier: 0 }))).toEqual({
      kim: 200,
      ana: 100,
    });
  });

  it('shares by role percent, then by minutes within the role', () => {
    const tips = [tip('ana', 1000)];
    const worked = [work('ana', 'cashier', 120), work('ben', 'cashier', 120), work('kim', 'worker', 60)];
    const shares = poolTips(tips, worked, 'percent', { cashier: 70, worker: 30 });
    expect(finalOf(shares)).toEqual({ ana: 350, ben: 350, kim: 300 });
  });

  it('never makes or loses a cent: every day’s tips after the pool add up to the tips taken', () => {
    const people = ['ana', 'ben', 'dan', 'kim'];
    const days = ['2026-11-23', '2026-11-24'];
    const tipArb = fc.record({
      employeeId: fc.constantFrom<string | null>(null, ...people),
      day: fc.constantFrom(...days),
      cents: fc.integer({ min: 1, max: 20_000 }),
      delivery: fc.boolean(),
    });
    const workArb = fc.record({
      employeeId: fc.constantFrom(...people),
      day: fc.constantFrom(...days),
      role: fc.constantFrom('cashier', 'driver', 'worker'),
      minutes: fc.integer({ min: 0, max: 600 }),
    });
    fc.assert(
      fc.property(
        fc.array(tipArb, { maxLength: 30 }),
        fc.array(workArb, { maxLength: 12 }),
        fc.constantFrom<'keep' | 'hours' | 'percent'>('keep', 'hours', 'percent'),
        (tips, worked, rule) => {
          const shares = poolTips(tips, worked, rule, { cashier: 60, worker: 40, driver: 0 });
          for (const d of days) {
            const taken = tips.filter((t) => t.day === d).reduce((n, t) => n + t.cents, 0);
            const after = shares.filter((s) => s.day === d).reduce((n, s) => n + s.cardTipsCents, 0);
            expect(after).toBe(taken);
          }
          // A delivery's tip never leaves its driver, and nobody ends below zero.
          expect(shares.every((s) => s.cardTipsCents >= 0)).toBe(true);
          for (const t of tips.filter((x) => x.delivery && x.employeeId)) {
            const own = shares.find((s) => s.day === t.day && s.employeeId === t.employeeId)!;
            const deliveries = tips
              .filter((x) => x.delivery && x.day === t.day && x.employeeId === t.employeeId)
              .reduce((n, x) => n + x.cents, 0);
            expect(own.cardTipsCents).toBeGreaterThanOrEqual(deliveries);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
