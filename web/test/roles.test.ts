import { employeeRolesWith, roleMay, ROLES as REGISTRY, type Role as RegistryRole } from '@zest/kit';
import {
  EMPLOYEE_ROLES,
  isAccountRole,
  isOperator,
  roleTone,
  ROLES,
  SCREEN_ROLES,
  takesDeliveries,
} from '../src/features/session/roles';
import { pinTitle, SCREENS, TERMINAL_PATHS } from '../src/features/session/screens';
import { listedDrivers, listedEmployees, ROLE_OPTIONS } from '../src/features/employees/rules';

/** The web app's roles are the kit's registry and access table, as the screens ask them. */
describe('the web app’s roles', () => {
  const roles = Object.keys(REGISTRY) as RegistryRole[];

  it('are the registry’s roles, each opened the same way, called the same and at home at the same path', () => {
    expect(Object.keys(ROLES)).toEqual(roles);
    for (const role of roles) {
      expect([role, ROLES[role].session, ROLES[role].label, ROLES[role].home]).toEqual([
        role,
        REGISTRY[role].session,
        REGISTRY[role].label,
        REGISTRY[role].home,
      ]);
    }
  });

  it('give every screen role a screen: its words, and its home among the terminal’s paths', () => {
    expect(SCREEN_ROLES).toEqual(roles.filter((role) => REGISTRY[role].session === 'employee-pin'));
    expect(Object.keys(SCREENS)).toEqual(SCREEN_ROLES);
    for (const role of SCREEN_ROLES) expect([role, TERMINAL_PATHS.test(ROLES[role].home)]).toEqual([role, true]);
    expect(
      ['/KitchenDisplay/r1', '/DriverDashboard/CashoutDashboard/r1', '/openARestaurantDashboard/r1'].map((path) =>
        TERMINAL_PATHS.test(path),
      ),
    ).toEqual([true, true, false]);
    expect([pinTitle('cashier', 'Take an Order'), pinTitle('driver', 'Drivers'), pinTitle('worker')]).toEqual([
      'Take an Order: enter your PIN',
      'Drivers: Enter The Driver Security PIN',
      'Kitchen display: Enter The Kitchen PIN',
    ]);
  });

  it('answer what the access table says: who operates the console, who takes deliveries', () => {
    for (const role of roles) {
      expect([role, isOperator(role)]).toEqual([role, roleMay(role, 'console.read')]);
      expect([role, takesDeliveries(role)]).toEqual([
        role,
        employeeRolesWith('drivers.assign').some((r) => r === role),
      ]);
      expect([role, isAccountRole(role)]).toEqual([role, REGISTRY[role].session === 'account']);
    }
  });

  it('offer the owner the employee roles, and list drivers apart', () => {
    expect(ROLE_OPTIONS).toEqual(
      expect.arrayContaining([
        { value: 'cashier', label: 'Cashier' },
        { value: 'driver', label: 'Driver' },
        { value: 'worker', label: 'Worker' },
      ]),
    );
    expect(ROLE_OPTIONS.map((o) => o.value)).toEqual(EMPLOYEE_ROLES);
    expect(EMPLOYEE_ROLES).not.toEqual(expect.arrayContaining(['owner', 'admin', 'manager']));
    const staff = [{ role: 'cashier' }, { role: 'driver' }, { role: 'worker' }];
    expect(listedDrivers(staff)).toEqual([{ role: 'driver' }]);
    expect(listedEmployees(staff)).toEqual([{ role: 'cashier' }, { role: 'worker' }]);
  });

  it('colour the badges as the spec says: cashier blue, driver green, every other role yellow', () => {
    expect(['cashier', 'driver', 'worker', 'kitchen', ''].map(roleTone)).toEqual([
      'cashier',
      'driver',
      'other',
      'other',
      'other',
    ]);
  });
});
