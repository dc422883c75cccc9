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
import { Entitlements } from './restaurants/entitlements';
import { PinLockout } from './restaurants/pin-lockout';
import { RestaurantService } from './restaurants/restaurants.service';
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
  const limits = new RateLimits(redis, {
    failuresPerEmail: config.SIGNIN_FAILURES_PER_EMAIL,
    failuresPerIp: config.SIGNIN_FAILURES_PER_IP,
    resetsPerIp: config.PASSWORD_RESETS_PER_IP,
    windowSeconds: config.RATE_WINDOW_SECONDS,
  });

  const tokens = new TokenIssuer(privateKey, config.TOKEN_TTL_SECONDS);
  const accounts = new AccountService(db, redis, tokens, limits);
  const entitlements = new Entitlements(db);
  const restaurants = new RestaurantService(
    db,
    accounts,
    entitlements,
    new PinLockout(redis, { failures: config.PIN_FAILURES, windowSeconds: config.PIN_WINDOW_SECONDS }),
    tokens,
  );
  const pinSecret = readKey(config.PIN_HMAC_SECRET, config.PIN_HMAC_SECRET_FILE, 'PIN_HMAC_SECRET').trim();
  const services = {
    restaurants,
    employees: new EmployeeService(db, restaurants, entitlements, pinSecret),
    accounts,
    passwordResets: new PasswordResetService(db, emails, limits, {
      publicUrl: config.PUBLIC_URL,
      tokenTtlSeconds: config.RESET_TOKEN_TTL_SECONDS,
      logLinks: mailer.mode === 'outbox',
      log,
    }),
    contact: new ContactService(db, emails, config.OPERATOR_EMAIL),
  };

  if (config.DEMO_SEED === 'true' && (await accounts.ensureAccount(DEMO_ACCOUNT))) {
    log.info({ email: DEMO_ACCOUNT.email }, 'demo account created');
  }

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
    ? [startEmailWorker(workerRedis, mailer, log), startEntitlementsWorker(workerRedis, entitlements, log)]
    : [];

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'auth stopping');
    await subgraph.close();
    await Promise.all(workers.map((w) => w.close()));
    await emails.close();
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
