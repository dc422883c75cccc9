import { budgetGate, measureOperation, OPERATION_BUDGET, operationBudgetRule, overBudget } from '@zest/kit';
import {
  buildSchema,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REST_ROUTES } from '../rest';
import { SUPERGRAPH_FILE } from './compose';

/**
 * Every operation our own clients send fits the operation budget
 * (kit/http/operation-budget.ts): the web app's documents (every `graphql(`…`)` in
 * web/src, read as codegen reads them) and every REST table row. Measured
 * against the composed supergraph, with fragments from anywhere in the app.
 */
const schema = buildSchema(readFileSync(SUPERGRAPH_FILE, 'utf8'), { assumeValidSDL: true });
const WEB_SRC = join(__dirname, '..', '..', '..', 'web', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const webDocuments = sourceFiles(WEB_SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`/g)].map((m) => parse(m[1]!)),
);
const restDocuments = REST_ROUTES.map((r) => ({ name: `${r.method} ${r.path}`, document: parse(String(r.operation)) }));

const fragmentsIn = (documents: DocumentNode[]) =>
  Object.fromEntries(
    documents
      .flatMap((d) => d.definitions)
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
const operationsIn = (document: DocumentNode) =>
  document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

const webFragments = fragmentsIn(webDocuments);
const webOperations = webDocuments.flatMap(operationsIn).map((op) => ({ name: op.name?.value ?? '(anonymous)', op }));

it('finds the web app and REST operations to check', () => {
  expect(webOperations.length).toBeGreaterThan(30);
  expect(restDocuments.length).toBeGreaterThan(30);
});

it.each(webOperations)('web operation $name fits the budget', ({ op }) => {
  expect(overBudget(measureOperation(schema, op, webFragments))).toBeNull();
});

it.each(restDocuments)('REST $name fits the budget', ({ document }) => {
  for (const op of operationsIn(document)) {
    expect(overBudget(measureOperation(schema, op, fragmentsIn([document])))).toBeNull();
  }
  expect(validate(schema, document, [operationBudgetRule()])).toEqual([]);
});

const aliases = (n: number, selection: string) =>
  `query Many { ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

it.each([
  ['2,000 aliases of me', aliases(2000, 'me { id }'), /aliases 2000 \(at most 30\)/],
  ['300 aliases of every menu', aliases(300, 'restaurants { id menu { categories { id name } } }'), /aliases 300/],
  [
    'the whole menu of every restaurant',
    'query Deep { restaurants { menu { categories { products { sizes { id } } } } } }',
    null,
  ],
])('measures %s', (_name, query, refused) => {
  const errors = validate(schema, parse(query, { maxTokens: 100_000 }), [...specifiedRules, operationBudgetRule()]);
  if (refused) expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(refused)]);
  else expect(errors).toEqual([]);
});

it('refuses a document larger than the budget before parsing it all', () => {
  expect(() => parse(aliases(2000, 'me { id }'), { maxTokens: OPERATION_BUDGET.tokens })).toThrow(/tokens/);
});

it('counts aliases and nested lists inside fragments', () => {
  const document = parse(`
    query Q { restaurants { ...R } }
    fragment R on Restaurant { x: id y: id menu { categories { id } } }
  `);
  const op = operationsIn(document)[0]!;
  expect(measureOperation(schema, op, fragmentsIn([document]))).toEqual({
    aliases: 2,
    depth: 4,
    listNesting: 2,
    // restaurants 1, id ×2 and menu: 3 × 10, categories 10, its id 100
    cost: 1 + 30 + 10 + 100,
  });
});

it('refuses over-budget documents ahead of Apollo, and lets through what fits or does not parse', () => {
  const gate = budgetGate(() => schema);
  expect(gate(aliases(300, 'restaurants { id menu { categories { id name } } }'))).toMatch(/aliases 300/);
  expect(gate(aliases(40, 'me { id }'))).toMatch(/aliases 40/);
  const fits = aliases(3, 'me { id }');
  expect(gate(fits)).toBeNull();
  expect(gate(fits)).toBeNull();
  // Apollo answers these in its own words.
  expect(gate('{ me {')).toBeNull();
  expect(gate(aliases(2000, 'me { id }'))).toBeNull();
  expect(gate(undefined)).toBeNull();
});
