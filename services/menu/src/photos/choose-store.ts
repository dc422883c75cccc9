import { resolve } from 'node:path';
import type { MenuConfig } from '../config';
import { DiskPhotoStore, type PhotoStore } from './photo-store';
import { BucketPhotoStore } from './s3-photo-store';

/** The bucket when PHOTOS_S3_URL is set (with its keys, else the service refuses to start), else the disk. */
export function photoStoreOf(config: MenuConfig): { store: PhotoStore; where: string } {
  if (!config.PHOTOS_S3_URL) return { store: new DiskPhotoStore(resolve(config.PHOTOS_DIR)), where: 'disk' };
  if (!config.PHOTOS_S3_ACCESS_KEY_ID || !config.PHOTOS_S3_SECRET_ACCESS_KEY)
    throw new Error('PHOTOS_S3_URL needs PHOTOS_S3_ACCESS_KEY_ID and PHOTOS_S3_SECRET_ACCESS_KEY');
  const store = new BucketPhotoStore({
    url: config.PHOTOS_S3_URL,
    region: config.PHOTOS_S3_REGION,
    accessKeyId: config.PHOTOS_S3_ACCESS_KEY_ID,
    secretAccessKey: config.PHOTOS_S3_SECRET_ACCESS_KEY,
  });
  return { store, where: 'bucket' };
}
