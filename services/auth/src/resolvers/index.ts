import type { GraphQLResolverMap } from '@apollo/subgraph';
import { guarded, guardedReference, type RequestContext } from '@zest/kit';
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
type Ctx = RequestContext;

/** Thin: each resolver declares its permission (kit/access.ts) and hands the context and input to the domain. */
export function createResolvers(s: AuthServices): GraphQLResolverMap<RequestContext> {
  return {
    Query: {
      me: guarded('account.read', (_: unknown, __: Args, ctx: Ctx) => s.accounts.me(ctx)),
      user: guarded('account.read', (_: unknown, a: { id: string }, ctx: Ctx) => s.accounts.get(ctx, a.id)),
      restaurants: guarded('restaurant.list', (_: unknown, a: { ownerId?: string | null }, ctx: Ctx) =>
        s.restaurants.list(ctx, a.ownerId),
      ),
      restaurant: guarded('restaurant.read', (_: unknown, a: { id: string; ownerId?: string | null }, ctx: Ctx) =>
        s.restaurants.get(ctx, a.id, a.ownerId),
      ),
      restaurantAllowance: guarded('restaurant.list', (_: unknown, __: Args, ctx: Ctx) => s.restaurants.allowance(ctx)),
      employees: guarded('staff.manage', (_: unknown, a: { restaurantId: string }, ctx: Ctx) =>
        s.employees.list(ctx, a.restaurantId),
      ),
      employee: guarded('staff.read', (_: unknown, a: { id: string }, ctx: Ctx) => s.employees.get(ctx, a.id)),
    },
    Mutation: {
      signUp: guarded('public', (_: unknown, a: { input: unknown }) => s.accounts.signUp(a.input)),
      signIn: guarded('public', (_: unknown, a: { input: unknown }, ctx: Ctx) => s.accounts.signIn(ctx, a.input)),
      signOut: guarded('session.end', (_: unknown, __: Args, ctx: Ctx) => s.accounts.signOut(ctx)),
      updateUser: guarded('account.update', (_: unknown, a: { id: string; input: unknown }, ctx: Ctx) =>
        s.accounts.update(ctx, a.id, a.input),
      ),
      requestPasswordReset: guarded('public', (_: unknown, a: { email: string }, ctx: Ctx) =>
        s.passwordResets.request(ctx, a),
      ),
      resetPassword: guarded('public', (_: unknown, a: { email: string; token: string; password: string }) =>
        s.passwordResets.reset(a),
      ),
      sendContactMessage: guarded('public', (_: unknown, a: { input: unknown }) => s.contact.send(a.input)),
      createRestaurant: guarded(
        'restaurant.create',
        (_: unknown, a: { input: unknown; ownerId?: string | null }, ctx: Ctx) =>
          s.restaurants.create(ctx, a.input, a.ownerId),
      ),
      updateRestaurant: guarded(
        'restaurant.manage',
        (_: unknown, a: { id: string; input: unknown; ownerId?: string | null }, ctx: Ctx) =>
          s.restaurants.update(ctx, a.id, a.input, a.ownerId),
      ),
      deleteRestaurant: guarded(
        'restaurant.manage',
        (_: unknown, a: { id: string; securityPin: string; ownerId?: string | null }, ctx: Ctx) =>
          s.restaurants.remove(ctx, a.id, a.securityPin, a.ownerId),
      ),
      openRestaurant: guarded('restaurant.manage', (_: unknown, a: { id: string; securityPin: string }, ctx: Ctx) =>
        s.restaurants.open(ctx, a.id, a.securityPin),
      ),
      enterCashierScreen: guarded('screen.cashier', (_: unknown, a: { restaurantId: string; pin: string }, ctx: Ctx) =>
        s.employees.enterScreen(ctx, a.restaurantId, a.pin, 'cashier'),
      ),
      enterDriverScreen: guarded('screen.driver', (_: unknown, a: { restaurantId: string; pin: string }, ctx: Ctx) =>
        s.employees.enterScreen(ctx, a.restaurantId, a.pin, 'driver'),
      ),
      createEmployee: guarded('staff.manage', (_: unknown, a: { input: unknown }, ctx: Ctx) =>
        s.employees.create(ctx, a.input),
      ),
      updateEmployee: guarded('staff.manage', (_: unknown, a: { id: string; input: unknown }, ctx: Ctx) =>
        s.employees.update(ctx, a.id, a.input),
      ),
      deleteEmployee: guarded('staff.manage', (_: unknown, a: { id: string }, ctx: Ctx) =>
        s.employees.remove(ctx, a.id),
      ),
    },
    Restaurant: {
      __resolveReference: guardedReference('restaurant.read', (ref: { id: string }, ctx: Ctx) =>
        s.restaurants.reference(ctx, ref.id),
      ),
    },
    User: {
      __resolveReference: guardedReference('account.read', async (ref: { id: string }, ctx: Ctx) =>
        s.accounts.get(ctx, ref.id),
      ),
    },
  };
}
