import {
  actorOf,
  appendAudit,
  approvalInput,
  DomainError,
  badInput,
  forbidden,
  isId,
  notFound,
  requireAccess,
  setGeneration,
  type AuditActor,
  type Permission,
  type RequestContext,
  type TokenIssuer,
  type RedisClient,
} from '@zest/kit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AccountService } from '../accounts/accounts.service';
import { hashSecret } from '../accounts/passwords';
import { ratesChanged, securityPinChanged, securityPinTry, type SecurityPinUse } from '../audit/lines';
import type { AuthDatabase } from '../db/client';
import { restaurants, users, type RestaurantRow } from '../db/schema';
import type { PinGuard } from '../security/pin-guard';
import type { Entitlements } from './entitlements';
import type { RestaurantEvents } from './restaurant-events';
import { createRestaurantInput, INCORRECT_PIN, RESTAURANT_NOT_FOUND, updateRestaurantInput } from '../inputs';
import {
  askerOf,
  DEMO_RESTAURANT_MESSAGES,
  PAY_TO_CREATE,
  PAY_TO_OPEN,
  pinAttempt,
  newRestaurantRow,
  resourceOf,
  securityPinMatches,
  STEP_UP_SECONDS,
  toPublicRestaurant,
  type ScopedSessionAnswer,
  type SessionHolder,
} from './restaurant-shapes';

export * from './restaurant-shapes';

