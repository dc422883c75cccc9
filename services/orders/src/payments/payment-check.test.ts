import { differences, differenceWords } from './payment-check';

/** Whether a signed event is the payment's own (issue 45): every fact compared, each difference named. */
const row = { account: 'acct_1Luigis', sessionId: 'cs_1', amountCents: 2150 };
const own = {
  eventId: 'evt_1',
  paymentId: '00000000-0000-4000-8000-000000000001',
  restaurantId: '00000000-0000-4000-8000-000000000002',
  account: 'acct_1Luigis',
  sessionId: 'cs_1',
  livemode: false,
  amountCents: 2150,
  currency: 'usd',
};

describe('differences', () => {
  it('finds none in the payment’s own event (a currency in capitals is the same)', () => {
    expect(differences(row, own, false)).toEqual([]);
    expect(differences(row, { ...own, currency: 'USD' }, false)).toEqual([]);
    expect(differences(row, { ...own, livemode: true }, true)).toEqual([]);
  });

  it('names each fact that is not the payment’s', () => {
    expect(
      differences(row, { ...own, account: 'acct_2Other', sessionId: 'cs_2', amountCents: 1, currency: 'eur' }, false),
    ).toEqual([
      { field: 'account', expected: 'acct_1Luigis', got: 'acct_2Other' },
      { field: 'session', expected: 'cs_1', got: 'cs_2' },
      { field: 'amount', expected: 2150, got: 1 },
      { field: 'currency', expected: 'usd', got: 'eur' },
    ]);
  });

  it('refuses an event that names no account, no currency or no mode', () => {
    const found = differences(row, { ...own, account: null, currency: null, livemode: null }, false);
    expect(found.map((d) => d.field)).toEqual(['account', 'currency', 'livemode']);
  });

  it('expects live events with live keys, and test ones with test keys and the sandbox', () => {
    expect(differences(row, { ...own, livemode: false }, true)).toEqual([
      { field: 'livemode', expected: true, got: false },
    ]);
    expect(differences(row, { ...own, livemode: true }, false)).toEqual([
      { field: 'livemode', expected: false, got: true },
    ]);
  });

  it('compares no amount or currency for a cancellation (it carries none)', () => {
    const { amountCents: _a, currency: _c, ...cancel } = own;
    expect(differences(row, cancel, false)).toEqual([]);
  });
});

describe('differenceWords', () => {
  it('says what differed in words the owner reads', () => {
    const found = differences(row, { ...own, amountCents: 1, livemode: true }, false);
    expect(differenceWords(found)).toBe('it was for $0.01, not $21.50; it was a live payment on a test platform');
    expect(differenceWords(differences(row, { ...own, livemode: false }, true))).toBe(
      'it was a test payment, not a real one',
    );
  });
});
