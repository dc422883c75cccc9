import { commonEnv, loadConfig, mailEnv, serviceEnv } from '@zest/kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const config = loadConfig('auth', {
  ...commonEnv,
  ...serviceEnv(4001),
  AUTH_DATABASE_URL: z.string().url({ message: 'AUTH_DATABASE_URL (or DATABASE_URL) must be a postgres:// URL' }),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  TOKEN_TTL_SECONDS: positiveInt(12 * 3600),
  /**
   * Where links in e-mails point: the public address of the web app. Unset,
   * the address the request came from (checked by the gateway) is used.
   */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  ...mailEnv,
  OPERATOR_EMAIL: z.string().email().default('hello@zestpos.app'),
  /** Wrong passwords for one account from one address before that pair is locked. */
  SIGNIN_FAILURES_PER_PAIR: positiveInt(5),
  /** Wrong passwords from one address, any account, before the address is locked. */
  SIGNIN_FAILURES_PER_IP: positiveInt(30),
  /** Wrong passwords for one account from anywhere before each try must wait (never a lock). */
  SIGNIN_FREE_FAILURES_PER_ACCOUNT: positiveInt(20),
  PASSWORD_RESETS_PER_IP: positiveInt(5),
  RATE_WINDOW_SECONDS: positiveInt(15 * 60),
  RESET_TOKEN_TTL_SECONDS: positiveInt(3600),
  DEMO_SEED: z.enum(['true', 'false']).default('true'),
  /** Key of the employee-PIN HMAC (kit/core/pins.ts), inline or as a file. */
  PIN_HMAC_SECRET: z.string().min(32).optional(),
  PIN_HMAC_SECRET_FILE: z.string().optional(),
});

export type AuthConfig = typeof config;
