import { differences, rollUp, widthFor, type Digest } from './projection-check';

const finest: Digest = {
  '0a1': [2, '30'],
  '0a2': [1, '5'],
  '0b0': [1, '7'],
  f00: [3, '9007199254740993'],
};

describe('the digests a projection and its source compare', () => {
  it('rolls the finest buckets up into coarser ones, summing versions beyond 2^53 exactly', () => {
    expect(rollUp(finest, 2)).toEqual({ '0a': [3, '35'], '0b': [1, '7'], f0: [3, '9007199254740993'] });
    expect(rollUp({ ...finest, f01: [1, '9007199254740993'] }, 1)).toEqual({
      '0': [4, '42'],
      f: [4, '18014398509481986'],
    });
  });

  it('picks buckets of about sixteen subjects, from 16 to 4096 buckets', () => {
    expect([0, 16, 256, 257, 4096, 4097, 10_000_000].map(widthFor)).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });

  it('finds the buckets that differ: missing, behind, or holding what the source does not know', () => {
    const source: Digest = { '0': [3, '40'], '1': [2, '10'], '2': [1, '4'], '3': [1, '1'] };
    const held: Digest = { '0': [3, '40'], '1': [2, '9'], '3': [2, '3'], '4': [1, '8'] };
    expect(differences(held, source)).toEqual({ buckets: ['1', '2', '3', '4'], unknown: 2 });
    expect(differences(source, source)).toEqual({ buckets: [], unknown: 0 });
  });
});
