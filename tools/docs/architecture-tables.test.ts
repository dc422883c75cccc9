import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHITECTURE, GENERATED, staleParts, withGeneratedParts } from './architecture-tables';

const doc = readFileSync(join(__dirname, '..', '..', ARCHITECTURE), 'utf8');

it('finds the tables of docs/architecture.md as the kit registries say them (else run `npm run docs`)', () => {
  const stale = staleParts(doc);
  if (stale.length)
    throw new Error(`${ARCHITECTURE} is stale in ${stale.join(', ')}: run \`npm run docs\` and commit it.`);
});

it('tells a table changed by hand, and writes it back', () => {
  const edited = doc.replace(/^\| orders \| .*$/m, '| orders | orders, planned | `zest_orders` | 4004 | none |');
  expect(edited).not.toBe(doc);
  expect(staleParts(edited)).toEqual(['services']);
  expect(withGeneratedParts(edited)).toBe(doc);
});

it('has the markers of every generated part', () => {
  for (const name of Object.keys(GENERATED)) expect(doc).toContain(`<!-- generated: ${name} `);
});
