import type { BusinessDayCardFragment } from '../../graphql/generated/graphql';
import { formatCalendarDay } from '../../ui/format/dates';
import { formatDollars } from '../../ui/format/money';
import type { ReportRow } from './ReportPaper';

/**
 * The Z report in words (docs/product.md#close-the-day): the rows each
 * section shows, the same on the screen and on the paper. Pure.
 */

type Z = BusinessDayCardFragment['z'];

const TENDERS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  door: 'Paid at the door',
  online: 'Paid online',
  unpaid: 'Not paid yet',
};
const TYPES: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup', togo: 'To go' };

const counted = (n: number, one: string) => `${n} ${one}${n === 1 || n === -1 ? '' : 's'}`;

/** "Fri, Nov 27, 2026" from a calendar day. */
export const dayLabel = formatCalendarDay;

export function salesRows(z: Z): ReportRow[] {
  return [
    ...z.byType.map((t) => ({
      label: `${TYPES[t.orderType] ?? t.orderType} · ${counted(t.count, 'order')}`,
      value: formatDollars(t.cents),
    })),
    { label: 'Subtotal', value: formatDollars(z.subtotalCents) },
    { label: 'Delivery charges', value: formatDollars(z.deliveryChargesCents) },
    { label: 'Tax collected', value: formatDollars(z.taxCents) },
    {
      label: `Total · ${counted(z.orders.count, 'order')}`,
      value: formatDollars(z.totalCents),
      strong: true,
      name: 'total',
    },
  ];
}

const CHANNELS: Record<string, string> = { counter: 'At the counter', online: 'Online' };

/** Where the day's orders were taken: shown once any came online. */
export const channelRows = (z: Z): ReportRow[] =>
  z.byChannel.some((c) => c.channel === 'online')
    ? z.byChannel.map((c) => ({
        label: `${CHANNELS[c.channel] ?? c.channel} · ${counted(c.count, 'order')}`,
        value: formatDollars(c.cents),
      }))
    : [];

/** Money taken by each tender (net of changes, refunds and corrections; count: the payments), then what is owed. */
export const tenderRows = (z: Z): ReportRow[] =>
  [...z.byTender]
    .sort((a, b) => Number(a.tender === 'unpaid') - Number(b.tender === 'unpaid'))
    .map((t) => ({
      // A tender corrected to card takes the money with no payment of its own: no "0 payments" beside it.
      label: t.count
        ? `${TENDERS[t.tender] ?? t.tender} · ${counted(t.count, t.tender === 'unpaid' ? 'order' : 'payment')}`
        : (TENDERS[t.tender] ?? t.tender),
      value: formatDollars(t.cents),
      name: `tender-${t.tender}`,
    }));

/** "+$3.00", "-$2.50", "$0.00": a change that may go either way. */
const signed = (cents: number) => (cents > 0 ? `+${formatDollars(cents)}` : formatDollars(cents));

/** What moved the sales after the first print, and the tickets the close sold (docs/decisions/0071-one-ledger.md). */
export const afterPrintRows = (z: Z): ReportRow[] => [
  {
    label: `Changed after the print · ${counted(z.saleChanges.count, 'change')}`,
    value: signed(z.saleChanges.cents),
    name: 'sale-changes',
  },
  {
    label: `Never printed (sold at the close) · ${counted(z.notPrinted.count, 'order')}`,
    value: formatDollars(z.notPrinted.cents),
    name: 'not-printed',
  },
];

/** Money given back to customers, by every tender: voids, rejections, lowered totals. */
export const refundRows = (z: Z): ReportRow[] => [
  { label: `Refunds · ${counted(z.refunds.count, 'refund')}`, value: formatDollars(-z.refunds.cents), name: 'refunds' },
];

/** The tender words of a correction: "Cash", "Paid online". */
export const tenderWord = (tender: string) => TENDERS[tender] ?? tender;

export interface CorrectionLine {
  /** "#12 · Cash → Card" */
  title: string;
  value: string;
  /** "Carla, approved by Maria · Wrong tender tapped · 18:05" */
  detail: string;
}

/** Each tender corrected on the day: the order, from → to, the amount, who, who approved, why and when. */
export function correctionLines(z: Z, timeZone: string, time: (at: string, tz: string) => string): CorrectionLine[] {
  return z.corrections.map((c) => ({
    title: `#${c.orderNumber} · ${tenderWord(c.fromTender)} → ${tenderWord(c.toTender)}`,
    value: formatDollars(c.cents),
    detail: [`${c.by}${c.approvedBy ? `, approved by ${c.approvedBy}` : ''}`, c.reason, time(c.at, timeZone)]
      .filter(Boolean)
      .join(' · '),
  }));
}

/**
 * Card tips (decisions 0080, 0083): apart from sales and from the money taken, and what the drawers handed to
 * drivers of them at their cash-outs. Shown once the day has any.
 */
export const tipRows = (z: Z): ReportRow[] =>
  z.tips.count || z.tipsPaidOut.count
    ? [
        { label: `Card tips · ${counted(z.tips.count, 'tip')}`, value: formatDollars(z.tips.cents), name: 'tips' },
        {
          label: `Handed to drivers · ${counted(z.tipsPaidOut.count, 'tip')}`,
          value: formatDollars(-z.tipsPaidOut.cents),
          name: 'tips-paid-out',
        },
      ]
    : [];

