import type { Tender } from '../../../graphql/generated/graphql';
import { dollarsToCents, formatDollars } from '../../../ui/format/money';

/**
 * How a printed order was paid, and a tender correction (docs/decisions/0071-one-ledger.md): once printed, the
 * tender changes only as a correction with a reason, never on a reprint; one that takes cash out of a drawer
 * needs the manager. Pure; tested in web/test/tender-rules.test.ts.
 */

export interface PaidOrder {
  tender: Tender | null;
  paidOnline: boolean;
  /** Paid on the card reader (decision 0080): refunded by a void, never corrected. */
  paidInParts?: boolean;
  printCount: number;
  voided: boolean;
}

const PAID_BY: Record<Tender, string> = { cash: 'Paid by cash', card: 'Paid by card', door: 'Paid at the door' };

/** "Paid by cash", "Paid by card", "Paid at the door", "Paid online by card", "Not paid yet". */
export function paidByText(
  o: Pick<PaidOrder, 'paidOnline' | 'paidInParts' | 'tender'> & {
    payments?: readonly { kind: string; status: string }[];
  },
): string {
  // Paid on the ordering page, or on the reader, by card: refunded by a void, never corrected at the counter.
  if (o.paidOnline) return 'Paid online by card';
  // Split (decision 0084): its parts are listed under it.
  const paid = (o.payments ?? []).filter((p) => p.status === 'succeeded');
  if (o.paidInParts && (paid.length > 1 || paid.some((p) => p.kind === 'cash' || p.kind === 'card')))
    return 'Paid in parts';
  if (o.paidInParts) return paid[0]?.kind === 'door' ? 'Paid by card at the door' : 'Paid by card on the reader';
  return o.tender ? PAID_BY[o.tender] : 'Not paid yet';
}

/** Whether the counter may correct how it was paid: printed, paid, not voided, not an online card payment. */
export const correctsTender = (o: PaidOrder): boolean =>
  o.printCount > 0 && o.tender !== null && !o.voided && !o.paidOnline && !o.paidInParts;

/** The tenders it may be corrected to: every other one. */
export const TENDER_CHOICES: readonly { method: Tender; label: string }[] = [
  { method: 'cash', label: 'Cash' },
  { method: 'card', label: 'Card' },
  { method: 'door', label: 'Paid at the door' },
];
export const correctionChoices = (now: Tender | null) => TENDER_CHOICES.filter((c) => c.method !== now);
/** "Cash", "Card", "Paid at the door". */
export const tenderLabel = (method: Tender) => TENDER_CHOICES.find((c) => c.method === method)?.label ?? method;

/** Why a tender is corrected, most often: one tap each; anything else is typed. */
export const CORRECTION_REASONS = [
  'Wrong tender tapped',
  'Card declined, paid cash',
  'Paid by card after all',
  'Paid to the driver at the door',
] as const;
export const CORRECTION_REASON_MAX = 200;

/** "Correct to card", or the verb alone until a tender is chosen. */
export function correctionLabel(method: Tender | null): string {
  if (!method) return 'Correct the tender';
  return `Correct to ${method === 'door' ? 'paid at the door' : method}`;
}

/** What taking cash out of a drawer means, said before the manager is asked: null when it takes none. */
export function cashOutNote(now: Tender | null, totalCents: number): string | null {
  return now === 'cash' ? `${formatDollars(totalCents)} of cash comes out of the drawer: a manager approves it.` : null;
}

export interface CorrectionForm {
  method: Tender | null;
  /** Cash handed over, as typed (cash only; empty: not counted). */
  cashGiven: string;
  reason: string;
}

/** The correction as the server takes it, or what is missing in words. */
export function correctionInput(
  form: CorrectionForm,
  totalCents: number,
): { problem: string } | { tender: { method: Tender; cashGivenCents?: number }; reason: string } {
  if (!form.method) return { problem: 'Choose how it was paid.' };
  const reason = form.reason.trim();
  if (!reason) return { problem: 'A tender correction needs a reason.' };
  if (reason.length > CORRECTION_REASON_MAX)
    return { problem: `A reason is at most ${CORRECTION_REASON_MAX} characters.` };
  if (form.method !== 'cash' || !form.cashGiven.trim()) return { tender: { method: form.method }, reason };
  const cents = dollarsToCents(form.cashGiven);
  if (cents === null) return { problem: 'Cash given must be an amount in dollars, like 40.00.' };
  if (cents < totalCents) return { problem: `Cash given must cover the total, ${formatDollars(totalCents)}.` };
  return { tender: { method: 'cash', cashGivenCents: cents }, reason };
}

/** "Change $3.22" for cash handed over, once it covers the total; null otherwise. */
export function correctionChange(cashGiven: string, totalCents: number): string | null {
  const cents = cashGiven.trim() ? dollarsToCents(cashGiven) : null;
  return cents !== null && cents >= totalCents ? `Change ${formatDollars(cents - totalCents)}` : null;
}
