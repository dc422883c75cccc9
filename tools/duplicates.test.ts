import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { detectClones } from 'jscpd';
import { repeatedMessages } from './test/repeated-messages';

const root = join(__dirname, '..');

/** The code kept free of copy-paste (the gateway's source only: its build output and packaging aside), and what is not written by hand there. */
const SCANNED = ['services', 'gateway/src', 'web/src'];
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
 * finds no block of six or more lines written twice in the services, the
 * gateway or the web app. A clone is listed as `file:lines ~ file:lines`;
 * move what the two places share into one function, component or module both use.
 */
it('finds no block of six or more lines repeated in services/, gateway/src or web/src', async () => {
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

/**
 * One message, one place (docs/decisions/0037-one-message-one-place.md): a
 * sentence a person reads is written once in the server (the services and
 * the gateway, which share the kit and each service's inputs.ts) and once in
 * the web app (which cannot import server code). Tests aside.
 */
const GROUPS = { server: ['services', 'gateway/src'], web: ['web/src'] };

describe('one message, one place', () => {
  it.each(Object.keys(GROUPS) as (keyof typeof GROUPS)[])('finds no message written twice in the %s', (group) => {
    expect(repeatedMessages(root, GROUPS[group])).toEqual({});
  });

  it('finds a message planted twice, and not one written once and imported', () => {
    const dir = mkdtempSync(join(tmpdir(), 'messages-'));
    try {
      mkdirSync(join(dir, 'a'));
      writeFileSync(join(dir, 'a', 'one.ts'), "export const GONE = 'Thing not found.';\nconst label = 'Thing';\n");
      writeFileSync(join(dir, 'a', 'two.ts'), "import { GONE } from './one';\nthrow new Error(GONE);\n");
      writeFileSync(join(dir, 'a', 'two.test.ts'), "expect(message).toBe('Thing not found.');\n");
      expect(repeatedMessages(dir, ['a'])).toEqual({});
      writeFileSync(join(dir, 'a', 'three.tsx'), 'const el = <p>\n  Thing not\n  found.\n</p>;\n');
      writeFileSync(join(dir, 'a', 'four.ts'), 'const m = `Thing not found.`;\n');
      expect(repeatedMessages(dir, ['a'])).toEqual({
        'Thing not found.': ['a/four.ts:1', 'a/one.ts:1', 'a/three.tsx:2'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
