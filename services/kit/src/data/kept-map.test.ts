import { KeptMap } from './kept-map';

it('keeps at most its limit, forgetting the oldest first, and replaces a key in place', () => {
  const kept = new KeptMap<string, number>(2);
  kept.set('a', 1).set('b', 2);
  kept.set('b', 3);
  expect([...kept]).toEqual([
    ['a', 1],
    ['b', 3],
  ]);
  kept.set('c', 4);
  expect([...kept]).toEqual([
    ['b', 3],
    ['c', 4],
  ]);
});

it('counts weight when told how to weigh, and keeps nothing heavier than the whole limit', () => {
  const kept = new KeptMap<string, string>(10, (text) => text.length);
  kept.set('a', 'aaaa').set('b', 'bbbb');
  kept.set('c', 'cccc');
  expect([...kept.keys()]).toEqual(['b', 'c']);
  kept.set('b', 'b');
  kept.set('d', 'dddd');
  expect([...kept.keys()]).toEqual(['b', 'c', 'd']);
  kept.set('e', 'e'.repeat(11));
  expect(kept.has('e')).toBe(false);
  kept.delete('c');
  kept.set('f', 'ffff');
  expect([...kept.keys()]).toEqual(['b', 'd', 'f']);
});