/** The drawers' own moves of the day: what the safe should hold from it, what went out and came in by hand. */
export const cashMoveRows = (z: Z): ReportRow[] => [
  {
    label: `Drops to the safe · ${counted(z.drops.count, 'drop')}`,
    value: formatDollars(z.drops.cents),
    name: 'drops',
  },
  { label: `Paid out · ${counted(z.paidOuts.count, 'paid-out')}`, value: formatDollars(-z.paidOuts.cents) },
  { label: `Paid in · ${counted(z.paidIns.count, 'paid-in')}`, value: formatDollars(z.paidIns.cents) },
];

/** Whether the day adds up: "Reconciled", each difference as the server words it, or nothing (closed before the ledger). */
export type Reconciliation = { reconciled: true } | { reconciled: false; title: string; differences: string[] } | null;

export function reconciliationOf(z: Z): Reconciliation {
  const r = z.reconciliation;
  if (!r) return null;
  if (r.reconciled && r.differences.length === 0) return { reconciled: true };
  const n = r.differences.length;
  return {
    reconciled: false,
    title: n === 0 ? 'Does not reconcile' : `Does not reconcile: ${counted(n, 'difference')}`,
    differences: r.differences,
  };
}

export const takenOffRows = (z: Z): ReportRow[] => [
  { label: `Voids · ${z.voids.count}`, value: formatDollars(-z.voids.cents), name: 'voids' },
  { label: `Discounts · ${z.discounts.count}`, value: formatDollars(-z.discounts.cents), name: 'discounts' },
];

/** "Over $1.00", "Short $2.50", "Even". */
export function overShort(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return 'Not counted';
  if (cents === 0) return 'Even';
  return `${cents > 0 ? 'Over' : 'Short'} ${formatDollars(Math.abs(cents))}`;
}

/** A drawer's figures in the order of its own report (drawerRules.reportRows): the moves it had, then the count. */
export function drawerRows(drawer: Z['drawers'][number]): ReportRow[] {
  const moved = (cents: number, label: string, value = cents) =>
    cents ? [{ label, value: formatDollars(value) }] : [];
  return [
    { label: 'Float', value: formatDollars(drawer.floatCents) },
    { label: 'Cash sales', value: formatDollars(drawer.cashSalesCents) },
    ...moved(drawer.cashChangesCents, 'Totals changed after the print'),
    ...moved(drawer.refundsCents, 'Refunds', -drawer.refundsCents),
    ...moved(drawer.correctionsCents, 'Tender corrections'),
    ...moved(drawer.paidInCents, 'Paid in'),
    ...moved(drawer.paidOutCents, 'Paid out', -drawer.paidOutCents),
    ...moved(drawer.dropsCents, 'Drops to the safe', -drawer.dropsCents),
    { label: 'Expected', value: formatDollars(drawer.expectedCents) },
    { label: 'Counted', value: drawer.countedCents === null ? '—' : formatDollars(drawer.countedCents ?? 0) },
    { label: 'Over / short', value: overShort(drawer.overShortCents), strong: true },
  ];
}

/** Cash taken at a tablet with no drawer open: no count will find it, so the Z says it apart. */
export const noDrawerRows = (z: Z): ReportRow[] => [
  {
    label: `${counted(z.cashOnNoDrawer.count, 'cash sale')} with no drawer open`,
    value: formatDollars(z.cashOnNoDrawer.cents),
    strong: true,
  },
];

/**
 * Where the day's cash is, so the cash line adds up on screen: what was taken in cash, what the drawers hold
 * of it, and what no drawer has (a tablet with no drawer open). Null for a day closed before the ledger.
 */
export const cashRows = (z: Z): ReportRow[] | null =>
  z.cash
    ? [
        { label: 'Cash taken', value: formatDollars(z.cash.takenCents), name: 'cash-taken' },
        { label: 'Into the cash drawers', value: formatDollars(z.cash.inDrawersCents), name: 'cash-drawers' },
        {
          label: 'On no drawer (no count has it)',
          value: formatDollars(z.cash.noDrawerCents),
          name: 'cash-no-drawer',
          strong: z.cash.noDrawerCents !== 0,
        },
      ]
    : null;

export const driverRows = (z: Z): ReportRow[] => [
  {
    label: `Settled · ${counted(z.drivers.settled.count, 'delivery')}`.replace('deliverys', 'deliveries'),
    value: formatDollars(z.drivers.settled.cents),
  },
  {
    label: `Still owed · ${counted(z.drivers.owed.count, 'delivery')}`.replace('deliverys', 'deliveries'),
    value: formatDollars(z.drivers.owed.cents),
  },
];

/** "#12 (K7-03), printed Nov 26, 23:40, counted when it arrived". */
export function offlineLateLine(
  paper: Z['offlineLate'][number],
  timeZone: string,
  when: (at: string, tz: string) => string,
): string {
  const printed = paper.printedAt ? `printed ${when(paper.printedAt, timeZone)}` : 'no time on its paper';
  return `#${paper.orderNumber} (${paper.offlineNumber}), ${printed}${paper.timeKept ? '' : ', counted when it arrived'}`;
}

export const lateChangeRows = (z: Z): ReportRow[] =>
  z.lateChanges.map((l) => ({
    label: `#${l.orderNumber} of ${dayLabel(l.closedDay)}: ${l.what}`,
    value: formatDollars(l.totalCents),
  }));
