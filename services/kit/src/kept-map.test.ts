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
