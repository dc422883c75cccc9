import { commonEnv, envPrefix, loadConfig, portEnv, SERVICES } from '@zest/kit';
import { z } from 'zod';

const subgraphUrls = Object.fromEntries(
  SERVICES.map((s) => [`${envPrefix(s.name)}_URL`, z.string().url().default(`http://127.0.0.1:${s.port}/graphql`)]),
);

export const config = loadConfig('gateway', {
  ...commonEnv,
  HOST: z.string().default('127.0.0.1'),
  PORT: portEnv(4000),
  /** Which proxies may set X-Forwarded-For (express "trust proxy"). */
  TRUST_PROXY: z.string().default('loopback'),
  WEB_DIST: z.string().optional(),
  SUPERGRAPH_FILE: z.string().optional(),
  ...subgraphUrls,
});

export function subgraphUrl(name: string): string {
  return (config as Record<string, unknown>)[`${envPrefix(name)}_URL`] as string;
}
