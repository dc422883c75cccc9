import type { AuditActor } from '@zest/kit';
import { securityPinTry } from './lines';

const owner: AuditActor = { name: 'Tony Russo', employeeId: null, userId: 'u1', session: 'owner' };
const carla: AuditActor = { name: 'Carla', employeeId: 'e1', userId: null, session: 'cashier' };

describe('auth’s audit lines (docs/product.md#audit)', () => {
  it('says what a security PIN was entered for, and where a step-up was asked for', () => {
    expect(securityPinTry(owner, false, { for: 'open' }, '10.0.0.7')).toMatchObject({
      kind: 'pin.security-wrong',
      summary: 'Wrong security PIN: opening the restaurant',
      detail: { for: 'open', clientIp: '10.0.0.7' },
    });
    expect(securityPinTry(carla, true, { for: 'step-up' }, '10.0.0.7')).toMatchObject({
      kind: 'pin.security-ok',
      summary: 'Security PIN accepted: a manager’s approval at the cashier screen',
      detail: { for: 'step-up', screen: 'cashier' },
    });
    expect(securityPinTry(owner, true, { for: 'step-up' }, '10.0.0.7').summary).toBe(
      'Security PIN accepted: a manager’s approval',
    );
    expect(securityPinTry(owner, false, { for: 'screen', screen: 'driver' }, '10.0.0.7').summary).toBe(
      'Wrong PIN: entering the driver screen (no driver’s PIN, not the security PIN)',
    );
  });
});
