import { z } from 'zod';
import { text } from '../core/validation';

const PAGE_SIZE_MESSAGE = 'Page size must be between 1 and 100.';
/** A console list's page: 1-based, 20 rows unless asked, 100 at most. */
export const consolePage = z.object({
  page: z.number({ error: 'Page must be a whole number.' }).int().min(1, { error: 'Pages start at 1.' }).nullish(),
  pageSize: z
    .number({ error: 'Page size must be a whole number.' })
    .int()
    .min(1, { error: PAGE_SIZE_MESSAGE })
    .max(100, { error: PAGE_SIZE_MESSAGE })
    .nullish(),
});

export interface ConsolePage {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageOf(raw: unknown): ConsolePage {
  const { page, pageSize } = consolePage.parse(raw ?? {});
  const size = pageSize ?? 20;
  const at = page ?? 1;
  return { page: at, pageSize: size, offset: (at - 1) * size };
}

/** A console page's answer: its rows, and how many there are on every page. */
export async function pageRows<Row>(
  page: ConsolePage,
  total: PromiseLike<{ total: number }[]>,
  rows: PromiseLike<Row[]>,
): Promise<{ total: number; page: number; pageSize: number; rows: Row[] }> {
  const [[counted], list] = await Promise.all([total, rows]);
  return { total: counted?.total ?? 0, page: page.page, pageSize: page.pageSize, rows: list };
}

/** A search term for ILIKE: trimmed, its wildcards taken literally. */
export const consoleSearch = text({ label: 'Search', max: 100 }).nullish();
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
