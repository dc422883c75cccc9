import {
  badInput,
  DomainError,
  publicOrigin,
  type KnownRestaurant,
  type Logger,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { stripeAccounts, type StripeAccountRow } from '../db/schema';
import type { ConnectProvider } from './connect';

export const ONBOARDING_MESSAGES = {
  noCards: 'This server takes no card payments: set up Stripe first (see the orders service README).',
  connectFirst: 'Connect with Stripe first: card payments go to the Stripe account you set up from here.',
  notReady:
    'Stripe cannot take card payments on your account yet: press Connect with Stripe and finish its setup, then try again.',
  stripeAway: 'Stripe could not be reached to connect your account. Please try again in a minute.',
} as const;

/** The restaurant's hub, where Stripe sends the owner back (the web app's route). */
export const hubPath = (restaurantId: string) => `/openARestaurantDashboard/${encodeURIComponent(restaurantId)}`;

/** Back from onboarding (finished or left), and back for a new link (the last one was used or expired). */
export function onboardingReturns(origin: string, restaurantId: string) {
  return {
    returnUrl: `${origin}${hubPath(restaurantId)}?stripe=return`,
    refreshUrl: `${origin}${hubPath(restaurantId)}?stripe=refresh`,
  };
}

/** A call to Stripe whose failure the owner reads as "try again", not as a fault of ours. */
export async function askStripe<T>(log: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const e = error as { type?: unknown; message?: unknown };
    if (typeof e.type !== 'string' || !e.type.startsWith('Stripe')) throw error;
    log.warn({ stripeError: e.type, reason: String(e.message).slice(0, 200), what }, 'Stripe refused a Connect call');
    throw new DomainError('SERVICE_UNAVAILABLE', ONBOARDING_MESSAGES.stripeAway, { retryAfter: 30 });
  }
}

/**
 * A restaurant's Stripe account, set up only through Connect onboarding (docs/decisions/0065-paying-online.md,
 * amended for issue 45): the platform opens the account (once per restaurant, remembered in
 * stripe_accounts) and sends the owner to Stripe's onboarding for it, or to the sandbox's page. No one types
 * an account: card payments can be turned on only with this one, once Stripe says it takes charges.
 */
export class StripeOnboarding {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly connect: ConnectProvider | null,
    private readonly publicUrl: string | undefined,
    private readonly log: Logger,
  ) {}

  /** "Connect with Stripe": the account opened (the first time) and where the owner's browser goes next. */
  async start(ctx: RequestContext, restaurantId: unknown): Promise<{ restaurantId: string; url: string }> {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.settings');
    if (!this.connect) throw badInput(ONBOARDING_MESSAGES.noCards);
    const connect = this.connect;
    const account = (await this.accountOf(restaurant.id)) ?? (await this.open(restaurant));
    const url = await askStripe(this.log, 'account link', () =>
      connect.onboardingUrl({
        restaurantId: restaurant.id,
        account: account.account,
        ...onboardingReturns(publicOrigin(ctx, this.publicUrl), restaurant.id),
      }),
    );
    return { restaurantId: restaurant.id, url };
  }

  /** The account the platform opened for the restaurant; null before its first "Connect with Stripe". */
  accountOf(restaurantId: string): Promise<StripeAccountRow | null> {
    return this.tenants.run([restaurantId], (tx) => accountIn(tx, restaurantId));
  }

  /** The account card payments may be turned on with: the one opened for the restaurant, taking charges now. */
  async chargeable(restaurantId: string): Promise<string> {
    if (!this.connect) throw badInput(ONBOARDING_MESSAGES.noCards);
    const connect = this.connect;
    const opened = await this.accountOf(restaurantId);
    if (!opened) throw badInput(ONBOARDING_MESSAGES.connectFirst);
    const account = await askStripe(this.log, 'account check', () => connect.accountFor(restaurantId, opened));
    if (account !== opened.account) throw badInput(ONBOARDING_MESSAGES.notReady);
    return account;
  }

  /** Seen taking charges (Stripe said so when card payments were turned on; Continue in the sandbox). */
  async connected(tx: OrdersTransaction, restaurantId: string, account: string, at: Date): Promise<boolean> {
    const done = await tx
      .update(stripeAccounts)
      .set({ connectedAt: at })
      .where(and(eq(stripeAccounts.restaurantId, restaurantId), eq(stripeAccounts.account, account)))
      .returning({ account: stripeAccounts.account });
    return done.length > 0;
  }

  /** The sandbox's Continue: its own account connected; another account in the address changes nothing. */
  sandboxContinue(restaurantId: string, account: string): Promise<boolean> {
    return this.tenants.run([restaurantId], (tx) => this.connected(tx, restaurantId, account, new Date()));
  }

  /** Opened at Stripe outside any transaction, then remembered; a second press meanwhile keeps the first one's. */
  private async open(restaurant: KnownRestaurant): Promise<StripeAccountRow> {
    const connect = this.connect!;
    const account = await askStripe(this.log, 'open account', () => connect.openAccount(restaurant.id));
    const kept = await this.tenants.run([restaurant.id], async (tx) => {
      await tx.insert(stripeAccounts).values({ restaurantId: restaurant.id, account }).onConflictDoNothing();
      return accountIn(tx, restaurant.id);
    });
    this.log.info({ restaurantId: restaurant.id, account: kept!.account }, 'Stripe account opened for the restaurant');
    return kept!;
  }
}

/** The account opened for the restaurant, read in the caller's transaction. */
export async function accountIn(tx: OrdersTransaction, restaurantId: string): Promise<StripeAccountRow | null> {
  const [row] = await tx.select().from(stripeAccounts).where(eq(stripeAccounts.restaurantId, restaurantId));
  return row ?? null;
}
