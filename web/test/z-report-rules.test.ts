import type { BusinessDayCardFragment } from '../src/graphql/generated/graphql';
import {
  afterPrintRows,
  cashMoveRows,
  cashRows,
  correctionLines,
  drawerRows,
  reconciliationOf,
  refundRows,
  tenderRows,
  tipRows,
} from '../src/features/revenue/zReport';

/** The Z report's rows in words (docs/decisions/0071-one-ledger.md), as the screen and the paper show them. */

type Z = BusinessDayCardFragment['z'];
const none = { count: 0, cents: 0 };

const Z_DAY: Z = {
  day: '2026-11-27',
  restaurant: { name: 'Tony’s Pizzeria', timeZone: 'America/Chicago' },
  orders: { count: 4, cents: 8612 },
  byType: [{ orderType: 'togo', count: 4, cents: 8612 }],
  byTender: [
    { tender: 'unpaid', count: 1, cents: 1307 },
    { tender: 'card', count: 0, cents: 2178 },
    { tender: 'cash', count: 2, cents: 2014 },
    { tender: 'online', count: 1, cents: 3113 },
  ],
  byChannel: [],
  subtotalCents: 7910,
  taxCents: 702,
  deliveryChargesCents: 0,
  totalCents: 8612,
  voids: none,
  discounts: none,
  saleChanges: { count: 2, cents: 326 },
  notPrinted: { count: 1, cents: 1307 },
  refunds: { count: 1, cents: 544 },
  corrections: [
    {
      orderNumber: 3,
      fromTender: 'cash',
      toTender: 'card',
      cents: 2178,
      by: 'Carla',
      approvedBy: 'Maria',
      reason: 'Paid by card after all',
      at: '2026-11-27T23:05:00.000Z',
    },
    {
      orderNumber: 4,
      fromTender: 'card',
      toTender: 'door',
      cents: 1000,
      by: 'Carla',
      approvedBy: null,
      reason: null,
      at: '2026-11-27T23:10:00.000Z',
    },
  ],
  drops: { count: 2, cents: 30000 },
  paidOuts: { count: 1, cents: 500 },
  paidIns: none,
  tips: none,
  tipsPaidOut: none,
  reconciliation: { reconciled: true, differences: [] },
  drawers: [],
  cashOnNoDrawer: none,
  cash: { takenCents: 0, inDrawersCents: 0, noDrawerCents: 0 },
  drivers: { settled: none, owed: none },
  offlineLate: [],
  offlineMissing: [],
  lateChanges: [],
};

const text = (rows: { label: unknown; value: string }[]) => rows.map((r) => `${String(r.label)} = ${r.value}`);

