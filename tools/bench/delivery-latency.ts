/**
 * `npm run bench`: how soon a delivery reaches the driver screen
 * (docs/product.md#drivers: "within a second"): a cashier creates a delivery
 * order and adds a line through the gateway, and the driver screen's list of
 * unassigned orders is read every 10 ms until the order is on it. The time
 * runs from the line's answer: the order events go from the orders service
 * to the drivers service over the event stream (decision 0042). Prints
 * p50, p95 and the slowest of N orders as JSON.
 *   node --import tsx tools/bench/delivery-latency.ts BASE_URL SETUP.json [N]
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const setup = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as {
  restaurantId: string;
  token: string;
  driverToken: string;
  rest: Record<string, unknown>[];
};
const count = Number(process.argv[4] ?? 30);
const GOAL_MS = 1_000;

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Milliseconds from the line's answer until the driver screen lists the order. */
async function oneDelivery(): Promise<number> {
  const order = await call<{ id: string }>('POST', '/api/order/createOrder', setup.token, {
    restaurant_id: setup.restaurantId,
    order_type: 'delivery',
  });
  await call('POST', '/api/order/addOrderLine', setup.token, { ...setup.rest[2], order_id: order.id });
  const added = performance.now();
  const list = `/api/driver_orders/getOrdersUnassignedController/${setup.restaurantId}`;
  for (;;) {
    const waiting = await call<{ order_id: string }[]>('GET', list, setup.driverToken);
    if (waiting.some((o) => o.order_id === order.id)) return performance.now() - added;
    if (performance.now() - added > 30_000) throw new Error(`order ${order.id} never reached the driver screen`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function main() {
  const took: number[] = [];
  for (let i = 0; i < count; i++) took.push(await oneDelivery());
  took.sort((a, b) => a - b);
  const at = (q: number) => Math.round(took[Math.min(took.length - 1, Math.floor(q * took.length))]!);
  const p95 = at(0.95);
  process.stdout.write(
    `${JSON.stringify({ orders: count, p50Ms: at(0.5), p95Ms: p95, maxMs: Math.round(took[took.length - 1]!), goalMs: GOAL_MS, pass: p95 < GOAL_MS })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`The delivery latency could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
