import {
  cashOutNote,
  correctionChange,
  correctionChoices,
  correctionInput,
  correctionLabel,
  correctsTender,
  paidByText,
} from '../src/features/cashier/history/tenderCorrection';
import { typedAddress, typedMatchNote } from '../src/features/cashier/receipt/receipt';

/** How a printed order was paid, and a tender correction at the counter (docs/decisions/0071-one-ledger.md). */

const printed = { tender: 'cash', paidOnline: false, printCount: 1, voided: false } as const;

describe('how an order was paid', () => {
  it('says it in words', () => {
    expect(paidByText({ paidOnline: false, tender: 'cash' })).toBe('Paid by cash');
    expect(paidByText({ paidOnline: false, tender: 'card' })).toBe('Paid by card');
    expect(paidByText({ paidOnline: false, tender: 'door' })).toBe('Paid at the door');
    expect(paidByText({ paidOnline: false, tender: null })).toBe('Not paid yet');
    expect(paidByText({ paidOnline: true, tender: 'card' })).toBe('Paid online by card');
  });

  it('is corrected at the counter only once printed and paid, not voided, and not paid online by card', () => {
    expect(correctsTender(printed)).toBe(true);
    expect(correctsTender({ ...printed, printCount: 0 })).toBe(false);
    expect(correctsTender({ ...printed, tender: null })).toBe(false);
    expect(correctsTender({ ...printed, voided: true })).toBe(false);
    expect(correctsTender({ ...printed, paidOnline: true, tender: 'card' })).toBe(false);
    // Ordered online and paid by card at the counter at pickup: the counter's to correct.
    expect(correctsTender({ ...printed, tender: 'card' })).toBe(true);
  });
});

describe('a tender correction', () => {
  it('offers every other tender, and its key says what it corrects to', () => {
    expect(correctionChoices('cash').map((c) => c.label)).toEqual(['Card', 'Paid at the door']);
    expect(correctionChoices('door').map((c) => c.method)).toEqual(['cash', 'card']);
    expect(correctionLabel(null)).toBe('Correct the tender');
    expect(correctionLabel('card')).toBe('Correct to card');
    expect(correctionLabel('door')).toBe('Correct to paid at the door');
  });

  it('needs a tender and a reason; cash given, when typed, covers the total', () => {
    const total = 2178;
    expect(correctionInput({ method: null, cashGiven: '', reason: 'x' }, total)).toEqual({
      problem: 'Choose how it was paid.',
    });
    expect(correctionInput({ method: 'card', cashGiven: '', reason: '  ' }, total)).toEqual({
      problem: 'A tender correction needs a reason.',
    });
    expect(correctionInput({ method: 'card', cashGiven: '99', reason: ' Wrong tender tapped ' }, total)).toEqual({
      tender: { method: 'card' },
      reason: 'Wrong tender tapped',
    });
    expect(correctionInput({ method: 'cash', cashGiven: '', reason: 'x' }, total)).toEqual({
      tender: { method: 'cash' },
      reason: 'x',
    });
    expect(correctionInput({ method: 'cash', cashGiven: '25', reason: 'x' }, total)).toEqual({
      tender: { method: 'cash', cashGivenCents: 2500 },
      reason: 'x',
    });
    expect(correctionInput({ method: 'cash', cashGiven: '20', reason: 'x' }, total)).toEqual({
      problem: 'Cash given must cover the total, $21.78.',
    });
    expect(correctionInput({ method: 'cash', cashGiven: 'twenty', reason: 'x' }, total)).toEqual({
      problem: 'Cash given must be an amount in dollars, like 40.00.',
    });
    expect(correctionChange('25', total)).toBe('Change $3.22');
    expect(correctionChange('20', total)).toBeNull();
  });

  it('says before the manager is asked that cash comes out of the drawer, only when it does', () => {
    expect(cashOutNote('cash', 2178)).toBe('$21.78 of cash comes out of the drawer: a manager approves it.');
    expect(cashOutNote('card', 2178)).toBeNull();
  });
});

describe('what an online customer typed', () => {
  const typed = {
    fullName: 'Rita R.',
    phoneNumber: '2175550101',
    street1: '9 Oak Ave',
    street2: '',
    city: 'Springfield',
    zipcode: '62701',
    matchedName: 'Rita Regular',
    matchedAddress: '12 Elm St, Springfield',
  };

  it('reads the address on one line and names whom the phone matched, not changed', () => {
    expect(typedAddress(typed)).toBe('9 Oak Ave, Springfield 62701');
    expect(typedAddress({ ...typed, street2: 'Apt 2', zipcode: '' })).toBe('9 Oak Ave, Apt 2, Springfield');
    expect(typedMatchNote(typed)).toBe('Phone matches Rita Regular (12 Elm St, Springfield): not changed');
    expect(typedMatchNote({ ...typed, matchedAddress: null })).toBe('Phone matches Rita Regular: not changed');
    expect(typedMatchNote({ ...typed, matchedName: null })).toBeNull();
  });
});
