import {
  actorOf,
  appendAudit,
  durationWords,
  formatDollars,
  KeptFacts,
  type FactsChannel,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { eq } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { orderSettings, type HalfToppingPricing } from '../db/schema';
import { DEFAULT_TIP_PERCENTS, settingsInput } from '../inputs';

export interface OrderSettingsValues {
  halfToppingPricing: HalfToppingPricing;
  /** A printed order older than this is voided only with a manager's approval (the security PIN). */
  voidApprovalMinutes: number;
  /** How long a new order is being taken: unprinted and off any trip, its lines go freely (docs/product.md#voids). */
  takingMinutes: number;
  /** An order's discounts taking off more than this (cents) need a manager's approval (docs/product.md#discounts). */
  discountApprovalCents: number;
  /** Paid-outs from one cash drawer above this together (cents) need a manager's approval (docs/product.md#cash-drawers). */
  drawerPayoutApprovalCents: number;
  /** Drops to the safe from one cash drawer above this together (cents) need a manager's approval. */
  drawerDropApprovalCents: number;
  /** The card reader and the door's payment page offer tips (docs/decisions/0080-card-payments-at-the-counter.md). */
  tipsOffered: boolean;
  /** The three percentages offered, smallest first. */
  tipPercents: number[];
}

export const DEFAULT_SETTINGS: OrderSettingsValues = {
  halfToppingPricing: 'half',
  voidApprovalMinutes: 120,
  takingMinutes: 15,
  discountApprovalCents: 1000,
  drawerPayoutApprovalCents: 2000,
  drawerDropApprovalCents: 50000,
  tipsOffered: true,
  tipPercents: DEFAULT_TIP_PERCENTS,
};

/** The restaurant's choices where the menu and the rules leave one; the defaults until it makes one. */
export async function settingsIn(tx: OrdersTransaction, restaurantId: string): Promise<OrderSettingsValues> {
  const [row] = await tx
    .select({
      halfToppingPricing: orderSettings.halfToppingPricing,
      voidApprovalMinutes: orderSettings.voidApprovalMinutes,
      takingMinutes: orderSettings.takingMinutes,
      discountApprovalCents: orderSettings.discountApprovalCents,
      drawerPayoutApprovalCents: orderSettings.drawerPayoutApprovalCents,
      drawerDropApprovalCents: orderSettings.drawerDropApprovalCents,
      tipsOffered: orderSettings.tipsOffered,
      tipPercents: orderSettings.tipPercents,
    })
    .from(orderSettings)
    .where(eq(orderSettings.restaurantId, restaurantId));
  return row ?? DEFAULT_SETTINGS;
}

/**
 * The restaurant's order settings (docs/product.md#order-settings): how a
 * topping on one half is priced, after how long a void needs the security
 * PIN, and above what an order's discounts and a drawer's paid-outs need it. A change is written to the audit trail
 * with what it was before.
 */
export class OrderSettingsService {
  /** Kept in the process by version (the row's updated_at), forgotten when a change is announced. */
  private readonly kept: KeptFacts<OrderSettingsValues & { version: number }>;

  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly facts: FactsChannel,
  ) {
    const load = (restaurantId: string) =>
      this.tenants.run([restaurantId], async (tx) => {
        const [row] = await tx.select().from(orderSettings).where(eq(orderSettings.restaurantId, restaurantId));
        return row ? { ...row, version: row.updatedAt.getTime() } : { ...DEFAULT_SETTINGS, version: 0 };
      });
    this.kept = facts.keep(new KeptFacts('order-settings', load, (s) => s.version));
  }

  /** How the restaurant prices a topping on one half, as kept: read once, not in every line's transaction. */
  async halvesOf(restaurantId: string): Promise<HalfToppingPricing> {
    return (await this.kept.get(restaurantId))?.halfToppingPricing ?? DEFAULT_SETTINGS.halfToppingPricing;
  }

  /** How long a new order is being taken, as kept (docs/product.md#voids). */
  async takingMinutesOf(restaurantId: string): Promise<number> {
    return (await this.kept.get(restaurantId))?.takingMinutes ?? DEFAULT_SETTINGS.takingMinutes;
  }

  async settings(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.read');
    const values = await this.tenants.run([restaurant.id], (tx) => settingsIn(tx, restaurant.id));
    return { restaurantId: restaurant.id, ...values };
  }

  async update(ctx: RequestContext, restaurantId: unknown, raw: unknown) {
    const input = settingsInput.parse(raw ?? {});
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.settings');
    const changedAt = new Date();
    const values = await this.tenants.run([restaurant.id], async (tx) => {
      const before = await settingsIn(tx, restaurant.id);
      const after: OrderSettingsValues = {
        halfToppingPricing: input.halfToppingPricing ?? before.halfToppingPricing,
        voidApprovalMinutes: input.voidApprovalMinutes ?? before.voidApprovalMinutes,
        takingMinutes: input.takingMinutes ?? before.takingMinutes,
        discountApprovalCents: input.discountApprovalCents ?? before.discountApprovalCents,
        drawerPayoutApprovalCents: input.drawerPayoutApprovalCents ?? before.drawerPayoutApprovalCents,
        drawerDropApprovalCents: input.drawerDropApprovalCents ?? before.drawerDropApprovalCents,
        tipsOffered: input.tipsOffered ?? before.tipsOffered,
        tipPercents: input.tipPercents ?? before.tipPercents,
      };
      await tx
        .insert(orderSettings)
        .values({ restaurantId: restaurant.id, ...after, updatedAt: changedAt })
        .onConflictDoUpdate({ target: orderSettings.restaurantId, set: { ...after, updatedAt: changedAt } });
      const changed = describeChanges(before, after);
      if (changed.length) {
        await appendAudit(tx, restaurant, {
          kind: 'settings.orders',
          summary: `Order settings: ${changed.join('; ')}`,
          actor: actorOf(ctx.viewer!),
          detail: { before, after },
        });
      }
      return after;
    });
    await this.facts.announce('order-settings', restaurant.id, changedAt.getTime());
    return { restaurantId: restaurant.id, ...values };
  }

  setHalfToppingPricing(ctx: RequestContext, restaurantId: unknown, pricing: unknown) {
    return this.update(ctx, restaurantId, { halfToppingPricing: pricing });
  }
}

