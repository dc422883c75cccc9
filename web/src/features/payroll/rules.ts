import { formatDayRange } from '../../ui/format/dates';

/** The payroll screen's words and sums, pure (web/test/payroll-rules.test.ts). */

/** Minutes as decimal hours, as the payroll file writes them: 450 → "7.50". */
export function decimalHours(minutes: number): string {
  const hundredths = Math.round((minutes * 100) / 60);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

/** A calendar day `n` days away ("2026-11-23" + 7 → "2026-11-30"), never touching a time zone. */
export const dayPlus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The first day of the period before or after this one (a period is a week or two). */
export function neighbourPeriod(p: { startsOn: string; endsOn: string }, direction: -1 | 1): string {
  const length = Math.round((Date.parse(p.endsOn) - Date.parse(p.startsOn)) / DAY_MS) + 1;
  return dayPlus(p.startsOn, direction * length);
}

/** "Nov 23 – Nov 29, 2026": the period's days, as every screen writes a range. */
export const periodWords = (p: { startsOn: string; endsOn: string }): string => formatDayRange(p.startsOn, p.endsOn);

export interface PayTotals {
  regularMinutes: number;
  overtimeMinutes: number;
  payCents: number;
  cashTipsCents: number;
  cardTipsCents: number;
  reimbursementCents: number;
}

interface PersonFigures {
  lines: { regularMinutes: number; overtimeMinutes: number; regularPayCents: number; overtimePayCents: number }[];
  cashTipsCents: number;
  cardTipsCents: number;
  reimbursementCents: number;
}

/** The period's totals over everyone: what the footer says. */
export function totalsOf(people: readonly PersonFigures[]): PayTotals {
  const t: PayTotals = {
    regularMinutes: 0,
    overtimeMinutes: 0,
    payCents: 0,
    cashTipsCents: 0,
    cardTipsCents: 0,
    reimbursementCents: 0,
  };
  for (const p of people) {
    for (const l of p.lines) {
      t.regularMinutes += l.regularMinutes;
      t.overtimeMinutes += l.overtimeMinutes;
      t.payCents += l.regularPayCents + l.overtimePayCents;
    }
    t.cashTipsCents += p.cashTipsCents;
    t.cardTipsCents += p.cardTipsCents;
    t.reimbursementCents += p.reimbursementCents;
  }
  return t;
}

/** What the pool did to someone's card tips, in words: "took $12.00, +$3.00 from the pool". */
export function poolWords(taken: number, pooled: number, format: (cents: number) => string): string {
  if (!pooled) return taken ? `took ${format(taken)}` : '';
  const moved = pooled > 0 ? `+${format(pooled)} from the pool` : `${format(-pooled)} into the pool`;
  return taken ? `took ${format(taken)}, ${moved}` : moved;
}
