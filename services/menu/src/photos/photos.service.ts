import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '@zest/kit';
import { products } from '../db/schema';
import { PRODUCT_MESSAGES } from '../categories/products.service';
import { productView, rowsOf } from '../menu/rows';
import type { MenuScope } from '../menu/scope';
import type { PhotoStore } from './photo-store';
import { PHOTO_WIDTHS, renderPhoto, type PhotoSize } from './render';

const product = rowsOf(products, PRODUCT_MESSAGES.notFound);

/**
 * An item's photo (docs/decisions/0074-item-photos.md): uploaded by whoever may change the menu, made into
 * its sizes, stored, and named on the product under a new key each time, so a served address never changes
 * what it shows (it is cached for a year). The menu's version moves on, so the terminal and the ordering
 * page read it at once; the photo it replaced is removed after.
 */
export class PhotosService {
  constructor(
    private readonly scope: MenuScope,
    private readonly store: PhotoStore,
  ) {}

  async setPhoto(ctx: RequestContext, productId: unknown, bytes: Buffer) {
    // Decoded and resized before any transaction opens: the slow part holds no row.
    const sizes = await renderPhoto(bytes);
    let replaced: string | null = null;
    const saved = await this.scope.byId(ctx, 'write', product(productId), async (tx, row) => {
      const key = `${row.restaurantId}/${row.id}/${randomUUID().slice(0, 8)}`;
      await Promise.all(
        Object.entries(sizes).map(([size, webp]) => this.store.put(fileOf(key, size as PhotoSize), webp)),
      );
      replaced = row.photo;
      await tx.update(products).set({ photo: key }).where(eq(products.id, row.id));
      return productView(tx, row.id, row.restaurantId);
    });
    if (replaced) await this.store.remove(replaced).catch(() => undefined);
    return saved;
  }

  async removePhoto(ctx: RequestContext, productId: unknown) {
    let removed: string | null = null;
    const saved = await this.scope.byId(ctx, 'write', product(productId), async (tx, row) => {
      removed = row.photo;
      await tx.update(products).set({ photo: null }).where(eq(products.id, row.id));
      return productView(tx, row.id, row.restaurantId);
    });
    if (removed) await this.store.remove(removed).catch(() => undefined);
    return saved;
  }

  /** One size's bytes, by its served path ("{key}-480.webp"); null for anything else. */
  read(path: string): Promise<Buffer | null> {
    const size = /-(\d+)\.webp$/.exec(path);
    if (!size || !Object.values(PHOTO_WIDTHS).includes(Number(size[1]) as never)) return Promise.resolve(null);
    return this.store.get(path);
  }
}

const fileOf = (key: string, size: PhotoSize) => `${key}-${PHOTO_WIDTHS[size]}.webp`;
