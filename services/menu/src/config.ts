import { commonEnv, loadConfig, portEnv } from '@zest/kit';
import { z } from 'zod';

export const config = loadConfig('menu', {
  ...commonEnv,
  HOST: z.string().default('127.0.0.1'),
  PORT: portEnv(4003),
  MENU_DATABASE_URL: z.string().url({ message: 'MENU_DATABASE_URL (or DATABASE_URL) must be a postgres:// URL' }),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** Run the worker that keeps the restaurant copy from auth's events (one replica may suffice). */
  WORKERS: z.enum(['true', 'false']).default('true'),
  /** Seconds a built menu is kept in Redis (a write makes it stale at once anyway). */
  MENU_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

export type MenuConfig = typeof config;
