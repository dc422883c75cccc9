import { writeFileSync } from 'node:fs';
import { composeSupergraph, SUPERGRAPH_FILE } from './compose';

writeFileSync(SUPERGRAPH_FILE, composeSupergraph());
process.stdout.write(`supergraph written to gateway/supergraph.graphql\n`);
