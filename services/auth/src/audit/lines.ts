import type { AuditActor, AuditLine } from '@zest/kit';

/**
 * Auth's lines on the restaurant's audit trail (docs/product.md#audit):
 * security-PIN tries, employees and their PINs, the tax and the delivery
 * charge, a new security PIN. Pure: the services say who acted and what
 * changed; these say it in words. No line carries a PIN or any hash of one.
 */

/** What the security PIN was entered for. */
export type SecurityPinUse =
  | { for: 'open' }
  | { for: 'restaurant.delete' }
  | { for: 'employee.create' }
  /** confirmSecurityPin: a manager's approval of one action, asked for by the session acting. */
  | { for: 'step-up' }
  /** The cashier or driver screen, where a PIN is an employee's or the security PIN. */
  | { for: 'screen'; screen: 'cashier' | 'driver' };

const screenOf = (session: string) => (session === 'cashier' || session === 'driver' ? session : null);

function purpose(use: SecurityPinUse, actor: AuditActor): string {
  switch (use.for) {
    case 'open':
      return 'opening the restaurant';
    case 'restaurant.delete':
      return 'deleting the restaurant';
    case 'employee.create':
      return 'adding an employee';
    case 'step-up': {
      const screen = screenOf(actor.session);
      return screen ? `a manager’s approval at the ${screen} screen` : 'a manager’s approval';
    }
    case 'screen':
      return `entering the ${use.screen} screen`;
  }
}

/** A security-PIN try, right or wrong: who, what for and from which address. */
export function securityPinTry(actor: AuditActor, right: boolean, use: SecurityPinUse, clientIp: string): AuditLine {
  const what = purpose(use, actor);
  const screen = use.for === 'screen' ? use.screen : use.for === 'step-up' ? screenOf(actor.session) : null;
  return {
    kind: right ? 'pin.security-ok' : 'pin.security-wrong',
    summary: right
      ? `Security PIN accepted: ${what}`
      : use.for === 'screen'
        ? // At a screen the PIN may have been meant as an employee's: say it was neither.
          `Wrong PIN: ${what} (no ${use.screen}’s PIN, not the security PIN)`
        : `Wrong security PIN: ${what}`,
    actor,
    detail: { for: use.for, ...(screen ? { screen } : {}), clientIp },
  };
}
