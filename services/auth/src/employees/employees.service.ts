import {
  appendAudit,
  badInput,
  conflict,
  forbidden,
  isId,
  isUniqueViolation,
  MASKED_PIN,
  notFound,
  pinDigest,
  requireAccess,
  screenPermission,
  type ScreenRole,
  setGeneration,
  type RequestContext,
  type RedisClient,
} from '@zest/kit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { employeeChanged, employeeCreated, employeePinChanged, employeeRemoved } from '../audit/lines';
import type { AuthDatabase } from '../db/client';
import { employees, type EmployeeRow, type RestaurantRow } from '../db/schema';
import { pinRefusal, type PinGuard } from '../security/pin-guard';
import {
  pinAttempt,
  resourceOf,
  securityPinMatches,
  type RestaurantService,
  type ScopedSessionAnswer,
  type SessionHolder,
} from '../restaurants/restaurants.service';
import {
  createEmployeeInput,
  EMPLOYEE_NOT_FOUND,
  INCORRECT_SCREEN_PIN,
  INCORRECT_SECURITY_PIN,
  screenRole,
  updateEmployeeInput,
} from '../inputs';
import type { EmployeeEvents } from './employee-events';

const PIN_TAKEN = 'This PIN is already used in this restaurant. Choose another.';

/** Lists show a masked PIN, never the PIN or its digest. */
export const toPublicEmployee = (e: EmployeeRow) => ({
  id: e.id,
  restaurantId: e.restaurantId,
  name: e.name,
  role: e.role,
  maskedPin: MASKED_PIN,
});
export type PublicEmployee = ReturnType<typeof toPublicEmployee>;

