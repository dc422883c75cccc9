import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => `${dir ? `${dir}/` : ''}${entry.name}/`);

/** The README's layout names every top-level folder, every service and every tool folder. */
it("names every folder of the house in the README's layout", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
  const named = new Set(layout.split('\n').map((line) => line.trim().split(/\s+/)[0]));
  const tracked = new Set(
    execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .map((file) => `${file.split('/')[0]}/`),
  );
  const topLevel = folders('').filter((folder) => tracked.has(folder));
  expect(topLevel.filter((folder) => ![...named].some((entry) => entry?.startsWith(folder)))).toEqual([]);
  expect([...folders('services'), ...folders('tools')].filter((folder) => !named.has(folder))).toEqual([]);
});

/** docs/architecture.md's decisions table lists every decision written down. */
it('lists every decision in the decisions table of docs/architecture.md', () => {
  const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const files = readdirSync(join(root, 'docs/decisions')).filter((f) => /^\d{4}-.*\.md$/.test(f));
  expect(files.filter((f) => !architecture.includes(`(decisions/${f})`))).toEqual([]);
});

/** docs/extending.md has a checklist for each way the house is extended. */
it('has a checklist for a service, an event, a REST path and a screen role in docs/extending.md', () => {
  const headings = [...anchorsOf('docs/extending.md')];
  expect(headings).toEqual(
    expect.arrayContaining(['add-a-service', 'add-an-event', 'add-a-rest-path', 'add-a-screen-role']),
  );
});
