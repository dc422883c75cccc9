import {
  centsField,
  dollarsAsCents,
  dollarsField,
  MAX_CENTS,
  id,
  money as moneyRule,
  multiline,
  percentField,
  text,
  timeZoneField,
  wholeNumberPattern,
  CONTROL_MESSAGE,
} from './validation';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error!.issues[0]!.message;

describe('text', () => {
  const name = text({ max: 10, required: 'Name is required.' });

  it('trims, requires a visible character, and counts the length after trimming', () => {
    expect(name.parse('  Pizza  ')).toBe('Pizza');
    expect(firstMessage(name.safeParse('   '))).toBe('Name is required.');
    expect(firstMessage(name.safeParse('\u00a0\ufeff'))).toBe('Name is required.');
    expect(firstMessage(name.safeParse(undefined))).toBe('Name is required.');
    expect(firstMessage(name.safeParse({ $ne: null }))).toBe('Name is required.');
    expect(name.parse(`  ${'x'.repeat(10)}  `)).toHaveLength(10);
    expect(firstMessage(name.safeParse('x'.repeat(11)))).toBe('This field must be at most 10 characters.');
  });

  it.each(['a\u0000b', 'a\nb', 'tab\there', 'bell\u0007', 'del\u007f', 'c1\u0085'])(
    'refuses control characters in one line: %j',
    (value) => {
      expect(firstMessage(name.safeParse(value))).toBe(CONTROL_MESSAGE);
      expect(firstMessage(text({ max: 10 }).safeParse(value))).toBe(CONTROL_MESSAGE);
    },
  );

  it('lets a text area keep line breaks and tabs, and nothing else of the kind', () => {
    const notes = multiline({ max: 50, required: 'Notes are required.' });
    expect(notes.parse(' Line one\r\n\tLine two ')).toBe('Line one\r\n\tLine two');
    expect(firstMessage(notes.safeParse('nul\u0000'))).toBe(CONTROL_MESSAGE);
    expect(firstMessage(notes.safeParse('\n\n'))).toBe('Notes are required.');
  });

  it('keeps a password as typed when raw', () => {
    expect(text({ max: 20, raw: true, required: 'x' }).parse(' pass word ')).toBe(' pass word ');
  });
});

describe('amounts, ids and zones', () => {
  const money = dollarsField('Price must be dollars.', { missing: 'Price is required.' });

  it('takes dollars as a number or a string, at most 2 decimals, never below 0', () => {
    for (const ok of [0, 3.5, '3.50', '12', 99_999.99]) expect(money.safeParse(ok).success).toBe(true);
    for (const bad of [-1, 1.234, '1.234', '-2', 'abc', 100_000, {}]) {
      expect(firstMessage(money.safeParse(bad))).toBe('Price must be dollars.');
    }
    for (const missing of [undefined, null, '', '  '])
      expect(firstMessage(money.safeParse(missing))).toBe('Price is required.');
  });

  it('turns dollars into integer cents once, with the same rule and messages', () => {
    const cents = dollarsAsCents('Price must be dollars.');
    expect([0, 3.5, '3.50', '12', 99_999.99, '0.1'].map((v) => cents.parse(v))).toEqual([
      0, 350, 350, 1200, 9_999_999, 10,
    ]);
    expect(firstMessage(cents.safeParse('1.234'))).toBe('Price must be dollars.');
  });

  it('takes whole cents from 0 to the largest amount', () => {
    const cents = centsField('Cents!');
    for (const ok of [0, 1, 1250, MAX_CENTS]) expect(cents.safeParse(ok).success).toBe(true);
    for (const bad of [-1, 12.5, MAX_CENTS + 1, '1250', null])
      expect(firstMessage(cents.safeParse(bad))).toBe('Cents!');
  });

  it('states one amount rule in both units: cents inside, dollars at the REST edge parsed into the same cents', () => {
    const float = moneyRule({ label: 'The float', dollars: 'Give the float in dollars.', min: 1, max: 100_000 });
    expect(float.cents.parse(1)).toBe(1);
    expect(float.dollars.parse('1000')).toBe(100_000);
    expect(float.dollars.parse(0.01)).toBe(1);
    for (const bad of [0, 100_001, 1.5, '100']) {
      expect(firstMessage(float.cents.safeParse(bad))).toBe(
        'The float must be a whole number of cents from 1 to 100000.',
      );
    }
    for (const bad of ['0', 1000.01, '1000.01', '2.505', 'lots']) {
      expect(firstMessage(float.dollars.safeParse(bad))).toBe('Give the float in dollars.');
    }
    const price = moneyRule({ label: 'Price', missing: 'Price is required.' });
    expect(firstMessage(price.dollars.safeParse(''))).toBe('Price is required.');
    expect(firstMessage(price.dollars.safeParse('-1'))).toBe(
      'Price must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.',
    );
    expect(firstMessage(price.cents.safeParse(MAX_CENTS + 1))).toBe(
      `Price must be a whole number of cents from 0 to ${MAX_CENTS}.`,
    );
  });

  it('takes percentages from 0 to 100 with at most 3 decimals', () => {
    const tax = percentField('Tax!');
    for (const ok of [0, 8.875, '8.875', '100', 100]) expect(tax.safeParse(ok).success).toBe(true);
    for (const bad of [-1, 100.5, '101', '8.8751', 'ten']) expect(tax.safeParse(bad).success).toBe(false);
  });

  it('takes UUIDs as ids, and IANA zones by name', () => {
    expect(id().safeParse('0b6b3c8e-5a1f-4c1e-9a53-0c8f0b2b7a11').success).toBe(true);
    expect(firstMessage(id('Restaurant not found.').safeParse('1 OR 1=1'))).toBe('Restaurant not found.');
    expect(timeZoneField().safeParse('America/New_York').success).toBe(true);
    expect(timeZoneField().safeParse('Australia/Sydney').success).toBe(true);
    expect(timeZoneField().safeParse('Mars/Olympus').success).toBe(false);
  });
});

describe('wholeNumberPattern', () => {
  it.each([9, 10, 12, 99, 100, 250, 10_000])('admits exactly the digit strings from 1 to %d', (max) => {
    const pattern = wholeNumberPattern(max);
    for (let n = 0; n <= max + 20; n++) expect([n, pattern.test(String(n))]).toEqual([n, n >= 1 && n <= max]);
    for (const odd of ['', '01', '-1', '1.0', ' 1', '1e3']) expect(pattern.test(odd)).toBe(false);
  });
});
