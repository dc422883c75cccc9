/**
 * `npm run bench`: the raw order transaction's ceiling, the yardstick of the
 * cashier flow (docs/scale.md): the same order as one transaction of plain
 * SQL on the same PostgreSQL — BEGIN, the restaurant's counter, the order,
 * its 3 lines, COMMIT — at a given concurrency, no service, no HTTP, no
 * row-level security, no idempotency key. Its orders are written deleted, so
 * no history and no revenue counts them. With `restaurantIds` in the setup each client writes to its
 * own restaurant (client i to the i-th, round robin), so commits do not queue on one counter row.
 * Prints the result as JSON.
 *   node --import tsx tools/bench/raw-ceiling.ts SETUP.json CONCURRENCY SECONDS   (ORDERS_DATABASE_URL from env)
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool, type PoolClient } from 'pg';

const COUNTER = `INSERT INTO order_counters (restaurant_id, next_number) VALUES ($1, 2)
  ON CONFLICT (restaurant_id) DO UPDATE SET next_number = order_counters.next_number + 1 RETURNING next_number`;
const ORDER = `INSERT INTO orders (id, restaurant_id, order_number, order_type, employee_name, delivery_rate_cents,
  tax_percentage, subtotal_cents, tax_cents, total_cents, line_count, had_lines, order_day, deleted_at, deleted_by)
  VALUES ($1, $2, $3, 'togo', 'Bench', 0, 8.25, 3000, 248, 3248, 3, true, current_date, now(), 'raw ceiling bench')`;
const LINES = `INSERT INTO order_lines (id, restaurant_id, order_id, kind, product_name, parts, unit_price_cents, price_cents)
  VALUES ($1, $4, $5, 'product', 'Large Pizza', '[]', 1000, 1000), ($2, $4, $5, 'product', 'Calzone', '[]', 1000, 1000),
         ($3, $4, $5, 'side', 'Garlic Knots', '[]', 1000, 1000)`;

async function oneOrder(client: PoolClient, restaurantId: string): Promise<void> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{ next_number: number }>({
      name: 'raw_counter',
      text: COUNTER,
      values: [restaurantId],
    });
    const id = randomUUID();
    await client.query({ name: 'raw_order', text: ORDER, values: [id, restaurantId, rows[0]!.next_number - 1] });
    await client.query({
      name: 'raw_lines',
      text: LINES,
      values: [randomUUID(), randomUUID(), randomUUID(), restaurantId, id],
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function main() {
  const setup = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
    restaurantId: string;
    restaurantIds?: string[];
  };
  const restaurants = setup.restaurantIds ?? [setup.restaurantId];
  const concurrency = Number(process.argv[3] ?? 10);
  const seconds = Number(process.argv[4] ?? 10);
  const pool = new Pool({ connectionString: process.env.ORDERS_DATABASE_URL, max: concurrency });
  const took: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        const restaurantId = restaurants[i % restaurants.length]!;
        const client = await pool.connect();
        try {
          while (Date.now() < until) {
            const began = performance.now();
            try {
              await oneOrder(client, restaurantId);
              took.push(performance.now() - began);
            } catch {
              errors++;
            }
          }
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
  took.sort((a, b) => a - b);
  const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0;
  const result = {
    concurrency,
    restaurants: restaurants.length,
    seconds,
    orders: took.length,
    ordersPerSecond: took.length / seconds,
  };
  process.stdout.write(JSON.stringify({ ...result, medianMs: at(0.5), p95Ms: at(0.95), errors }));
}

main().catch((error: unknown) => {
  process.stderr.write(`The raw order transaction's ceiling could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
