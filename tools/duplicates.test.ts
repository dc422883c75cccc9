import { join, relative } from 'node:path';
import { detectClones } from 'jscpd';

const root = join(__dirname, '..');

/** The code kept free of copy-paste, and what is not written by hand there. */
const SCANNED = ['services', 'web/src'];
const NOT_HAND_WRITTEN = ['**/generated/**', '**/migrations/**', '**/dist/**', '**/node_modules/**'];
/**
 * Package manifests: npm wants one per workspace and a manifest cannot include
 * another, so services of one shape (docs/architecture.md#adding-a-service)
 * declare the same scripts and entry points there; no code is written twice.
 */
const MANIFESTS = ['**/package.json'];
/**
 * Import lists: two screens built from the same UI pieces name them alike,
 * and a list of names is no logic to share.
 */
const IMPORTS = ['import\\s[^;]*;'];
/** A repeated block this long or longer is a clone. */
const MIN_LINES = 6;

/**
 * One piece of logic has one place: jscpd (with its usual token threshold)
 * finds no block of six or more lines written twice in the services or the
 * web app. A clone is listed as `file:lines ~ file:lines`; move what the two
 * places share into one function, component or module both use.
 */
it('finds no block of six or more lines repeated in services/ or web/src', async () => {
  const clones = await detectClones({
    path: SCANNED.map((folder) => join(root, folder)),
    ignore: [...NOT_HAND_WRITTEN, ...MANIFESTS],
    ignorePattern: IMPORTS,
    minLines: MIN_LINES,
    gitignore: true,
    silent: true,
    reporters: [],
  });
  const place = ({ sourceId, start, end }: { sourceId: string; start: { line: number }; end: { line: number } }) =>
    `${relative(root, sourceId)}:${start.line}-${end.line}`;
  const listed = clones.map((clone) => `${place(clone.duplicationA)} ~ ${place(clone.duplicationB)}`).sort();
  expect(listed).toEqual([]);
}, 60_000);
