import { composeServices } from '@apollo/composition';
import { SERVICES, subgraphSchema } from '@zest/kit';
import { join } from 'node:path';

/** The committed supergraph, composed from every subgraph's schema.graphql (and the kit's console part). */
export const SUPERGRAPH_FILE = join(__dirname, '..', '..', 'supergraph.graphql');

/**
 * Static composition: the supergraph is composed at build time from the
 * schema files, committed, and checked by a test (docs/decisions).
 */
export function composeSupergraph(repoRoot = join(__dirname, '..', '..', '..')): string {
  const result = composeServices(
    SERVICES.map((s) => ({
      name: s.name,
      url: `http://127.0.0.1:${s.port}/graphql`,
      typeDefs: subgraphSchema(join(repoRoot, 'services', s.name), s.name),
    })),
  );
  if (result.errors) {
    throw new Error(`The supergraph does not compose:\n${result.errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
  return result.supergraphSdl;
}
