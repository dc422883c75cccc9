import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { refusedWords, waitingWords } from '../src/features/cashier/offline/outboxWords';
import type { OutboxOrder, OutboxPunch } from '../src/features/cashier/offline/terminalDatabase';
import { driverClockWords, isClockRefusal } from '../src/features/drivers/rules';
import {
  keptPunch,
  keptPunchWords,
  onClockWords,
  punchInput,
  punchLabel,
  PUNCHES,
  sinceWords,
  TIPS_MESSAGE,
  WORKING_AS,
} from '../src/features/session/clock/rules';

/** The time clock on the screens (docs/decisions/0085-the-time-clock.md): what a punch sends and how it reads. */

const NEW_YORK = 'America/New_York';
/** 5:02 PM in New York on Nov 28, 2026. */
const FIVE_O_TWO = new Date('2026-11-28T22:02:00Z');
const LATER_THAT_DAY = new Date('2026-11-28T23:30:00Z');
/** Already Nov 29 in UTC, still the 28th in New York. */
const LATE_EVENING = new Date('2026-11-29T03:00:00Z');
const NEXT_DAY = new Date('2026-11-29T15:00:00Z');

describe('a punch at the time clock', () => {
  const choice = { action: 'clock_in' as const, role: '', tips: '' };

  it('offers the four punches in the order of a shift', () => {
    expect(PUNCHES.map((p) => p.label)).toEqual(['Clock in', 'Start break', 'End break', 'Clock out']);
    expect(punchLabel('break_end')).toBe('End break');
  });

  it('clocks in as the usual role by sending none, or as the role chosen', () => {
    expect(WORKING_AS[0]).toEqual({ value: '', label: 'My usual role' });
    expect(WORKING_AS.map((w) => w.label)).toEqual(['My usual role', 'Cashier', 'Driver', 'Worker']);
    expect(punchInput('r1', '1111', choice, 'k1')).toEqual({
      input: { restaurantId: 'r1', pin: '1111', action: 'clock_in', idempotencyKey: 'k1' },
    });
    expect(punchInput('r1', '1111', { ...choice, role: 'driver' }, 'k2')).toEqual({
      input: { restaurantId: 'r1', pin: '1111', action: 'clock_in', role: 'driver', idempotencyKey: 'k2' },
    });
  });

  it('reads the cash tips at clock-out as integer cents, without floating point, and only then', () => {
    const out = { ...choice, action: 'clock_out' as const };
    const tips = (typed: string) => {
      const made = punchInput('r1', '1111', { ...out, tips: typed }, 'k');
      return 'input' in made ? made.input.cashTipsCents : made.problem;
    };
    expect(tips('12.50')).toBe(1250);
    expect(tips('$12.5')).toBe(1250);
    expect(tips('0.29')).toBe(29);
    expect(tips('19.99')).toBe(1999);
    expect(tips('')).toBeUndefined();
    expect(tips('   ')).toBeUndefined();
    expect(tips('12.505')).toBe(TIPS_MESSAGE);
    expect(tips('-3')).toBe(TIPS_MESSAGE);
    expect(tips('twelve')).toBe(TIPS_MESSAGE);
    // A role or tips left in the form from another punch are not sent with this one.
    const breakStart = punchInput('r1', '1111', { action: 'break_start', role: 'driver', tips: '5' }, 'k');
    expect(breakStart).toEqual({
      input: { restaurantId: 'r1', pin: '1111', action: 'break_start', idempotencyKey: 'k' },
    });
  });

  it('is kept offline as it was sent, with the tablet’s time of the tap and its key', () => {
    const made = punchInput('r1', '1111', { action: 'clock_out', role: '', tips: '3' }, 'k9');
    if (!('input' in made)) throw new Error(made.problem);
    expect(keptPunch(made.input, FIVE_O_TWO)).toEqual({
      pin: '1111',
      action: 'clock_out',
      cashTipsCents: 300,
      idempotencyKey: 'k9',
      at: '2026-11-28T22:02:00.000Z',
    });
  });
});

