import { readFileSync } from 'node:fs';
import { EVERY_APPROVAL_MAY, PERMISSIONS, permissionOf, type Permission } from '@zest/kit';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { createResolvers as authResolvers } from '@zest/auth/resolvers';
import { createResolvers as billingResolvers } from '@zest/billing/resolvers';
import { createResolvers as menuResolvers } from '@zest/menu/resolvers';
import { createResolvers as driverResolvers } from '@zest/drivers/resolvers';
import { createResolvers as orderResolvers } from '@zest/orders/resolvers';
import type { GraphQLAnswer } from '../../tools/test/support';
import { SUPERGRAPH_FILE } from '../src/supergraph/compose';
import { APPROVAL, isOwn, roleOf, type Caller } from './access-callers';

/**
 * What the access matrix expects (access-matrix*.test.ts), worked out from
 * the permission table (kit/access/permissions.ts) and the permission each
 * root field's resolver declares: never written by hand per field.
 */
export type Outcome = 'admitted' | 401 | 403 | 404;
const CODE = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' } as const;

/** What the table says this caller gets. */
export function expected(permission: Permission, caller: Caller, target: 'victim' | 'self'): Outcome {
  const rule = PERMISSIONS[permission];
  if (rule.scope === 'anyone') return 'admitted';
  if (caller === 'no token') return 401;
  if (!(rule.principals as readonly string[]).includes(roleOf(caller))) return 403;
  // An approval acts on its own action and subject only (docs/decisions/0049-approvals.md): none here.
  if (caller === APPROVAL && !EVERY_APPROVAL_MAY.includes(permission)) return 403;
  if (rule.scope === 'viewer' || target === 'self' || isOwn(caller)) return 'admitted';
  // Someone else's: an account says so (403); a restaurant looks as if it did not exist (404).
  return rule.scope === 'account' ? 403 : 404;
}

export const resolverMaps = [authResolvers, billingResolvers, menuResolvers, orderResolvers, driverResolvers].map(
  (create) => create({} as never) as Record<string, Record<string, unknown>>,
);

/** The permission a root field declares in its subgraph (Query, Mutation or Subscription). */
export const permissionOfField = (type: string, field: string): Permission | undefined =>
  resolverMaps.map((m) => permissionOf(m[type]?.[field])).find(Boolean);

const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

export interface RootField {
  type: string;
  field: string;
}

/** Every Query, Mutation and Subscription field of the composed supergraph (federation's own `_…` fields aside). */
export function rootFields(): RootField[] {
  const schema = buildSchema(readFileSync(SUPERGRAPH_FILE, 'utf8'));
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type
      ? Object.keys(type.getFields())
          .filter((field) => !field.startsWith('_'))
          .map((field) => ({ type: type.name, field }))
      : [],
  );
}

/** The root type an operation runs on and the root fields it selects. */
export function rootFieldsOf(source: string): { type: string; fields: string[] } {
  const operation = parse(source).definitions[0] as OperationDefinitionNode;
  const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
  return { type: ROOT_TYPES[operation.operation], fields };
}

/** The one permission an operation's root fields declare (else it throws, naming `what`). */
export function permissionOfOperation(source: string, what: string): Permission {
  const { type, fields } = rootFieldsOf(source);
  const declared = new Set(fields.map((field) => permissionOfField(type, field)));
  if (declared.size !== 1 || declared.has(undefined))
    throw new Error(`${what}: no single permission for ${fields.join(', ')}`);
  return [...declared][0]!;
}

/** Whether an answer holds anything: a refused root field is null (or the whole data is). */
const hasData = (answer: GraphQLAnswer) => Object.values(answer.data ?? {}).some((value) => value !== null);

/** What is wrong with a GraphQL answer the table refuses (its code, and no data), or null. */
export function wrongRefusal(answer: GraphQLAnswer, outcome: Exclude<Outcome, 'admitted'>): string | null {
  const code = answer.errors?.[0]?.extensions?.code;
  if (code === CODE[outcome] && !hasData(answer)) return null;
  return `answered ${code ?? 'no error'}${hasData(answer) ? ' with data' : ''}, not ${CODE[outcome]}`;
}

/** What is wrong with a GraphQL answer the table admits (an error, or not the one the sample declares), or null. */
export function wrongAdmission(answer: GraphQLAnswer, admittedCode?: string): string | null {
  const code = answer.errors?.[0]?.extensions?.code;
  if (admittedCode ? code === admittedCode : !answer.errors && answer.data) return null;
  return `answered ${code ?? 'no data'}: ${answer.errors?.[0]?.message}`;
}
