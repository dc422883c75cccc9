/**
 * `npm run bench`: the store's own ceiling for the cashier's order, at one
 * concurrency (tools/service-code.ts runs the orders service's own store code
 * straight on PostgreSQL). Prints the result as JSON.
 *   node --import tsx tools/bench/store-ceiling.ts SETUP.json CONCURRENCY SECONDS   (ORDERS_DATABASE_URL from env)
 */
import { storeCeiling } from '../service-code';
import { readFileSync } from 'node:fs';

async function main() {
  const setup = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { restaurantId: string; store: never[] };
  const result = await storeCeiling({
    databaseUrl: process.env.ORDERS_DATABASE_URL!,
    restaurantId: setup.restaurantId,
    lines: setup.store,
    concurrency: Number(process.argv[3] ?? 10),
    seconds: Number(process.argv[4] ?? 10),
  });
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  process.stderr.write(`The store's ceiling could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
