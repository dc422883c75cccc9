import {
  GraphQLError,
  parse,
  getNamedType,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { KeptMap } from '../data/kept-map';

/**
 * What one GraphQL operation may cost, checked before it runs, at the gateway
 * and in every subgraph: one request must not keep a process busy for seconds
 * (2,000 aliases of `me` took the gateway 3.3 s to plan and run). The numbers
 * leave room above the largest operation the web app and the REST tables send
 * (a test walks every one of them: gateway/src/supergraph/operation-budget.test.ts).
 */
export const OPERATION_BUDGET = {
  /** Lexical tokens in the document: its size, checked by the parser before anything else. */
  tokens: 6_000,
  /** Fields asked under another name: the way to ask the same thing many times in one request. */
  aliases: 30,
  /** Fields nested in fields. */
  depth: 10,
  /** Lists nested in lists along one path (restaurants → categories → products → sizes is 4). */
  listNesting: 5,
  /** Estimated fields answered: each field counts once per item of every list above it. */
  cost: 25_000,
} as const;

export type OperationBudget = { readonly [K in keyof typeof OPERATION_BUDGET]: number };

/** Items assumed in a list of unknown length when estimating the cost. */
export const ASSUMED_LIST_SIZE = 10;

export interface OperationMeasure {
  aliases: number;
  depth: number;
  listNesting: number;
  cost: number;
}

const listOf = (type: GraphQLOutputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

/**
 * What an operation asks for, with its fragments spread in place. Introspection
 * fields (`__schema`, `__type`) are not counted: they are off in production.
 */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
): OperationMeasure {
  const measure: OperationMeasure = { aliases: 0, depth: 0, listNesting: 0, cost: 0 };
  const root = schema.getRootType(operation.operation);
  if (!root) return measure;

  const walk = (
    set: SelectionSetNode,
    parent: GraphQLCompositeType,
    depth: number,
    lists: number,
    multiplier: number,
    spreading: ReadonlySet<string>,
  ) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        if (selection.alias) measure.aliases += 1;
        measure.cost += multiplier;
        measure.depth = Math.max(measure.depth, depth + 1);
        const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
        if (!field || !selection.selectionSet) continue;
        const named = getNamedType(field.type);
        if (!isCompositeType(named)) continue;
        // A subgraph's `_entities` is the gateway's fetch for the parents it already has: one item per parent
        // of a request the gateway measured whole, so it multiplies nothing here.
        const isList = listOf(field.type) && !(depth === 0 && name === '_entities');
        measure.listNesting = Math.max(measure.listNesting, lists + (isList ? 1 : 0));
        walk(
          selection.selectionSet,
          named,
          depth + 1,
          lists + (isList ? 1 : 0),
          multiplier * (isList ? ASSUMED_LIST_SIZE : 1),
          spreading,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (condition && isCompositeType(condition))
          walk(selection.selectionSet, condition, depth, lists, multiplier, spreading);
      } else {
        const name = selection.name.value;
        const fragment = fragments[name];
        // A fragment that spreads itself is refused by graphql's own rules; here it is just not walked again.
        if (!fragment || spreading.has(name)) continue;
        const condition = schema.getType(fragment.typeCondition.name.value);
        if (condition && isCompositeType(condition))
          walk(fragment.selectionSet, condition, depth, lists, multiplier, new Set([...spreading, name]));
      }
    }
  };
  walk(operation.selectionSet, root, 0, 0, 1, new Set());
  return measure;
}

const fragmentsOf = (document: DocumentNode) =>
  Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );

/** Why an operation is over budget, as a person reads it; null when it fits. */
export function overBudget(measure: OperationMeasure, budget: OperationBudget = OPERATION_BUDGET): string | null {
  const over = (what: string, value: number, limit: number) =>
    `This request asks for too much at once: ${what} ${value} (at most ${limit}). Split it into smaller requests.`;
  if (measure.aliases > budget.aliases) return over('aliases', measure.aliases, budget.aliases);
  if (measure.depth > budget.depth) return over('fields nested', measure.depth, budget.depth);
  if (measure.listNesting > budget.listNesting) return over('lists nested', measure.listNesting, budget.listNesting);
  if (measure.cost > budget.cost) return over('estimated fields', measure.cost, budget.cost);
  return null;
}

/** The parser's own words for a document over the token bound, said as the budget's other refusals are. */
export function tooLargeMessage(message: string): string | null {
  return /contains more th\w+ \d+ tokens/.test(message)
    ? `This request asks for too much at once: its document is over ${OPERATION_BUDGET.tokens} tokens. Split it into smaller requests.`
    : null;
}

/** The validation rule: an operation over budget is refused (400) before it is planned or run. */
export function operationBudgetRule(budget: OperationBudget = OPERATION_BUDGET): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      const measure = measureOperation(context.getSchema(), node, fragmentsOf(context.getDocument()));
      const reason = overBudget(measure, budget);
      if (reason) context.reportError(new GraphQLError(reason, { nodes: [node] }));
    },
  });
}

/** Why a document is over budget (its first operation that is), as a person reads it; null when it fits. */
export function documentOverBudget(
  schema: GraphQLSchema,
  document: DocumentNode,
  budget: OperationBudget = OPERATION_BUDGET,
): string | null {
  const fragments = fragmentsOf(document);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const reason = overBudget(measureOperation(schema, definition, fragments), budget);
    if (reason) return reason;
  }
  return null;
}

/** Documents remembered as fitting; past this the oldest is forgotten. */
const FITTING_KEPT = 5_000;

/**
 * The budget ahead of Apollo, for POST /graphql (graphqlPost): a document is
 * measured before graphql's own validation, which is quadratic in repeated
 * fields (300 aliases of one field cost it tens of milliseconds before the
 * budget rule could refuse them). A document that fits is remembered, so
 * the next request with the same text is not parsed twice. Answers why it
 * is over budget, or null (also for what does not parse: Apollo answers that).
 */
export function budgetGate(schema: () => GraphQLSchema | undefined, budget: OperationBudget = OPERATION_BUDGET) {
  const fitting = new KeptMap<string, true>(FITTING_KEPT);
  return (query: unknown): string | null => {
    const known = schema();
    if (typeof query !== 'string' || !known || fitting.has(query)) return null;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: budget.tokens });
    } catch {
      return null;
    }
    const reason = documentOverBudget(known, document, budget);
    if (reason) return reason;
    fitting.set(query, true);
    return null;
  };
}

/**
 * The Apollo Server settings every server here shares (gateway and subgraphs):
 * the document's size bound at parse, the budget rule, and introspection only
 * outside production (no schema tour for strangers).
 */
export function operationLimits(env: string | undefined = process.env.NODE_ENV) {
  return {
    introspection: env !== 'production',
    parseOptions: { maxTokens: OPERATION_BUDGET.tokens },
    validationRules: [operationBudgetRule()],
  };
}
