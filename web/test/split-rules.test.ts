import { paidByText } from '../src/features/cashier/history/tenderCorrection';
import { giveBackProblem, leftOf, partKindWords } from '../src/features/cashier/history/GiveBackDialog';
import { tenderRows } from '../src/features/cashier/receipt/receipt';
import { evenShare, itemsShare, paidLineIds, partPreview } from '../src/features/cashier/split/splitMath';

/** Split the bill (docs/decisions/0084-split-payments.md): what the terminal shows before the server says. */
const lines = [
  { id: 'pie', priceCents: 1200, voided: false },
  { id: 'wings', priceCents: 800, voided: false },
  { id: 'old', priceCents: 500, voided: true },
];
const order = { totalCents: 2178, dueCents: 2178, lines, parts: [] };

describe('a split’s next part, as the terminal shows it', () => {
  it('shares evenly, rounded up, never past what is owed', () => {
    expect(evenShare(2178, 2178, 2)).toBe(1089);
    expect(evenShare(1001, 1001, 3)).toBe(334);
    expect(evenShare(1001, 333, 3)).toBe(333);
  });

  it('prices items by their share of the total, the last items unpaid taking what is left', () => {
    expect(itemsShare(2178, 2178, lines, [], new Set(['pie']))).toBe(Math.round((2178 * 1200) / 2000));
    const paid = [{ status: 'succeeded', lineIds: ['pie'] }];
    expect(itemsShare(2178, 871, lines, paid, new Set(['wings']))).toBe(871);
    expect(itemsShare(2178, 2178, lines, [], new Set())).toBe(0);
  });

  it('holds a paid item, frees one given back or declined', () => {
    expect([...paidLineIds([{ status: 'succeeded', lineIds: ['pie'] }])]).toEqual(['pie']);
    expect([...paidLineIds([{ status: 'succeeded', lineIds: ['pie'], refundStatus: 'succeeded' }])]).toEqual([]);
    expect([...paidLineIds([{ status: 'declined', lineIds: ['pie'] }])]).toEqual([]);
  });

  it('shows an amount only within what is owed', () => {
    const how = { guests: 2, chosen: new Set<string>() };
    expect(partPreview('amount', order, { ...how, amountCents: 500 })).toBe(500);
    expect(partPreview('amount', order, { ...how, amountCents: 2179 })).toBeNull();
    expect(partPreview('amount', order, { ...how, amountCents: null })).toBeNull();
    expect(partPreview('items', order, { ...how, amountCents: null })).toBeNull();
  });
});

describe('a split order’s receipt', () => {
  it('prints each part as it was paid, and the tip apart', () => {
    const parts = [
      { kind: 'cash', amountCents: 1307 },
      { kind: 'reader', amountCents: 871 },
    ];
    expect(tenderRows({ tender: 'card', cashGivenCents: null, changeDueCents: null, tipCents: 100, parts })).toEqual([
      { label: 'Paid in cash', amount: '$13.07' },
      { label: 'Paid by card', amount: '$8.71' },
      { label: 'Tip', amount: '$1.00' },
    ]);
  });
});

describe('giving a part back, from the history', () => {
  const part = {
    id: 'p',
    kind: 'cash',
    status: 'succeeded',
    amountCents: 1307,
    tipCents: 0,
    refundStatus: 'succeeded',
    refundFailure: null,
    refundedCents: 300,
  };

  it('offers what is left of the part, and says what stops it', () => {
    expect(leftOf(part)).toBe(1007);
    expect(giveBackProblem('10.07', 'Item came wrong', 1007)).toBeNull();
    expect(giveBackProblem('10.08', 'Item came wrong', 1007)).toBe(
      'Give back from $0.01 to $10.07, what is left of this part.',
    );
    expect(giveBackProblem('2.00', '  ', 1007)).toBe('Giving money back needs a reason.');
  });

  it('says an order split in parts is paid in parts, and a single card where it was taken', () => {
    const order = { paidOnline: false, paidInParts: true, tender: 'card' as const };
    const part = (kind: string) => ({ kind, status: 'succeeded' });
    expect(paidByText({ ...order, payments: [part('cash'), part('reader')] })).toBe('Paid in parts');
    expect(paidByText({ ...order, payments: [part('reader')] })).toBe('Paid by card on the reader');
    expect(paidByText({ ...order, payments: [part('door')] })).toBe('Paid by card at the door');
  });

  it('names how each part was paid', () => {
    expect(['cash', 'reader', 'door', 'card'].map(partKindWords)).toEqual([
      'Cash',
      'Card on the reader',
      'Card at the door',
      'Card',
    ]);
  });
});
