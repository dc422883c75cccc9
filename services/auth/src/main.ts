import { join } from 'node:path';
import {
  AuditTrail,
  createMailer,
  DEMO_ACCOUNT,
  EMPLOYEE_REPLAY_QUEUE,
  ENTITLEMENTS_QUEUE,
  OPERATOR_ACTIONS_QUEUE,
  EMPLOYEE_SUBSCRIBERS,
  RESTAURANT_REPLAY_QUEUE,
  RESTAURANT_SUBSCRIBERS,
  readKey,
  runService,
  startReplayConsumer,
  TokenIssuer,
  Throttle,
} from '@zest/kit';
import { AccountService } from './accounts/accounts.service';
import { RateLimits } from './accounts/rate-limits';
import { config } from './config';
import { ConsoleService } from './console/console.service';
import { ContactService } from './contact/contact.service';
import { createAuthDatabase } from './db/client';
import { EmployeeEvents } from './employees/employee-events';
import { EmployeeService } from './employees/employees.service';
import { createEmailQueue, EMAIL_QUEUE, startEmailConsumer } from './jobs/email';
import { startEntitlementsConsumer } from './jobs/entitlements';
import { startOperatorActionsConsumer } from './jobs/operator-actions';
import { createPasswordResetQueue, PASSWORD_RESET_QUEUE, startPasswordResetConsumer } from './jobs/password-reset';
import { Entitlements } from './restaurants/entitlements';
import { RestaurantEvents } from './restaurants/restaurant-events';
import { RestaurantService } from './restaurants/restaurants.service';
import { PinGuard } from './security/pin-guard';
import { LabourService } from './timeclock/labour';
import { LabourSettingsService } from './timeclock/labour-settings';
import { PayrollService } from './timeclock/payroll';
import { PunchService } from './timeclock/punches';
import { ShiftEdits } from './timeclock/shift-edits';
import { publishGenerations } from './security/generations';

import { PasswordResetService } from './password-reset/password-reset.service';
import { writeEmployeeRoles } from './db/roles';
import { createResolvers } from './resolvers';

/** config → database (migrate) → subgraph server → consumers (kit/http/service.ts). */
runService(
  {
    name: 'auth',
    config,
    databaseUrl: config.AUTH_DATABASE_URL,
    root: join(__dirname, '..'),
    database: createAuthDatabase,
    queues: [
      EMAIL_QUEUE,
      PASSWORD_RESET_QUEUE,
      ENTITLEMENTS_QUEUE,
      RESTAURANT_REPLAY_QUEUE,
      EMPLOYEE_REPLAY_QUEUE,
      OPERATOR_ACTIONS_QUEUE,
    ],
  },
  async ({ log, db, redis, consumerRedis, operatorConsole, events }) => {
    await writeEmployeeRoles(db);
    const privateKey = readKey(config.JWT_PRIVATE_KEY, config.JWT_PRIVATE_KEY_FILE, 'JWT_PRIVATE_KEY');
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: config.OUTBOX_DIR,
      from: config.MAIL_FROM,
      log,
    });
    const emails = createEmailQueue(redis);
    const resetRequests = createPasswordResetQueue(redis);
    const throttle = new Throttle(redis);
    const limits = new RateLimits(throttle, {
      failuresPerPair: config.SIGNIN_FAILURES_PER_PAIR,
      failuresPerClient: config.SIGNIN_FAILURES_PER_IP,
      freeFailuresPerAccount: config.SIGNIN_FREE_FAILURES_PER_ACCOUNT,
      resetsPerClient: config.PASSWORD_RESETS_PER_IP,
      windowSeconds: config.RATE_WINDOW_SECONDS,
    });

    const tokens = new TokenIssuer(privateKey, config.TOKEN_TTL_SECONDS);
    const accounts = new AccountService(db, redis, tokens, limits);
    const entitlements = new Entitlements(db);
    const restaurantEvents = new RestaurantEvents(db, redis, RESTAURANT_SUBSCRIBERS, log, events.jobs);
    const employeeEvents = new EmployeeEvents(db, redis, EMPLOYEE_SUBSCRIBERS, log, events.jobs);
    const pins = new PinGuard(throttle);
    const restaurants = new RestaurantService(db, redis, accounts, entitlements, pins, tokens, restaurantEvents);
    const pinSecret = readKey(config.PIN_HMAC_SECRET, config.PIN_HMAC_SECRET_FILE, 'PIN_HMAC_SECRET').trim();
    const passwordResets = new PasswordResetService(db, accounts, resetRequests, emails, limits, {
      publicUrl: config.PUBLIC_URL,
      tokenTtlSeconds: config.RESET_TOKEN_TTL_SECONDS,
      logLinks: mailer.mode === 'outbox',
      log,
    });
    const employees = new EmployeeService(db, redis, restaurants, pins, pinSecret, employeeEvents);
    const services = {
      restaurants,
      employees,
      punches: new PunchService(db, restaurants, pins, employees, employeeEvents),
      shiftEdits: new ShiftEdits(db, restaurants, employeeEvents),
      labour: new LabourService(db, restaurants),
      labourSettings: new LabourSettingsService(db, restaurants, restaurantEvents),
      payroll: new PayrollService(db, restaurants),
      accounts,
      passwordResets,
      contact: new ContactService(db, emails, config.OPERATOR_EMAIL),
      console: new ConsoleService(db),
      // Auth keeps no row-level security: the restaurant's access is checked, then its lines are read.
      audit: new AuditTrail(
        'auth',
        (ctx, id) => restaurants.require(ctx, 'audit.read', typeof id === 'string' ? id : ''),
        (_, work) => work(db),
      ),
      operatorConsole,
    };

    if (config.DEMO_SEED === 'true' && (await accounts.ensureDemoAccount(DEMO_ACCOUNT))) {
      log.info({ email: DEMO_ACCOUNT.email }, 'demo account created');
    }
    // Sessions are checked against Redis: make sure it holds every generation the database does.
    log.info({ published: await publishGenerations(db, redis) }, 'session generations published');

    return {
      resolvers: createResolvers(services),
      start: async () => {
        const consumers = consumerRedis
          ? [
              startEmailConsumer(consumerRedis, mailer, log),
              await startEntitlementsConsumer(consumerRedis, redis, entitlements, events, log),
              startPasswordResetConsumer(consumerRedis, passwordResets, log),
              startReplayConsumer(RESTAURANT_REPLAY_QUEUE, restaurantEvents, consumerRedis, log),
              startReplayConsumer(EMPLOYEE_REPLAY_QUEUE, employeeEvents, consumerRedis, log),
              startOperatorActionsConsumer(consumerRedis, services.console, log),
            ]
          : [];
        restaurantEvents.startSweeping();
        employeeEvents.startSweeping();
        return [...consumers, restaurantEvents, employeeEvents, emails, resetRequests, mailer];
      },
    };
  },
);
