import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import {
  createLogger,
  createPool,
  ensureDatabase,
  migrateDatabase,
  readKey,
  redisForCommands,
  redisForWorkers,
  RESTAURANT_SUBSCRIBERS,
  startSubgraph,
  TokenIssuer,
  TokenVerifier,
  within,
  DEMO_ACCOUNT,
} from '@zest/kit';
import { AccountService } from './accounts/accounts.service';
import { RateLimits } from './accounts/rate-limits';
import { config } from './config';
import { ContactService } from './contact/contact.service';
import { createAuthDatabase } from './db/client';
import { EmployeeService } from './employees/employees.service';
import { createEmailQueue, startEmailWorker } from './jobs/email';
import { startEntitlementsWorker } from './jobs/entitlements';
import { createPasswordResetQueue, startPasswordResetWorker } from './jobs/password-reset';
import { startRestaurantReplayWorker } from './jobs/restaurant-replay';
import { Entitlements } from './restaurants/entitlements';
import { RestaurantEvents } from './restaurants/restaurant-events';
import { RestaurantService } from './restaurants/restaurants.service';
import { PinGuard } from './security/pin-guard';
import { publishGenerations } from './security/generations';
import { Throttle } from './security/throttle';
import { createMailer } from './mail/mailer';
import { PasswordResetService } from './password-reset/password-reset.service';
import { createResolvers } from './resolvers';

/** config → database (migrate) → subgraph server → workers. */
async function main() {
  const log = createLogger('auth', config.LOG_LEVEL);
  const pool = createPool(config.AUTH_DATABASE_URL, {}, log);
  const db = createAuthDatabase(pool);
  if (config.MIGRATE_ON_START === 'true') {
    await ensureDatabase(config.AUTH_DATABASE_URL);
    await migrateDatabase(db, pool, join(__dirname, '..', 'migrations'), 'zest_auth:migrations', log);
  }

  const redis = redisForCommands(config.REDIS_URL);
  const workerRedis = config.WORKERS === 'true' ? redisForWorkers(config.REDIS_URL) : null;
  const publicKey = readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY');
  const privateKey = readKey(config.JWT_PRIVATE_KEY, config.JWT_PRIVATE_KEY_FILE, 'JWT_PRIVATE_KEY');
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outboxDir: config.OUTBOX_DIR, from: config.MAIL_FROM, log });
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
  const restaurantEvents = new RestaurantEvents(db, redis, RESTAURANT_SUBSCRIBERS, log);
  const pins = new PinGuard(throttle);
  const restaurants = new RestaurantService(db, redis, accounts, entitlements, pins, tokens, restaurantEvents);
  const pinSecret = readKey(config.PIN_HMAC_SECRET, config.PIN_HMAC_SECRET_FILE, 'PIN_HMAC_SECRET').trim();
  const passwordResets = new PasswordResetService(db, accounts, resetRequests, emails, limits, {
    publicUrl: config.PUBLIC_URL,
    tokenTtlSeconds: config.RESET_TOKEN_TTL_SECONDS,
    logLinks: mailer.mode === 'outbox',
    log,
  });
  const services = {
    restaurants,
    employees: new EmployeeService(db, redis, restaurants, pins, pinSecret),
    accounts,
    passwordResets,
    contact: new ContactService(db, emails, config.OPERATOR_EMAIL),
  };

  if (config.DEMO_SEED === 'true' && (await accounts.ensureDemoAccount(DEMO_ACCOUNT))) {
    log.info({ email: DEMO_ACCOUNT.email }, 'demo account created');
  }
  // Sessions are checked against Redis: make sure it holds every generation the database does.
  log.info({ published: await publishGenerations(db, redis) }, 'session generations published');

  const subgraph = await startSubgraph({
    name: 'auth',
    host: config.HOST,
    port: config.PORT,
    typeDefs: parse(readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8')),
    resolvers: createResolvers(services),
    verifier: new TokenVerifier(publicKey, redis),
    log,
    ready: async () => ({
      database: await within(1_000, () => pool.query('SELECT 1')),
      redis: await within(1_000, () => redis.ping()),
    }),
  });
  const workers = workerRedis
    ? [
        startEmailWorker(workerRedis, mailer, log),
        startEntitlementsWorker(workerRedis, entitlements, log),
        startPasswordResetWorker(workerRedis, passwordResets, log),
        startRestaurantReplayWorker(workerRedis, restaurantEvents, log),
      ]
    : [];
  restaurantEvents.startSweeping();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'auth stopping');
    await subgraph.close();
    await Promise.all(workers.map((w) => w.close()));
    await restaurantEvents.close();
    await emails.close();
    await resetRequests.close();
    mailer.close();
    redis.disconnect();
    workerRedis?.disconnect();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`auth failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
