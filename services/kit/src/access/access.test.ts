import { parse } from 'graphql';
import pino from 'pino';
import { requireAccess, type Resource } from './access';
import { guarded, undeclaredFields } from './guards';
import { PERMISSIONS, type Permission, type Principal } from './permissions';
import type { RequestContext } from './context';
import { DomainError, unauthenticated } from '../core/errors';
import type { Viewer } from './tokens';

const OWNER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const MINE = { restaurantId: '00000000-0000-4000-8000-0000000000a1', ownerId: OWNER };
const THEIRS = { restaurantId: '00000000-0000-4000-8000-0000000000b2', ownerId: OTHER };

const account = (role: 'owner' | 'admin', id = OWNER): Viewer => ({
  kind: 'account',
  id,
  role,
  email: 'x@example.com',
  demo: false,
  tokenId: 't',
  expiresAt: 0,
});
const session = (role: 'manager' | 'cashier' | 'driver', restaurantId = MINE.restaurantId): Viewer => ({
  kind: 'restaurant',
  id: OWNER,
  restaurantId,
  role,
  employeeId: role === 'manager' ? null : 'e',
  name: 'n',
  generation: 0,
  tokenId: 't',
  expiresAt: 0,
});
const ctx = (viewer: Viewer | null): RequestContext => ({
  requestId: 'r',
  clientIp: '127.0.0.1',
  origin: null,
  token: viewer ? 'token' : null,
  viewer,
  authError: null,
  log: pino({ level: 'silent' }),
});

