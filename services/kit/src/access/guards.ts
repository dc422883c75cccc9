import type { RequestContext } from './context';
import { DomainError } from '../core/errors';
import { requirePrincipal } from './access';
import type { Permission } from './permissions';

const PERMISSION = Symbol.for('zest.permission');

/**
 * A resolver with its permission declared. The principal half is checked
 * before the resolver runs (a driver never reaches menu writes); the domain
 * checks the resource half with requireAccess once it has loaded it. A test
 * walks every subgraph's schema and fails on a field without a declaration.
 */
export function guarded<P, A, R>(
  permission: Permission,
  resolve: (parent: P, args: A, ctx: RequestContext, info?: unknown) => R,
): (parent: P, args: A, ctx: RequestContext, info?: unknown) => R {
  const wrapped = (parent: P, args: A, ctx: RequestContext, info?: unknown) => {
    requirePrincipal(ctx, permission);
    return resolve(parent, args, ctx, info);
  };
  Object.defineProperty(wrapped, PERMISSION, { value: permission });
  return wrapped;
}

/**
 * An entity reference (`__resolveReference`, which gets the context second):
 * guarded the same way; answers null when the caller may not see it.
 */
export function guardedReference<Ref, R>(
  permission: Permission,
  resolve: (ref: Ref, ctx: RequestContext) => Promise<R | null>,
): (ref: Ref, ctx: RequestContext) => Promise<R | null> {
  const wrapped = async (ref: Ref, ctx: RequestContext) => {
    try {
      requirePrincipal(ctx, permission);
      return await resolve(ref, ctx);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  };
  Object.defineProperty(wrapped, PERMISSION, { value: permission });
  return wrapped;
}

/** The permission a resolver declared, if any. */
export function permissionOf(resolver: unknown): Permission | undefined {
  return typeof resolver === 'function'
    ? ((resolver as unknown as Record<symbol, Permission | undefined>)[PERMISSION] ?? undefined)
    : undefined;
}

/**
 * The fields of a subgraph that declare no permission: every Query and
 * Mutation field must have a guarded resolver, and every other resolver the
 * map holds (entity references, computed fields) must be guarded too.
 */
export function undeclaredFields(
  typeDefs: import('graphql').DocumentNode,
  resolvers: Record<string, Record<string, unknown> | undefined>,
): string[] {
  const missing: string[] = [];
  for (const def of typeDefs.definitions) {
    if (def.kind !== 'ObjectTypeDefinition' && def.kind !== 'ObjectTypeExtension') continue;
    const type = def.name.value;
    if (type !== 'Query' && type !== 'Mutation') continue;
    for (const field of def.fields ?? []) {
      if (!permissionOf(resolvers[type]?.[field.name.value])) missing.push(`${type}.${field.name.value}`);
    }
  }
  for (const [type, fields] of Object.entries(resolvers)) {
    for (const [name, resolver] of Object.entries(fields ?? {})) {
      if (typeof resolver === 'function' && !permissionOf(resolver)) missing.push(`${type}.${name}`);
    }
  }
  return [...new Set(missing)].sort();
}

/**
 * A root field (its parent unused) declaring its permission and handing the arguments and the context
 * to the domain; the argument and answer types come from the generated resolver type it is assigned to.
 */
export const rootField = <A, T>(permission: Permission, resolve: (args: A, ctx: RequestContext) => T) =>
  guarded(permission, (_: unknown, args: A, ctx: RequestContext) => resolve(args, ctx));

/** Root fields of one permission, named once per service: `const read = fieldsOf('order.read')`. */
export const fieldsOf =
  (permission: Permission) =>
  <A, T>(resolve: (args: A, ctx: RequestContext) => T) =>
    rootField(permission, resolve);
