/** The kitchen settings card's rules (docs/product.md#kitchen-display): the choices offered and what is saved. */

export const AMBER_CHOICES = [5, 10, 15, 20, 30] as const;
export const RED_CHOICES = [10, 15, 20, 25, 30, 45, 60] as const;
export const PREP_CHOICES = [0, 10, 15, 20, 30, 45, 60] as const;
export const STALE_CHOICES = [60, 90, 120, 180, 240, 360] as const;

/** Minutes as choices, the saved value among them even when it is not one of ours (set another way). */
export function minuteOptions(
  choices: readonly number[],
  current: number | undefined,
  zero = 'At its time',
): { value: string; label: string }[] {
  const values = current === undefined || choices.includes(current) ? choices : [...choices, current];
  return [...values]
    .sort((a, b) => a - b)
    .map((minutes) => ({ value: String(minutes), label: minutes === 0 ? zero : `${minutes} minutes` }));
}

export type MinutesField = 'amberMinutes' | 'redMinutes' | 'prepMinutes' | 'staleMinutes';

/** The note once a time is saved: what it means at the display. */
export function minutesSavedNote(field: MinutesField, minutes: number): string {
  if (field === 'amberMinutes') return `Saved. A ticket turns amber after ${minutes} minutes.`;
  if (field === 'staleMinutes') return `Saved. A ticket up longer than ${minutes} minutes is gathered apart.`;
  if (field === 'redMinutes') return `Saved. A ticket turns red after ${minutes} minutes.`;
  return minutes === 0
    ? 'Saved. A scheduled order comes up at its time.'
    : `Saved. A scheduled order comes up ${minutes} minutes before its time.`;
}

/** The stations as typed, one per category; a blank one goes to Kitchen, so it is not sent. */
export function stationsToSave(typed: Readonly<Record<string, string>>): { categoryId: string; station: string }[] {
  return Object.entries(typed)
    .map(([categoryId, station]) => ({ categoryId, station: station.trim() }))
    .filter((entry) => entry.station !== '');
}

/** "Saved. The kitchen display has the stations Oven, Bar and Kitchen." */
export function stationsSavedNote(names: readonly string[]): string {
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return `Saved. The kitchen display has the station${names.length > 1 ? 's' : ''} ${list}.`;
}
