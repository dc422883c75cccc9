import {
  auditResolvers,
  consoleResolvers,
  guarded,
  guardedReference,
  type AuditTrail,
  type ServiceConsole,
} from '@zest/kit';
import type { AccountService } from '../accounts/accounts.service';
import type { ConsoleService } from '../console/console.service';
import type { ContactService } from '../contact/contact.service';
import type { EmployeeService } from '../employees/employees.service';
import type { PasswordResetService } from '../password-reset/password-reset.service';
import type { RestaurantService } from '../restaurants/restaurants.service';
import type { LabourService } from '../timeclock/labour';
import type { LabourSettingsService } from '../timeclock/labour-settings';
import type { PayrollService } from '../timeclock/payroll';
import type { PunchService } from '../timeclock/punches';
import type { ShiftEdits } from '../timeclock/shift-edits';
import type { Resolvers } from '../generated/graphql';

export interface AuthServices {
  accounts: AccountService;
  passwordResets: PasswordResetService;
  contact: ContactService;
  restaurants: RestaurantService;
  employees: EmployeeService;
  punches: PunchService;
  shiftEdits: ShiftEdits;
  labour: LabourService;
  labourSettings: LabourSettingsService;
  payroll: PayrollService;
  console: ConsoleService;
  audit: AuditTrail;
  operatorConsole: ServiceConsole;
}

