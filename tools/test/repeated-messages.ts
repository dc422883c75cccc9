import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds a message a person reads written out twice: the same string literal,
 * shaped as a sentence (a capital letter first, a space inside, a full stop
 * last), in two places of one group of folders. A message is one constant
 * (or one helper that words it), imported where it is needed, so it cannot
 * drift apart (docs/decisions/0037-one-message-one-place.md).
 *
 * Tests, generated code and migrations aside: a test asserts the words a
 * caller sees, and must write them out.
 */
const SENTENCE = /^[A-Z][^\n]* [^\n]*\.$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated', 'migrations', 'test', 'e2e']);
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name);

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : sources(path);
    return isSource(name) ? [path] : [];
  });
}

/** Every sentence-shaped literal of a file with its line, but those in types and import paths. */
export function messagesOf(path: string, text = readFileSync(path, 'utf8')): { message: string; line: number }[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: { message: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    const words = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
    // Text written between JSX tags is a message too, however it is wrapped.
    const text = ts.isJsxText(node) ? node.text.replace(/\s+/g, ' ').trim() : words;
    if (text !== null && SENTENCE.test(text)) {
      found.push({ message: text, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The messages written in two places or more under `folders` (one group: the
 * places that could share one constant), each with its places as
 * `file:line` relative to `root`, sorted.
 */
export function repeatedMessages(root: string, folders: string[]): Record<string, string[]> {
  const places = new Map<string, string[]>();
  for (const path of folders.flatMap((folder) => sources(join(root, folder)))) {
    for (const { message, line } of messagesOf(path)) {
      places.set(message, [...(places.get(message) ?? []), `${relative(root, path)}:${line}`]);
    }
  }
  return Object.fromEntries([...places].filter(([, where]) => where.length > 1).sort(([a], [b]) => a.localeCompare(b)));
}
