import { employeeRolesWith, roleMay, ROLES as REGISTRY, type Role as RegistryRole } from '@zest/kit';
import {
  EMPLOYEE_ROLES,
  isAccountRole,
  isOperator,
  roleTone,
  ROLES,
  takesDeliveries,
} from '../src/features/session/roles';
import { listedDrivers, listedEmployees, ROLE_OPTIONS } from '../src/features/employees/rules';

/** The web app's roles are the kit's registry and access table, as the screens ask them. */
describe('the web app’s roles', () => {
  const roles = Object.keys(REGISTRY) as RegistryRole[];

  it('are the registry’s roles, each opened the same way and called the same', () => {
    expect(Object.keys(ROLES)).toEqual(roles);
    for (const role of roles) {
      expect([role, ROLES[role].session, ROLES[role].label]).toEqual([
        role,
        REGISTRY[role].session,
        REGISTRY[role].label,
      ]);
    }
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
