import { readFileSync } from 'node:fs';
import { composeSupergraph, SUPERGRAPH_FILE } from './compose';

describe('the committed supergraph', () => {
  it('is the composition of the current subgraph schemas (run `npm run compose` after a schema change)', () => {
    expect(readFileSync(SUPERGRAPH_FILE, 'utf8')).toBe(composeSupergraph());
  });
});
