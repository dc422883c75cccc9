import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The committed generated files are what the schemas and documents give now: none is stale. */
it('finds every generated file up to date (run `npm run codegen` after changing a schema or an operation)', () => {
  const root = join(__dirname, '..');
  const check = spawnSync(
    join(root, 'node_modules', '.bin', 'graphql-codegen'),
    ['--config', 'codegen.ts', '--check'],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
  // The check names each file it would change.
  expect({ status: check.status, stale: check.status === 0 ? '' : `${check.stdout}${check.stderr}` }).toEqual({
    status: 0,
    stale: '',
  });
  // A fragment name means one selection on both sides (graphql-tag warns otherwise); shared ones: gateway/fragments.graphql.
  expect(`${check.stdout}${check.stderr}`.match(/fragment with name \w+ already exists/g) ?? []).toEqual([]);
}, 60_000);
