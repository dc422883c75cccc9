import {
  amountsText,
  auditFilter,
  auditGroup,
  auditParams,
  AUDIT_GROUPS,
  isFiltered,
  kindLabel,
  kindTone,
  mergeAuditPages,
  sessionLabel,
} from '../src/features/audit/rules';

/** A line's cursor is its time and id: the same order in every service. */
const line = (at: string, id: string) => ({ id, cursor: `${at}|${id}` });

describe('the audit trail screen (docs/product.md#audit)', () => {
  test('the three services’ pages merge newest first, the first `limit` kept', () => {
    const orders = { entries: [line('2026-11-24T18:05', 'a'), line('2026-11-24T16:00', 'b')], nextBefore: null };
    const drivers = { entries: [line('2026-11-24T17:30', 'c')], nextBefore: null };
    const auth = { entries: [line('2026-11-24T18:10', 'd'), line('2026-11-24T09:00', 'e')], nextBefore: null };
    const all = mergeAuditPages([orders, drivers, auth], 50);
    expect(all.entries.map((e) => e.id)).toEqual(['d', 'a', 'c', 'b', 'e']);
    expect(all.nextBefore).toBeNull();

    // More came than a page holds: the next page starts before the last line kept.
    const three = mergeAuditPages([orders, drivers, auth], 3);
    expect(three.entries.map((e) => e.id)).toEqual(['d', 'a', 'c']);
    expect(three.nextBefore).toBe('2026-11-24T17:30|c');
  });

  test('a service with more to read keeps the paging going, even when the merge fits the page', () => {
    const page = mergeAuditPages(
      [{ entries: [line('2026-11-24T18:05', 'a')], nextBefore: '2026-11-24T18:05|a' }, { entries: [] }],
      50,
    );
    expect(page.entries).toHaveLength(1);
    expect(page.nextBefore).toBe('2026-11-24T18:05|a');
    expect(mergeAuditPages([{ entries: [], nextBefore: null }], 50)).toEqual({ entries: [], nextBefore: null });
  });

  test('the same time in two services is ordered by the id in the cursor, so no line is read twice or lost', () => {
    const page = mergeAuditPages(
      [{ entries: [line('2026-11-24T18:05', 'b')] }, { entries: [line('2026-11-24T18:05', 'c')] }],
      1,
    );
    expect(page.entries.map((e) => e.id)).toEqual(['c']);
    expect(page.nextBefore).toBe('2026-11-24T18:05|c');
  });

  test('kinds and sessions read in words; a kind the screen does not know is shown as it came', () => {
    expect(kindLabel('void.line')).toBe('Void · item');
    expect(kindLabel('pin.security-wrong')).toBe('Wrong security PIN');
    expect(kindLabel('order.something-new')).toBe('order.something-new');
    expect(kindTone('void.order')).toBe('alert');
    expect(kindTone('pin.security-wrong')).toBe('alert');
    expect(kindTone('order.reprint')).toBe('plain');
    expect(sessionLabel('cashier')).toBe('cashier session');
    expect(sessionLabel('owner')).toBe('owner');
    expect(sessionLabel('system')).toBe('Zest POS');
  });

  test('amounts read before → after, one side alone when only one is known', () => {
    expect(amountsText(7182, 0)).toBe('$71.82 → $0.00');
    expect(amountsText(123456, 100000)).toBe('$1,234.56 → $1,000.00');
    expect(amountsText(null, 350)).toBe('→ $3.50');
    expect(amountsText(350, undefined)).toBe('$3.50 →');
    expect(amountsText(null, null)).toBeNull();
  });

  test('the filters come from the address; only what is chosen goes to the server', () => {
    expect(AUDIT_GROUPS.map((g) => g.value)).toEqual([
      '',
      'void',
      'order',
      'settings',
      'online',
      'day',
      'drawer',
      'reader',
      'driver',
      'pin',
      'employee',
      'restaurant',
    ]);
    expect(auditGroup('void')).toBe('void');
    expect(auditGroup('void.line')).toBe('');
    const none = auditParams(new URLSearchParams(''));
    expect(none).toEqual({ day: '', kind: '', employeeId: '' });
    expect(isFiltered(none)).toBe(false);
    expect(auditFilter(none)).toEqual({});
    const chosen = auditParams(new URLSearchParams('day=2026-11-24&kind=driver&employee=e1'));
    expect(isFiltered(chosen)).toBe(true);
    expect(auditFilter(chosen)).toEqual({ day: '2026-11-24', kind: 'driver', employeeId: 'e1' });
    expect(auditParams(new URLSearchParams('day=yesterday&kind=nope')).day).toBe('');
  });
});
