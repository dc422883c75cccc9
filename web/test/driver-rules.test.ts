import {
  tabletProof,
  tipsFrom,
  DRIVER_PERIODS,
  goneMessage,
  isDriverPeriod,
  lastCashoutText,
  overShortText,
  reconcile,
  selectionSummary,
  tripStatusLabel,
  waitingFor,
} from '../src/features/drivers/rules';

describe('the driver screens’ rules (docs/product.md#drivers)', () => {
  it('offers the documented periods in order, with labels people read', () => {
    expect(DRIVER_PERIODS.map((p) => p.value)).toEqual([
      'all',
      'today',
      'yesterday',
      'lastWeek',
      'lastMonth',
      'lastYear',
    ]);
    expect(DRIVER_PERIODS.map((p) => p.label)).toEqual([
      'All',
      'Today',
      'Yesterday',
      'Last week',
      'Last month',
      'Last year',
    ]);
    expect(isDriverPeriod('lastWeek')).toBe(true);
    expect(isDriverPeriod('last_week')).toBe(false);
    expect(isDriverPeriod(null)).toBe(false);
  });

  it('sums the selection as the bar shows it', () => {
    expect(selectionSummary(3, 7425)).toBe('3 selected · $74.25');
    expect(selectionSummary(1, 5)).toBe('1 selected · $0.05');
  });

  it('names selected orders that left the list before they were taken', () => {
    expect(goneMessage([12])).toBe('Order #12 is no longer waiting: another driver took it, or it changed.');
    expect(goneMessage([14, 9])).toBe(
      'Orders #9, #14 are no longer waiting: another driver took them, or they changed.',
    );
  });

  it('says how long a delivery has waited', () => {
    const created = '2026-11-23T17:00:00.000Z';
    const at = (minutes: number) => Date.parse(created) + minutes * 60_000;
    expect(waitingFor(created, at(0.5))).toBe('just now');
    expect(waitingFor(created, at(12))).toBe('12 min');
    expect(waitingFor(created, at(65))).toBe('1 h 05 min');
    // A clock a little behind the server's never reads as a negative wait.
    expect(waitingFor(created, at(-2))).toBe('just now');
  });

  it('reads the counted cash against what is owed as over, short or exact', () => {
    expect(reconcile(4250, 4350)).toEqual({ differenceCents: 100, text: 'Over by $1.00', tone: 'over' });
    expect(reconcile(4250, 4000)).toEqual({ differenceCents: -250, text: 'Short by $2.50', tone: 'short' });
    expect(reconcile(4250, 4250)).toEqual({ differenceCents: 0, text: 'Exact: no difference', tone: 'exact' });
  });

  it('words a recorded cash-out’s difference, and a cash-out with no count', () => {
    expect(overShortText(125)).toBe('Over by $1.25');
    expect(overShortText(-3)).toBe('Short by $0.03');
    expect(overShortText(0)).toBe('Exact');
    expect(overShortText(null)).toBe('No count entered');
  });

  it('says when the driver was last cashed out, and what became of a trip', () => {
    expect(lastCashoutText('2026-11-21 22:00')).toBe('Last cash-out Nov 21, 2026, 10:00 PM');
    expect(lastCashoutText(null)).toBe('Never cashed out');
    expect(tripStatusLabel('out', false)).toBe('Out for delivery');
    expect(tripStatusLabel('back', false)).toBe('Delivered');
    expect(tripStatusLabel('assigned', false)).toBe('Taken');
    expect(tripStatusLabel('back', true)).toBe('Cashed out');
  });

  it('names the tablet the cash-out is made at, whose drawer hands over the card tips', () => {
    const kept = (value: string | null) => ({ getItem: (key: string) => (key.endsWith('.r1') ? value : null) });
    expect(tabletProof('r1', kept(JSON.stringify({ id: 't1', tag: 'K7', key: 'k' })))).toBe('t1.k');
    expect(tabletProof('r2', kept(JSON.stringify({ id: 't1', tag: 'K7', key: 'k' })))).toBeNull();
    expect(tabletProof('r1', kept('{not json'))).toBeNull();
    expect(tabletProof('r1', kept(JSON.stringify({ id: 't1' })))).toBeNull();
    expect(tipsFrom('t1.k')).toBe('from this drawer');
    expect(tipsFrom(null)).toBe('on no drawer');
  });
});
