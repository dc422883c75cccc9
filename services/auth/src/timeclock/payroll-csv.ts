import { centsToDollars } from '@zest/kit';
import type { PayrollPerson } from './payroll-rows';

/**
 * The payroll file: one row per person and rate, in the columns payroll services import (hours as decimal
 * hours, money as dollars); a person's tips and reimbursements on their first row. Pure.
 */
export const PAYROLL_COLUMNS = [
  'Employee ID',
  'Employee Name',
  'Role',
  'Pay Rate',
  'Regular Hours',
  'Overtime Hours',
  'Regular Pay',
  'Overtime Pay',
  'Cash Tips',
  'Card Tips',
  'Reimbursements',
  'Period Start',
  'Period End',
  'Notes',
] as const;

/** Minutes as decimal hours, two places, without floating point: 450 → "7.50". */
export function hoursOf(minutes: number): string {
  const hundredths = Math.round((minutes * 100) / 60);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A spreadsheet never runs a cell: text that starts like a formula is kept as text. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function payrollCsv(period: { startsOn: string; endsOn: string }, people: PayrollPerson[]): string {
  const rows: string[][] = [];
  for (const p of people) {
    const lines = p.lines.length ? p.lines : [null];
    lines.forEach((l, i) => {
      rows.push([
        p.employeeId ?? '',
        p.name,
        l?.role ?? '',
        l?.hourlyCents == null ? '' : centsToDollars(l.hourlyCents),
        hoursOf(l?.regularMinutes ?? 0),
        hoursOf(l?.overtimeMinutes ?? 0),
        centsToDollars(l?.regularPayCents ?? 0),
        centsToDollars(l?.overtimePayCents ?? 0),
        centsToDollars(i === 0 ? p.cashTipsCents : 0),
        centsToDollars(i === 0 ? p.cardTipsCents : 0),
        centsToDollars(i === 0 ? p.reimbursementCents : 0),
        period.startsOn,
        period.endsOn,
        i === 0 ? p.notes.join(' ') : '',
      ]);
    });
  }
  return [[...PAYROLL_COLUMNS], ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
