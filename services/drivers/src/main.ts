import { join } from 'node:path';
import { employeeEventsQueue, orderEventsQueue, restaurantEventsQueue, runService, tenantStores } from '@zest/kit';
import { CashoutsService } from './cashouts/cashouts.service';
import { config } from './config';
import { createDriversDatabase, TENANT_ROLE } from './db/client';
import { CASHOUTS_QUEUE, CashoutQueue, startCashoutWorker } from './jobs/cashouts';
import { DriverNotices } from './live/driver-notices';
import { Projections } from './projections/projections';
import { createResolvers } from './resolvers';
import { DriversAccess } from './tenancy/access';
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
    ],
  },
  async (base) => {
    const { log, redis, workerRedis, operatorConsole, events } = base;
    const { tenants, restaurants } = await tenantStores(base, TENANT_ROLE);
    const access = new DriversAccess(tenants, restaurants);
    const notices = new DriverNotices(redis, log);
    const cashoutQueue = new CashoutQueue(redis);

    return {
      resolvers: createResolvers({
        trips: new TripsService(tenants, access, notices),
        cashouts: new CashoutsService(tenants, access, cashoutQueue, notices, config.CASHOUT_WAIT_MS),
        operatorConsole,
      }),
      start: async () => {
        const workers = workerRedis
          ? [
              await restaurants.start(workerRedis, redis, events),
              ...(await new Projections(tenants, notices, log).start(workerRedis, redis, events)),
              startCashoutWorker(tenants, notices, workerRedis, log),
            ]
          : [];
        return [...workers, cashoutQueue];
      },
    };
  },
);
