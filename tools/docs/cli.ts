import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHITECTURE, staleParts, withGeneratedParts } from './architecture-tables';

/** `npm run docs`: writes the generated parts of docs/architecture.md from the kit's registries. */
const file = join(__dirname, '..', '..', ARCHITECTURE);
const doc = readFileSync(file, 'utf8');
const stale = staleParts(doc);
writeFileSync(file, withGeneratedParts(doc));
process.stdout.write(stale.length ? `${ARCHITECTURE}: wrote ${stale.join(', ')}\n` : `${ARCHITECTURE}: up to date\n`);
