import {
  DomainError,
  badInput,
  forbidden,
  notFound,
  requireAccount,
  requireViewer,
  type AccountViewer,
  type RequestContext,
  type ScopedRole,
  type TokenIssuer,
  type Viewer,
} from '@zest/kit';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AccountService } from '../accounts/accounts.service';
import { hashSecret, verifySecret } from '../accounts/passwords';
import type { AuthDatabase } from '../db/client';
import { restaurants, users, type RestaurantRow } from '../db/schema';
import type { Entitlements } from './entitlements';
import type { PinLockout } from './pin-lockout';
import { createRestaurantInput, updateRestaurantInput } from './validation';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found.';
export const PAY_TO_CREATE = 'Please go to Dashboard to pay the monthly payment';
export const PAY_TO_OPEN = 'Please delete the extra restaurants or pay the monthly payment';
export const INCORRECT_PIN = 'Incorrect PIN.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What leaves the service about a restaurant: never the PIN hash. */
export const toPublicRestaurant = (r: RestaurantRow) => ({
  id: r.id,
  ownerId: r.ownerId,
  name: r.name,
  description: r.description,
  taxPercentage: r.taxPercentage,
  deliveryChargeCents: r.deliveryChargeCents,
  fullAddress: r.fullAddress,
  phoneNumber: r.phoneNumber,
  timeZone: r.timeZone,
  createdAt: r.createdAt.toISOString(),
});

export interface ScopedSessionAnswer {
  token: string;
  restaurantId: string;
  role: ScopedRole;
  employeeId: string | null;
  name: string;
  expiresAt: string;
}

