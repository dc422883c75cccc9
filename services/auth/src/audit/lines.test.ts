import type { AuditActor } from '@zest/kit';
import { employeeChanged, ratesChanged, securityPinTry } from './lines';

const owner: AuditActor = { name: 'Tony Russo', employeeId: null, userId: 'u1', session: 'owner' };
const carla: AuditActor = { name: 'Carla', employeeId: 'e1', userId: null, session: 'cashier' };

describe('auth’s audit lines (docs/product.md#audit)', () => {
  it('says what a security PIN was entered for, and where a step-up was asked for', () => {
    expect(securityPinTry(owner, false, { for: 'open' }, '10.0.0.7')).toMatchObject({
      kind: 'pin.security-wrong',
      summary: 'Wrong security PIN: opening the restaurant',
      detail: { for: 'open', clientIp: '10.0.0.7' },
    });
    const lineVoid = { action: 'order.void', orderId: 'o1', lineId: 'l1' } as const;
    expect(securityPinTry(carla, true, { for: 'step-up', approval: lineVoid }, '10.0.0.7')).toMatchObject({
      kind: 'pin.security-ok',
      summary: 'Security PIN accepted: a manager’s approval for voiding one line of an order at the cashier screen',
      orderId: 'o1',
      subjectId: 'l1',
      detail: { for: 'step-up', screen: 'cashier', approval: lineVoid },
    });
    const cashout = { action: 'drivers.cashout', driverId: 'd1' } as const;
    expect(securityPinTry(owner, true, { for: 'step-up', approval: cashout }, '10.0.0.7')).toMatchObject({
      summary: 'Security PIN accepted: a manager’s approval for cashing out one driver',
      orderId: null,
      subjectId: 'd1',
    });
    expect(securityPinTry(owner, false, { for: 'screen', screen: 'driver' }, '10.0.0.7').summary).toBe(
      'Wrong PIN: entering the driver screen (no driver’s PIN, not the security PIN)',
    );
  });

  it('shows a new name or role before → after, and nothing when neither changed', () => {
    const before = { id: 'e1', name: 'Carla', role: 'cashier' };
    expect(employeeChanged(owner, before, { ...before, name: 'Carla B.', role: 'worker' })?.summary).toBe(
      'Changed Carla: name Carla → Carla B.; role cashier → worker',
    );
    expect(employeeChanged(owner, before, { ...before })).toBeNull();
  });

  it('shows the tax and the delivery charge before → after, the charge as the amounts', () => {
    const before = { taxPercentage: 8.875, deliveryChargeCents: 350 };
    expect(ratesChanged(owner, before, { taxPercentage: 9.5, deliveryChargeCents: 425 })).toMatchObject({
      kind: 'restaurant.rates',
      summary: 'Changed the tax 8.875% → 9.5%; delivery charge $3.50 → $4.25',
      before: 350,
      after: 425,
    });
    expect(ratesChanged(owner, before, { ...before, taxPercentage: 0 })).toMatchObject({
      summary: 'Changed the tax 8.875% → 0%',
      before: null,
      after: null,
      detail: { taxPercentage: { before: 8.875, after: 0 } },
    });
    expect(ratesChanged(owner, before, { ...before })).toBeNull();
  });
});
