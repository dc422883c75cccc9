import { badInput } from '@zest/kit';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../inputs';

/** The sizes a photo is served in, by width: a thumbnail, a menu card, the item opened. */
export const PHOTO_WIDTHS = { thumb: 160, card: 480, large: 960 } as const;
export type PhotoSize = keyof typeof PHOTO_WIDTHS;

const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Past this many pixels a file is refused before it is decoded (a "photo" that would eat the memory). */
const MAX_PIXELS = 50_000_000;

/**
 * An uploaded picture made into the sizes the menu serves: checked to be a JPEG, PNG or WebP of sensible
 * size, turned upright (the camera's orientation tag), cropped to 4:3 around its middle, and written as WebP.
 * What the owner sent is not kept: its metadata (a phone's location) goes with it.
 */
export async function renderPhoto(bytes: Buffer): Promise<Record<PhotoSize, Buffer>> {
  if (bytes.length === 0) throw badInput(PHOTO_MESSAGES.none);
  if (bytes.length > PHOTO_MAX_BYTES) throw badInput(PHOTO_MESSAGES.tooLarge);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw badInput(PHOTO_MESSAGES.notAPhoto);
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw badInput(PHOTO_MESSAGES.notAPhoto);
  if ((meta.width ?? 0) < 200 || (meta.height ?? 0) < 200) throw badInput(PHOTO_MESSAGES.tooSmall);
  try {
    const upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().toBuffer();
    const sizes = await Promise.all(
      Object.entries(PHOTO_WIDTHS).map(async ([size, width]) => {
        const webp = await sharp(upright)
          .resize({ width, height: Math.round((width * 3) / 4), fit: 'cover', position: 'centre' })
          .webp({ quality: 78 })
          .toBuffer();
        return [size, webp] as const;
      }),
    );
    return Object.fromEntries(sizes) as Record<PhotoSize, Buffer>;
  } catch {
    // A file whose header reads as a picture but whose body does not decode.
    throw badInput(PHOTO_MESSAGES.notAPhoto);
  }
}

/** The served address of each size of a stored photo; null without one. */
export function photoUrls(key: string | null | undefined): Record<PhotoSize, string> | null {
  if (!key) return null;
  const url = (size: PhotoSize) => `/photos/${key}-${PHOTO_WIDTHS[size]}.webp`;
  return { thumb: url('thumb'), card: url('card'), large: url('large') };
}