export class EmployeeService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly redis: RedisClient,
    private readonly restaurants: RestaurantService,
    private readonly pins: PinGuard,
    private readonly pinSecret: string,
    private readonly events: EmployeeEvents,
  ) {}

  private digest = (restaurantId: string, pin: string) => pinDigest(this.pinSecret, restaurantId, pin);

  private async findLive(id: string): Promise<EmployeeRow | null> {
    if (!isId(id)) return null;
    const [row] = await this.db
      .select()
      .from(employees)
      .where(and(eq(employees.id, id), isNull(employees.deletedAt)));
    return row ?? null;
  }

  /** The employee and their restaurant if the caller holds the permission there; 404 otherwise. */
  private async employeeFor(ctx: RequestContext, permission: 'staff.read' | 'staff.manage', id: string) {
    const employee = await this.findLive(id);
    const restaurant = employee ? await this.restaurants.find(employee.restaurantId) : null;
    requireAccess(ctx, permission, resourceOf(restaurant), EMPLOYEE_NOT_FOUND);
    return { employee: employee!, restaurant: restaurant! };
  }

  async list(ctx: RequestContext, restaurantId: string) {
    const r = await this.restaurants.require(ctx, 'staff.manage', restaurantId);
    const rows = await this.db
      .select()
      .from(employees)
      .where(and(eq(employees.restaurantId, r.id), isNull(employees.deletedAt)))
      .orderBy(asc(employees.createdAt));
    return rows.map(toPublicEmployee);
  }

  /** employeeProfile: the name, for the terminal. */
  async get(ctx: RequestContext, id: string) {
    const { employee } = await this.employeeFor(ctx, 'staff.read', id);
    return toPublicEmployee(employee);
  }

  /** Every change to the staff goes on the audit trail in the change's own transaction. */
  async create(ctx: RequestContext, raw: unknown) {
    const input = createEmployeeInput.parse(raw);
    const r = await this.restaurants.require(ctx, 'staff.manage', input.restaurantId);
    await this.restaurants.checkSecurityPin(ctx, r, input.securityPin, INCORRECT_SECURITY_PIN, {
      for: 'employee.create',
    });
    await this.assertPinFree(r, input.pin);
    const actor = await this.restaurants.actor(ctx);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(employees)
          .values({ restaurantId: r.id, name: input.name, role: input.role, pinDigest: this.digest(r.id, input.pin) })
          .returning();
        await appendAudit(tx, r, employeeCreated(actor, created!));
        return created!;
      });
      this.events.kick();
      return toPublicEmployee(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PIN_TAKEN);
      throw error;
    }
  }

  /** A new PIN or role ends the sessions the employee opened before. */
  async update(ctx: RequestContext, id: string, raw: unknown) {
    const { employee, restaurant } = await this.employeeFor(ctx, 'staff.manage', id);
    const input = updateEmployeeInput.parse(raw);
    if (input.pin !== null || (input.role !== null && input.role !== employee.role)) {
      await this.securityPinForStaffChange(ctx, restaurant, input.securityPin, {
        use: { for: 'employee.update' },
        missing: `Enter the restaurant security PIN to change ${employee.name}’s PIN or role.`,
      });
    }
    const changes: Partial<typeof employees.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== null) changes.name = input.name;
    if (input.role !== null) changes.role = input.role;
    if (input.pin !== null) {
      await this.assertPinFree(restaurant, input.pin, employee.id);
      changes.pinDigest = this.digest(restaurant.id, input.pin);
    }
    const actor = await this.restaurants.actor(ctx);
    try {
      const row = await this.db.transaction(async (tx) => {
        // Locked, so what the trail calls "before" is what this change replaced.
        const [before] = await tx
          .select()
          .from(employees)
          .where(and(eq(employees.id, employee.id), isNull(employees.deletedAt)))
          .for('update');
        if (!before) return undefined;
        const pinChanged = input.pin !== null && changes.pinDigest !== before.pinDigest;
        const endsSessions = pinChanged || (input.role !== null && input.role !== before.role);
        const [updated] = await tx
          .update(employees)
          .set({
            ...changes,
            ...(endsSessions ? { sessionGeneration: sql`${employees.sessionGeneration} + 1` } : {}),
            version: sql`${employees.version} + 1`,
          })
          .where(and(eq(employees.id, employee.id), isNull(employees.deletedAt)))
          .returning();
        if (!updated) return undefined;
        const changed = employeeChanged(actor, before, updated);
        await appendAudit(
          tx,
          restaurant,
          ...(changed ? [changed] : []),
          ...(pinChanged ? [employeePinChanged(actor, updated)] : []),
        );
        if (endsSessions) await setGeneration(this.redis, 'employee', updated.id, updated.sessionGeneration);
        return updated;
      });
      if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
      this.events.kick();
      return toPublicEmployee(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PIN_TAKEN);
      throw error;
    }
  }

  /** Soft delete (drivers' trips and orders keep pointing at a person); their sessions end. */
  async remove(ctx: RequestContext, id: string, securityPin?: string | null) {
    const { employee, restaurant } = await this.employeeFor(ctx, 'staff.manage', id);
    await this.securityPinForStaffChange(ctx, restaurant, securityPin, {
      use: { for: 'employee.delete' },
      missing: `Enter the restaurant security PIN to delete ${employee.name}.`,
    });
    const actor = await this.restaurants.actor(ctx);
    await this.db.transaction(async (tx) => {
      const [removed] = await tx
        .update(employees)
        .set({ deletedAt: new Date(), updatedAt: new Date(), version: sql`${employees.version} + 1` })
        .where(and(eq(employees.id, employee.id), isNull(employees.deletedAt)))
        .returning({ id: employees.id });
      // Removed a moment ago by another request: that one wrote the line.
      if (removed) await appendAudit(tx, restaurant, employeeRemoved(actor, employee));
      await setGeneration(this.redis, 'employee', employee.id, 'gone');
    });
    this.events.kick();
    return { success: true, message: 'Employee deleted.' };
  }

  /**
   * A new PIN or role, or a deletion, changes who can open a terminal: like
   * adding someone, it needs the restaurant security PIN, checked here (counted
   * and on the trail like every try). The documented REST paths keep the spec's
   * bodies, which carry no PIN: there the owner's session is enough, and a PIN
   * sent anyway is checked (docs/decisions/0032-staff-changes-need-the-security-pin.md).
   */
  private async securityPinForStaffChange(
    ctx: RequestContext,
    r: RestaurantRow,
    securityPin: string | null | undefined,
    o: { use: { for: 'employee.update' | 'employee.delete' }; missing: string },
  ) {
    if (securityPin) return this.restaurants.checkSecurityPin(ctx, r, securityPin, INCORRECT_SECURITY_PIN, o.use);
    if (ctx.road !== 'rest') throw badInput(o.missing);
  }

  /**
   * A screen role's screen (enterScreen, and its REST-path aliases):
   * an employee's PIN of that role, or the restaurant security PIN (a
   * manager), once the owner's plan allows it (`issueSession`).
   */
  async enterScreen(
    ctx: RequestContext,
    restaurantId: string,
    pin: unknown,
    role: unknown,
  ): Promise<ScopedSessionAnswer> {
    const screen = screenRole.parse(role);
    const r = await this.restaurants.require(ctx, screenPermission(screen), restaurantId);
    return this.restaurants.issueSession(r, () => this.screenHolder(ctx, r, pin, screen));
  }

  /**
   * Who enters the screen with this PIN. A wrong PIN counts against both
   * kinds (it was a guess at either); a right one clears only its own kind.
   */
  private async screenHolder(
    ctx: RequestContext,
    r: RestaurantRow,
    pin: unknown,
    screen: ScreenRole,
  ): Promise<SessionHolder> {
    const attempt = pinAttempt(ctx, r);
    const employeeRefusal = await this.pins.tryAttempt('employee', attempt);
    if (!employeeRefusal && typeof pin === 'string' && /^\d{4,6}$/.test(pin)) {
      const employee = await this.byPin(r, pin);
      if (employee && employee.role === screen) {
        await this.pins.succeeded('employee', attempt);
        return { role: screen, employeeId: employee.id, name: employee.name, generation: employee.sessionGeneration };
      }
    }

    const securityRefusal = await this.pins.tryAttempt('security', attempt);
    // A refusal is not on the trail: no PIN was compared (RestaurantService.recordSecurityPinTry).
    if (securityRefusal) throw pinRefusal(securityRefusal);
    const right = await securityPinMatches(r, pin);
    // Every PIN that gets this far was tried as the security PIN (and counted so): it goes on the trail.
    await this.restaurants.recordSecurityPinTry(ctx, r, right, { for: 'screen', screen });
    if (right) {
      await this.pins.succeeded('security', attempt);
      if (!employeeRefusal) await this.pins.notThisKind('employee', attempt);
      return this.restaurants.manager(r);
    }
    // Honest people at the counter need to know to wait rather than retype.
    if (employeeRefusal) throw pinRefusal(employeeRefusal);
    throw forbidden(INCORRECT_SCREEN_PIN);
  }

  /** The live employee this PIN names in the restaurant (one lookup by its digest), or undefined. */
  async byPin(r: RestaurantRow, pin: string): Promise<EmployeeRow | undefined> {
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
    return employee;
  }

  /** A PIN identifies one person in a restaurant: not another employee's, not the security PIN. */
  private async assertPinFree(r: RestaurantRow, pin: string, exceptEmployeeId?: string) {
    const holder = await this.byPin(r, pin);
    if (holder && holder.id !== exceptEmployeeId) throw conflict(PIN_TAKEN);
    if (await securityPinMatches(r, pin)) throw conflict(PIN_TAKEN);
  }
}