describe('the Z report of one ledger', () => {
  it('says the money each tender took, online included, and what is not paid yet last', () => {
    expect(text(tenderRows(Z_DAY))).toEqual([
      // A tender corrected to card took money with no payment of its own: no count beside it.
      'Card = $21.78',
      'Cash · 2 payments = $20.14',
      'Paid online · 1 payment = $31.13',
      'Not paid yet · 1 order = $13.07',
    ]);
  });

  it('says what changed after the print, signed, and the orders the close sold without a print', () => {
    expect(text(afterPrintRows(Z_DAY))).toEqual([
      'Changed after the print · 2 changes = +$3.26',
      'Never printed (sold at the close) · 1 order = $13.07',
    ]);
    expect(afterPrintRows({ ...Z_DAY, saleChanges: { count: 1, cents: -250 } })[0]?.value).toBe('−$2.50');
    expect(afterPrintRows({ ...Z_DAY, saleChanges: none })[0]?.value).toBe('$0.00');
  });

  it('gives refunds as money out, and each tender correction with who, who approved, why and when', () => {
    expect(text(refundRows(Z_DAY))).toEqual(['Refunds · 1 refund = −$5.44']);
    const time = (at: string, zone: string) => `${at.slice(11, 16)} ${zone}`;
    expect(correctionLines(Z_DAY, 'UTC', time)).toEqual([
      {
        title: '#3 · Cash → Card',
        value: '$21.78',
        detail: 'Carla, approved by Maria · Paid by card after all · 23:05 UTC',
      },
      { title: '#4 · Card → Paid at the door', value: '$10.00', detail: 'Carla · 23:10 UTC' },
    ]);
  });

  it('lists drops to the safe, paid-outs and paid-ins, each with its count', () => {
    expect(text(cashMoveRows(Z_DAY))).toEqual([
      'Drops to the safe · 2 drops = $300.00',
      'Paid out · 1 paid-out = −$5.00',
      'Paid in · 0 paid-ins = $0.00',
    ]);
  });

  it('shows a drawer’s changed totals and tender corrections where its cash moved', () => {
    const drawer = {
      id: 'd1',
      terminalTag: 'K7',
      openedBy: 'Carla',
      closedBy: 'Carla',
      floatCents: 10000,
      cashSalesCents: 2178,
      cashChangesCents: 544,
      correctionsCents: -2178,
      paidInCents: 0,
      paidOutCents: 500,
      dropsCents: 0,
      refundsCents: 0,
      expectedCents: 10044,
      countedCents: 9944,
      overShortCents: -100,
    };
    expect(text(drawerRows(drawer))).toEqual([
      'Float = $100.00',
      'Cash sales = $21.78',
      'Totals changed after the print = $5.44',
      'Tender corrections = −$21.78',
      'Paid out = −$5.00',
      'Expected = $100.44',
      'Counted = $99.44',
      'Over / short = Short $1.00',
    ]);
    // Nothing moved: no empty lines.
    const plain = { ...drawer, cashChangesCents: 0, correctionsCents: 0, paidOutCents: 0 };
    expect(drawerRows(plain).map((r) => r.label)).not.toContain('Tender corrections');
    expect(drawerRows(plain).map((r) => r.label)).not.toContain('Totals changed after the print');
  });

  it('says where the day’s cash is, so the cash line adds up: the drawers’ and on no drawer', () => {
    const day: Z = { ...Z_DAY, cash: { takenCents: 60_525, inDrawersCents: 1_468, noDrawerCents: 59_057 } };
    expect(cashRows(day)).toEqual([
      { label: 'Cash taken', value: '$605.25', name: 'cash-taken' },
      { label: 'Into the cash drawers', value: '$14.68', name: 'cash-drawers' },
      { label: 'On no drawer (no count has it)', value: '$590.57', name: 'cash-no-drawer', strong: true },
    ]);
    // A day closed before the ledger has no such figures: no section.
    expect(cashRows({ ...Z_DAY, cash: null })).toBeNull();
  });

  it('says Reconciled, or each difference as the server words it, or nothing for a day closed before the ledger', () => {
    expect(reconciliationOf(Z_DAY)).toEqual({ reconciled: true });
    const short = 'Drawer K7 (opened by Carla): counted $99.44, expected $100.44: short by $1.00.';
    const unpaid = 'Order #5: sold for $13.07, nothing taken: $13.07 not paid.';
    expect(reconciliationOf({ ...Z_DAY, reconciliation: { reconciled: false, differences: [short, unpaid] } })).toEqual(
      { reconciled: false, title: 'Does not reconcile: 2 differences', differences: [short, unpaid] },
    );
    expect(reconciliationOf({ ...Z_DAY, reconciliation: { reconciled: false, differences: [short] } })).toMatchObject({
      title: 'Does not reconcile: 1 difference',
    });
    expect(reconciliationOf({ ...Z_DAY, reconciliation: null })).toBeNull();
  });
});

describe('the Z report’s tips', () => {
  it('are left out on a day without any, and shown apart with what drivers were handed', () => {
    expect(tipRows(Z_DAY)).toEqual([]);
    const tipped = { ...Z_DAY, tips: { count: 3, cents: 950 }, tipsPaidOut: { count: 1, cents: 300 } };
    expect(tipRows(tipped).map((r) => [r.label, r.value])).toEqual([
      ['Card tips · 3 tips', '$9.50'],
      ['Handed to drivers · 1 tip', '\u2212$3.00'],
    ]);
  });
});
