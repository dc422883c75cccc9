import { join } from 'node:path';
import { ownDatabase, silentLog } from '../../../tools/test/own-stores';
import { createBillingDatabase } from '../src/db/client';

export { silentLog };

/** A billing database of the suite's own on the test server, migrated; dropped by close(). */
export const ownBillingDatabase = () =>
  ownDatabase('billing', join(__dirname, '..', 'migrations'), createBillingDatabase);
