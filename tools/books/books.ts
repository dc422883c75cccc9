import { isId, localDate, reconcileBooks, serviceNamed } from '@zest/kit';
import { driverBooksOn } from '@zest/drivers/books';
import { orderBooksOn } from '@zest/orders/books';
import { serviceUrl, whereFrom, withServer } from '../backup/backup';

/**
 * `npm run books -- [restaurantId] [day | from..to | all]`: reconciles days of
 * books (docs/decisions/0028-books.md) on the databases of the stack `npm
 * start` runs (or of DATABASE_URL; a stopped platform's PostgreSQL is
 * started alone for it): orders net of voids = the revenue rollup = counter
 * sales + what drivers owe and have settled; the ledger's invariants for every
 * order and drawer of the day (docs/decisions/0071-one-ledger.md); and every
 * offline number a tablet gave has arrived. The day's card payments against
 * Stripe, as last checked (docs/decisions/0082-card-payments-reconciled-with-stripe.md),
 * are listed with their differences for the owner to look at, never counted
 * as the books' own. Every restaurant without an id;
 * today on each restaurant's calendar without a day; `all`: every day it has
 * books for. Answers whether every day agreed.
 */
export async function books(args: string[], env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<boolean> {
  const restaurantId = args.find((a) => isId(a)) ?? null;
  const range = args.find((a) => !isId(a)) ?? null;
  const days = daysOf(range);
  return withServer(whereFrom(env), async (serverUrl) => {
    const orderSide = await orderBooksOn(
      serviceUrl(serviceNamed('orders'), serverUrl, env),
      restaurantId ? [restaurantId] : null,
      (timeZone) => (days === EVERY_DAY ? null : (days ?? [localDate(new Date(), timeZone)])),
    );
    if (!orderSide.length) throw new Error(restaurantId ? `No restaurant ${restaurantId}.` : 'No restaurant yet.');
    const driverSide = await driverBooksOn(
      serviceUrl(serviceNamed('drivers'), serverUrl, env),
      orderSide.map((o) => ({ restaurantId: o.restaurant.id, day: o.day })),
    );
    let agreed = true;
    orderSide.forEach((o, i) => {
      const check = reconcileBooks(o.books, driverSide[i]!.books);
      say(`${o.restaurant.name} · ${o.day} (${o.restaurant.timeZone})`);
      for (const line of check.lines) say(`  ${line}`);
      if (check.differences.length) {
        agreed = false;
        say(`  ✗ ${check.differences.length} difference${check.differences.length === 1 ? '' : 's'}:`);
        for (const d of check.differences) say(`    - ${d}`);
      } else {
        say('  ✓ the books agree');
      }
    });
    // Once per restaurant: offline numbers that never arrived are a sale the books may be missing.
    const told = new Set<string>();
    for (const o of orderSide) {
      if (told.has(o.restaurant.id) || !o.missingOffline.length) continue;
      told.add(o.restaurant.id);
      agreed = false;
      say(`${o.restaurant.name} · offline papers`);
      for (const missing of o.missingOffline) say(`  ✗ ${missing}`);
    }
    return agreed;
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every day a restaurant has books for (`npm run books -- all`). */
export const EVERY_DAY = 'all';

/** "2026-11-24" or "2026-11-18..2026-11-24" (at most a year); null for today; 'all' for every day. */
export function daysOf(range: string | null): string[] | typeof EVERY_DAY | null {
  if (!range) return null;
  if (range === EVERY_DAY) return EVERY_DAY;
  const [from, to = from] = range.split('..');
  if (!DAY.test(from!) || !DAY.test(to!) || Number.isNaN(Date.parse(from!)) || Number.isNaN(Date.parse(to!)))
    throw new Error(`"${range}" is not a day (2026-11-24) or a range of days (2026-11-18..2026-11-24).`);
  const days: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) {
    days.push(new Date(d).toISOString().slice(0, 10));
    if (days.length > 366) throw new Error('At most a year of days at once.');
  }
  if (!days.length) throw new Error(`"${range}" ends before it starts.`);
  return days;
}
