import { KeptFacts } from './kept-facts';

/** A fact read from a store that counts its reads and can be held mid-read. */
function store() {
  const rows = new Map<string, { name: string; version: number }>();
  let reads = 0;
  let hold: Promise<void> | null = null;
  const facts = new KeptFacts(
    'restaurant',
    async (key: string) => {
      reads++;
      const row = rows.get(key) ?? null;
      if (hold) await hold;
      return row;
    },
    (r) => r.version,
  );
  return {
    rows,
    facts,
    reads: () => reads,
    holdReads() {
      let release!: () => void;
      hold = new Promise((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('facts kept in the process', () => {
  it('reads a fact once, and again only after a newer version is announced', async () => {
    const s = store();
    s.rows.set('r1', { name: 'Luigi', version: 1 });
    expect(await s.facts.get('r1')).toEqual({ name: 'Luigi', version: 1 });
    await s.facts.get('r1');
    expect(s.reads()).toBe(1);
    s.facts.changed('r1', 1);
    await s.facts.get('r1');
    expect(s.reads()).toBe(1);
    s.rows.set('r1', { name: 'Mario', version: 2 });
    s.facts.changed('r1', 2);
    expect(await s.facts.get('r1')).toEqual({ name: 'Mario', version: 2 });
    expect(s.reads()).toBe(2);
  });

  it('shares one read between requests asking at once', async () => {
    const s = store();
    s.rows.set('r1', { name: 'Luigi', version: 1 });
    await Promise.all([s.facts.get('r1'), s.facts.get('r1'), s.facts.get('r1')]);
    expect(s.reads()).toBe(1);
  });

  it('does not keep a read that raced a change: the next ask reads again', async () => {
    const s = store();
    s.rows.set('r1', { name: 'Luigi', version: 1 });
    const release = s.holdReads();
    const stale = s.facts.get('r1');
    // The change commits and is announced while the old row is on its way.
    s.rows.set('r1', { name: 'Mario', version: 2 });
    s.facts.changed('r1', 2);
    release();
    expect((await stale)?.name).toBe('Luigi');
    expect((await s.facts.get('r1'))?.name).toBe('Mario');
  });

  it('never keeps a missing fact, and forgets everything on demand', async () => {
    const s = store();
    expect(await s.facts.get('r2')).toBeNull();
    s.rows.set('r2', { name: 'New', version: 1 });
    expect(await s.facts.get('r2')).toEqual({ name: 'New', version: 1 });
    s.rows.set('r2', { name: 'Renamed', version: 1 });
    s.facts.forgetAll();
    expect((await s.facts.get('r2'))?.name).toBe('Renamed');
  });
});
