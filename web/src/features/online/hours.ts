import { formatClock } from '../../ui/format/dates';
import type { OnlinePage } from './cart';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The opening hours as a customer reads them, Monday first: "Monday 11:00 AM–10:00 PM · Tuesday closed …". */
export function hoursText(hours: OnlinePage['hours']): string {
  return [1, 2, 3, 4, 5, 6, 0]
    .map((weekday) => {
      const spans = hours
        .filter((h) => h.weekday === weekday)
        .sort((a, b) => a.opens.localeCompare(b.opens))
        .map((h) => (h.opens === h.closes ? 'open all day' : `${formatClock(h.opens)}–${formatClock(h.closes)}`));
      return `${WEEKDAYS[weekday]} ${spans.length ? spans.join(', ') : 'closed'}`;
    })
    .join(' · ');
}
