import { randomUUID } from 'node:crypto';
import { orderNoticeStream } from '@zest/kit';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { api, databaseUrl, graphql } from '../../../tools/test/support';
import { buildPizzeria, menuVersion, untilOrdersHasMenu, type Pizzeria } from '../../../tools/test/menus';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addLine, startOrder } from '../../orders/test/helpers';

/**
 * Sold out ("86", docs/decisions/0061-sold-out.md): the counter marks what ran out, every screen's
 * next menu read shows it, and the server refuses a new line naming it on both order paths, until
 * the end of the restaurant's day or until someone marks it available.
 */
let t: Tenant;
let menu: Pizzeria;

beforeAll(async () => {
  // Chicago: the rest of the day ends at the restaurant's midnight, not UTC's.
  t = await newTenant('eighty-six', { timeZone: 'America/Chicago' });
  menu = await buildPizzeria(t);
});

interface Answer {
  success: boolean;
  message: string;
  itemId: string;
  soldOut: { until: string | null } | null;
}

const MARK = `mutation($input: MarkSoldOutInput!) { markSoldOut(input: $input) { success message itemId soldOut { until } } }`;
const AVAILABLE = `mutation($r: ID!, $id: ID!) { markAvailable(restaurantId: $r, itemId: $id) { success message soldOut { until } } }`;

const mark = (itemId: string, o: { token?: string; for?: string; restaurantId?: string } = {}) =>
  graphql<{ markSoldOut: Answer }>(
    MARK,
    { input: { restaurantId: o.restaurantId ?? t.restaurantId, itemId, ...(o.for ? { for: o.for } : {}) } },
    { token: o.token ?? t.cashier },
  );
const available = (itemId: string, token = t.cashier) =>
  graphql<{ markAvailable: Answer }>(AVAILABLE, { r: t.restaurantId, id: itemId }, { token });

/** The menu as the terminal reads it: what is marked, by name. */
async function marked(): Promise<Record<string, string | null>> {
  const answer = await graphql<{
    menu: {
      categories: {
        products: {
          name: string;
          soldOut: Answer['soldOut'];
          sizes: { sizeName: string; soldOut: Answer['soldOut'] }[];
        }[];
      }[];
      toppings: { name: string; soldOut: Answer['soldOut'] }[];
      sides: { name: string; soldOut: Answer['soldOut'] }[];
      specials: { name: string; soldOut: Answer['soldOut'] }[];
    };
  }>(
    `
      query ($r: ID!) {
        menu(restaurantId: $r) {
          categories {
            products {
              name
              soldOut {
                until
              }
              sizes {
                sizeName
                soldOut {
                  until
                }
              }
            }
          }
          toppings {
            name
            soldOut {
              until
            }
          }
          sides {
            name
            soldOut {
              until
            }
          }
          specials {
            name
            soldOut {
              until
            }
          }
        }
      }
    `,
    { r: t.restaurantId },
    { token: t.cashier },
  );
  const m = answer.data!.menu;
  const all: [string, Answer['soldOut']][] = [
    ...m.categories.flatMap((c) =>
      c.products.flatMap((p) => [
        [p.name, p.soldOut] as [string, Answer['soldOut']],
        ...p.sizes.map((s) => [`${s.sizeName} ${p.name}`, s.soldOut] as [string, Answer['soldOut']]),
      ]),
    ),
    ...m.toppings.map((x) => [x.name, x.soldOut] as [string, Answer['soldOut']]),
    ...m.sides.map((x) => [x.name, x.soldOut] as [string, Answer['soldOut']]),
    ...m.specials.map((x) => [x.name, x.soldOut] as [string, Answer['soldOut']]),
  ];
  return Object.fromEntries(all.filter(([, s]) => s).map(([name, s]) => [name, s!.until]));
}

/** Until the orders service prices from the menu as it is now (a mark is a menu change). */
const ordersCaughtUp = async () => untilOrdersHasMenu(t.restaurantId, (await menuVersion(t.restaurantId))!);

const pizzaLine = (orderId: string, sizeId: string, toppings: { topping_id: string; level: string }[] = []) => ({
  order_id: orderId,
  product_id: menu.pizza,
  size_id: sizeId,
  toppings: toppings.map((x) => ({ ...x, placement: 'whole' })),
});

const place = (lines: Record<string, unknown>[]) =>
  api<{ order?: { id: string }; message?: string; reason?: string }>('POST', '/api/order/placeOrder', {
    token: t.cashier,
    body: { restaurant_id: t.restaurantId, order_type: 'togo', lines },
    headers: { 'idempotency-key': randomUUID() },
  });

