import { commonEnv, loadConfig, portEnv } from '@zest/kit';
import { z } from 'zod';

export const config = loadConfig('menu', {
  ...commonEnv,
  HOST: z.string().default('127.0.0.1'),
  PORT: portEnv(4003),
  MENU_DATABASE_URL: z.string().url({ message: 'MENU_DATABASE_URL (or DATABASE_URL) must be a postgres:// URL' }),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** The public address of the app; its /graphql is the supergraph when SUPERGRAPH_URL is unset. */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /**
   * Where the menu asks who owns a restaurant (auth's `restaurants` through the
   * supergraph, with the caller's own token), e.g. http://gateway:4000/graphql.
   */
  SUPERGRAPH_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Seconds an owner's list of restaurants is kept in Redis. */
  OWNERSHIP_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Seconds a built menu is kept in Redis (a write makes it stale at once anyway). */
  MENU_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

export const supergraphUrl = config.SUPERGRAPH_URL ?? `${config.PUBLIC_URL.replace(/\/$/, '')}/graphql`;

export type MenuConfig = typeof config;