const HALVES = { half: 'half the price', full: 'the full price' } as const;

function describeChanges(before: OrderSettingsValues, after: OrderSettingsValues): string[] {
  const changed: string[] = [];
  if (before.halfToppingPricing !== after.halfToppingPricing) {
    changed.push(
      `a topping on one half costs ${HALVES[after.halfToppingPricing]} (was ${HALVES[before.halfToppingPricing]})`,
    );
  }
  if (before.voidApprovalMinutes !== after.voidApprovalMinutes) {
    const when = (m: number) => (m === 0 ? 'always' : `after ${durationWords(m)}`);
    changed.push(
      `voids need the security PIN ${when(after.voidApprovalMinutes)} (was ${when(before.voidApprovalMinutes)})`,
    );
  }
  if (before.takingMinutes !== after.takingMinutes) {
    const span = (m: number) => (m === 0 ? 'never' : `for ${durationWords(m)}`);
    changed.push(`lines of a new order go freely ${span(after.takingMinutes)} (was ${span(before.takingMinutes)})`);
  }
  if (before.discountApprovalCents !== after.discountApprovalCents) {
    const above = (c: number) => (c === 0 ? 'always' : `above ${formatDollars(c)}`);
    changed.push(
      `discounts need the security PIN ${above(after.discountApprovalCents)} (was ${above(before.discountApprovalCents)})`,
    );
  }
  if (before.drawerPayoutApprovalCents !== after.drawerPayoutApprovalCents) {
    const above = (c: number) => (c === 0 ? 'always' : `above ${formatDollars(c)}`);
    changed.push(
      `paid-outs need the security PIN ${above(after.drawerPayoutApprovalCents)} (was ${above(before.drawerPayoutApprovalCents)})`,
    );
  }
  if (before.drawerDropApprovalCents !== after.drawerDropApprovalCents) {
    const above = (c: number) => (c === 0 ? 'always' : `above ${formatDollars(c)}`);
    changed.push(
      `drops need the security PIN ${above(after.drawerDropApprovalCents)} (was ${above(before.drawerDropApprovalCents)})`,
    );
  }
  const tips = (s: OrderSettingsValues) =>
    s.tipsOffered ? `tips of ${s.tipPercents.join('%, ')}% offered` : 'no tips offered';
  if (tips(before) !== tips(after)) changed.push(`${tips(after)} (was ${tips(before)})`);
  return changed;
}
