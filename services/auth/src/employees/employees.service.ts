import {
  DomainError,
  conflict,
  forbidden,
  MASKED_PIN,
  notFound,
  pinDigest,
  requireAccount,
  requireViewer,
  type RequestContext,
  type Viewer,
} from '@zest/kit';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { verifySecret } from '../accounts/passwords';
import type { AuthDatabase } from '../db/client';
import { employees, type EmployeeRow, type RestaurantRow } from '../db/schema';
import type { Entitlements } from '../restaurants/entitlements';
import { PAY_TO_OPEN, type RestaurantService, type ScopedSessionAnswer } from '../restaurants/restaurants.service';
import { createEmployeeInput, updateEmployeeInput } from '../restaurants/validation';

const EMPLOYEE_NOT_FOUND = 'Employee not found.';
const PIN_TAKEN = 'This PIN is already used in this restaurant. Choose another.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lists show a masked PIN, never the PIN or its digest. */
export const toPublicEmployee = (e: EmployeeRow) => ({
  id: e.id,
  restaurantId: e.restaurantId,
  name: e.name,
  role: e.role,
  maskedPin: MASKED_PIN,
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** May this viewer manage the restaurant's staff: its owner, an admin, or its manager session. */
const manages = (viewer: Viewer, r: RestaurantRow) =>
  viewer.kind === 'account'
    ? viewer.role === 'admin' || viewer.id === r.ownerId
    : viewer.restaurantId === r.id && viewer.role === 'manager';

export class EmployeeService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly restaurants: RestaurantService,
    private readonly entitlements: Entitlements,
    private readonly pinSecret: string,
  ) {}

  private digest = (restaurantId: string, pin: string) => pinDigest(this.pinSecret, restaurantId, pin);

  private async managedRestaurant(viewer: Viewer, restaurantId: string): Promise<RestaurantRow> {
    const r = await this.restaurants.visibleTo(viewer, restaurantId);
    if (!manages(viewer, r)) throw forbidden('Only the owner or a manager can manage employees.');
    return r;
  }

  private async findLive(id: string): Promise<EmployeeRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db
      .select()
      .from(employees)
      .where(and(eq(employees.id, id), isNull(employees.deletedAt)));
    return row ?? null;
  }

  /** The employee if the viewer may see it; 404 otherwise (another tenant learns nothing). */
  private async visible(viewer: Viewer, id: string): Promise<{ employee: EmployeeRow; restaurant: RestaurantRow }> {
    const employee = await this.findLive(id);
    if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
    try {
      return { employee, restaurant: await this.restaurants.visibleTo(viewer, employee.restaurantId) };
    } catch {
      throw notFound(EMPLOYEE_NOT_FOUND);
    }
  }

  async list(ctx: RequestContext, restaurantId: string) {
    const r = await this.managedRestaurant(requireViewer(ctx), restaurantId);
    const rows = await this.db
      .select()
      .from(employees)
      .where(and(eq(employees.restaurantId, r.id), isNull(employees.deletedAt)))
      .orderBy(asc(employees.createdAt));
    return rows.map(toPublicEmployee);
  }

  /** employeeProfile: the name, for the terminal (the employee's own session may read it). */
  async get(ctx: RequestContext, id: string) {
    const viewer = requireViewer(ctx);
    const { employee } = await this.visible(viewer, id);
    return toPublicEmployee(employee);
  }

  async create(ctx: RequestContext, raw: unknown) {
    const viewer = requireAccount(ctx);
    const input = createEmployeeInput.parse(raw);
    const r = await this.managedRestaurant(viewer, input.restaurantId);
    await this.restaurants.checkSecurityPin(ctx, r, input.securityPin, 'Incorrect Security Restaurant Pin');
    await this.assertPinFree(r, input.pin);
    try {
      const [row] = await this.db
        .insert(employees)
        .values({ restaurantId: r.id, name: input.name, role: input.role, pinDigest: this.digest(r.id, input.pin) })
        .returning();
      return toPublicEmployee(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PIN_TAKEN);
      throw error;
    }
  }

  async update(ctx: RequestContext, id: string, raw: unknown) {
    const viewer = requireViewer(ctx);
    const { employee, restaurant } = await this.visible(viewer, id);
    if (!manages(viewer, restaurant)) throw forbidden('Only the owner or a manager can manage employees.');
    const input = updateEmployeeInput.parse(raw);
    const changes: Partial<typeof employees.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== null) changes.name = input.name;
    if (input.role !== null) changes.role = input.role;
    if (input.pin !== null) {
      await this.assertPinFree(restaurant, input.pin, employee.id);
      changes.pinDigest = this.digest(restaurant.id, input.pin);
    }
    try {
      const [row] = await this.db
        .update(employees)
        .set(changes)
        .where(and(eq(employees.id, employee.id), isNull(employees.deletedAt)))
        .returning();
      if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
      return toPublicEmployee(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PIN_TAKEN);
      throw error;
    }
  }

  /** Soft delete: drivers' trips and orders keep pointing at a person. */
  async remove(ctx: RequestContext, id: string) {
    const viewer = requireViewer(ctx);
    const { employee, restaurant } = await this.visible(viewer, id);
    if (!manages(viewer, restaurant)) throw forbidden('Only the owner or a manager can manage employees.');
    await this.db
      .update(employees)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(employees.id, employee.id));
    return { success: true, message: 'Employee deleted.' };
  }

  /**
   * Cashier or driver screen: an employee's PIN of that role, or the
   * restaurant security PIN (a manager). Replaces the browser's comparison.
   */
  async enterScreen(
    ctx: RequestContext,
    restaurantId: string,
    pin: unknown,
    screen: 'cashier' | 'driver',
  ): Promise<ScopedSessionAnswer> {
    const viewer = requireViewer(ctx);
    const r = await this.restaurants.visibleTo(viewer, restaurantId);
    if (viewer.kind === 'restaurant' && viewer.role !== 'manager' && viewer.role !== screen) {
      throw forbidden('This session cannot open that screen.');
    }
    const owner = await this.ownerOf(r);
    const allowance = await this.entitlements.allowanceFor(owner);
    if (!allowance.canOpen) throw new DomainError('PAYMENT_REQUIRED', PAY_TO_OPEN);

    const message = 'Incorrect PIN';
    if (typeof pin === 'string' && /^\d{4,6}$/.test(pin)) {
      // One indexed lookup by the keyed digest; the lockout is checked first.
      await this.restaurants.checkLockout(ctx, r);
      const [employee] = await this.db
        .select()
        .from(employees)
        .where(
          and(
            eq(employees.restaurantId, r.id),
            eq(employees.pinDigest, this.digest(r.id, pin)),
            isNull(employees.deletedAt),
          ),
        );
      if (employee && employee.role === screen) {
        await this.restaurants.clearLockout(ctx, r);
        return this.restaurants.session(r, screen, employee.id, employee.name);
      }
    }
    await this.restaurants.checkSecurityPin(ctx, r, pin, message);
    return this.restaurants.session(r, 'manager', null, owner.fullname);
  }

  private async ownerOf(r: RestaurantRow) {
    const owner = await this.restaurants.owner(r);
    if (!owner) throw notFound('Restaurant not found.');
    return owner;
  }

  /** A PIN identifies one person in a restaurant: not another employee's, not the security PIN. */
  private async assertPinFree(r: RestaurantRow, pin: string, exceptEmployeeId?: string) {
    const [holder] = await this.db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.restaurantId, r.id),
          eq(employees.pinDigest, this.digest(r.id, pin)),
          isNull(employees.deletedAt),
        ),
      );
    if (holder && holder.id !== exceptEmployeeId) throw conflict(PIN_TAKEN);
    if (await verifySecret(r.securityPinHash, pin)) throw conflict(PIN_TAKEN);
  }
}
