import type { GraphQLResolverMap } from '@apollo/subgraph';
import type { RequestContext } from '@zest/kit';
import type { AccountService } from '../accounts/accounts.service';
import type { ContactService } from '../contact/contact.service';
import type { EmployeeService } from '../employees/employees.service';
import type { PasswordResetService } from '../password-reset/password-reset.service';
import type { RestaurantService } from '../restaurants/restaurants.service';

export interface AuthServices {
  accounts: AccountService;
  passwordResets: PasswordResetService;
  contact: ContactService;
  restaurants: RestaurantService;
  employees: EmployeeService;
}

type Args = Record<string, unknown>;

/** Thin: each resolver hands the context and input to the domain. */
export function createResolvers(s: AuthServices): GraphQLResolverMap<RequestContext> {
  return {
    Query: {
      me: (_: unknown, __: Args, ctx: RequestContext) => s.accounts.me(ctx),
      user: (_: unknown, args: { id: string }, ctx: RequestContext) => s.accounts.get(ctx, args.id),
      restaurants: (_: unknown, args: { ownerId?: string | null }, ctx: RequestContext) =>
        s.restaurants.list(ctx, args.ownerId),
      restaurant: (_: unknown, args: { id: string }, ctx: RequestContext) => s.restaurants.get(ctx, args.id),
      restaurantAllowance: (_: unknown, __: Args, ctx: RequestContext) => s.restaurants.allowance(ctx),
      employees: (_: unknown, args: { restaurantId: string }, ctx: RequestContext) =>
        s.employees.list(ctx, args.restaurantId),
      employee: (_: unknown, args: { id: string }, ctx: RequestContext) => s.employees.get(ctx, args.id),
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
      createRestaurant: (_: unknown, args: { input: unknown }, ctx: RequestContext) =>
        s.restaurants.create(ctx, args.input),
      updateRestaurant: (_: unknown, args: { id: string; input: unknown }, ctx: RequestContext) =>
        s.restaurants.update(ctx, args.id, args.input),
      deleteRestaurant: (_: unknown, args: { id: string; securityPin: string }, ctx: RequestContext) =>
        s.restaurants.remove(ctx, args.id, args.securityPin),
      openRestaurant: (_: unknown, args: { id: string; securityPin: string }, ctx: RequestContext) =>
        s.restaurants.open(ctx, args.id, args.securityPin),
      enterCashierScreen: (_: unknown, args: { restaurantId: string; pin: string }, ctx: RequestContext) =>
        s.employees.enterScreen(ctx, args.restaurantId, args.pin, 'cashier'),
      enterDriverScreen: (_: unknown, args: { restaurantId: string; pin: string }, ctx: RequestContext) =>
        s.employees.enterScreen(ctx, args.restaurantId, args.pin, 'driver'),
      createEmployee: (_: unknown, args: { input: unknown }, ctx: RequestContext) =>
        s.employees.create(ctx, args.input),
      updateEmployee: (_: unknown, args: { id: string; input: unknown }, ctx: RequestContext) =>
        s.employees.update(ctx, args.id, args.input),
      deleteEmployee: (_: unknown, args: { id: string }, ctx: RequestContext) => s.employees.remove(ctx, args.id),
    },
    Restaurant: {
      __resolveReference: (ref: { id: string }) => s.restaurants.reference(ref.id),
    },
    User: {
      __resolveReference: (ref: { id: string }) => s.accounts.reference(ref.id),
    },
  };
}
