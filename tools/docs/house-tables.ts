import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The parts of docs/architecture.md that the tree already says: the kit's
 * folders (their order is the package's subpath entries, their line and
 * modules are each folder's index.ts) and the decisions (each file's title).
 */
const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** The kit's folders in their import order, each with what it holds and its modules. */
export function kit(): string {
  const exportsOf = JSON.parse(read('services/kit/package.json')) as { exports: Record<string, unknown> };
  const folders = Object.keys(exportsOf.exports)
    .filter((entry) => entry !== '.')
    .map((entry) => entry.slice(2));
  return table(
    ['folder', 'what it holds', 'modules'],
    folders.map((folder) => {
      const index = read(`services/kit/src/${folder}/index.ts`);
      const line = /^\/\*\* (.+?) \*\//m.exec(index)?.[1];
      if (!line) throw new Error(`services/kit/src/${folder}/index.ts lacks its one-line /** … */ comment`);
      const modules = [...index.matchAll(/^export \* from '\.\/([\w-]+)';$/gm)].map((m) => `\`${m[1]}\``);
      return [`\`${folder}/\``, line, modules.join(', ')];
    }),
  );
}

/** Every decision written down, by its number, with its title. */
export function decisions(): string {
  const files = readdirSync(join(root, 'docs/decisions'))
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort();
  return table(
    ['decision', 'about'],
    files.map((file) => {
      const title = read(`docs/decisions/${file}`)
        .split('\n')[0]!
        .replace(/^# \d+\.\s*/, '');
      return [`[${file.slice(0, 4)}](decisions/${file})`, title];
    }),
  );
}
