import sharp from 'sharp';
import { baseUrl, clientIp, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/** An item's photo and description (docs/product.md#item-photos, docs/decisions/0074-item-photos.md). */

interface Photo {
  thumb: string;
  card: string;
  large: string;
}

let t: Tenant;
let other: Tenant;
let productId: string;

/** A picture as a phone would send one: `width` × `height`, in a format sharp writes. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .toFormat(format)
    .toBuffer();

async function upload(body: Buffer | string, token: string | null = t.owner.token, id = productId) {
  const res = await fetch(`${baseUrl()}/api/menu/photos/product/${id}`, {
    method: 'PUT',
    headers: {
      'content-type': 'image/jpeg',
      'x-forwarded-for': clientIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as { id?: string; photo?: Photo | null; message?: string } };
}

async function removePhoto(token = t.owner.token) {
  const res = await fetch(`${baseUrl()}/api/menu/photos/product/${productId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientIp() },
  });
  return { status: res.status, body: (await res.json()) as { photo?: Photo | null; message?: string } };
}

/** The product as the terminal and the ordering page read it, with its menu. */
async function onMenu() {
  const res = await graphql<{
    menu: { categories: { products: { id: string; description: string | null; photo: Photo | null }[] }[] };
  }>(
    'query($r: ID!) { menu(restaurantId: $r) { categories { products { id description photo { thumb card large } } } } }',
    {
      r: t.restaurantId,
    },
    { token: t.cashier },
  );
  return res.data!.menu.categories.flatMap((c) => c.products).find((p) => p.id === productId)!;
}

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('photos'), newTenant('photos-other')]);
  const category = await graphql<{ createCategory: { id: string } }>(
    'mutation($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
    { input: { restaurantId: t.restaurantId, name: 'Pizzas' } },
    { token: t.owner.token },
  );
  const product = await graphql<{ createProduct: { id: string } }>(
    'mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }',
    {
      input: {
        restaurantId: t.restaurantId,
        categoryId: category.data!.createCategory.id,
        name: 'Margherita',
        priceCents: 1199,
        description: '  Tomato, mozzarella and basil  ',
      },
    },
    { token: t.owner.token },
  );
  productId = product.data!.createProduct.id;
});

describe('an item’s description', () => {
  it('is saved trimmed, read with the menu, cleared when blank, and refused past 300 characters', async () => {
    expect((await onMenu()).description).toBe('Tomato, mozzarella and basil');
    const save = (description: string) =>
      graphql<{ updateProduct: { description: string | null } }>(
        'mutation($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { description } }',
        { id: productId, input: { description } },
        { token: t.owner.token },
      );
    expect((await save('x'.repeat(301))).errors?.[0]?.message).toBe('Description must be 300 characters or fewer.');
    expect((await save('   ')).data!.updateProduct.description).toBeNull();
    expect((await save('Thin crust, wood oven')).data!.updateProduct.description).toBe('Thin crust, wood oven');
  });
});

describe('an item’s photo', () => {
  it('is made into three 4:3 WebP sizes, served to anyone for a year, and on the menu at once', async () => {
    const sent = await upload(await picture(1600, 1000));
    expect(sent.status).toBe(200);
    const photo = sent.body.photo!;
    expect((await onMenu()).photo).toEqual(photo);
    for (const [url, width] of [
      [photo.thumb, 160],
      [photo.card, 480],
      [photo.large, 960],
    ] as const) {
      // No token: the ordering page's customers read them.
      const res = await fetch(`${baseUrl()}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
  });

  it('gets a new address when changed, and the old one is gone', async () => {
    const before = (await onMenu()).photo!;
    const changed = await upload(await picture(800, 800, 'png'));
    expect(changed.status).toBe(200);
    expect(changed.body.photo!.card).not.toBe(before.card);
    expect((await fetch(`${baseUrl()}${before.card}`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}${changed.body.photo!.card}`)).status).toBe(200);
  });

  it('refuses what is not a photo, too small or too large, in words, and keeps the photo it had', async () => {
    const kept = (await onMenu()).photo;
    expect(await upload('this is not a picture')).toEqual({
      status: 400,
      body: { success: false, message: 'That file is not a photo: choose a JPEG, PNG or WebP picture.' },
    });
    expect((await upload(await picture(150, 150))).body.message).toBe(
      'That photo is too small: choose one at least 200 pixels wide and high.',
    );
    const huge = await upload(Buffer.alloc(8 * 1024 * 1024 + 10, 1));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('That photo is too large: choose one under 8 MB.');
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
    expect((await onMenu()).photo).toEqual(kept);
  });

  it('is the owner’s or a manager’s: a cashier, a stranger and no one are refused', async () => {
    const jpeg = await picture(400, 300);
    expect((await upload(jpeg, t.cashier)).status).toBe(403);
    expect((await upload(jpeg, other.owner.token)).status).toBe(404);
    expect((await upload(jpeg, null)).status).toBe(401);
    expect((await upload(jpeg, t.owner.token, 'not-an-id')).status).toBe(404);
    expect((await fetch(`${baseUrl()}/photos/..%2F..%2Fetc%2Fpasswd-480.webp`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/photos/${t.restaurantId}/${productId}/nope-480.webp`)).status).toBe(404);
  });

  it('is removed with its files', async () => {
    const had = (await onMenu()).photo!;
    const removed = await removePhoto();
    expect(removed).toEqual({ status: 200, body: { id: productId, photo: null } });
    expect((await onMenu()).photo).toBeNull();
    expect((await fetch(`${baseUrl()}${had.thumb}`)).status).toBe(404);
  });
});
