import pino from 'pino';
import { APPROVED_ON_RECORD, requireAccess, requirePrincipal, requireRecord, type RecordFacts } from './access';
import { APPROVALS, approvalInput, type Approval } from './approvals';
import type { RequestContext } from './context';
import { DomainError } from '../core/errors';
import { PERMISSIONS, type Permission } from './permissions';
import type { RestaurantViewer, Viewer } from './tokens';

const OWNER = '00000000-0000-4000-8000-000000000001';
const HERE = { restaurantId: '00000000-0000-4000-8000-0000000000a1', ownerId: OWNER };
const ORDER = '00000000-0000-4000-8000-00000000000a';
const OTHER_ORDER = '00000000-0000-4000-8000-00000000000b';
const LINE = '00000000-0000-4000-8000-00000000001a';
const OTHER_LINE = '00000000-0000-4000-8000-00000000001b';
const DRIVER = '00000000-0000-4000-8000-0000000000d1';
const OTHER_DRIVER = '00000000-0000-4000-8000-0000000000d2';

/** The manager session opened from the hub (no approval), and an approval the cashier Carla asked for. */
const hub: RestaurantViewer = {
  kind: 'restaurant',
  role: 'manager',
  name: 'Tony',
  employeeId: null,
  restaurantId: HERE.restaurantId,
  id: OWNER,
  generation: 0,
  expiresAt: 0,
  tokenId: 't',
};
const approval = (a: Approval): Viewer => ({
  ...hub,
  stepUpFor: { employeeId: 'e1', name: 'Carla', role: 'cashier', generation: 3 },
  approval: a,
});

/** A request of this session, as a resolver gets it. */
const REQUEST = { log: pino({ level: 'silent' }), authError: null, token: 'token', origin: null, clientIp: '::1' };
const ctx = (viewer: Viewer): RequestContext => ({ ...REQUEST, requestId: 'r', viewer });

/** 'allowed', or what the caller is told. */
function outcome(check: () => unknown) {
  let refused: unknown = null;
  try {
    check();
  } catch (error) {
    refused = error;
  }
  if (refused === null) return 'allowed';
  if (!(refused instanceof DomainError)) throw refused;
  return { code: refused.code, message: refused.message, reason: refused.details['reason'] };
}

const lineVoid = approval({ action: 'order.void', orderId: ORDER, lineId: LINE });
const cashout = approval({ action: 'drivers.cashout', driverId: DRIVER });

describe('an approval at the terminal', () => {
  it('is admitted to the rows its action runs under, and to nothing else', () => {
    expect(outcome(() => requirePrincipal(ctx(lineVoid), 'order.take'))).toBe('allowed');
    expect(outcome(() => requirePrincipal(ctx(lineVoid), 'order.delete'))).toBe('allowed');
    expect(outcome(() => requirePrincipal(ctx(lineVoid), 'drivers.cashout'))).toEqual({
      code: 'FORBIDDEN',
      message: 'This approval was for voiding one line of an order: enter the security PIN again for this.',
      reason: 'PIN_REQUIRED',
    });
    expect(outcome(() => requirePrincipal(ctx(cashout), 'order.delete'))).toMatchObject({ reason: 'PIN_REQUIRED' });
    // Asking the PIN again is no fix for settings, staff, the menu or reading the books.
    for (const permission of ['order.settings', 'staff.manage', 'menu.write', 'order.read', 'audit.read'] as const) {
      expect([permission, outcome(() => requirePrincipal(ctx(lineVoid), permission))]).toEqual([
        permission,
        {
          code: 'FORBIDDEN',
          message:
            'An approval at the terminal is for one action only: do this from the owner’s account or the restaurant hub.',
          reason: undefined,
        },
      ]);
    }
    // It may ask again (the same asker), end itself, and do what anyone may.
    for (const permission of ['restaurant.confirmPin', 'session.end', 'public'] as const) {
      expect(outcome(() => requireAccess(ctx(lineVoid), permission, HERE))).toBe('allowed');
    }
  });

  it('passes a restaurant only where the road names what it approves', () => {
    expect(outcome(() => requireAccess(ctx(lineVoid), 'order.take', HERE))).toMatchObject({ reason: 'PIN_REQUIRED' });
    expect(outcome(() => requireAccess(ctx(lineVoid), 'order.take', { ...HERE, approves: APPROVED_ON_RECORD }))).toBe(
      'allowed',
    );
    expect(
      outcome(() =>
        requireAccess(ctx(cashout), 'drivers.cashout', {
          ...HERE,
          approves: { action: 'drivers.cashout', driverId: OTHER_DRIVER },
        }),
      ),
    ).toMatchObject({
      message: 'This approval was for cashing out one driver: enter the security PIN again for this.',
    });
  });

  it('acts on its own action and subject only: not another line, not the whole order, not a float', () => {
    const on = (viewer: Viewer, permission: Permission, approves: RecordFacts['approves']) =>
      outcome(() => requireRecord(viewer, permission, { approves }));
    expect(on(lineVoid, 'order.void', { action: 'order.void', orderId: ORDER, lineId: LINE })).toBe('allowed');
    expect(on(lineVoid, 'order.void', { action: 'order.void', orderId: ORDER, lineId: OTHER_LINE })).toMatchObject({
      reason: 'PIN_REQUIRED',
    });
    expect(on(lineVoid, 'order.void', { action: 'order.void', orderId: OTHER_ORDER, lineId: LINE })).toMatchObject({
      reason: 'PIN_REQUIRED',
    });
    expect(on(lineVoid, 'order.void', { action: 'order.void', orderId: ORDER })).toMatchObject({
      reason: 'PIN_REQUIRED',
    });
    expect(on(lineVoid, 'order.void', { action: 'order.change', orderId: ORDER })).toMatchObject({
      reason: 'PIN_REQUIRED',
    });
    expect(on(lineVoid, 'order.void', undefined)).toMatchObject({ reason: 'PIN_REQUIRED' });
    expect(on(cashout, 'drivers.cashout', { action: 'drivers.float', driverId: DRIVER })).toMatchObject({
      message: 'This approval was for cashing out one driver: enter the security PIN again for this.',
    });
  });

  it('leaves a manager session opened from the hub as it was', () => {
    for (const permission of ['order.settings', 'staff.manage', 'menu.write', 'order.read'] as const) {
      expect(outcome(() => requireAccess(ctx(hub), permission, HERE))).toBe('allowed');
    }
    expect(outcome(() => requireRecord(hub, 'order.void', { age: { limitMinutes: 120, past: true } }))).toBe('allowed');
  });
});

