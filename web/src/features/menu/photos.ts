import { NETWORK_FAILURE_MESSAGE } from '../../graphql/errors';

/** The server's words (services/menu/src/photos/render.ts), said before a large file is sent at all. */
export const PHOTO_TOO_LARGE = 'That photo is too large: choose one under 8 MB.';
export const PHOTO_NOT_A_PHOTO = 'That file is not a photo: choose a JPEG, PNG or WebP picture.';
const MAX_BYTES = 8 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What is wrong with a chosen file before it is sent; null: send it (the server checks it again). */
export function photoProblem(file: { size: number; type: string }): string | null {
  if (file.type && !TYPES.includes(file.type)) return PHOTO_NOT_A_PHOTO;
  if (file.size > MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/** Uploads a product's photo (or removes it, without a file); null when done, else the words to show. */
export async function uploadPhoto(productId: string, token: string | null, file: File | null): Promise<string | null> {
  try {
    const response = await fetch(`/api/menu/photos/product/${encodeURIComponent(productId)}`, {
      method: file ? 'PUT' : 'DELETE',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(file ? { 'content-type': file.type || 'application/octet-stream' } : {}),
      },
      body: file ?? undefined,
    });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    return answer?.message ?? 'We could not save the photo. Please try again.';
  } catch {
    return NETWORK_FAILURE_MESSAGE;
  }
}
