import {
  conflict,
  DomainError,
  forbidden,
  notFound,
  pageOf,
  pageRows,
  publicOrigin,
  text,
  requireAccess,
  type AccountViewer,
  type RequestContext,
} from '@zest/kit';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { BillingDatabase } from '../db/client';
import { checkoutInput } from '../inputs';
import { checkoutSessions, customers, entitlements } from '../db/schema';
import type { Plan, PlanCatalog } from './plans';
import type { PaymentProvider } from './providers';

export interface SubscriptionView {
  status: string;
  planId: string | null;
  planName: string | null;
  numberOfRestaurants: number | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
}

/** The console's status filter: a Stripe status (active, past_due, canceled…) or none. */
const statusFilter = text({ label: 'Status', max: 40 }).nullish();

/** Subscriptions that already pay (or are being retried): a second checkout would bill twice. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

export class BillingService {
  constructor(
    private readonly db: BillingDatabase,
    readonly catalog: PlanCatalog,
    private readonly provider: PaymentProvider,
    /** Where customers return after paying; unset, the address they use (kit publicOrigin). */
    private readonly publicUrl: string | undefined,
  ) {}

  plans(): readonly Plan[] {
    return this.catalog.plans;
  }

  /** The viewer's own subscription; an admin may read anyone's. The demo account is always on the demo plan. */
  async subscription(ctx: RequestContext, userId: string): Promise<SubscriptionView> {
    const viewer = requireAccess(ctx, 'billing.read', { userId });
    if (viewer.id === userId && viewer.demo) {
      const demo = this.catalog.byId('demo')!;
      return {
        status: 'active',
        planId: demo.id,
        planName: demo.name,
        numberOfRestaurants: demo.restaurants,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        stripeCustomerId: null,
      };
    }
    const [[row], customer] = await Promise.all([
      this.db.select().from(entitlements).where(eq(entitlements.userId, userId)),
      this.customerOf(userId),
    ]);
    const plan = this.catalog.byId(row?.planId);
    return {
      status: row?.status ?? 'none',
      planId: plan?.id ?? null,
      planName: plan?.name ?? null,
      numberOfRestaurants: row ? row.allowance : 0,
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      stripeCustomerId: customer,
    };
  }

  /** One owner's subscription for the operator console (an admin's read; the demo account shows its own plan). */
  async subscriptionOf(ctx: RequestContext, userId: string): Promise<SubscriptionView> {
    requireAccess(ctx, 'console.read');
    return this.subscription(ctx, userId);
  }

  /** Every owner's subscription, last changed first, for the operator console (docs/product.md#operator-console). */
  async subscriptionList(
    ctx: RequestContext,
    args: { status?: string | null; page?: number | null; pageSize?: number | null },
  ) {
    requireAccess(ctx, 'console.read');
    const page = pageOf(args);
    const status = statusFilter.parse(args.status);
    const where = status ? eq(entitlements.status, status) : undefined;
    const { rows, ...answer } = await pageRows(
      page,
      this.db.select({ total: count() }).from(entitlements).where(where),
      this.db
        .select()
        .from(entitlements)
        .where(where)
        .orderBy(desc(entitlements.updatedAt), asc(entitlements.userId))
        .limit(page.pageSize)
        .offset(page.offset),
    );
    return {
      ...answer,
      subscriptions: rows.map((row) => ({
        id: row.userId,
        account: { id: row.userId },
        status: row.status,
        planName: this.catalog.byId(row.planId)?.name ?? null,
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  async createCheckoutSession(ctx: RequestContext, rawInput: unknown) {
    const input = checkoutInput.parse(rawInput);
    const viewer = requireAccess(ctx, 'billing.pay', { userId: input.userId || (ctx.viewer?.id ?? '') });
    if (viewer.demo) throw forbidden('The demo account has no plan limits to pay for.');
    const plan = this.catalog.forCheckout(input.priceId);
    const [current] = await this.db.select().from(entitlements).where(eq(entitlements.userId, viewer.id));
    if (current && LIVE.has(current.status)) {
      throw conflict('You already have a subscription. Use Manage Billing to change your plan.');
    }
    const customerId = await this.ensureCustomer(viewer);
    const session = await this.call(() =>
      this.provider.createCheckoutSession({
        customerId,
        userId: viewer.id,
        priceId: plan.priceId!,
        planId: plan.id,
        origin: publicOrigin(ctx, this.publicUrl),
      }),
    );
    await this.db.insert(checkoutSessions).values({
      id: session.id,
      userId: viewer.id,
      stripeCustomerId: customerId,
      priceId: plan.priceId!,
      planId: plan.id,
    });
    return { sessionId: session.id, url: session.url };
  }

  /** The billing portal of the caller's own customer (no id: the caller's customer). */
  async createPortalSession(ctx: RequestContext, customerId: string | null | undefined) {
    const viewer = requireAccess(ctx, 'billing.pay', { userId: ctx.viewer?.id ?? '' });
    const own = await this.customerOf(viewer.id);
    if (customerId && customerId !== own) {
      // Someone else's customer (or nobody's) is the access table's "not yours" for billing.pay.
      const [other] = await this.db.select().from(customers).where(eq(customers.stripeCustomerId, customerId));
      requireAccess(ctx, 'billing.pay', { userId: other?.userId ?? '' });
    }
    const customer = customerId ?? own;
    if (!customer) throw notFound('You have no billing account yet. Choose a plan first.');
    return this.call(() =>
      this.provider.createPortalSession({
        customerId: customer,
        userId: viewer.id,
        origin: publicOrigin(ctx, this.publicUrl),
      }),
    );
  }

  private async customerOf(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: customers.stripeCustomerId })
      .from(customers)
      .where(eq(customers.userId, userId))
      .orderBy(asc(customers.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  private async ensureCustomer(viewer: AccountViewer): Promise<string> {
    const existing = await this.customerOf(viewer.id);
    if (existing) return existing;
    const id = await this.call(() => this.provider.createCustomer({ id: viewer.id, email: viewer.email }));
    await this.db
      .insert(customers)
      .values({ stripeCustomerId: id, userId: viewer.id, email: viewer.email })
      .onConflictDoNothing();
    return (await this.customerOf(viewer.id)) ?? id;
  }

  /** A payment provider that refuses or is unreachable is the provider's fault, said plainly. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const e = error as { type?: string; message?: string };
      if (e.type === 'StripeInvalidRequestError') {
        throw new DomainError('BAD_USER_INPUT', `The payment provider refused the request: ${e.message ?? ''}`.trim());
      }
      throw new DomainError('SERVICE_UNAVAILABLE', 'The payment provider is not reachable. Please try again shortly.');
    }
  }
}
