import type { LabourSettingsFieldsFragment, LabourSettingsInput } from '../../graphql/generated/graphql';
import { EMPLOYEE_ROLES, ROLES, type EmployeeRole } from '../session/roles';

/** The owner's labour rules as a form (docs/decisions/0085-the-time-clock.md): hours typed whole, percents whole. */

export type LabourSettings = LabourSettingsFieldsFragment;
export type TipRule = 'keep' | 'hours' | 'percent';

export const TIP_RULES: readonly { value: TipRule; label: string; hint: string }[] = [
  { value: 'keep', label: 'Each keeps their own tips', hint: 'Drivers keep their delivery tips whatever the rule.' },
  { value: 'hours', label: 'Pooled by hours worked', hint: 'Shared among the roles in the pool by their hours.' },
  { value: 'percent', label: 'Shared by a percent per role', hint: 'Each role in the pool gets its share.' },
];

export const PAY_PERIODS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every two weeks' },
] as const;

export const BREAK_CHOICES = [
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'paid', label: 'Paid' },
] as const;

/** Daily overtime, for the states that have it: off, or past these hours in a day. */
export function dailyChoices(savedMinutes: number | null | undefined) {
  const hours = new Set([8, 10, 12]);
  if (savedMinutes) hours.add(savedMinutes / 60);
  return [
    { value: '', label: 'Off' },
    ...[...hours].sort((a, b) => a - b).map((h) => ({ value: String(h), label: `After ${h} hours in a day` })),
  ];
}

export interface RulesForm {
  timeClock: boolean;
  paidBreaks: boolean;
  weeklyHours: string;
  /** '' when off. */
  dailyHours: string;
  tipRule: TipRule;
  /** Per role: in the pool, and its percent as typed (the percent rule). */
  pool: Record<EmployeeRole, { in: boolean; percent: string }>;
  payPeriod: string;
}

const isTipRule = (rule: string): rule is TipRule => TIP_RULES.some((r) => r.value === rule);

export function rulesForm(settings: LabourSettings): RulesForm {
  const share = (role: string) => settings.tipPool.find((p) => p.role === role);
  return {
    timeClock: settings.timeClock,
    paidBreaks: settings.paidBreaks,
    weeklyHours: String(settings.weeklyOvertimeMinutes / 60),
    dailyHours: settings.dailyOvertimeMinutes ? String(settings.dailyOvertimeMinutes / 60) : '',
    tipRule: isTipRule(settings.tipRule) ? settings.tipRule : 'keep',
    pool: Object.fromEntries(
      EMPLOYEE_ROLES.map((role) => [
        role,
        { in: !!share(role), percent: share(role) ? String(share(role)!.percent) : '' },
      ]),
    ) as RulesForm['pool'],
    payPeriod: settings.payPeriod,
  };
}

export const RULES_PROBLEMS = {
  weekly: 'Weekly overtime starts after whole hours from 1 to 168, like 40.',
  pool: 'Choose the roles that share the tips.',
  percents: 'Whole percents for the roles in the pool, adding up to 100.',
};

const wholeIn = (typed: string, min: number, max: number) => {
  const n = /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : NaN;
  return n >= min && n <= max ? n : null;
};

/** The rules to save, or what is wrong with them: the pool has roles, the percents add up to 100. */
export function rulesInput(form: RulesForm): { input: LabourSettingsInput } | { problem: string } {
  const weekly = wholeIn(form.weeklyHours, 1, 168);
  if (weekly === null) return { problem: RULES_PROBLEMS.weekly };
  let tipPool: { role: string; percent?: number }[] = [];
  if (form.tipRule === 'hours') {
    tipPool = EMPLOYEE_ROLES.filter((role) => form.pool[role].in).map((role) => ({ role }));
    if (tipPool.length === 0) return { problem: RULES_PROBLEMS.pool };
  } else if (form.tipRule === 'percent') {
    const shares = EMPLOYEE_ROLES.filter((role) => form.pool[role].percent.trim() !== '').map((role) => ({
      role,
      percent: wholeIn(form.pool[role].percent, 0, 100),
    }));
    if (shares.some((s) => s.percent === null)) return { problem: RULES_PROBLEMS.percents };
    tipPool = shares.filter((s) => s.percent! > 0).map((s) => ({ role: s.role, percent: s.percent! }));
    if (tipPool.reduce((n, s) => n + s.percent!, 0) !== 100) return { problem: RULES_PROBLEMS.percents };
  }
  return {
    input: {
      timeClock: form.timeClock,
      paidBreaks: form.paidBreaks,
      weeklyOvertimeMinutes: weekly * 60,
      dailyOvertimeMinutes: form.dailyHours ? Number(form.dailyHours) * 60 : null,
      tipRule: form.tipRule,
      tipPool,
      payPeriod: form.payPeriod,
    },
  };
}

/** "Cashier", as the forms name a role. */
export const roleName = (role: string) => (Object.hasOwn(ROLES, role) ? ROLES[role as EmployeeRole].label : role);
