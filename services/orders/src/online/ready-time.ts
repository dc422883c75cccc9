import { atLocalTime, localDateTime, type KnownRestaurant } from '@zest/kit';

/** When an accepted order will be ready: its time, or the prep time from now. */
export function readyTime(time: string | null, prepMinutes: number, now: Date, restaurant: KnownRestaurant): Date {
  if (time === null) return new Date(now.getTime() + prepMinutes * 60_000);
  const day = localDateTime(now, restaurant.timeZone).slice(0, 10);
  const [h, m] = time.split(':').map(Number) as [number, number];
  return atLocalTime(day, h * 60 + m, restaurant.timeZone);
}
