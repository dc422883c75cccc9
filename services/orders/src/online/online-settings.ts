import {
  actorOf,
  appendAudit,
  badInput,
  DomainError,
  KeptFacts,
  type FactsChannel,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { eq } from 'drizzle-orm';
import type { OrdersDatabase, OrdersTenants, OrdersTransaction } from '../db/client';
import { onlineSettings, onlineSlugs, type DeliveryArea, type OpeningHours, type StripeAccountRow } from '../db/schema';
import type { ConnectProvider } from '../payments/connect';
import { accountIn, type StripeOnboarding } from '../payments/onboarding';
import type { DeliveryAreas } from './delivery-area';
import { onlineBusyInput, onlineSettingsInput, slugField } from './inputs';
import { formerAddresses, moveAddress } from './page-addresses';
import { busyWords, describeOnlineChanges } from './online-words';
import { BUSY_MINUTES_LAST, settingsView } from './online-settings-view';

/** The restaurant's ordering page as its owner set it; off, with no address, until they do. */
export interface OnlineSettingsValues {
  enabled: boolean;
  slug: string | null;
  hours: OpeningHours[];
  pickup: boolean;
  delivery: boolean;
  deliveryZips: string[];
  /** The ZIP codes, or a radius (tenths of a mile) from where the restaurant is (decision 0064). */
  deliveryArea: DeliveryArea;
  deliveryRadiusTenths: number | null;
  deliveryOriginLat: number | null;
  deliveryOriginLon: number | null;
  deliveryOriginAddress: string | null;
  deliveryMinimumCents: number;
  /** The largest order taken without a card (issue 47); past it, the page asks the customer to call. */
  largestOrderCents: number;
  prepMinutes: number;
  pausedUntil: Date | null;
  /** Busy at the counter: added to the quoted time until busyUntil (quotedMinutes). */
  busyMinutes: number;
  busyUntil: Date | null;
  autoAccept: boolean;
  /** Customers may pay by card on the page, into stripeAccount (docs/decisions/0065-paying-online.md). */
  cardPayments: boolean;
  /** Set only from the account the platform opened for the restaurant (payments/onboarding.ts), never typed. */
  stripeAccount: string | null;
}

export const DEFAULT_ONLINE: OnlineSettingsValues = {
  enabled: false,
  slug: null,
  hours: [],
  pickup: true,
  delivery: true,
  deliveryZips: [],
  deliveryArea: 'zips',
  deliveryRadiusTenths: null,
  deliveryOriginLat: null,
  deliveryOriginLon: null,
  deliveryOriginAddress: null,
  deliveryMinimumCents: 0,
  largestOrderCents: 50_000,
  prepMinutes: 20,
  pausedUntil: null,
  busyMinutes: 0,
  busyUntil: null,
  autoAccept: false,
  cardPayments: false,
  stripeAccount: null,
};

export const ONLINE_MESSAGES = {
  slugFirst: 'Choose the page’s address before turning online ordering on.',
  hoursFirst: 'Set the opening hours before turning online ordering on.',
  pickupOrDelivery: 'Turn on pickup or delivery (or both) to take online orders.',
  zipsFirst: 'Add the ZIP codes you deliver to, or turn delivery off.',
  notOn: 'Online ordering is off: there is nothing to pause. The owner turns it on in the restaurant hub.',
} as const;

type Kept = OnlineSettingsValues & { version: number };

async function settingsIn(tx: OrdersTransaction, restaurantId: string): Promise<Kept> {
  const [row] = await tx.select().from(onlineSettings).where(eq(onlineSettings.restaurantId, restaurantId));
  if (!row) return { ...DEFAULT_ONLINE, version: 0 };
  const { restaurantId: _r, updatedAt, ...values } = row;
  return { ...values, version: updatedAt.getTime() };
}

/**
 * The owner's card of online ordering (docs/decisions/0062-online-ordering.md): on or off, the page's
 * address, opening hours, pickup and delivery, the delivery area and minimum, the prep time quoted, a
 * pause, and auto-accept. Kept in the process by version, as the order settings are; the page's
 * address is looked up in a directory of its own, kept by address.
 */
export class OnlineSettingsService {
  private readonly kept: KeptFacts<Kept>;
  private readonly bySlugKept: KeptFacts<{ restaurantId: string; version: number }>;

  constructor(
    private readonly db: OrdersDatabase,
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly facts: FactsChannel,
    private readonly areas: DeliveryAreas,
    /** Where card payments are taken; null when this server takes none. */
    private readonly connect: ConnectProvider | null,
    /** The restaurant's own Stripe account, set up through Connect onboarding. */
    private readonly onboarding: StripeOnboarding,
  ) {
    this.kept = facts.keep(
      new KeptFacts(
        'online-settings',
        (rid) => this.tenants.run([rid], (tx) => settingsIn(tx, rid)),
        (s) => s.version,
      ),
    );
    const bySlug = async (slug: string) => {
      const [row] = await this.db.select().from(onlineSlugs).where(eq(onlineSlugs.slug, slug));
      return row ? { restaurantId: row.restaurantId, version: row.claimedAt.getTime() } : null;
    };
    this.bySlugKept = facts.keep(new KeptFacts('online-slug', bySlug, (s) => s.version));
  }

  /** What the restaurant set, as kept (the ordering page, checkout). */
  async of(restaurantId: string): Promise<Kept> {
    return (await this.kept.get(restaurantId)) ?? { ...DEFAULT_ONLINE, version: 0 };
  }

  /** The live restaurant a page address names, with its settings; null when none (or it is deleted). */
  async page(slug: string): Promise<{ restaurant: KnownRestaurant; settings: Kept } | null> {
    const found = await this.bySlugKept.get(slug);
    const restaurant = found && (await this.access.directory.find(found.restaurantId));
    if (!restaurant) return null;
    const settings = await this.of(restaurant.id);
    return settings.slug === slug ? { restaurant, settings } : null;
  }

  /**
   * The current address of the restaurant that holds or once held this one (issue 47): an old address, a
   * QR code or a link in an old e-mail leads to the page it is now; null when no live restaurant ever held it.
   */
  async currentAddress(rawSlug: unknown): Promise<string | null> {
    const slug = slugField.safeParse(rawSlug);
    const found = slug.success ? await this.bySlugKept.get(slug.data) : null;
    const restaurant = found && (await this.access.directory.find(found.restaurantId));
    return restaurant ? (await this.of(restaurant.id)).slug : null;
  }

  async settings(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.read');
    const opened = await this.onboarding.accountOf(restaurant.id);
    return this.view(restaurant, await this.of(restaurant.id), opened);
  }

  async update(ctx: RequestContext, restaurantId: unknown, raw: unknown) {
    const input = onlineSettingsInput.parse(raw ?? {});
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.settings');
    // Looked up before the transaction: no row waits on the geocoder.
    const area = await this.areas.settle(restaurant, () => this.of(restaurant.id), input);
    // Turning card payments on asks Stripe whether the restaurant's own account takes charges now.
    const account = input.cardPayments ? await this.onboarding.chargeable(restaurant.id) : null;
    const changedAt = new Date();
    const { before, after, opened } = await this.tenants.run([restaurant.id], async (tx) => {
      const { version: _v, ...before } = await settingsIn(tx, restaurant.id);
      const pick = <K extends keyof OnlineSettingsValues>(k: K) =>
        (input[k as keyof typeof input] ?? before[k]) as OnlineSettingsValues[K];
      const after: OnlineSettingsValues = {
        enabled: pick('enabled'),
        slug: pick('slug'),
        hours: pick('hours'),
        pickup: pick('pickup'),
        delivery: pick('delivery'),
        deliveryZips: input.deliveryZips ? [...new Set(input.deliveryZips)].sort() : before.deliveryZips,
        deliveryArea: area?.deliveryArea ?? before.deliveryArea,
        deliveryRadiusTenths: area ? area.deliveryRadiusTenths : before.deliveryRadiusTenths,
        deliveryOriginLat: area ? area.deliveryOriginLat : before.deliveryOriginLat,
        deliveryOriginLon: area ? area.deliveryOriginLon : before.deliveryOriginLon,
        deliveryOriginAddress: area ? area.deliveryOriginAddress : before.deliveryOriginAddress,
        deliveryMinimumCents: pick('deliveryMinimumCents'),
        largestOrderCents: pick('largestOrderCents'),
        prepMinutes: pick('prepMinutes'),
        pausedUntil:
          input.pauseMinutes == null
            ? before.pausedUntil
            : input.pauseMinutes === 0
              ? null
              : new Date(changedAt.getTime() + input.pauseMinutes * 60_000),
        busyMinutes: before.busyMinutes,
        busyUntil: before.busyUntil,
        autoAccept: pick('autoAccept'),
        cardPayments: pick('cardPayments'),
        stripeAccount: account ?? before.stripeAccount,
      };
      requireTakingOrders(after);
      if (account) await this.onboarding.connected(tx, restaurant.id, account, changedAt);
      if (after.slug !== before.slug) await moveAddress(tx, restaurant.id, after.slug!, changedAt);
      await tx
        .insert(onlineSettings)
        .values({ restaurantId: restaurant.id, ...after, updatedAt: changedAt })
        .onConflictDoUpdate({ target: onlineSettings.restaurantId, set: { ...after, updatedAt: changedAt } });
      const changed = describeOnlineChanges(before, after, restaurant.timeZone);
      if (changed.length) {
        await appendAudit(tx, restaurant, {
          kind: 'settings.online',
          summary: `Online ordering: ${changed.join('; ')}`,
          actor: actorOf(ctx.viewer!),
          detail: { before, after },
        });
      }
      return { before, after, opened: await accountIn(tx, restaurant.id) };
    });
    await this.facts.announce('online-settings', restaurant.id, changedAt.getTime());
    for (const slug of new Set([before.slug, after.slug])) {
      if (slug) await this.facts.announce('online-slug', slug, changedAt.getTime());
    }
    return this.view(restaurant, after, opened);
  }

  private async view(restaurant: KnownRestaurant, s: OnlineSettingsValues, opened: StripeAccountRow | null) {
    const former = await formerAddresses(this.db, restaurant.id);
    return settingsView(restaurant, s, this.areas.lookup, this.connect, opened, former);
  }

  /**
   * Busy at the counter (decision 0072): a cashier pauses online orders for a while, or adds minutes to the
   * quoted time for the next hour, or ends either. The page has it at once; an audit line says who and what.
   */
  async setBusy(ctx: RequestContext, restaurantId: unknown, raw: unknown) {
    const input = onlineBusyInput.parse(raw ?? {});
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.take');
    const changedAt = new Date();
    const { after, opened } = await this.tenants.run([restaurant.id], async (tx) => {
      const { version: _v, ...before } = await settingsIn(tx, restaurant.id);
      if (!before.enabled) throw badInput(ONLINE_MESSAGES.notOn);
      const after: OnlineSettingsValues = {
        ...before,
        pausedUntil:
          input.pauseMinutes == null
            ? before.pausedUntil
            : input.pauseMinutes === 0
              ? null
              : new Date(changedAt.getTime() + input.pauseMinutes * 60_000),
        ...(input.extraMinutes == null
          ? {}
          : input.extraMinutes === 0
            ? { busyMinutes: 0, busyUntil: null }
            : {
                busyMinutes: input.extraMinutes,
                busyUntil: new Date(changedAt.getTime() + BUSY_MINUTES_LAST * 60_000),
              }),
      };
      await tx
        .insert(onlineSettings)
        .values({ restaurantId: restaurant.id, ...after, updatedAt: changedAt })
        .onConflictDoUpdate({ target: onlineSettings.restaurantId, set: { ...after, updatedAt: changedAt } });
      await appendAudit(tx, restaurant, {
        kind: 'online.busy',
        summary: busyWords(input, after, restaurant.timeZone),
        actor: actorOf(ctx.viewer!),
        detail: {
          pausedUntil: after.pausedUntil?.toISOString() ?? null,
          busyMinutes: after.busyMinutes,
          busyUntil: after.busyUntil?.toISOString() ?? null,
        },
      });
      return { after, opened: await accountIn(tx, restaurant.id) };
    });
    await this.facts.announce('online-settings', restaurant.id, changedAt.getTime());
    return this.view(restaurant, after, opened);
  }
}

/** Online ordering turned on takes orders: an address, hours, a way to get the food, and an area to deliver to. */
function requireTakingOrders(s: OnlineSettingsValues) {
  if (!s.enabled) return;
  if (!s.slug) throw badInput(ONLINE_MESSAGES.slugFirst);
  if (!s.hours.length) throw badInput(ONLINE_MESSAGES.hoursFirst);
  if (!s.pickup && !s.delivery) throw badInput(ONLINE_MESSAGES.pickupOrDelivery);
  if (s.delivery && s.deliveryArea === 'zips' && !s.deliveryZips.length) {
    throw new DomainError('BAD_USER_INPUT', ONLINE_MESSAGES.zipsFirst, { field: 'deliveryZips' });
  }
}
