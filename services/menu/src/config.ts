import { commonEnv, loadConfig, serviceEnv } from '@zest/kit';
import { z } from 'zod';

export const config = loadConfig('menu', {
  ...commonEnv,
  ...serviceEnv(4003),
  MENU_DATABASE_URL: z.string().url({ message: 'MENU_DATABASE_URL (or DATABASE_URL) must be a postgres:// URL' }),
  /** Where item photos are kept on this host's disk (docs/decisions/0074-item-photos.md). */
  PHOTOS_DIR: z.string().min(1).default('.data/photos'),
  /**
   * An S3-compatible bucket for the photos instead of the disk, path style ("https://s3.us-east-1.amazonaws.com/
   * zest-photos"): for a menu on many hosts. With it, PHOTOS_S3_ACCESS_KEY_ID and PHOTOS_S3_SECRET_ACCESS_KEY.
   */
  PHOTOS_S3_URL: z.string().url({ message: "PHOTOS_S3_URL must be the bucket's http(s):// address" }).optional(),
  PHOTOS_S3_REGION: z.string().min(1).default('us-east-1'),
  PHOTOS_S3_ACCESS_KEY_ID: z.string().optional(),
  PHOTOS_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Seconds a built menu is kept in Redis (a write makes it stale at once anyway). */
  MENU_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * Subscribers of the priced menu besides the services flagged in
   * kit/core/services.ts (comma-separated queue suffixes, e.g. a report job, or the
   * tests): each gets menu-events-<name>.
   */
  MENU_EXTRA_SUBSCRIBERS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^[a-z0-9-]+$/, { message: 'subscriber names are lower-case letters, digits and -' })),
    ),
});

export type MenuConfig = typeof config;