export class RestaurantService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly redis: RedisClient,
    private readonly accounts: AccountService,
    private readonly entitlements: Entitlements,
    private readonly pins: PinGuard,
    private readonly tokens: TokenIssuer,
    private readonly events: RestaurantEvents,
  ) {}

  /** A live restaurant, or null. */
  async find(id: string): Promise<RestaurantRow | null> {
    if (!isId(id)) return null;
    const [row] = await this.db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.id, id), isNull(restaurants.deletedAt)));
    return row ?? null;
  }

  /**
   * The restaurant if the caller holds the permission on it; another
   * tenant's is a 404. `ownerId` (named by the documented REST paths), when
   * given, must be the restaurant's owner too.
   */
  async require(
    ctx: RequestContext,
    permission: Permission,
    id: string,
    ownerId?: string | null,
  ): Promise<RestaurantRow> {
    const found = await this.find(id);
    const row = found && (!ownerId || ownerId === found.ownerId) ? found : null;
    requireAccess(ctx, permission, resourceOf(row), RESTAURANT_NOT_FOUND);
    return row!;
  }

  async list(ctx: RequestContext, ownerId?: string | null) {
    const owner = ownerId ?? ctx.viewer?.id ?? '';
    requireAccess(ctx, 'restaurant.list', { userId: owner });
    const rows = await this.db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.ownerId, owner), isNull(restaurants.deletedAt)))
      .orderBy(asc(restaurants.createdAt));
    return rows.map(toPublicRestaurant);
  }

  async get(ctx: RequestContext, id: string, ownerId?: string | null) {
    return toPublicRestaurant(await this.require(ctx, 'restaurant.read', id, ownerId));
  }

  async allowance(ctx: RequestContext) {
    const viewer = requireAccess(ctx, 'restaurant.list', { userId: ctx.viewer?.id ?? '' });
    return this.entitlements.allowanceFor(viewer.id);
  }

  async create(ctx: RequestContext, raw: unknown, ownerId?: string | null) {
    const viewer = requireAccess(ctx, 'restaurant.create', { userId: ownerId || (ctx.viewer?.id ?? '') });
    const input = createRestaurantInput.parse(raw);
    const securityPinHash = await hashSecret(input.securityPin);
    const row = await this.db.transaction(async (tx) => {
      // The owner's row is locked so two creates at once cannot both pass the allowance.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
      const allowance = await this.entitlements.allowanceFor(viewer.id, tx);
      if (!allowance.canCreate && allowance.exempt) throw forbidden(DEMO_RESTAURANT_MESSAGES.one);
      if (!allowance.canCreate) throw new DomainError('PAYMENT_REQUIRED', PAY_TO_CREATE);
      const [created] = await tx
        .insert(restaurants)
        .values(newRestaurantRow(viewer.id, input, securityPinHash))
        .returning();
      return created!;
    });
    this.events.kick();
    return toPublicRestaurant(row);
  }

  /** Changes to the tax, the delivery charge and the security PIN go on the audit trail with the change. */
  async update(ctx: RequestContext, id: string, raw: unknown, ownerId?: string | null) {
    const existing = await this.require(ctx, 'restaurant.manage', id, ownerId);
    const input = updateRestaurantInput.parse(raw);
    if (!(await this.accounts.passwordMatches(existing.ownerId, input.password))) throw badInput('Incorrect password.');
    const actor = await this.actor(ctx);
    const changes: Partial<typeof restaurants.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== null) changes.name = input.name;
    // An empty description keeps the existing one.
    if (input.description) changes.description = input.description;
    if (input.securityPin !== null) changes.securityPinHash = await hashSecret(input.securityPin);
    if (input.taxPercentage !== null) changes.taxPercentage = input.taxPercentage;
    if (input.deliveryChargeCents !== null) changes.deliveryChargeCents = input.deliveryChargeCents;
    if (input.fullAddress !== null) changes.fullAddress = input.fullAddress;
    if (input.phoneNumber !== null) changes.phoneNumber = input.phoneNumber;
    if (input.timeZone !== null) changes.timeZone = input.timeZone;
    const row = await this.db.transaction(async (tx) => {
      // Locked, so the trail's "before" is what this change replaced, not what a concurrent one did.
      const [before] = await tx
        .select()
        .from(restaurants)
        .where(and(eq(restaurants.id, existing.id), isNull(restaurants.deletedAt)))
        .for('update');
      if (!before) return undefined;
      const [updated] = await tx
        .update(restaurants)
        .set({
          ...changes,
          version: sql`${restaurants.version} + 1`,
          // A new security PIN ends the manager sessions opened with the old one.
          ...(input.securityPin !== null ? { sessionGeneration: sql`${restaurants.sessionGeneration} + 1` } : {}),
        })
        .where(and(eq(restaurants.id, existing.id), isNull(restaurants.deletedAt)))
        .returning();
      if (!updated) return undefined;
      const rates = ratesChanged(actor, before, updated);
      await appendAudit(
        tx,
        updated,
        ...(rates ? [rates] : []),
        ...(input.securityPin !== null ? [securityPinChanged(actor)] : []),
      );
      if (input.securityPin !== null) {
        await setGeneration(this.redis, 'restaurant', updated.id, updated.sessionGeneration);
      }
      return updated;
    });
    if (!row) throw notFound(RESTAURANT_NOT_FOUND);
    this.events.kick();
    return toPublicRestaurant(row);
  }

  /** Soft delete after a security-PIN check on the server; every session of the restaurant ends. */
  async remove(ctx: RequestContext, id: string, securityPin: unknown, ownerId?: string | null) {
    const row = await this.require(ctx, 'restaurant.manage', id, ownerId);
    // Its one restaurant stays: a deleted one would free the demo to open another, and another page.
    if ((await this.entitlements.allowanceFor(row.ownerId)).exempt) throw forbidden(DEMO_RESTAURANT_MESSAGES.kept);
    await this.checkSecurityPin(ctx, row, securityPin, INCORRECT_PIN, { for: 'restaurant.delete' });
    await this.db.transaction(async (tx) => {
      await tx
        .update(restaurants)
        .set({ deletedAt: new Date(), updatedAt: new Date(), version: sql`${restaurants.version} + 1` })
        .where(and(eq(restaurants.id, row.id), isNull(restaurants.deletedAt)));
      await setGeneration(this.redis, 'restaurant', row.id, 'gone');
    });
    this.events.kick();
    return { success: true, message: 'Restaurant deleted.' };
  }

  /** Security PIN → a manager session for the restaurant. */
  async open(ctx: RequestContext, id: string, securityPin: unknown): Promise<ScopedSessionAnswer> {
    const row = await this.require(ctx, 'restaurant.manage', id);
    return this.issueSession(row, () => this.managerBySecurityPin(ctx, row, securityPin, { for: 'open' }));
  }

  /**
   * The security PIN at a terminal for one action that needs a manager
   * (docs/decisions/0049-approvals.md): an approval, a manager session of a
   * few minutes bound to that action and its subject, used once, for whoever
   * asked; counted like every security-PIN try.
   */
  async confirmSecurityPin(ctx: RequestContext, id: string, pin: unknown, action: unknown) {
    const row = await this.require(ctx, 'restaurant.confirmPin', id);
    const approval = approvalInput.parse(action);
    const stepUpFor = askerOf(ctx.viewer);
    const check = async () => ({
      ...(await this.managerBySecurityPin(ctx, row, pin, { for: 'step-up', approval })),
      stepUpFor,
      approval,
    });
    return this.issueSession(row, check, STEP_UP_SECONDS);
  }

  /**
   * The one way a restaurant session is issued (opening the restaurant, the
   * cashier and driver screens, the security PIN confirmed at the terminal):
   * the owner's plan first, so a lapsed owner or one over the allowance gets
   * 402 on every road before a PIN is even tried (the demo account is
   * exempt); then `pinCheck`, which says who the session is for.
   */
  async issueSession(
    row: RestaurantRow,
    pinCheck: () => Promise<SessionHolder>,
    ttlSeconds?: number,
  ): Promise<ScopedSessionAnswer> {
    const allowance = await this.entitlements.allowanceFor(row.ownerId);
    if (!allowance.canOpen) throw new DomainError('PAYMENT_REQUIRED', PAY_TO_OPEN);
    const holder = await pinCheck();
    const { token, expiresAt } = this.tokens.issueRestaurantToken(
      { ownerId: row.ownerId, restaurantId: row.id, ...holder },
      ttlSeconds,
    );
    const { role, employeeId, name } = holder;
    return { token, restaurantId: row.id, role, employeeId, name, expiresAt: expiresAt.toISOString() };
  }

  private async managerBySecurityPin(ctx: RequestContext, row: RestaurantRow, pin: unknown, use: SecurityPinUse) {
    await this.checkSecurityPin(ctx, row, pin, INCORRECT_PIN, use);
    return this.manager(row);
  }

  /** The owner at the terminal with the security PIN: a manager session in the owner's name. */
  async manager(row: RestaurantRow): Promise<SessionHolder> {
    const owner = await this.accounts.reference(row.ownerId);
    return { role: 'manager', employeeId: null, name: owner?.fullname ?? 'Manager', generation: row.sessionGeneration };
  }

  /**
   * The security PIN, with its own wrong-PIN counters around it
   * (security/pin-guard.ts), and the try on the audit trail, right or wrong.
   */
  async checkSecurityPin(
    ctx: RequestContext,
    row: RestaurantRow,
    pin: unknown,
    message: string,
    use: SecurityPinUse,
  ): Promise<void> {
    const attempt = pinAttempt(ctx, row);
    await this.pins.attempt('security', attempt);
    const right = await securityPinMatches(row, pin);
    await this.recordSecurityPinTry(ctx, row, right, use);
    if (!right) throw forbidden(message);
    await this.pins.succeeded('security', attempt);
  }

  /**
   * A security-PIN try on the audit trail: who tried, what for, from which
   * address; never the PIN. Written on its own, outside any transaction of
   * the request, so a wrong try stays although the request then fails.
   *
   * A try the throttle refuses is not written: no PIN was compared, the
   * wrong tries that led to the wait are each on the trail already, and a
   * line per refusal would let anyone with a session grow a table nobody
   * may ever trim, as fast as they can send requests.
   */
  async recordSecurityPinTry(ctx: RequestContext, row: RestaurantRow, right: boolean, use: SecurityPinUse) {
    await appendAudit(this.db, row, securityPinTry(await this.actor(ctx), right, use, ctx.clientIp));
  }

  /**
   * Who acts in this request, as the audit trail names them: an account by
   * its full name (its token carries only the e-mail), a restaurant session
   * by the name it was opened with.
   */
  async actor(ctx: RequestContext): Promise<AuditActor> {
    const viewer = ctx.viewer!;
    if (viewer.kind !== 'account') return actorOf(viewer);
    return actorOf(viewer, (await this.accounts.find(viewer.id))?.fullname);
  }

  /** Entity reference from another subgraph: only what the caller may read. */
  async reference(ctx: RequestContext, id: string) {
    return toPublicRestaurant(await this.require(ctx, 'restaurant.read', id));
  }
}
