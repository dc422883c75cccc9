import { payRatesForm, payRatesInput, payRatesWords } from '../src/features/employees/payRates';

/** An employee's hourly rates on the staff page (docs/decisions/0085-the-time-clock.md). */

describe('pay rates on the staff page', () => {
  it('types dollars and sends whole cents, a blank role left out, never a float', () => {
    const form = payRatesForm('cashier', [{ role: 'cashier', hourlyCents: 1800 }]);
    expect(form).toEqual({ cashier: '18.00', driver: '', worker: '' });
    expect(payRatesInput({ ...form, driver: '12.10' })).toEqual({
      rates: [
        { role: 'cashier', hourlyCents: 1800 },
        { role: 'driver', hourlyCents: 1210 },
      ],
    });
    expect(payRatesInput({ ...form, driver: '0.29' })).toMatchObject({ rates: [{}, { hourlyCents: 29 }] });
    expect(payRatesInput({ ...form, driver: '12.345' })).toEqual({
      problem: 'Type the Driver rate in dollars an hour, like 18.50.',
    });
    expect(payRatesInput({ ...form, driver: '1000.01' })).toEqual({
      problem: 'An hourly rate is at most $1,000.00.',
    });
  });

  it('shows the rates on the card, their own role first', () => {
    const rates = [
      { role: 'driver', hourlyCents: 1200 },
      { role: 'cashier', hourlyCents: 1800 },
    ];
    expect(payRatesWords('cashier', rates)).toBe('Cashier $18.00/h · Driver $12.00/h');
    expect(payRatesWords('driver', [])).toBe('No pay rate set');
  });
});
