import type { OpeningHoursInput } from '../../graphql/generated/graphql';

/** The owner's online ordering card (docs/decisions/0062-online-ordering.md): the form's rules, apart from React. */

/** One row per weekday, Monday first, as the card shows them: open or not, and from when to when. */
export interface DayHours {
  weekday: number;
  open: boolean;
  opens: string;
  closes: string;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** The saved hours as the card's rows (the first opening of a day; a day without one is closed, 11:00–22:00 offered). */
export function daysOf(hours: readonly OpeningHoursInput[]): DayHours[] {
  return MONDAY_FIRST.map((weekday) => {
    const first = hours.find((h) => h.weekday === weekday);
    return first
      ? { weekday, open: true, opens: first.opens, closes: first.closes }
      : { weekday, open: false, opens: '11:00', closes: '22:00' };
  });
}

/** The rows as the server takes them: the open days only. */
export const hoursOf = (days: readonly DayHours[]): OpeningHoursInput[] =>
  days.filter((d) => d.open).map(({ weekday, opens, closes }) => ({ weekday, opens, closes }));

export const ZIP_LIST_RULE = 'ZIP codes are 5 digits each, separated by commas or spaces, like 60614, 60657.';

/** "60614, 60657 60614" → ['60614', '60657']; null when one of them is not 5 digits. */
export function zipsOf(typed: string): string[] | null {
  const zips = typed.split(/[\s,;]+/).filter(Boolean);
  if (zips.some((zip) => !/^\d{5}$/.test(zip))) return null;
  return [...new Set(zips)].sort();
}

export const RADIUS_RULE = 'A delivery radius is from 0.5 to 25 miles, like 3 or 4.5.';

/** What the owner typed as the delivery radius, in miles to a tenth (as the server keeps it); null outside 0.5–25. */
export function radiusOf(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return null;
  const miles = Math.round(Number(trimmed) * 10) / 10;
  return miles >= 0.5 && miles <= 25 ? miles : null;
}

export const SLUG_RULE = '3 to 40 lower-case letters, digits and dashes, like marios-pizza.';

/** What the owner typed as the page's address, as the server keeps it: lower case, spaces as dashes. */
export function slugOf(typed: string): string {
  return typed.trim().toLowerCase().replace(/\s+/g, '-');
}

export const isSlug = (slug: string) => /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/.test(slug);

/** The page's full address, as the owner shares it. */
export const pageUrl = (origin: string, slug: string) => `${origin}/order/${slug}`;

export const PREP_CHOICES = [10, 15, 20, 25, 30, 40, 45, 60, 90] as const;
export const PAUSE_CHOICES = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: 'an hour' },
] as const;
