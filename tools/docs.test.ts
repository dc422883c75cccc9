import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (doc: string) =>
  new Set(
    readFileSync(join(root, doc), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ''))),
  );

/** Code and docs cite the product and architecture documents by anchor; every anchor cited must exist. */
it('finds every docs/product.md and docs/architecture.md anchor that the code cites', () => {
  const docs = {
    'docs/product.md': anchorsOf('docs/product.md'),
    'docs/architecture.md': anchorsOf('docs/architecture.md'),
  };
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|md|graphql|sql|sh|ya?ml)$/.test(f));
  const broken: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed but deleted in the working tree
    }
    for (const m of text.matchAll(/(?:docs\/)?(product|architecture)\.md#([\w-]+)/g)) {
      const doc = `docs/${m[1]}.md` as keyof typeof docs;
      if (!docs[doc].has(m[2]!)) broken.push(`${file}: ${m[0]}`);
    }
  }
  expect(broken).toEqual([]);
});
