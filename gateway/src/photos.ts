import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@zest/menu/inputs';
import { forwardTo } from './webhooks';

/** An upload's most, as the menu service takes it, and a byte more so the service says it in its words. */
const UPLOAD_LIMIT = PHOTO_MAX_BYTES + 1;
const UNREACHABLE = { what: 'photos', message: 'Photos are unavailable just now. Please try again shortly.' };

/**
 * Item photos (docs/decisions/0074-item-photos.md), passed to the menu service byte for byte, ahead of
 * /api's JSON parser: an owner's upload and removal (PUT and DELETE /api/menu/photos/product/{id}, with the
 * bearer token), and the served sizes (GET /photos/…), public and cached for a year by the browser.
 */
export function photosPassThrough(menuGraphqlUrl: string): Router {
  const router = express.Router();
  const upload = forwardTo(
    (req) => new URL(`/photos/product/${encodeURIComponent(String(req.params.productId))}`, menuGraphqlUrl),
    ['content-type', 'authorization', 'x-request-id'],
    UNREACHABLE,
  );
  router.put('/api/menu/photos/product/:productId', express.raw({ type: () => true, limit: UPLOAD_LIMIT }), upload);
  router.delete('/api/menu/photos/product/:productId', upload);
  router.get(
    '/photos/{*path}',
    forwardTo((req) => new URL(req.originalUrl.split('?')[0]!, menuGraphqlUrl), ['x-request-id'], UNREACHABLE),
  );
  // A body past the limit, in the owner's words (the menu service's own), before it reaches the service.
  router.use((error: { type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.too.large') res.status(413).json({ success: false, message: PHOTO_MESSAGES.tooLarge });
    else next(error);
  });
  return router;
}

const photoAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    photo: {
      type: ['object', 'null'],
      properties: { thumb: { type: 'string' }, card: { type: 'string' }, large: { type: 'string' } },
    },
  },
};
const refusals = {
  '400': { description: 'Not a JPEG, PNG or WebP picture, or smaller than 200 × 200' },
  '401': { description: 'Not signed in' },
  '403': { description: 'Not an owner or manager of the restaurant' },
  '404': { description: 'No such product of yours' },
  '413': { description: 'Over 8 MB' },
};

/** The photo paths in /api/openapi.json: not rows of a REST table, as they take the picture's bytes. */
export const photoOpenApiPaths = {
  '/api/menu/photos/product/{productId}': {
    parameters: [{ name: 'productId', in: 'path', required: true, schema: { type: 'string' } }],
    put: {
      summary: "An item's photo: the picture's bytes (JPEG, PNG or WebP, 8 MB at most), made into three WebP sizes",
      tags: ['menu'],
      operationId: 'setProductPhoto',
      requestBody: {
        required: true,
        content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        '200': { description: 'Its sizes', content: { 'application/json': { schema: photoAnswer } } },
        ...refusals,
      },
    },
    delete: {
      summary: "Removes an item's photo",
      tags: ['menu'],
      operationId: 'removeProductPhoto',
      responses: {
        '200': { description: 'No photo now', content: { 'application/json': { schema: photoAnswer } } },
        ...refusals,
      },
    },
  },
};