export class RestaurantService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly accounts: AccountService,
    private readonly entitlements: Entitlements,
    private readonly lockout: PinLockout,
    private readonly tokens: TokenIssuer,
  ) {}

  /** A live restaurant, or null. */
  async find(id: string): Promise<RestaurantRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.id, id), isNull(restaurants.deletedAt)));
    return row ?? null;
  }

  /** The restaurant if the viewer may see it: its owner, an admin, or a session scoped to it. Others get 404. */
  async visibleTo(viewer: Viewer, id: string): Promise<RestaurantRow> {
    const row = await this.find(id);
    const allowed =
      row &&
      (viewer.kind === 'account'
        ? viewer.role === 'admin' || row.ownerId === viewer.id
        : viewer.restaurantId === row.id);
    if (!row || !allowed) throw notFound(RESTAURANT_NOT_FOUND);
    return row;
  }

  /** Only its owner (or an admin) may change a restaurant. */
  async ownedBy(viewer: AccountViewer, id: string): Promise<RestaurantRow> {
    const row = await this.find(id);
    if (!row || (row.ownerId !== viewer.id && viewer.role !== 'admin')) throw notFound(RESTAURANT_NOT_FOUND);
    return row;
  }

  async list(ctx: RequestContext, ownerId?: string | null) {
    const viewer = requireAccount(ctx);
    const owner = ownerId ?? viewer.id;
    if (owner !== viewer.id && viewer.role !== 'admin') throw forbidden('You can only see your own restaurants.');
    const rows = await this.db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.ownerId, owner), isNull(restaurants.deletedAt)))
      .orderBy(asc(restaurants.createdAt));
    return rows.map(toPublicRestaurant);
  }

  async get(ctx: RequestContext, id: string) {
    return toPublicRestaurant(await this.visibleTo(requireViewer(ctx), id));
  }

  async allowance(ctx: RequestContext) {
    const viewer = requireAccount(ctx);
    return this.entitlements.allowanceFor(viewer);
  }

  async create(ctx: RequestContext, raw: unknown) {
    const viewer = requireAccount(ctx);
    const input = createRestaurantInput.parse(raw);
    const securityPinHash = await hashSecret(input.securityPin);
    const row = await this.db.transaction(async (tx) => {
      // The owner's row is locked so two creates at once cannot both pass the allowance.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
      const allowance = await this.entitlements.allowanceFor(viewer, tx);
      if (!allowance.canCreate) throw new DomainError('PAYMENT_REQUIRED', PAY_TO_CREATE);
      const [created] = await tx
        .insert(restaurants)
        .values({
          ownerId: viewer.id,
          name: input.name,
          description: input.description || null,
          securityPinHash,
          taxPercentage: input.taxPercentage,
          deliveryChargeCents: input.deliveryCharge,
          fullAddress: input.fullAddress,
          phoneNumber: input.phoneNumber,
          timeZone: input.timeZone ?? 'America/New_York',
        })
        .returning();
      return created!;
    });
    return toPublicRestaurant(row);
  }

  async update(ctx: RequestContext, id: string, raw: unknown) {
    const viewer = requireAccount(ctx);
    const existing = await this.ownedBy(viewer, id);
    const input = updateRestaurantInput.parse(raw);
    if (!(await this.accounts.passwordMatches(viewer.id, input.password))) throw badInput('Incorrect password.');
    const changes: Partial<typeof restaurants.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== null) changes.name = input.name;
    // An empty description keeps the existing one (spec §5).
    if (input.description) changes.description = input.description;
    if (input.securityPin !== null) changes.securityPinHash = await hashSecret(input.securityPin);
    if (input.taxPercentage !== null) changes.taxPercentage = input.taxPercentage;
    if (input.deliveryCharge !== null) changes.deliveryChargeCents = input.deliveryCharge;
    if (input.fullAddress !== null) changes.fullAddress = input.fullAddress;
    if (input.phoneNumber !== null) changes.phoneNumber = input.phoneNumber;
    if (input.timeZone !== null) changes.timeZone = input.timeZone;
    const [row] = await this.db
      .update(restaurants)
      .set(changes)
      .where(and(eq(restaurants.id, existing.id), isNull(restaurants.deletedAt)))
      .returning();
    if (!row) throw notFound(RESTAURANT_NOT_FOUND);
    return toPublicRestaurant(row);
  }

  /** Soft delete after a security-PIN check on the server. */
  async remove(ctx: RequestContext, id: string, securityPin: unknown) {
    const viewer = requireAccount(ctx);
    const row = await this.ownedBy(viewer, id);
    await this.checkSecurityPin(ctx, row, securityPin, INCORRECT_PIN);
    await this.db
      .update(restaurants)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(restaurants.id, row.id), isNull(restaurants.deletedAt)));
    return { success: true, message: 'Restaurant deleted.' };
  }

  /** Security PIN → a manager session for the restaurant; refused over the plan's allowance. */
  async open(ctx: RequestContext, id: string, securityPin: unknown): Promise<ScopedSessionAnswer> {
    const viewer = requireAccount(ctx);
    const row = await this.ownedBy(viewer, id);
    const allowance = await this.entitlements.allowanceFor({ id: row.ownerId, email: viewer.email });
    if (!allowance.canOpen) throw new DomainError('PAYMENT_REQUIRED', PAY_TO_OPEN);
    await this.checkSecurityPin(ctx, row, securityPin, INCORRECT_PIN);
    const owner = await this.accounts.reference(row.ownerId);
    return this.session(row, 'manager', null, owner?.fullname ?? 'Manager');
  }

  /**
   * Checks a security PIN with the lockout around it. Every wrong PIN counts,
   * whatever the screen, so guessing cannot move between screens.
   */
  async checkSecurityPin(ctx: RequestContext, row: RestaurantRow, pin: unknown, message: string): Promise<void> {
    await this.lockout.assertAllowed(row.id, ctx.clientIp);
    const ok = typeof pin === 'string' && pin.length <= 12 && (await verifySecret(row.securityPinHash, pin));
    if (!ok) {
      await this.lockout.recordFailure(row.id, ctx.clientIp);
      throw forbidden(message);
    }
    await this.lockout.recordSuccess(row.id, ctx.clientIp);
  }

  async checkLockout(ctx: RequestContext, row: RestaurantRow): Promise<void> {
    await this.lockout.assertAllowed(row.id, ctx.clientIp);
  }

  async clearLockout(ctx: RequestContext, row: RestaurantRow): Promise<void> {
    await this.lockout.recordSuccess(row.id, ctx.clientIp);
  }

  /** The owner's account (for names on sessions and the plan check). */
  async owner(row: RestaurantRow) {
    return this.accounts.reference(row.ownerId);
  }

  session(row: RestaurantRow, role: ScopedRole, employeeId: string | null, name: string): ScopedSessionAnswer {
    const { token, expiresAt } = this.tokens.issueRestaurantToken({
      ownerId: row.ownerId,
      restaurantId: row.id,
      role,
      employeeId,
      name,
    });
    return { token, restaurantId: row.id, role, employeeId, name, expiresAt: expiresAt.toISOString() };
  }

  /** Used by reference resolution from other subgraphs. */
  async reference(id: string) {
    const row = await this.find(id);
    return row ? toPublicRestaurant(row) : null;
  }
}