/** Thin: each resolver declares its permission (kit/access/access.ts) and hands the context and input to the domain. */
export function createResolvers(s: AuthServices): Resolvers {
  const operator = consoleResolvers('auth', s.operatorConsole);
  return {
    Query: {
      me: guarded('account.read', (_, __, ctx) => s.accounts.me(ctx)),
      user: guarded('account.read', (_, a, ctx) => s.accounts.get(ctx, a.id)),
      restaurants: guarded('restaurant.list', (_, a, ctx) => s.restaurants.list(ctx, a.ownerId)),
      restaurant: guarded('restaurant.read', (_, a, ctx) => s.restaurants.get(ctx, a.id, a.ownerId)),
      restaurantAllowance: guarded('restaurant.list', (_, __, ctx) => s.restaurants.allowance(ctx)),
      employees: guarded('staff.manage', (_, a, ctx) => s.employees.list(ctx, a.restaurantId)),
      employee: guarded('staff.read', (_, a, ctx) => s.employees.get(ctx, a.id)),
      clockBoard: guarded('clock.punch', (_, a, ctx) => s.punches.board(ctx, a.restaurantId)),
      labour: guarded('labour.read', (_, a, ctx) => s.labour.day(ctx, a.restaurantId, a.day)),
      labourSettings: guarded('labour.read', (_, a, ctx) => s.labourSettings.get(ctx, a.restaurantId)),
      payPeriod: guarded('labour.read', (_, a, ctx) => s.payroll.period(ctx, a.restaurantId, a.startsOn)),
      accounts: guarded('console.read', (_, a, ctx) => s.console.accounts(ctx, a)),
      operatorActions: guarded('console.read', (_, a, ctx) => s.console.actions(ctx, a)),
      platformHealth: guarded('console.read', () => ({ id: 'platform' })),
      ...auditResolvers('auth', s.audit),
    },
    Mutation: {
      signUp: guarded('public', (_, a) => s.accounts.signUp(a.input)),
      signIn: guarded('public', (_, a, ctx) => s.accounts.signIn(ctx, a.input)),
      signOut: guarded('session.end', (_, __, ctx) => s.accounts.signOut(ctx)),
      updateUser: guarded('account.update', (_, a, ctx) => s.accounts.update(ctx, a.id, a.input)),
      requestPasswordReset: guarded('public', (_, a, ctx) => s.passwordResets.request(ctx, a)),
      resetPassword: guarded('public', (_, a) => s.passwordResets.reset(a)),
      sendContactMessage: guarded('public', (_, a) => s.contact.send(a.input)),
      createRestaurant: guarded('restaurant.create', (_, a, ctx) => s.restaurants.create(ctx, a.input, a.ownerId)),
      updateRestaurant: guarded('restaurant.manage', (_, a, ctx) =>
        s.restaurants.update(ctx, a.id, a.input, a.ownerId),
      ),
      deleteRestaurant: guarded('restaurant.manage', (_, a, ctx) =>
        s.restaurants.remove(ctx, a.id, a.securityPin, a.ownerId),
      ),
      openRestaurant: guarded('restaurant.manage', (_, a, ctx) => s.restaurants.open(ctx, a.id, a.securityPin)),
      // enterScreen under the names of the documented REST paths (gateway/src/rest/screens.routes.ts).
      enterCashierScreen: guarded('screen.cashier', (_, a, ctx) =>
        s.employees.enterScreen(ctx, a.restaurantId, a.pin, 'cashier'),
      ),
      enterDriverScreen: guarded('screen.driver', (_, a, ctx) =>
        s.employees.enterScreen(ctx, a.restaurantId, a.pin, 'driver'),
      ),
      enterScreen: guarded('screen.enter', (_, a, ctx) => s.employees.enterScreen(ctx, a.restaurantId, a.pin, a.role)),
      confirmSecurityPin: guarded('restaurant.confirmPin', (_, a, ctx) =>
        s.restaurants.confirmSecurityPin(ctx, a.restaurantId, a.securityPin, a.action),
      ),
      createEmployee: guarded('staff.manage', (_, a, ctx) => s.employees.create(ctx, a.input)),
      updateEmployee: guarded('staff.manage', (_, a, ctx) => s.employees.update(ctx, a.id, a.input)),
      deleteEmployee: guarded('staff.manage', (_, a, ctx) => s.employees.remove(ctx, a.id, a.securityPin)),
      punchClock: guarded('clock.punch', (_, a, ctx) => s.punches.punch(ctx, a.input)),
      editShift: guarded('labour.manage', (_, a, ctx) => s.shiftEdits.edit(ctx, a.id, a.input)),
      addShift: guarded('labour.manage', (_, a, ctx) => s.shiftEdits.add(ctx, a.restaurantId, a.input)),
      closePayPeriod: guarded('labour.manage', (_, a, ctx) => s.payroll.close(ctx, a.restaurantId, a.startsOn)),
      updateLabourSettings: guarded('labour.manage', (_, a, ctx) =>
        s.labourSettings.update(ctx, a.restaurantId, a.input),
      ),
      setPayRates: guarded('labour.manage', (_, a, ctx) => s.labourSettings.setPayRates(ctx, a.employeeId, a.rates)),
      ...operator.Mutation,
    },
    PlatformHealth: operator.PlatformHealth,
    LabourDay: {
      __resolveReference: guardedReference('labour.read', (ref, ctx) => s.labour.reference(ctx, ref)),
      labourPercent: guarded('labour.read', (d) => s.labour.percentOf(d)),
    },
    PayPeriod: {
      __resolveReference: guardedReference('labour.read', (ref, ctx) => s.payroll.reference(ctx, ref)),
      people: guarded('labour.read', async (p, _, ctx) => (await s.payroll.people(ctx, p)).people),
      tipsByDay: guarded('labour.read', async (p, _, ctx) => (await s.payroll.people(ctx, p)).tipsByDay),
      csv: guarded('labour.read', (p, _, ctx) => s.payroll.csv(ctx, p)),
    },
    Employee: {
      payRates: guarded('labour.read', (e, _, ctx) => s.labourSettings.payRatesOf(ctx, e)),
    },
    OwnerAccount: {
      __resolveReference: guardedReference('console.read', (ref, ctx) => s.console.account(ctx, ref.id)),
    },
    Restaurant: {
      __resolveReference: guardedReference('restaurant.read', (ref, ctx) => s.restaurants.reference(ctx, ref.id)),
    },
    User: {
      __resolveReference: guardedReference('account.read', async (ref, ctx) => s.accounts.get(ctx, ref.id)),
    },
  };
}
