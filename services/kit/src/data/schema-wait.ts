import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';

/**
 * A replica started with MIGRATE_ON_START=false before its release's migrations ran (a Kubernetes Job
 * beside the Deployments, `npm run migrate` not yet run): it waits, not ready, until its database holds
 * its newest migration, rather than serve against a schema it was not written for. A database ahead of
 * it (the next release migrated while this one still runs) is fine: every migration keeps the release
 * before it working (decision 0077).
 */
export class SchemaBehind extends Error {
  override name = 'SchemaBehind';
}

/** The newest migration this code ships: its journal's last `when`, as drizzle records it. */
export function newestMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Resolves once the database holds every migration this code ships; SchemaBehind while it does not. */
export async function schemaApplied(pool: Pool, migrationsFolder: string): Promise<void> {
  const newest = newestMigration(migrationsFolder);
  let applied = 0;
  try {
    const { rows } = await pool.query<{ at: string | null }>(
      'SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations',
    );
    applied = Number(rows[0]?.at ?? 0);
  } catch (error) {
    // 3F000 no schema, 42P01 no table: no migration ran yet.
    if (!['3F000', '42P01'].includes((error as { code?: string }).code ?? '')) throw error;
  }
  if (applied < newest)
    throw new SchemaBehind(
      `its database lacks migrations this release ships (newest applied ${applied || 'none'}, needed ${newest}): run npm run migrate`,
    );
}
