import {
  actorOf,
  DomainError,
  limitPerWindow,
  requirePrincipal,
  waitText,
  type Logger,
  type RequestContext,
  type RestaurantAccess,
  type Throttle,
} from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { cardReconciliations, type CardReconciliationRow } from '../db/schema';
import { historyDate } from '../inputs';
import {
  compareCardDay,
  posCardDay,
  type CardCheck,
  type CardEntry,
  type StripeDay,
  type StripeOnline,
  type StripePart,
} from './card-reconcile';
import { askStripe } from './onboarding';
import type { ChargeLister } from './stripe-day';

/** A day's last check against Stripe, as the Z report shows it. */
export interface CardReconciliationView {
  day: string;
  matched: boolean;
  checkedAt: string;
  checkedBy: string;
  stripeCents: number;
  posCents: number;
  differences: string[];
  outside: string[];
}

export const CHECKED_BY_JOB = 'the daily check';

/** How often a restaurant may ask Stripe by hand: each check lists a day of charges and refunds. */
export const CHECKS_PER_MINUTE = 6;

export const viewOf = (row: CardReconciliationRow): CardReconciliationView => ({
  day: row.day,
  matched: row.matched,
  checkedAt: row.checkedAt.toISOString(),
  checkedBy: row.checkedBy,
  stripeCents: row.stripeCents,
  posCents: row.posCents,
  differences: row.differences,
  outside: row.outside,
});

/** The stored check of a day, or null before the first (in the caller's transaction). */
export async function cardCheckOf(tx: OrdersTransaction, restaurantId: string, day: string) {
  const [row] = await tx
    .select()
    .from(cardReconciliations)
    .where(and(eq(cardReconciliations.restaurantId, restaurantId), eq(cardReconciliations.day, day)));
  return row ? viewOf(row) : null;
}

/** What the books say of a day's card money, and where Stripe is to be asked (its accounts, its UTC range). */
async function booksOfDay(tx: OrdersTransaction, restaurantId: string, day: string, timeZone: string) {
  const { rows: entries } = await tx.execute<{
    order_id: string;
    order_number: number | null;
    kind: string;
    tender: string | null;
    amount_cents: number;
  }>(sql`
    SELECT order_id, order_number, kind, tender, amount_cents FROM ledger_entries
    WHERE restaurant_id = ${restaurantId} AND day = ${day} AND order_id IS NOT NULL
      AND ((tender IN ('card', 'online') AND kind IN ('payment', 'payment_change', 'refund', 'tender_correction'))
           OR kind IN ('tip', 'tip_refund'))
    ORDER BY at, id`);
  const ofDay = sql`(SELECT order_id FROM ledger_entries WHERE restaurant_id = ${restaurantId} AND day = ${day}
    AND order_id IS NOT NULL)`;
  const { rows: parts } = await tx.execute<{
    order_id: string;
    payment_intent: string;
    account: string | null;
    amount_cents: number;
    tip_cents: number;
  }>(sql`
    SELECT order_id, payment_intent, account, amount_cents, tip_cents FROM order_payments
    WHERE restaurant_id = ${restaurantId} AND status = 'succeeded' AND payment_intent IS NOT NULL
      AND order_id IN ${ofDay}
    ORDER BY settled_at, created_at`);
  const { rows: online } = await tx.execute<{ id: string; payment_intent: string; account: string }>(sql`
    SELECT id, payment_intent, account FROM online_payments
    WHERE restaurant_id = ${restaurantId} AND payment_intent IS NOT NULL AND id IN ${ofDay}`);
  const { rows: range } = await tx.execute<{ from: Date | string; to: Date | string; account: string | null }>(sql`
    SELECT (${day}::date::timestamp AT TIME ZONE ${timeZone}) AS "from",
           ((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone}) AS "to",
           (SELECT account FROM stripe_accounts WHERE restaurant_id = ${restaurantId}) AS account`);
  const accounts = new Set<string>(
    [range[0]!.account, ...parts.map((p) => p.account), ...online.map((o) => o.account)].filter(
      (a): a is string => !!a,
    ),
  );
  return {
    entries: entries.map((e): CardEntry => ({
      orderId: e.order_id,
      orderNumber: e.order_number,
      kind: e.kind,
      tender: e.tender,
      amountCents: Number(e.amount_cents),
    })),
    parts: parts.map((p): StripePart => ({
      orderId: p.order_id,
      paymentIntent: p.payment_intent,
      amountCents: Number(p.amount_cents),
      tipCents: Number(p.tip_cents),
    })),
    online: online.map((o): StripeOnline => ({ id: o.id, paymentIntent: o.payment_intent })),
    accounts: [...accounts].sort(),
    from: new Date(range[0]!.from),
    to: new Date(range[0]!.to),
  };
}

