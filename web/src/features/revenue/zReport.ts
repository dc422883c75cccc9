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

export const tenderRows = (z: Z): ReportRow[] =>
  z.byTender.map((t) => ({
    label: `${TENDERS[t.tender] ?? t.tender} · ${counted(t.count, 'order')}`,
    value: formatDollars(t.cents),
  }));

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

export function drawerRows(drawer: Z['drawers'][number]): ReportRow[] {
  return [
    { label: 'Float', value: formatDollars(drawer.floatCents) },
    { label: 'Cash sales', value: formatDollars(drawer.cashSalesCents) },
    ...(drawer.paidInCents ? [{ label: 'Paid in', value: formatDollars(drawer.paidInCents) }] : []),
    ...(drawer.paidOutCents ? [{ label: 'Paid out', value: formatDollars(-drawer.paidOutCents) }] : []),
    ...(drawer.dropsCents ? [{ label: 'Drops to the safe', value: formatDollars(-drawer.dropsCents) }] : []),
    ...(drawer.refundsCents ? [{ label: 'Refunds', value: formatDollars(-drawer.refundsCents) }] : []),
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