describe('since when, on the restaurant’s clock', () => {
  it('says the time on the same day of the restaurant, and the day too on another', () => {
    expect(sinceWords(FIVE_O_TWO.toISOString(), NEW_YORK, LATER_THAT_DAY)).toBe('5:02 PM');
    // Past midnight in UTC, the same evening in New York.
    expect(sinceWords(FIVE_O_TWO.toISOString(), NEW_YORK, LATE_EVENING)).toBe('5:02 PM');
    // A forgotten clock-out from yesterday says so.
    expect(sinceWords(FIVE_O_TWO.toISOString(), NEW_YORK, NEXT_DAY)).toBe('Nov 28, 2026, 5:02 PM');
    expect(sinceWords(FIVE_O_TWO.toISOString(), 'Asia/Tokyo', LATER_THAT_DAY)).toBe('7:02 AM');
    expect(sinceWords('not a time', NEW_YORK, LATER_THAT_DAY)).toBe('—');
  });

  it('names the role worked on the board', () => {
    expect(onClockWords('cashier', FIVE_O_TWO.toISOString(), NEW_YORK, LATER_THAT_DAY)).toBe('Cashier · since 5:02 PM');
  });

  it('says a driver on the clock, or on a break, on the drivers list; nothing off it', () => {
    const since = FIVE_O_TWO.toISOString();
    expect(driverClockWords({ onShift: true, onShiftSince: since, onBreak: false }, NEW_YORK, LATER_THAT_DAY)).toBe(
      'On the clock since 5:02 PM',
    );
    expect(driverClockWords({ onShift: true, onShiftSince: since, onBreak: true }, NEW_YORK, LATER_THAT_DAY)).toBe(
      'On break',
    );
    expect(driverClockWords({ onShift: false, onShiftSince: null, onBreak: false }, NEW_YORK)).toBeNull();
  });
});

describe('the terminal’s outbox with punches in it', () => {
  const punch: OutboxPunch = {
    id: 'k1',
    restaurantId: 'r1',
    punch: { pin: '1111', action: 'break_end', at: FIVE_O_TWO.toISOString(), idempotencyKey: 'k1' },
    failure: 'Carla is not on a break.',
  };
  const order = { number: 'K7-03' } as OutboxOrder;

  it('counts orders and punches apart', () => {
    expect(waitingWords({ waiting: 3, punches: 0 })).toBe('3 orders');
    expect(waitingWords({ waiting: 1, punches: 0 })).toBe('1 order');
    expect(waitingWords({ waiting: 1, punches: 1 })).toBe('1 punch');
    expect(waitingWords({ waiting: 2, punches: 2 })).toBe('2 punches');
    expect(waitingWords({ waiting: 3, punches: 1 })).toBe('2 orders and 1 punch');
  });

  it('names a refused punch by what it was and when, a refused order by its number', () => {
    expect(refusedWords(punch, NEW_YORK)).toMatch(/^End break at (5:02 PM|Nov 28, 2026, 5:02 PM)$/);
    expect(keptPunchWords(punch.punch, NEW_YORK)).toMatch(/^End break at /);
    expect(refusedWords(order, NEW_YORK)).toBe('Order K7-03');
  });
});

describe('a delivery refused by the time clock', () => {
  const refusal = (reason: string) =>
    new CombinedGraphQLErrors({ data: null }, [
      {
        message: 'Dan is not clocked in. Clock in with your PIN to take deliveries.',
        extensions: { code: 'CONFLICT', reason },
      },
    ]);

  it('is told apart from other refusals, so the screen offers the time clock', () => {
    expect(isClockRefusal(refusal('NOT_CLOCKED_IN'))).toBe(true);
    expect(isClockRefusal(refusal('ON_BREAK'))).toBe(true);
    expect(isClockRefusal(refusal('ALREADY_TAKEN'))).toBe(false);
    expect(isClockRefusal(new Error('offline'))).toBe(false);
  });
});
