import { serviceUrl } from '../../../tools/test/support';
import { startExtraService, type ExtraService } from '../../../tools/test/processes';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * Order numbers under load (docs/product.md#order-numbers): two processes of
 * the orders service (as two replicas), 400 orders at once in one
 * restaurant spread over both, straight at the subgraphs.
 */
let t: Tenant;
let second: ExtraService;

beforeAll(async () => {
  t = await newTenant('numbers');
  second = await startExtraService('orders', 60);
});
afterAll(() => second?.stop());

const create = async (url: string) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.cashier}` },
    body: JSON.stringify({
      query: 'mutation($r: ID!) { createOrder(input: { restaurantId: $r, orderType: togo }) { orderNumber } }',
      variables: { r: t.restaurantId },
    }),
  });
  const body = (await res.json()) as { data?: { createOrder: { orderNumber: number } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.createOrder.orderNumber;
};

it('gives 400 orders created at once on two processes 400 distinct numbers with no gap', async () => {
  const urls = [serviceUrl('orders'), second.url];
  const numbers = await Promise.all(Array.from({ length: 400 }, (_, i) => create(urls[i % 2]!)));
  expect(new Set(numbers).size).toBe(400);
  expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
}, 60_000);
