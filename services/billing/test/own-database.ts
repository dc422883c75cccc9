import { createLogger, createPool, ensureDatabase, migrateDatabase } from '@zest/kit';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Pool } from 'pg';
import { createBillingDatabase } from '../src/db/client';
import { databaseUrl } from '../../../tools/test/support';

export const silentLog = createLogger('billing-test', 'silent');

/** A billing database of the suite's own on the test server, migrated; dropped by close(). */
export async function ownBillingDatabase() {
  const name = `zest_billing_t_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(name);
  await ensureDatabase(url);
  const pool = createPool(url, { max: 4 });
  const db = createBillingDatabase(pool);
  await migrateDatabase(db, pool, join(__dirname, '..', 'migrations'), `${name}:migrations`, silentLog);
  return {
    db,
    pool,
    async close() {
      await pool.end();
      const admin = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