/** The outcome a caller sees: allowed, or the error code. */
function outcome(viewer: Viewer | null, permission: Permission, resource: Resource): string {
  try {
    requireAccess(ctx(viewer), permission, resource);
    return 'allowed';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('the access table', () => {
  const principals: [Principal, Viewer | null][] = [
    ['anonymous', null],
    ['owner', account('owner')],
    ['admin', account('admin')],
    ['manager', session('manager')],
    ['cashier', session('cashier')],
    ['driver', session('driver')],
  ];

  it.each([
    [
      'menu.read',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'allowed',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'menu.write',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'FORBIDDEN',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'staff.manage',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'FORBIDDEN',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'screen.cashier',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'allowed',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'screen.driver',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'FORBIDDEN',
        driver: 'allowed',
      },
    ],
    [
      'restaurant.manage',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'FORBIDDEN',
        cashier: 'FORBIDDEN',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'order.take',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'FORBIDDEN',
        admin: 'FORBIDDEN',
        manager: 'allowed',
        cashier: 'allowed',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'order.read',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'allowed',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'order.settings',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'FORBIDDEN',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'revenue.read',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'FORBIDDEN',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'drivers.read',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'FORBIDDEN',
        driver: 'allowed',
      },
    ],
    [
      'drivers.assign',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'FORBIDDEN',
        admin: 'FORBIDDEN',
        manager: 'allowed',
        cashier: 'FORBIDDEN',
        driver: 'allowed',
      },
    ],
    [
      'drivers.cashout',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'FORBIDDEN',
        admin: 'FORBIDDEN',
        manager: 'allowed',
        cashier: 'FORBIDDEN',
        driver: 'FORBIDDEN',
      },
    ],
    [
      'live.follow',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'allowed',
        driver: 'allowed',
      },
    ],
    [
      'restaurant.confirmPin',
      {
        anonymous: 'UNAUTHENTICATED',
        owner: 'allowed',
        admin: 'allowed',
        manager: 'allowed',
        cashier: 'allowed',
        driver: 'allowed',
      },
    ],
  ] as const)('%s on the caller’s own restaurant', (permission, expected) => {
    for (const [who, viewer] of principals) {
      // An admin here owns the restaurant (their own restaurants work like an owner's).
      const resource = who === 'admin' ? { ...MINE, ownerId: OWNER } : MINE;
      expect([who, outcome(viewer, permission, resource)]).toEqual([who, expected[who as keyof typeof expected]]);
    }
  });

  it("answers 404 for another tenant's restaurant, whoever asks", () => {
    for (const permission of [
      'menu.read',
      'menu.write',
      'staff.manage',
      'restaurant.manage',
      'screen.cashier',
      'order.read',
    ] as const) {
      expect(outcome(account('owner'), permission, THEIRS)).toBe('NOT_FOUND');
      expect(outcome(session('manager'), permission, THEIRS)).toMatch(/NOT_FOUND|FORBIDDEN/);
      expect(outcome(account('owner'), permission, null)).toBe('NOT_FOUND');
    }
  });

  it('lets an admin read any restaurant, account and restaurant list, and change none of them', () => {
    const admin = account('admin', OTHER);
    expect(outcome(admin, 'restaurant.read', MINE)).toBe('allowed');
    expect(outcome(admin, 'account.read', { userId: OWNER })).toBe('allowed');
    expect(outcome(admin, 'restaurant.list', { userId: OWNER })).toBe('allowed');
    expect(outcome(admin, 'billing.read', { userId: OWNER })).toBe('allowed');
    expect(outcome(admin, 'account.update', { userId: OWNER })).toBe('FORBIDDEN');
    expect(outcome(admin, 'billing.pay', { userId: OWNER })).toBe('FORBIDDEN');
    expect(outcome(admin, 'restaurant.manage', MINE)).toBe('NOT_FOUND');
    expect(outcome(admin, 'menu.write', MINE)).toBe('NOT_FOUND');
    expect(outcome(admin, 'staff.manage', MINE)).toBe('NOT_FOUND');
    expect(outcome(admin, 'order.read', MINE)).toBe('allowed');
    expect(outcome(admin, 'order.settings', MINE)).toBe('NOT_FOUND');
    expect(outcome(admin, 'restaurant.confirmPin', MINE)).toBe('NOT_FOUND');
    // An owner reads only their own.
    expect(outcome(account('owner', OTHER), 'account.read', { userId: OWNER })).toBe('FORBIDDEN');
  });

  it("answers 404 for another restaurant's orders to a terminal session, and 403 to an account at any", () => {
    for (const permission of ['order.take', 'order.delete'] as const) {
      expect(outcome(session('cashier'), permission, THEIRS)).toBe('NOT_FOUND');
      expect(outcome(session('manager'), permission, THEIRS)).toBe('NOT_FOUND');
      expect(outcome(account('owner'), permission, MINE)).toBe('FORBIDDEN');
    }
  });

  it('tells a caller who may not cash out that the security PIN opens it (reason PIN_REQUIRED)', () => {
    for (const who of [session('driver'), session('cashier'), account('owner')]) {
      let refusal: unknown;
      try {
        requireAccess(ctx(who), 'drivers.cashout', MINE);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'PIN_REQUIRED' } });
    }
    expect(outcome(account('admin', OTHER), 'revenue.read', MINE)).toBe('allowed');
    expect(outcome(session('driver'), 'revenue.read', MINE)).toBe('FORBIDDEN');
  });

  it('refuses a presented token that did not check out on every permission, a public one too', () => {
    const refused = unauthenticated('Your session has expired. Please sign in again.');
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(() => requireAccess({ ...ctx(null), token: 'expired', authError: refused }, permission, MINE)).toThrow(
        refused,
      );
    }
    // Without a token, a public permission is anyone's.
    expect(outcome(null, 'public', null)).toBe('allowed');
  });

  it('admits a worker to the kitchen display’s rows and the time clock, and no others (no orders, menu, money or staff)', () => {
    const rows = (Object.keys(PERMISSIONS) as Permission[]).filter((permission) =>
      (PERMISSIONS[permission].principals as readonly string[]).includes('worker'),
    );
    expect(rows.filter((permission) => !['public', 'session.end'].includes(permission)).sort()).toEqual(
      [
        // Their own punches: the PIN names the person (docs/decisions/0085-the-time-clock.md).
        'clock.punch',
        'kitchen.bump',
        'kitchen.read',
        'live.follow',
        'restaurant.confirmPin',
        'restaurant.read',
        'screen.enter',
        'screen.worker',
      ].sort(),
    );
  });
});

describe('declared permissions', () => {
  const typeDefs = parse(`
    type Query { a: Int, b: Int }
    type Mutation { c: Int }
    type Thing @key(fields: "id") { id: ID!, d: Int }
  `);

  it('names every field without one', () => {
    const resolvers = {
      Query: { a: guarded('public', () => 1), b: () => 2 },
      Mutation: {},
      Thing: { d: () => 3 },
    };
    expect(undeclaredFields(typeDefs, resolvers)).toEqual(['Mutation.c', 'Query.b', 'Thing.d']);
  });

  it('is satisfied when all are declared', () => {
    const resolvers = {
      Query: { a: guarded('public', () => 1), b: guarded('menu.read', () => 2) },
      Mutation: { c: guarded('menu.write', () => 3) },
    };
    expect(undeclaredFields(typeDefs, resolvers)).toEqual([]);
  });

  it('checks the principal before the resolver runs', () => {
    let ran = false;
    const resolver = guarded('menu.write', () => {
      ran = true;
    });
    expect(() => resolver(undefined, {}, ctx(session('driver')))).toThrow(
      'Only the owner or a manager can change the menu.',
    );
    expect(ran).toBe(false);
  });
});
