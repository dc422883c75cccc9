import type { PayRateInput } from '../../graphql/generated/graphql';
import { centsToInput, dollarsToCents, formatDollars } from '../../ui/format/money';
import { EMPLOYEE_ROLES } from '../session/roles';
import { roleLabel as labelOf } from './rules';

/**
 * An employee's hourly rates (docs/decisions/0085-the-time-clock.md): one per role they work, their own role
 * and others (a cashier who also drives works two roles at two rates). Dollars typed, whole cents sent.
 */

export interface PayRate {
  role: string;
  hourlyCents: number;
}

/** The most an hour pays, as the server takes it: $1,000.00. */
export const MOST_CENTS_AN_HOUR = 100_000;

/** The roles the form offers: the employee's own first, then every other role an employee can have. */
export const payRoles = (ownRole: string): string[] => [...new Set([ownRole, ...EMPLOYEE_ROLES])];

/** The form's fields, per role: the rate in dollars ("18.00"), or '' where none is set. */
export function payRatesForm(ownRole: string, rates: readonly PayRate[]): Record<string, string> {
  return Object.fromEntries(
    payRoles(ownRole).map((role) => {
      const rate = rates.find((r) => r.role === role);
      return [role, rate ? centsToInput(rate.hourlyCents) : ''];
    }),
  );
}

/** The rates to save (a blank role has none), or the first one that is not an amount of dollars. */
export function payRatesInput(form: Record<string, string>): { rates: PayRateInput[] } | { problem: string } {
  const rates: PayRateInput[] = [];
  for (const [role, typed] of Object.entries(form)) {
    if (!typed.trim()) continue;
    const cents = dollarsToCents(typed);
    if (cents === null) return { problem: `Type the ${labelOf(role)} rate in dollars an hour, like 18.50.` };
    if (cents > MOST_CENTS_AN_HOUR)
      return { problem: `An hourly rate is at most ${formatDollars(MOST_CENTS_AN_HOUR)}.` };
    rates.push({ role, hourlyCents: cents });
  }
  return { rates };
}

/** On the employee's card: "Cashier $18.00/h · Driver $12.00/h", their own role first. */
export function payRatesWords(ownRole: string, rates: readonly PayRate[]): string {
  const order = payRoles(ownRole);
  const sorted = [...rates].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));
  return sorted.length
    ? sorted.map((r) => `${labelOf(r.role)} ${formatDollars(r.hourlyCents)}/h`).join(' · ')
    : 'No pay rate set';
}

/** The field's label for a role: "Cashier ($ an hour)". */
export const payRateLabel = (role: string) => `${labelOf(role)} ($ an hour)`;