describe('sold out', () => {
  it('is marked by the cashier for the rest of the restaurant’s day, and shows on the menu', async () => {
    const answer = await mark(menu.large);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.markSoldOut).toMatchObject({
      success: true,
      message: 'Large Pizza is sold out for the rest of the day.',
      itemId: menu.large,
    });
    const until = answer.data!.markSoldOut.soldOut!.until!;
    // The next midnight in Chicago: 06:00 UTC in winter, 05:00 in summer; within a day from now.
    expect(new Date(until).getUTCMinutes()).toBe(0);
    expect([5, 6]).toContain(new Date(until).getUTCHours());
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(0);
    expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(25 * 3600_000);
    expect(await marked()).toEqual({ 'Large Pizza': until });

    // Every open terminal hears it: a menu notice on the restaurant's live stream, with the new version.
    const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
    try {
      const [[, fields] = ['', []]] = (await redis.xrevrange(
        orderNoticeStream(t.restaurantId),
        '+',
        '-',
        'COUNT',
        1,
      )) as [string, string[]][];
      expect(fields[0]).toBe('menu');
      expect(JSON.parse(fields[1]!)).toMatchObject({ version: await menuVersion(t.restaurantId) });
    } finally {
      redis.disconnect();
    }
  });

  it('refuses a new line naming it on the step-by-step path and on the one-request path, and takes the rest', async () => {
    await ordersCaughtUp();
    const order = await startOrder(t.cashier, t.restaurantId);
    const refused = await addLine(t.cashier, pizzaLine(order.id, menu.large));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Large Pizza is sold out.', reason: 'SOLD_OUT' });
    const taken = await addLine(t.cashier, pizzaLine(order.id, menu.small));
    expect(taken.status).toBe(201);

    const whole = await place([
      { product_id: menu.pizza, size_id: menu.small },
      { product_id: menu.pizza, size_id: menu.large },
    ]);
    expect(whole.status).toBe(409);
    expect(whole.body.message).toBe('Large Pizza is sold out.');
    expect((await place([{ product_id: menu.pizza, size_id: menu.small }])).status).toBe(201);
  });

  it('takes a topping that ran out off new lines until it is marked available, but "No Mushrooms" goes through', async () => {
    const answer = await mark(menu.mushrooms, { for: 'UNTIL_AVAILABLE' });
    expect(answer.data!.markSoldOut).toMatchObject({
      message: 'Mushrooms is sold out until it is marked available.',
      soldOut: { until: null },
    });
    await ordersCaughtUp();
    const order = await startOrder(t.cashier, t.restaurantId);
    const refused = await addLine(
      t.cashier,
      pizzaLine(order.id, menu.small, [{ topping_id: menu.mushrooms, level: 'extra' }]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Mushrooms is sold out.' });
    const without = await addLine(
      t.cashier,
      pizzaLine(order.id, menu.small, [{ topping_id: menu.mushrooms, level: 'none' }]),
    );
    expect(without.status).toBe(201);

    const back = await available(menu.mushrooms);
    expect(back.data!.markAvailable).toMatchObject({
      success: true,
      message: 'Mushrooms is available again.',
      soldOut: null,
    });
    await ordersCaughtUp();
    const again = await addLine(
      t.cashier,
      pizzaLine(order.id, menu.small, [{ topping_id: menu.mushrooms, level: 'extra' }]),
    );
    expect(again.status).toBe(201);
    expect(await marked()).not.toHaveProperty('Mushrooms');
  });

  it('marks a side and a special, each by its own id', async () => {
    expect((await mark(menu.knots)).data!.markSoldOut.message).toBe(
      'Garlic Knots is sold out for the rest of the day.',
    );
    expect((await mark(menu.family)).data!.markSoldOut.message).toBe(
      'Family Deal is sold out for the rest of the day.',
    );
    expect(Object.keys(await marked()).sort()).toEqual(['Family Deal', 'Garlic Knots', 'Large Pizza']);
    await ordersCaughtUp();
    const side = await place([{ side_id: menu.knots }]);
    expect(side.status).toBe(409);
    expect(side.body.message).toBe('Garlic Knots is sold out.');
    await available(menu.knots);
    await available(menu.family);
  });

  it('is not for the driver screen, nor for another restaurant’s items or restaurant', async () => {
    const driver = await mark(menu.calzone, { token: t.driver });
    expect(driver.errors?.[0]?.message).toBe('Only the counter, a manager or the owner can mark items sold out.');

    const other = await newTenant('eighty-six-other');
    // My item named in their restaurant: not on their menu.
    const theirs = await mark(menu.calzone, { token: other.cashier, restaurantId: other.restaurantId });
    expect(theirs.errors?.[0]).toMatchObject({
      message: 'This item is not on the menu.',
      extensions: { code: 'NOT_FOUND' },
    });
    // Their session naming my restaurant: refused before anything is looked up.
    const mine = await mark(menu.calzone, { token: other.cashier });
    expect(mine.errors?.[0]?.extensions?.['code']).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect(await marked()).not.toHaveProperty('Calzone');

    const nonsense = await mark('not-an-id');
    expect(nonsense.errors?.[0]?.message).toBe('This item is not on the menu.');
    const badFor = await mark(menu.calzone, { for: 'FOREVER' });
    expect(badFor.errors?.[0]?.message).toMatch(/SoldOutFor/);
  });

  it('ends by itself: a mark past its end reads as none, even from the menu cached before it ended', async () => {
    await mark(menu.ranch);
    // The mark ends in two seconds (as at the restaurant's midnight); nothing is written when it does.
    const pool = new Pool({ connectionString: databaseUrl('zest_menu'), max: 1 });
    try {
      await pool.query(`UPDATE sold_out_marks SET until = now() + interval '2 seconds' WHERE item_id = $1`, [
        menu.ranch,
      ]);
    } finally {
      await pool.end();
    }
    // Marked again elsewhere, so the menu is built (and cached) with the short mark in it.
    await mark(menu.olives);
    await available(menu.olives);
    expect(await marked()).toHaveProperty('Ranch');
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await marked()).not.toHaveProperty('Ranch');
    await ordersCaughtUp();
    expect((await place([{ side_id: menu.ranch }])).status).toBe(201);
  });

  it('is marked by a manager and the owner too', async () => {
    expect((await mark(menu.calzone, { token: t.manager })).data!.markSoldOut.success).toBe(true);
    expect((await available(menu.calzone, t.owner.token)).data!.markAvailable.success).toBe(true);
  });
});
