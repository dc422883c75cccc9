import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where item photos live (docs/decisions/0074-item-photos.md): the platform's disk by default; a store is
 * a flat map of keys ("{restaurant}/{product}/{id}-480.webp") to bytes, so another kind (an S3-compatible
 * bucket) can stand in for it.
 */
export interface PhotoStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null: no such photo. */
  get(key: string): Promise<Buffer | null>;
  /** Every file whose key starts with `prefix` (a photo's sizes). */
  remove(prefix: string): Promise<void>;
}

/** A key is made by the service; one from a URL must still never leave the store's folder or bucket. */
export const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-z-]+(\.webp)?$/;

export class DiskPhotoStore implements PhotoStore {
  constructor(private readonly dir: string) {}

  private path(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`not a photo key: ${key}`);
    const path = normalize(join(this.dir, key));
    if (!path.startsWith(normalize(this.dir) + sep)) throw new Error(`not a photo key: ${key}`);
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written whole, then renamed: a reader never sees half a photo.
    await writeFile(`${path}.part`, bytes);
    await rename(`${path}.part`, path);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!SAFE_KEY.test(key)) return null;
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(prefix: string): Promise<void> {
    const folder = dirname(this.path(`${prefix}.webp`));
    const name = prefix.slice(prefix.lastIndexOf('/') + 1);
    const files = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(files.filter((f) => f.startsWith(name)).map((f) => rm(join(folder, f), { force: true })));
  }
}
