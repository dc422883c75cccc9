import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { inlined } from './sql-literal';

const dialect = new PgDialect();

describe('parameters written in as literals', () => {
  it('escapes quotes and backslashes, so a value can never end its literal', () => {
    const text = inlined(dialect, sql`SELECT ${"O'Brien \\ '); DROP TABLE orders; --"}`);
    expect(text).toBe(`SELECT  E'O''Brien \\\\ ''); DROP TABLE orders; --'`);
  });

  it('writes numbers, booleans, nulls and times as PostgreSQL reads them', () => {
    const at = new Date('2026-11-25T06:00:00.000Z');
    expect(inlined(dialect, sql`SELECT ${12}, ${true}, ${null}, ${at}`)).toBe(
      `SELECT 12, TRUE, NULL, '2026-11-25T06:00:00.000Z'`,
    );
    expect(() => inlined(dialect, sql`SELECT ${Number.NaN}`)).toThrow(/not finite/);
  });

  it('leaves a tenth parameter whole (no $1 inside $10)', () => {
    const values = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(
      inlined(
        dialect,
        sql`SELECT ${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}`,
      ),
    ).toBe('SELECT 1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
  });
});
