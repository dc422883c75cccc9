import { GENERIC_FAULT_MESSAGE, httpStatusFor, toDomainError, type RequestContext } from '@zest/kit';
import express, { type Express, type Request, type Response } from 'express';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../inputs';
import { photoUrls } from './render';
import type { PhotosService } from './photos.service';

/**
 * The photo routes of the menu service, reached through the gateway (docs/product.md#item-photos):
 * PUT and DELETE /photos/product/:productId with the bearer token (the picture's bytes as the body), and
 * GET /photos/{key}-{width}.webp, public and cached for a year: a new photo gets a new address.
 */
export function mountPhotoRoutes(
  app: Express,
  photos: PhotosService,
  contextOf: (req: Request) => Promise<RequestContext>,
): void {
  const answer = (res: Response, product: { id: string; photo: string | null }) =>
    res.json({ id: product.id, photo: photoUrls(product.photo) });
  // The service's error map, as /graphql has it: a refusal's words and status, else a logged fault.
  const refused = (res: Response, error: unknown) => {
    const known = toDomainError(error);
    if (!known) res.req.log.error({ err: error }, 'photo route failed');
    res
      .status(known ? httpStatusFor(known.code) : 500)
      .json({ success: false, message: known?.message ?? GENERIC_FAULT_MESSAGE });
  };

  app.put(
    '/photos/product/:productId',
    express.raw({ type: () => true, limit: PHOTO_MAX_BYTES + 1 }),
    async (req, res) => {
      try {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        answer(res, await photos.setPhoto(await contextOf(req), req.params.productId, bytes));
      } catch (error) {
        refused(res, error);
      }
    },
  );
  app.delete('/photos/product/:productId', async (req, res) => {
    try {
      answer(res, await photos.removePhoto(await contextOf(req), req.params.productId));
    } catch (error) {
      refused(res, error);
    }
  });
  app.get('/photos/{*path}', async (req, res) => {
    const path = ([] as string[]).concat((req.params as { path?: string | string[] }).path ?? []).join('/');
    const bytes = await photos.read(path).catch(() => null);
    if (!bytes) {
      res.status(404).json({ success: false, message: 'No such photo.' });
      return;
    }
    res.setHeader('content-type', 'image/webp');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.send(bytes);
  });
  // A body past the limit: the person's words, not express's.
  app.use('/photos', (error: { type?: string }, _req: Request, res: Response, next: (e?: unknown) => void) => {
    if (error?.type === 'entity.too.large') res.status(413).json({ success: false, message: PHOTO_MESSAGES.tooLarge });
    else next(error);
  });
}
