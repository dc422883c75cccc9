import { getTableColumns } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { orderLines, orders, revenueDays } from '../db/schema';
import { APPEND_LINE, APPEND_LINE_WITH_REVENUE, INSERT_ORDER, PLACE_ORDER } from './hot-statements';
import { insertList, unwritten } from './table-sql';

const columnList = (text: string, into: string) => text.split(`INSERT INTO ${into}`)[1]!.split(')')[0]!;
const namesOf = (table: Parameters<typeof getTableColumns>[0]) =>
  Object.values(getTableColumns(table)).map((c) => c.name);
const required = (table: Parameters<typeof getTableColumns>[0]) =>
  Object.values(getTableColumns(table))
    .filter((c) => c.notNull && !c.hasDefault)
    .map((c) => c.name);

describe('the hot statements, from the tables', () => {
  it('write every column a row needs, by its name in the schema', () => {
    for (const text of [INSERT_ORDER.text, PLACE_ORDER.text]) {
      const written = columnList(text, 'orders AS o (').split(', ');
      expect(written).toEqual(expect.arrayContaining(required(orders)));
      expect(namesOf(orders)).toEqual(expect.arrayContaining(written));
    }
    for (const text of [APPEND_LINE.text, APPEND_LINE_WITH_REVENUE.text, PLACE_ORDER.text]) {
      const written = columnList(text, 'order_lines (').split(', ');
      expect(written).toEqual(expect.arrayContaining(required(orderLines)));
      expect(namesOf(orderLines)).toEqual(expect.arrayContaining(written));
    }
    const sums = columnList(APPEND_LINE_WITH_REVENUE.text, 'revenue_days AS r (').split(', ');
    expect(namesOf(revenueDays)).toEqual(expect.arrayContaining(sums));
  });

  it('refuse a table with a column they neither write nor leave to its default', () => {
    const grown = pgTable('grown', { a: integer('a').notNull(), b: text('b'), c: text('c').notNull() });
    expect(() => insertList(grown, { set: { a: '$1' }, defaults: ['b'] })).toThrow(/grown misses: c$/);
    expect(unwritten(grown, { set: { a: '$1', b: '$2' }, defaults: ['c'] })).toEqual(['c (has no default)']);
    expect(unwritten(grown, { set: { a: '$1', b: '$2', c: '$3' }, defaults: ['b'] })).toEqual([
      'b (both set and left to its default)',
    ]);
    expect(insertList(grown, { set: { c: '$2', a: '$1' }, defaults: ['b'] })).toEqual({
      columns: 'c, a',
      values: '$2, $1',
    });
  });
});
