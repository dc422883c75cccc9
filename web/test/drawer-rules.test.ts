import type { DrawerFieldsFragment } from '../src/graphql/generated/graphql';
import {
  listedMoves,
  moveProblem,
  moveSubmitLabel,
  padKeyOf,
  padPress,
  reportRows,
} from '../src/features/cashier/drawer/drawerRules';
import { overOrShort } from '../src/ui/format/money';

/** The cash drawer screen's rules (docs/product.md#cash-drawers). */
describe('the money pad', () => {
  it('fills the cents from the right, as a till does', () => {
    const typed = (keys: Parameters<typeof padPress>[1][]) => keys.reduce((cents, key) => padPress(cents, key), 0);
    expect(typed(['1', '0', '0', '0', '0'])).toBe(10000);
    expect(typed(['1', '00', '00'])).toBe(10000);
    expect(typed(['5', '0', '0', 'back'])).toBe(50);
    expect(typed(['9', '9', 'clear', '4'])).toBe(4);
    // Past $100,000.00 a key does nothing.
    expect(padPress(9_999_999, '9')).toBe(9_999_999);
    expect(padKeyOf('7')).toBe('7');
    expect(padKeyOf('Backspace')).toBe('back');
    expect(padKeyOf('Delete')).toBe('clear');
    expect(padKeyOf('a')).toBeNull();
  });
});

describe('a move by hand', () => {
  it('needs an amount and a reason, and says what its key does', () => {
    expect(moveProblem(0, 'Ice')).toBe('Type the amount.');
    expect(moveProblem(500, '  ')).toBe('A paid-in, a paid-out or a drop needs a reason.');
    expect(moveProblem(500, 'Ice')).toBeNull();
    expect(moveSubmitLabel('paid_out', 500)).toBe('Pay out $5.00');
    expect(moveSubmitLabel('drop', 0)).toBe('Drop');
  });
});

describe('the count and the report', () => {
  const drawer = {
    floatCents: 10000,
    cashSales: 1,
    cashSalesCents: 2178,
    cashGivenCents: 4000,
    changeGivenCents: 1822,
    refunds: 0,
    refundsCents: 0,
    paidInCents: 0,
    paidOutCents: 500,
    dropsCents: 0,
    expectedCents: 11678,
    countedCents: 11578,
    overShortCents: -100,
    moves: [
      { id: 'f', kind: 'float', amountCents: 10000 },
      { id: 's', kind: 'sale', amountCents: 2178 },
      { id: 'p', kind: 'paid_out', amountCents: -500, reason: 'Ice' },
    ],
  } as unknown as DrawerFieldsFragment;

  it('says over or short in the words of every count', () => {
    expect(overOrShort(-100)).toEqual({ text: 'Short by $1.00', tone: 'short' });
    expect(overOrShort(250)).toEqual({ text: 'Over by $2.50', tone: 'over' });
    expect(overOrShort(0)).toEqual({ text: 'Exact: no difference', tone: 'exact' });
  });

  it('lists the figures a closing cashier reads, and the moves with a reason', () => {
    expect(reportRows(drawer).map((r) => [r.label, r.cents])).toEqual([
      ['Float', 10000],
      ['Cash sales (1 sale)', 2178],
      ['Cash handed over', 4000],
      ['Change given', 1822],
      ['Refunds (0 orders)', -0],
      ['Paid in', 0],
      ['Paid out', -500],
      ['Drops to safe', -0],
      ['Expected', 11678],
      ['Counted', 11578],
    ]);
    expect(listedMoves(drawer).map((m) => m.id)).toEqual(['p']);
  });

  it('shows a cash order whose total moved after its print, and a tender corrected, where the drawer moved', () => {
    const moved = {
      ...drawer,
      cashChanges: 1,
      cashChangesCents: 2200,
      corrections: 1,
      correctionsCents: -2178,
      moves: [
        ...drawer.moves,
        { id: 'a', kind: 'adjustment', amountCents: 2200, what: 'total raised' },
        { id: 'c', kind: 'correction', amountCents: -2178, what: 'cash → card', reason: 'Paid by card' },
        { id: 'n', kind: 'count', amountCents: -100 },
      ],
    } as unknown as DrawerFieldsFragment;
    expect(reportRows(moved).map((r) => [r.label, r.cents])).toEqual([
      ['Float', 10000],
      ['Cash sales (1 sale)', 2178],
      ['Cash handed over', 4000],
      ['Change given', 1822],
      ['Totals changed after the print (1 change)', 2200],
      ['Refunds (0 orders)', -0],
      ['Tender corrections (1 order)', -2178],
      ['Paid in', 0],
      ['Paid out', -500],
      ['Drops to safe', -0],
      ['Expected', 11678],
      ['Counted', 11578],
    ]);
    // The count is the report's own line, not a move.
    expect(listedMoves(moved).map((m) => m.id)).toEqual(['p', 'a', 'c']);
  });
});
