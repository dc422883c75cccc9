import pino from 'pino';
import {
  employeeRolesWith,
  requireAccess,
  requireRecord,
  roleMay,
  screenPermission,
  type RestaurantResource,
} from './access';
import type { RequestContext } from './context';
import { DomainError } from '../core/errors';
import { PERMISSIONS, type Permission } from './permissions';
import { EMPLOYEE_ROLES, ROLES, SCOPED_ROLES, SCREEN_ROLES } from '../core/roles';
import type { Viewer } from './tokens';

const OWNER = '00000000-0000-4000-8000-000000000001';
const HERE = { restaurantId: '00000000-0000-4000-8000-0000000000a1', ownerId: OWNER };
const DAN = '00000000-0000-4000-8000-0000000000d1';
const EVE = '00000000-0000-4000-8000-0000000000e2';

const session = (role: 'manager' | 'cashier' | 'driver', employeeId: string | null = null): Viewer => ({
  kind: 'restaurant',
  id: OWNER,
  restaurantId: HERE.restaurantId,
  role,
  employeeId,
  name: 'n',
  generation: 0,
  tokenId: 't',
  expiresAt: 0,
});
const ctx = (viewer: Viewer): RequestContext => ({
  requestId: 'r',
  clientIp: '127.0.0.1',
  origin: null,
  token: 'token',
  viewer,
  authError: null,
  log: pino({ level: 'silent' }),
});

/** What the caller sees: allowed, or the code, the message and the reason. */
function outcome(viewer: Viewer, permission: Permission, resource: RestaurantResource) {
  try {
    requireAccess(ctx(viewer), permission, resource);
    return 'allowed';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, message: error.message, reason: error.details?.['reason'] };
  }
}

describe('own records only (a driver acts for themself)', () => {
  it('lets a driver take deliveries for themself and refuses a colleague, with the rule’s words', () => {
    expect(outcome(session('driver', DAN), 'drivers.assign', { ...HERE, holderId: DAN })).toBe('allowed');
    expect(outcome(session('driver', DAN), 'drivers.assign', { ...HERE, holderId: EVE })).toEqual({
      code: 'FORBIDDEN',
      message: 'A driver takes deliveries for themself: enter your own driver PIN.',
      reason: undefined,
    });
  });

  it('lets a manager session act for any driver', () => {
    expect(outcome(session('manager'), 'drivers.assign', { ...HERE, holderId: EVE })).toBe('allowed');
    expect(() => requireRecord(session('manager'), 'drivers.out', { holderId: EVE })).not.toThrow();
  });

  it('says whose trip it is on a trip read inside the transaction', () => {
    expect(() => requireRecord(session('driver', DAN), 'drivers.out', { holderId: EVE })).toThrow(
      'This order is on another driver’s trip.',
    );
    expect(() => requireRecord(session('driver', DAN), 'drivers.out', { holderId: DAN })).not.toThrow();
  });

  it('leaves rules without the scope alone: any session at the screen marks any driver back', () => {
    expect(outcome(session('driver', DAN), 'drivers.back', { ...HERE, holderId: EVE })).toBe('allowed');
    expect(outcome(session('driver', DAN), 'drivers.read', { ...HERE, holderId: EVE })).toBe('allowed');
  });
});

describe('step-up past the age limit or once settled (the security PIN)', () => {
  const young = { limitMinutes: 120, past: false };
  const old = { limitMinutes: 120, past: true };

  it('lets a cashier void a young order and asks for the security PIN on an old one', () => {
    expect(outcome(session('cashier', DAN), 'order.void', { ...HERE, age: young })).toBe('allowed');
    expect(outcome(session('cashier', DAN), 'order.void', { ...HERE, age: old })).toEqual({
      code: 'FORBIDDEN',
      message: 'This order is more than 2 hours old: enter the security PIN (a manager session) to void it.',
      reason: 'PIN_REQUIRED',
    });
    expect(
      outcome(session('cashier', DAN), 'order.delete', { ...HERE, age: { limitMinutes: 90, past: true } }),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'This order is more than 90 minutes old: enter the security PIN (a manager session) to delete it.',
      reason: 'PIN_REQUIRED',
    });
  });

  it('asks for it on every void when the restaurant says always (0 minutes)', () => {
    expect(() =>
      requireRecord(session('cashier', DAN), 'order.void', { age: { limitMinutes: 0, past: true } }),
    ).toThrow('Voids need the security PIN: enter it (a manager session) to void this order.');
  });

  it('asks for it on a delivery already cashed out, however young', () => {
    expect(outcome(session('cashier', DAN), 'order.void', { ...HERE, age: young, settled: true })).toMatchObject({
      message:
        'This delivery was already cashed out with the driver: enter the security PIN (a manager session) to void it.',
      reason: 'PIN_REQUIRED',
    });
  });

  it('lets a manager session (the security PIN) do all of it', () => {
    expect(outcome(session('manager'), 'order.void', { ...HERE, age: old, settled: true })).toBe('allowed');
    expect(outcome(session('manager'), 'order.delete', { ...HERE, age: old })).toBe('allowed');
  });

  it('still checks the restaurant first: another restaurant’s old order is a 404', () => {
    expect(
      outcome(session('cashier', DAN), 'order.void', { restaurantId: 'elsewhere', ownerId: OWNER, age: old }),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the role registry', () => {
  it('sorts every role by how its session opens', () => {
    // A new screen role joins these lists by its registry line alone (docs/extending.md#add-a-screen-role).
    expect(EMPLOYEE_ROLES).toEqual(expect.arrayContaining(['cashier', 'driver', 'worker']));
    expect(EMPLOYEE_ROLES).not.toEqual(expect.arrayContaining(['owner', 'admin', 'manager']));
    expect(SCREEN_ROLES).toEqual(expect.arrayContaining(['cashier', 'driver', 'worker']));
    expect(SCOPED_ROLES).toEqual(['manager', ...SCREEN_ROLES]);
    for (const role of SCREEN_ROLES) expect(ROLES[role].home).toMatch(/^\//);
  });

  it('gives every screen role a row that opens its screen, for itself and the restaurant’s managers', () => {
    for (const role of SCREEN_ROLES) {
      const rule = PERMISSIONS[screenPermission(role)];
      expect([...rule.principals].sort()).toEqual(['admin', 'manager', 'owner', role].sort());
    }
  });

  it('answers what a role may do from the table', () => {
    expect(employeeRolesWith('drivers.assign')).toEqual(['driver']);
    expect(employeeRolesWith('order.take')).toEqual(['cashier']);
    expect(roleMay('admin', 'console.read')).toBe(true);
    expect(roleMay('owner', 'console.read')).toBe(false);
  });
});
