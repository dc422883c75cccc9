import { atLocalTime, localDate, localDateTime, localIso, offsetMinutes } from './local-time';

describe("the restaurant's clock", () => {
  it('shows a moment in the restaurant’s zone, with its offset', () => {
    const at = new Date('2025-06-16T06:50:09Z');
    expect(localDateTime(at, 'America/Los_Angeles')).toBe('2025-06-15 23:50');
    expect(localDate(at, 'America/New_York')).toBe('2025-06-16');
    expect(localIso(at, 'America/Los_Angeles')).toBe('2025-06-15T23:50:09-07:00');
    expect(localIso(at, 'Asia/Kolkata')).toBe('2025-06-16T12:20:09+05:30');
    expect(Date.parse(localIso(at, 'Asia/Kolkata'))).toBe(at.getTime() - 0);
    expect(offsetMinutes(new Date('2025-01-15T12:00:00Z'), 'America/Chicago')).toBe(-360);
  });

  it('finds the moment a local time names, on both sides of a change to summer time', () => {
    expect(atLocalTime('2025-06-15', 23 * 60 + 50, 'America/Los_Angeles').toISOString()).toBe(
      '2025-06-16T06:50:00.000Z',
    );
    expect(atLocalTime('2025-03-09', 60, 'America/New_York').toISOString()).toBe('2025-03-09T06:00:00.000Z');
    expect(atLocalTime('2025-03-09', 12 * 60, 'America/New_York').toISOString()).toBe('2025-03-09T16:00:00.000Z');
  });
});
