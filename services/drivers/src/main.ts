import { join } from 'node:path';
import {
  AuditTrail,
  employeeEventsQueue,
  orderEventsQueue,
  RestaurantAccess,
  restaurantEventsQueue,
  runService,
  startReplayWorker,
  tenantStores,
  TRIP_REPLAY_QUEUE,
  TRIP_SUBSCRIBERS,
} from '@zest/kit';
import { DriverBooksService } from './books/books';
import { CashoutsService } from './cashouts/cashouts.service';
import { config } from './config';
import { createDriversDatabase, TENANT_ROLE } from './db/client';
import { CASHOUTS_QUEUE, CashoutQueue, startCashoutWorker } from './jobs/cashouts';
import { DriverNotices } from './live/driver-notices';
import { Projections } from './projections/projections';
import { createResolvers } from './resolvers';
import { DriverStaff } from './tenancy/staff';
import { TripEvents } from './trips/trip-events';
import { TripsService } from './trips/trips.service';

/** config → database (migrate, tenant role) → subgraph server → workers (projections, cash-outs). */
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
    const { log, redis, workerRedis, operatorConsole, events } = base;
    const { tenants, restaurants } = await tenantStores(base, TENANT_ROLE);
    const access = new RestaurantAccess(restaurants);
    const staff = new DriverStaff(tenants, access);
    const notices = new DriverNotices(redis, log);
    const cashoutQueue = new CashoutQueue(redis);
    const tripEvents = new TripEvents(tenants, redis, TRIP_SUBSCRIBERS, log, events.jobs);

    return {
      resolvers: createResolvers({
        trips: new TripsService(tenants, access, staff, notices, tripEvents),
        cashouts: new CashoutsService(tenants, access, staff, cashoutQueue, notices, config.CASHOUT_WAIT_MS),
        audit: AuditTrail.forTenants('drivers', restaurants, tenants),
        books: new DriverBooksService(tenants, access),
        operatorConsole,
      }),
      start: async () => {
        const workers = workerRedis
          ? [
              await restaurants.start(workerRedis, redis, events),
              ...(await new Projections(tenants, notices, log).start(workerRedis, redis, events)),
              startCashoutWorker(tenants, notices, tripEvents, workerRedis, log),
              startReplayWorker(TRIP_REPLAY_QUEUE, tripEvents, workerRedis, log),
            ]
          : [];
        tripEvents.startSweeping();
        return [...workers, cashoutQueue, tripEvents];
      },
    };
  },
);
