import { guarded, type RequestContext } from '@zest/kit';

/**
 * A root field declaring its permission (kit/access/access.ts) and handing the
 * arguments and the context to the domain. The argument and answer types
 * come from the generated resolver types the field is assigned to.
 */
export const read = <A, T>(resolve: (args: A, ctx: RequestContext) => T) =>
  guarded('menu.read', (_: unknown, args: A, ctx: RequestContext) => resolve(args, ctx));

export const write = <A, T>(resolve: (args: A, ctx: RequestContext) => T) =>
  guarded('menu.write', (_: unknown, args: A, ctx: RequestContext) => resolve(args, ctx));
