import { join } from 'node:path';
import {
  AuditTrail,
  employeeEventsQueue,
  orderEventsQueue,
  RestaurantAccess,
  restaurantEventsQueue,
  runService,
  startReplayConsumer,
  tenantStores,
  TRIP_REPLAY_QUEUE,
  TRIP_SUBSCRIBERS,
} from '@zest/kit';
import { Reimbursements } from './books/reimbursements';
import { DriverBooksService } from './books/books';
import { CashoutsService } from './cashouts/cashouts.service';
import { config } from './config';
import { createDriversDatabase, TENANT_ROLE } from './db/client';
import { CASHOUTS_QUEUE, CashoutQueue, startCashoutConsumer } from './jobs/cashouts';
import { DriverNotices } from './live/driver-notices';
import { Projections } from './projections/projections';
import { createResolvers } from './resolvers';
import { DriverStaff } from './tenancy/staff';
import { TripEvents } from './trips/trip-events';
import { TripsService } from './trips/trips.service';

/** config → database (migrate, tenant role) → subgraph server → consumers (projections, cash-outs). */
runService(
  {
    name: 'drivers',
    config,
    databaseUrl: config.DRIVERS_DATABASE_URL,
    root: join(__dirname, '..'),
    database: createDriversDatabase,
    poolSize: config.DRIVERS_DB_POOL,
    queues: [
      restaurantEventsQueue('drivers'),
      orderEventsQueue('drivers'),
      employeeEventsQueue('drivers'),
      CASHOUTS_QUEUE,
      TRIP_REPLAY_QUEUE,
    ],
  },
  async (base) => {
    const { log, redis, consumerRedis, operatorConsole, events } = base;
    const { tenants, restaurants } = await tenantStores(base, TENANT_ROLE);
    const access = new RestaurantAccess(restaurants);
    const staff = new DriverStaff(tenants, access);
    const notices = new DriverNotices(redis, log);
    const cashoutQueue = new CashoutQueue(redis);
    const tripEvents = new TripEvents(tenants, redis, TRIP_SUBSCRIBERS, log, events.jobs);
    const projections = new Projections(tenants, notices, log);
    // The restaurant events also say whether the time clock is on (docs/decisions/0085-the-time-clock.md).
    restaurants.alsoKeep((e) => projections.applyRestaurant(e));

    return {
      resolvers: createResolvers({
        trips: new TripsService(tenants, access, staff, notices, tripEvents),
        cashouts: new CashoutsService(tenants, access, staff, cashoutQueue, notices, config.CASHOUT_WAIT_MS),
        audit: AuditTrail.forTenants('drivers', restaurants, tenants),
        books: new DriverBooksService(tenants, access),
        reimbursements: new Reimbursements(tenants, access),
        operatorConsole,
      }),
      start: async () => {
        const consumers = consumerRedis
          ? [
              await restaurants.start(consumerRedis, redis, events),
              ...(await projections.start(consumerRedis, redis, events)),
              startCashoutConsumer(tenants, notices, tripEvents, consumerRedis, log),
              startReplayConsumer(TRIP_REPLAY_QUEUE, tripEvents, consumerRedis, log),
            ]
          : [];
        tripEvents.startSweeping();
        return [...consumers, cashoutQueue, tripEvents];
      },
    };
  },
);