describe('the approvals registry', () => {
  it('opens only rows a manager session holds, and names a subject for each action', () => {
    for (const [action, a] of Object.entries(APPROVALS)) {
      for (const permission of a.opens) {
        expect([action, (PERMISSIONS[permission].principals as readonly string[]).includes('manager')]).toEqual([
          action,
          true,
        ]);
      }
      expect(a.subject.required.length).toBeGreaterThan(0);
    }
  });

  it('reads the action asked for: a known one, with exactly the ids it names', () => {
    expect(approvalInput.parse({ action: 'order.void', orderId: ORDER, lineId: LINE })).toEqual({
      action: 'order.void',
      orderId: ORDER,
      lineId: LINE,
    });
    expect(approvalInput.parse({ action: 'drivers.float', driverId: DRIVER, orderId: null })).toEqual({
      action: 'drivers.float',
      driverId: DRIVER,
    });
    const refused = (input: unknown) => approvalInput.safeParse(input).error?.issues[0]?.message;
    expect(refused(undefined)).toBe(
      'Name the one action the security PIN approves: order.void, order.delete, order.change, order.discount, order.tender, order.give-back, drivers.cashout, drivers.float, drawer.payout, drawer.drop.',
    );
    expect(refused({ action: 'order.settings', orderId: ORDER })).toMatch(/^Name the one action/);
    expect(refused({ action: 'order.void' })).toBe('An approval for voiding one order names the order.');
    expect(refused({ action: 'drivers.cashout', driverId: DRIVER, orderId: ORDER })).toBe(
      'An approval for cashing out one driver names the driver only.',
    );
    expect(refused({ action: 'order.delete', orderId: 'twelve' })).toBe(
      'An approval names its order, line, driver or drawer by id.',
    );
    expect(refused({ action: 'drawer.payout' })).toBe(
      'An approval for a paid-out from one cash drawer names the drawer.',
    );
    expect(approvalInput.parse({ action: 'drawer.payout', drawerId: DRIVER, amountCents: 2500 })).toEqual({
      action: 'drawer.payout',
      drawerId: DRIVER,
      amountCents: 2500,
    });
  });

  it('names the money it approves where the action moves money, and none elsewhere (issue 45)', () => {
    const refused = (input: unknown) => approvalInput.safeParse(input).error?.issues[0]?.message;
    expect(refused({ action: 'drawer.payout', drawerId: DRIVER })).toBe(
      'An approval for a paid-out from one cash drawer names its amount, so the manager sees what they approve.',
    );
    expect(refused({ action: 'order.discount', orderId: ORDER, amountCents: 0 })).toMatch(/whole cents from 1/);
    expect(refused({ action: 'order.void', orderId: ORDER, amountCents: 500 })).toBe(
      'An approval for voiding one order names no amount.',
    );
    for (const action of ['order.discount', 'order.tender', 'drawer.payout', 'drawer.drop'] as const)
      expect(APPROVALS[action]).toMatchObject({ amount: true });
  });

  it('covers at most the amount it names: a larger one asks the PIN again, saying both', () => {
    const payout = approval({ action: 'drawer.payout', drawerId: DRIVER, amountCents: 2000 });
    const asks = (amountCents: number): RecordFacts => ({
      approves: { action: 'drawer.payout', drawerId: DRIVER, amountCents },
    });
    expect(outcome(() => requireRecord(payout, 'drawer.use', asks(2000)))).toBe('allowed');
    expect(outcome(() => requireRecord(payout, 'drawer.use', asks(1500)))).toBe('allowed');
    expect(outcome(() => requireRecord(payout, 'drawer.use', asks(90_000)))).toEqual({
      code: 'FORBIDDEN',
      message:
        'This approval was for a paid-out of $20.00 from one cash drawer: enter the security PIN again for $900.00.',
      reason: 'PIN_REQUIRED',
    });
    // Another drawer's is another approval, whatever its amount.
    expect(
      outcome(() =>
        requireRecord(payout, 'drawer.use', {
          approves: { action: 'drawer.payout', drawerId: OTHER_DRIVER, amountCents: 100 },
        }),
      ),
    ).toMatchObject({
      message:
        'This approval was for a paid-out of $20.00 from one cash drawer: enter the security PIN again for this.',
    });
  });
});
