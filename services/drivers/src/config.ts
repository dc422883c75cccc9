import { commonEnv, loadConfig, serviceEnv } from '@zest/kit';
import { z } from 'zod';

export const config = loadConfig('drivers', {
  ...commonEnv,
  ...serviceEnv(4005),
  DRIVERS_DATABASE_URL: z.string().url({ message: 'DRIVERS_DATABASE_URL (or DATABASE_URL) must be a postgres:// URL' }),
  /** Connections to PostgreSQL per process. */
  DRIVERS_DB_POOL: z.coerce.number().int().min(2).max(200).default(10),
  /**
   * How long a cash-out request waits for the `cashouts` consumer before it
   * answers 202 (pending) with the key to read the result by.
   */
  CASHOUT_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type DriversConfig = typeof config;