/**
 * The day's card money reconciled with Stripe (docs/decisions/0082-card-payments-reconciled-with-stripe.md): the
 * books' card payments, tips and refunds of a business day against the charges and refunds Stripe lists for it on
 * the restaurant's account; the result kept per day (the latest check replaces the one before) for the Z report
 * and `npm run books`. Run by the daily job once a day has ended, and by the owner's "Check with Stripe now".
 */
export class CardChecks {
  private readonly asks = limitPerWindow(CHECKS_PER_MINUTE, 60_000);

  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly stripe: ChargeLister,
    private readonly log: Logger,
    /** Limits the owner's checks by hand; none for the daily job. */
    private readonly throttle: Throttle | null = null,
  ) {}

  /** Checks one business day now and keeps the result. */
  async check(restaurant: { id: string; timeZone: string }, day: string, by: string): Promise<CardReconciliationView> {
    const books = await this.tenants.run(
      [restaurant.id],
      (tx) => booksOfDay(tx, restaurant.id, day, restaurant.timeZone),
      {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      },
    );
    const stripe: StripeDay = { charges: [], refunds: [] };
    for (const account of books.accounts) {
      const listed = await askStripe(this.log, 'card check', () =>
        this.stripe.listDay({ restaurantId: restaurant.id, account, from: books.from, to: books.to }),
      );
      stripe.charges.push(...listed.charges);
      stripe.refunds.push(...listed.refunds);
    }
    const result: CardCheck = compareCardDay(posCardDay(books.entries, books.parts, books.online), stripe);
    const row = {
      restaurantId: restaurant.id,
      day,
      matched: result.matched,
      stripeCents: result.stripeCents,
      posCents: result.posCents,
      differences: result.differences,
      outside: result.outside,
      checkedAt: new Date(),
      checkedBy: by,
    };
    const [kept] = await this.tenants.run([restaurant.id], (tx) =>
      tx
        .insert(cardReconciliations)
        .values(row)
        .onConflictDoUpdate({ target: [cardReconciliations.restaurantId, cardReconciliations.day], set: row })
        .returning(),
    );
    if (!result.matched)
      this.log.warn(
        { restaurantId: restaurant.id, day, differences: result.differences.length },
        'card payments differ from Stripe',
      );
    return viewOf(kept!);
  }

  /** "Check with Stripe now": the owner or a manager, for a day that has begun. */
  async ask(ctx: RequestContext, restaurantId: unknown, rawDay: unknown): Promise<CardReconciliationView> {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'day.close');
    const viewer = requirePrincipal(ctx, 'day.close');
    const day = historyDate.parse(rawDay);
    const refused = await this.throttle?.attempt([
      { key: `zest:orders:card-checks:${restaurant.id}`, policy: this.asks },
    ]);
    if (refused)
      throw new DomainError(
        'TOO_MANY_REQUESTS',
        `Stripe was asked about this restaurant's cards a moment ago. Please try again in ${waitText(refused.waitMs)}.`,
        { retryAfter: Math.ceil(refused.waitMs / 1000) },
      );
    return this.check(restaurant, day, actorOf(viewer).name);
  }

  /** A day's last check, for the Z report (its access was checked with the day). */
  async of(restaurantId: string, day: string): Promise<CardReconciliationView | null> {
    return this.tenants.run([restaurantId], (tx) => cardCheckOf(tx, restaurantId, day));
  }

  /**
   * The daily job: yesterday, on each restaurant's clock, for every restaurant with a Stripe account, unless it was
   * checked after that day ended. A restaurant Stripe does not answer for is logged and tried at the next run.
   */
  async sweep(): Promise<number> {
    const due = await this.tenants.acrossRestaurants(async (tx) => {
      const { rows } = await tx.execute<{ restaurant_id: string; time_zone: string; day: string }>(sql`
        WITH d AS (
          SELECT s.restaurant_id, r.time_zone, (now() AT TIME ZONE r.time_zone)::date AS today
          FROM stripe_accounts s JOIN restaurants r ON r.id = s.restaurant_id
          WHERE NOT r.deleted AND s.connected_at IS NOT NULL)
        SELECT d.restaurant_id, d.time_zone, (d.today - 1)::text AS day FROM d
        LEFT JOIN card_reconciliations c ON c.restaurant_id = d.restaurant_id AND c.day = d.today - 1
        WHERE c.checked_at IS NULL OR c.checked_at < (d.today::timestamp AT TIME ZONE d.time_zone)
        ORDER BY d.restaurant_id`);
      return rows;
    });
    let checked = 0;
    for (const r of due) {
      try {
        await this.check({ id: r.restaurant_id, timeZone: r.time_zone }, r.day, CHECKED_BY_JOB);
        checked += 1;
      } catch (error) {
        this.log.warn({ err: error, restaurantId: r.restaurant_id, day: r.day }, 'card check with Stripe failed');
      }
    }
    return checked;
  }
}
