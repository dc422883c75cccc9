import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskPhotoStore } from './photo-store';

describe('the disk photo store', () => {
  let dir: string;
  let store: DiskPhotoStore;
  const key = `${randomUUID()}/${randomUUID()}/ab12cd34`;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'photos-'));
    store = new DiskPhotoStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps, reads and removes a photo’s sizes by its key', async () => {
    await store.put(`${key}-160.webp`, Buffer.from('small'));
    await store.put(`${key}-480.webp`, Buffer.from('card'));
    expect((await store.get(`${key}-480.webp`))?.toString()).toBe('card');
    expect(await store.get(`${key}-960.webp`)).toBeNull();
    await store.remove(key);
    expect(await store.get(`${key}-160.webp`)).toBeNull();
    expect(await readdir(join(dir, key.split('/')[0]!, key.split('/')[1]!))).toEqual([]);
  });

  it('never reads or writes outside its folder, whatever key it is asked for', async () => {
    for (const bad of ['../../etc/passwd', `${key}/../../x-480.webp`, '/etc/passwd', '']) {
      expect(await store.get(bad)).toBeNull();
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow('not a photo key');
    }
  });
});
