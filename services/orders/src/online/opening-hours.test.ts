import { fitsToday, isOpenAt, nextOpening, timesToday } from './opening-hours';

const CHICAGO = 'America/Chicago';
// Tuesday to Sunday 11:00–22:00, Friday and Saturday until 02:00; closed on Mondays.
const HOURS = [
  ...[2, 3, 4, 0].map((weekday) => ({ weekday, opens: '11:00', closes: '22:00' })),
  { weekday: 5, opens: '11:00', closes: '02:00' },
  { weekday: 6, opens: '11:00', closes: '02:00' },
];
// 2026-11-27 is a Friday; Chicago is UTC−6 in November.
const chicago = (local: string) => new Date(`${local}-06:00`);

describe('opening hours on the restaurant’s clock', () => {
  it('is open inside an opening and closed outside it', () => {
    expect(isOpenAt(HOURS, CHICAGO, chicago('2026-11-26T10:59:00'))).toBe(false);
    expect(isOpenAt(HOURS, CHICAGO, chicago('2026-11-26T11:00:00'))).toBe(true);
    expect(isOpenAt(HOURS, CHICAGO, chicago('2026-11-26T21:59:00'))).toBe(true);
    expect(isOpenAt(HOURS, CHICAGO, chicago('2026-11-26T22:00:00'))).toBe(false);
  });

  it('runs an opening past midnight into the next day, and only that one', () => {
    // Friday 11:00–02:00: open at 01:30 on Saturday, closed at 01:30 on Friday (Thursday closes at 22:00).
    expect(isOpenAt(HOURS, CHICAGO, chicago('2026-11-28T01:30:00'))).toBe(true);
    expect(isOpenAt(HOURS, CHICAGO, chicago('2026-11-27T01:30:00'))).toBe(false);
    expect(isOpenAt(HOURS, CHICAGO, chicago('2026-11-28T02:00:00'))).toBe(false);
  });

  it('names the next opening, across a closed day', () => {
    // Sunday night after closing: Monday is closed, so Tuesday at 11:00.
    expect(nextOpening(HOURS, CHICAGO, chicago('2026-11-29T23:00:00'))?.toISOString()).toBe(
      chicago('2026-12-01T11:00:00').toISOString(),
    );
    expect(nextOpening([], CHICAGO, chicago('2026-11-29T23:00:00'))).toBeNull();
  });

  it('offers today’s times from the prep time on, every quarter hour, while open', () => {
    const times = timesToday(HOURS, CHICAGO, chicago('2026-11-26T21:10:00'), 20);
    expect(times).toEqual(['21:30', '21:45']);
    // Before opening, the first time is the opening.
    expect(timesToday(HOURS, CHICAGO, chicago('2026-11-26T09:00:00'), 20)[0]).toBe('11:00');
    // Closed all day: none.
    expect(timesToday(HOURS, CHICAGO, chicago('2026-11-30T12:00:00'), 20)).toEqual([]);
  });

  it('lets a time fit only when open then and far enough ahead', () => {
    const now = chicago('2026-11-26T18:00:00');
    expect(fitsToday(HOURS, CHICAGO, now, 20, '18:30')).toBe(true);
    expect(fitsToday(HOURS, CHICAGO, now, 20, '18:10')).toBe(false);
    expect(fitsToday(HOURS, CHICAGO, now, 20, '22:30')).toBe(false);
  });

  it('takes the same time for opening and closing as the whole day', () => {
    const allDay = [{ weekday: 4, opens: '00:00', closes: '00:00' }];
    expect(isOpenAt(allDay, CHICAGO, chicago('2026-11-26T00:00:00'))).toBe(true);
    expect(isOpenAt(allDay, CHICAGO, chicago('2026-11-26T23:59:00'))).toBe(true);
    expect(isOpenAt(allDay, CHICAGO, chicago('2026-11-27T00:00:00'))).toBe(false);
  });

  it('keeps the clock across the change from summer time', () => {
    // 2026-11-01 is the Sunday summer time ends in Chicago: 11:00 that day is 17:00 UTC, not 16:00.
    expect(isOpenAt(HOURS, CHICAGO, new Date('2026-11-01T16:30:00Z'))).toBe(false);
    expect(isOpenAt(HOURS, CHICAGO, new Date('2026-11-01T17:00:00Z'))).toBe(true);
  });
});
