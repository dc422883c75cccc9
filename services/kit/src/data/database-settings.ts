import { z } from 'zod';
import { envPrefix } from '../core/services';
import { databaseUrlFor } from './database';

/**
 * How a service reaches PostgreSQL besides its `<SERVICE>_DATABASE_URL`
 * (docs/decisions/0077-migrations-and-the-pooler.md): read by every service
 * and by `npm run migrate`, through loadConfig.
 */
export const databaseEnv = {
  /**
   * 'transaction': the service's URL goes through PgBouncer in transaction mode (1.18, as Debian ships
   * it): statements go unnamed (a named one lives on one server connection), and migrations need a
   * direct URL. 'none' (default): a direct connection, or a pooler that keeps prepared statements.
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /** The PostgreSQL server, directly, for migrations; the database in it is replaced by the service's. */
  MIGRATION_DATABASE_URL: z.string().url({ message: 'MIGRATION_DATABASE_URL must be a postgres:// URL' }).optional(),
  /** How long a migration's statement waits for a table's lock before the migration gives up. */
  MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
};

/** A service's own direct URL for its migrations, `<SERVICE>_MIGRATION_DATABASE_URL`: its exact database. */
export const migrationEnvOf = (service: string) => ({
  [`${envPrefix(service)}_MIGRATION_DATABASE_URL`]: z
    .string()
    .url({ message: `${envPrefix(service)}_MIGRATION_DATABASE_URL must be a postgres:// URL` })
    .optional(),
});

export interface DatabaseSettings {
  DATABASE_POOLER: 'none' | 'transaction';
  MIGRATION_DATABASE_URL?: string;
  MIGRATION_LOCK_TIMEOUT_MS: number;
  [name: string]: unknown;
}

/** Migrations cannot run over the URL given: said with the setting that fixes it. */
export class MigrationUrlMissing extends Error {
  override name = 'MigrationUrlMissing';
}

/**
 * Where a service's migrations run: its own migration URL, else the
 * migration server with the service's database, else its own URL, which
 * must then be direct (DATABASE_POOLER unset).
 */
export function migrationUrlFor(service: string, serviceUrl: string, settings: DatabaseSettings): string {
  const own = settings[`${envPrefix(service)}_MIGRATION_DATABASE_URL`];
  if (typeof own === 'string' && own) return own;
  if (settings.MIGRATION_DATABASE_URL) {
    const database = decodeURIComponent(new URL(serviceUrl).pathname.slice(1));
    return databaseUrlFor(database, settings.MIGRATION_DATABASE_URL);
  }
  if (settings.DATABASE_POOLER === 'transaction')
    throw new MigrationUrlMissing(
      `${service}: migrations need a direct connection, not the pooler's (DATABASE_POOLER=transaction): ` +
        `set ${envPrefix(service)}_MIGRATION_DATABASE_URL or MIGRATION_DATABASE_URL, or MIGRATE_ON_START=false and run npm run migrate.`,
    );
  return serviceUrl;
}
