import {
  auditResolvers,
  consoleResolvers,
  fieldsOf,
  guarded,
  rootField,
  guardedReference,
  type AuditTrail,
  type ServiceConsole,
} from '@zest/kit';
import type { BooksRef, DriverBooksService } from '../books/books';
import type { PayPeriodRef, Reimbursements } from '../books/reimbursements';
import type { CashoutsService } from '../cashouts/cashouts.service';
import type { Resolvers } from '../generated/graphql';
import type { TripsService } from '../trips/trips.service';

export interface DriversServices {
  trips: TripsService;
  cashouts: CashoutsService;
  audit: AuditTrail;
  books: DriverBooksService;
  reimbursements: Reimbursements;
  operatorConsole: ServiceConsole;
}

/** Thin: each resolver declares its permission (kit/access/access.ts) and hands the context and input to the domain. */
export function createResolvers(s: DriversServices): Resolvers {
  const read = fieldsOf('drivers.read');
  const take = fieldsOf('drivers.assign');
  const cash = fieldsOf('drivers.cashout');
  const operator = consoleResolvers('drivers', s.operatorConsole);
  return {
    Query: {
      unassignedOrders: read((a, ctx) => s.trips.unassigned(ctx, a.restaurantId)),
      drivers: read((a, ctx) => s.cashouts.drivers(ctx, a.restaurantId)),
      driversOut: read((a, ctx) => s.trips.out(ctx, a.restaurantId)),
      unassignedOrder: read((a, ctx) => s.trips.unassignedOne(ctx, a.restaurantId, a.orderId)),
      driverOut: read((a, ctx) => s.trips.outOne(ctx, a.restaurantId, a.driverId)),
      driverOrders: read((a, ctx) => s.trips.driverOrders(ctx, a.driverId, a.period)),
      driverBalance: read((a, ctx) => s.cashouts.balance(ctx, a.driverId)),
      driverCashouts: read((a, ctx) => s.cashouts.history(ctx, a.driverId, a.first)),
      cashoutRequest: read((a, ctx) => s.cashouts.request(ctx, a.driverId, a.idempotencyKey)),
      ...auditResolvers('drivers', s.audit),
    },
    Mutation: {
      assignOrders: take((a, ctx) => s.trips.assign(ctx, a.input)),
      markOutForDelivery: rootField('drivers.out', (a, ctx) => s.trips.markOut(ctx, a.orderId)),
      markDriverBack: rootField('drivers.back', (a, ctx) => s.trips.markBack(ctx, a.driverId, a.idempotencyKey)),
      cashOutDriver: cash((a, ctx) => s.cashouts.cashOut(ctx, a.input, a.idempotencyKey)),
      handDriverFloat: cash((a, ctx) => s.cashouts.handFloat(ctx, a.input, a.idempotencyKey)),
      ...operator.Mutation,
    },
    PlatformHealth: operator.PlatformHealth,
    PayPeriod: {
      // Auth's payPeriod names the days; the reference says them back and the sums are checked as labour is.
      __resolveReference: guardedReference('public', async (ref: PayPeriodRef) => ref),
      reimbursements: guarded('labour.read', (p, _, ctx) => s.reimbursements.ofPeriod(ctx, p)),
    },
    Books: {
      __resolveReference: guardedReference('console.read', async (ref: BooksRef) => ref),
      drivers: guarded('console.read', (parent, _, ctx) => s.books.drivers(ctx, parent)),
      check: guarded('console.read', (parent, _, ctx) => s.books.check(ctx, parent)),
    },
  };
}
