import {
  approvalWords,
  centsToDollars,
  type Approval,
  type AuditActor,
  type AuditLine,
  SCREEN_ROLES,
  type ScreenRole,
} from '@zest/kit';

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
  | { for: 'employee.update' }
  | { for: 'employee.delete' }
  /** confirmSecurityPin: a manager's approval of one action and its subject, asked for by the session acting. */
  | { for: 'step-up'; approval: Approval }
  /** The cashier or driver screen, where a PIN is an employee's or the security PIN. */
  | { for: 'screen'; screen: ScreenRole };

const screenOf = (session: string) => SCREEN_ROLES.find((role) => role === session) ?? null;

function purpose(use: SecurityPinUse, actor: AuditActor): string {
  switch (use.for) {
    case 'open':
      return 'opening the restaurant';
    case 'restaurant.delete':
      return 'deleting the restaurant';
    case 'employee.create':
      return 'adding an employee';
    case 'employee.update':
      return 'changing an employee’s PIN or role';
    case 'employee.delete':
      return 'deleting an employee';
    case 'step-up': {
      const screen = screenOf(actor.session);
      const what = `a manager’s approval for ${approvalWords(use.approval)}`;
      return screen ? `${what} at the ${screen} screen` : what;
    }
    case 'screen':
      return `entering the ${use.screen} screen`;
  }
}

/** What else an approval is about besides its order: the line, the driver, or the cash drawer. */
const subjectOf = (a: Approval) => a.lineId ?? a.driverId ?? a.drawerId ?? null;

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
    // An approval names what it is for: the action and its ids (who asked is the actor).
    ...(use.for === 'step-up' ? { orderId: use.approval.orderId ?? null, subjectId: subjectOf(use.approval) } : {}),
    detail: {
      for: use.for,
      ...(screen ? { screen } : {}),
      ...(use.for === 'step-up' ? { approval: use.approval } : {}),
      clientIp,
    },
  };
}

interface Staff {
  id: string;
  name: string;
  role: string;
}

export const employeeCreated = (actor: AuditActor, e: Staff): AuditLine => ({
  kind: 'employee.created',
  summary: `Added ${e.name} (${e.role})`,
  actor,
  subjectId: e.id,
  detail: { name: e.name, role: e.role },
});

/** A new name or role, before → after; null when neither changed. */
export function employeeChanged(actor: AuditActor, before: Staff, after: Staff): AuditLine | null {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name ${before.name} → ${after.name}`);
  if (before.role !== after.role) changes.push(`role ${before.role} → ${after.role}`);
  if (!changes.length) return null;
  return {
    kind: 'employee.changed',
    summary: `Changed ${before.name}: ${changes.join('; ')}`,
    actor,
    subjectId: after.id,
    detail: { before: { name: before.name, role: before.role }, after: { name: after.name, role: after.role } },
  };
}

/** That the PIN changed, and nothing about it. */
export const employeePinChanged = (actor: AuditActor, e: Staff): AuditLine => ({
  kind: 'employee.pin',
  summary: `Changed ${e.name}’s PIN (their open sessions end)`,
  actor,
  subjectId: e.id,
});

export const employeeRemoved = (actor: AuditActor, e: Staff): AuditLine => ({
  kind: 'employee.removed',
  summary: `Removed ${e.name} (${e.role})`,
  actor,
  subjectId: e.id,
  detail: { name: e.name, role: e.role },
});

interface Rates {
  taxPercentage: number;
  deliveryChargeCents: number;
}

/**
 * The tax percentage or the delivery charge changed, before → after; null
 * when neither did. The amounts are the delivery charge's, when it changed.
 */
export function ratesChanged(actor: AuditActor, before: Rates, after: Rates): AuditLine | null {
  const tax = before.taxPercentage !== after.taxPercentage;
  const delivery = before.deliveryChargeCents !== after.deliveryChargeCents;
  if (!tax && !delivery) return null;
  const changes = [
    ...(tax ? [`tax ${before.taxPercentage}% → ${after.taxPercentage}%`] : []),
    ...(delivery
      ? [
          `delivery charge $${centsToDollars(before.deliveryChargeCents)} → $${centsToDollars(after.deliveryChargeCents)}`,
        ]
      : []),
  ];
  return {
    kind: 'restaurant.rates',
    summary: `Changed the ${changes.join('; ')}`,
    actor,
    before: delivery ? before.deliveryChargeCents : null,
    after: delivery ? after.deliveryChargeCents : null,
    detail: {
      ...(tax ? { taxPercentage: { before: before.taxPercentage, after: after.taxPercentage } } : {}),
      ...(delivery
        ? { deliveryChargeCents: { before: before.deliveryChargeCents, after: after.deliveryChargeCents } }
        : {}),
    },
  };
}

/** A new security PIN (never which): the manager sessions opened with the old one end. */
export const securityPinChanged = (actor: AuditActor): AuditLine => ({
  kind: 'restaurant.security-pin',
  summary: 'Set a new security PIN (manager sessions opened with the old one end)',
  actor,
});
