import type { GraphQLResolverMap } from '@apollo/subgraph';
import type { RequestContext } from '@zest/kit';
import type { AccountService } from '../accounts/accounts.service';
import type { ContactService } from '../contact/contact.service';
import type { PasswordResetService } from '../password-reset/password-reset.service';

export interface AuthServices {
  accounts: AccountService;
  passwordResets: PasswordResetService;
  contact: ContactService;
}

type Args = Record<string, unknown>;

/** Thin: each resolver hands the context and input to the domain. */
export function createResolvers(s: AuthServices): GraphQLResolverMap<RequestContext> {
  return {
    Query: {
      me: (_: unknown, __: Args, ctx: RequestContext) => s.accounts.me(ctx),
      user: (_: unknown, args: { id: string }, ctx: RequestContext) => s.accounts.get(ctx, args.id),
    },
    Mutation: {
      signUp: (_: unknown, args: { input: unknown }) => s.accounts.signUp(args.input),
      signIn: (_: unknown, args: { input: unknown }, ctx: RequestContext) => s.accounts.signIn(ctx, args.input),
      signOut: (_: unknown, __: Args, ctx: RequestContext) => s.accounts.signOut(ctx),
      updateUser: (_: unknown, args: { id: string; input: unknown }, ctx: RequestContext) =>
        s.accounts.update(ctx, args.id, args.input),
      requestPasswordReset: (_: unknown, args: { email: string }, ctx: RequestContext) =>
        s.passwordResets.request(ctx, args),
      resetPassword: (_: unknown, args: { email: string; token: string; password: string }) =>
        s.passwordResets.reset(args),
      sendContactMessage: (_: unknown, args: { input: unknown }) => s.contact.send(args.input),
    },
    User: {
      __resolveReference: (ref: { id: string }) => s.accounts.reference(ref.id),
    },
  };
}
