import { api, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * A special with its items, and a topping with its option set, are saved by
 * one mutation in one transaction (docs/product.md#specials,
 * #toppings-and-portions): all of it, or none of it.
 */
let t: Tenant;
let other: Tenant;
beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('saves'), newTenant('saves-other')]);
});

interface Special {
  id: string;
  name: string;
  priceCents: number;
  items: { id: string; productName: string; quantity: number }[];
}
interface Topping {
  id: string;
  name: string;
  basePriceCents: number;
  extras: { littlePriceCents: number; regularPriceCents: number; extraPriceCents: number } | null;
}

const SAVE_SPECIAL = `mutation($input: SaveSpecialInput!) {
  saveSpecial(input: $input) { id name priceCents items { id productName quantity } }
}`;
const SAVE_TOPPING = `mutation($input: SaveToppingInput!) {
  saveTopping(input: $input) { id name basePriceCents extras { littlePriceCents regularPriceCents extraPriceCents } }
}`;

const saveSpecial = (input: Record<string, unknown>, token = t.owner.token) =>
  graphql<{ saveSpecial: Special }>(SAVE_SPECIAL, { input: { restaurantId: t.restaurantId, ...input } }, { token });
const saveTopping = (input: Record<string, unknown>, token = t.owner.token) =>
  graphql<{ saveTopping: Topping }>(SAVE_TOPPING, { input: { restaurantId: t.restaurantId, ...input } }, { token });

/** The restaurant's specials and toppings as the documented REST paths show them. */
const specials = async () =>
  (
    await api<Record<string, unknown>[]>('GET', `/api/special/get_all_specials/${t.restaurantId}`, {
      token: t.owner.token,
    })
  ).body;
const toppings = async () =>
  (
    await api<Record<string, unknown>[]>('GET', `/api/toppingAndSides/get_toppings/${t.restaurantId}`, {
      token: t.owner.token,
    })
  ).body;

describe('saving a special with its items', () => {
  it('creates a special with its items at once, and changes name, price and items at once', async () => {
    const created = await saveSpecial({
      name: 'Game Night',
      priceCents: 2999,
      addItems: [
        { productName: 'Large Cheese Pizza', quantity: 2 },
        { productName: 'Soda', quantity: 4 },
      ],
    });
    expect(created.errors).toBeUndefined();
    const special = created.data!.saveSpecial;
    expect(special).toMatchObject({ name: 'Game Night', priceCents: 2999 });
    expect(special.items.map((i) => [i.productName, i.quantity])).toEqual([
      ['Large Cheese Pizza', 2],
      ['Soda', 4],
    ]);

    const soda = special.items.find((i) => i.productName === 'Soda')!;
    const changed = await saveSpecial({
      id: special.id,
      name: 'Game Night Deluxe',
      priceCents: 3450,
      addItems: [{ productName: 'Garlic Knots', quantity: 1 }],
      removeItemIds: [soda.id],
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.saveSpecial).toMatchObject({ id: special.id, name: 'Game Night Deluxe', priceCents: 3450 });
    expect(changed.data!.saveSpecial.items.map((i) => i.productName)).toEqual(['Large Cheese Pizza', 'Garlic Knots']);
    expect((await specials()).find((s) => s.id === special.id)).toMatchObject({
      name: 'Game Night Deluxe',
      price: '34.50',
      special_items: [
        expect.objectContaining({ product_name: 'Large Cheese Pizza' }),
        expect.objectContaining({ product_name: 'Garlic Knots' }),
      ],
    });
  });

  it('saves nothing when one item is bad: no half special', async () => {
    const before = await specials();
    const refused = await saveSpecial({
      name: 'Half Deal',
      priceCents: 1500,
      addItems: [
        { productName: 'Wings', quantity: 1 },
        { productName: 'Fries', quantity: 0 },
      ],
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Quantity must be a whole number of 1 or more.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await specials()).toEqual(before);
  });

  it("rolls back the rename and the new items when an item to remove is not this special's", async () => {
    const mine = (
      await saveSpecial({ name: 'Lunch Box', priceCents: 899, addItems: [{ productName: 'Sub', quantity: 1 }] })
    ).data!.saveSpecial;
    const theirs = (
      await saveSpecial({ name: 'Other Box', priceCents: 999, addItems: [{ productName: 'Salad', quantity: 1 }] })
    ).data!.saveSpecial;
    const before = await specials();

    const refused = await saveSpecial({
      id: mine.id,
      name: 'Lunch Box Renamed',
      priceCents: 1,
      addItems: [{ productName: 'Cookie', quantity: 3 }],
      removeItemIds: [mine.items[0]!.id, theirs.items[0]!.id],
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Special item not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    // The rename, the price and a removal were written in the transaction before the refusal, then undone.
    expect(await specials()).toEqual(before);
  });

  it('refuses a cashier (403) and another owner (404), and changes nothing', async () => {
    const special = (await saveSpecial({ name: 'Kept', priceCents: 500 })).data!.saveSpecial;
    const before = await specials();
    const asCashier = await saveSpecial({ id: special.id, name: 'Changed', priceCents: 1 }, t.cashier);
    expect(asCashier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asStranger = await saveSpecial({ id: special.id, name: 'Changed', priceCents: 1 }, other.owner.token);
    expect(asStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const intoOther = await graphql(
      SAVE_SPECIAL,
      { input: { restaurantId: other.restaurantId, name: 'Planted', priceCents: 1 } },
      { token: t.owner.token },
    );
    expect(intoOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await specials()).toEqual(before);
  });
});

describe('saving a topping with its option set', () => {
  it('creates a topping with its set (base price 0), changes the set, then removes it at once', async () => {
    const portions = { littlePriceCents: 50, regularPriceCents: 100, extraPriceCents: 175 };
    const created = await saveTopping({ name: 'Peppers', basePriceCents: 125, extras: portions });
    expect(created.errors).toBeUndefined();
    const topping = created.data!.saveTopping;
    expect(topping).toMatchObject({ name: 'Peppers', basePriceCents: 0, extras: portions });

    const changed = await saveTopping({
      id: topping.id,
      name: 'Green Peppers',
      basePriceCents: 0,
      extras: { ...portions, extraPriceCents: 200 },
    });
    expect(changed.data!.saveTopping).toMatchObject({ name: 'Green Peppers', extras: { extraPriceCents: 200 } });

    const removed = await saveTopping({ id: topping.id, name: 'Green Peppers', basePriceCents: 150, extras: null });
    expect(removed.data!.saveTopping).toMatchObject({ basePriceCents: 150, extras: null });
    expect((await toppings()).find((x) => x.id === topping.id)).toMatchObject({
      base_price: '1.50',
      extras_topping: [],
    });
  });

  it('saves nothing when one portion price is bad', async () => {
    const topping = (await saveTopping({ name: 'Onions', basePriceCents: 75 })).data!.saveTopping;
    const before = await toppings();
    const refused = await saveTopping({
      id: topping.id,
      name: 'Red Onions',
      basePriceCents: 0,
      extras: { littlePriceCents: 25, regularPriceCents: 50, extraPriceCents: -5 },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Extra price must be a whole number of cents from 0 to 9999999.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await toppings()).toEqual(before);
  });
});
