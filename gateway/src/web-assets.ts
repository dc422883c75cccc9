import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * The web build's assets in the encoding the browser accepts: the brotli or
 * gzip copy made at build time (web/vite.config.ts) when there is one, else
 * the file itself. It only points the request at the copy and sets the
 * headers; express.static sends it with the same caching as the original.
 */
export function precompressedAssets(root: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[extname(req.path)];
    if (!type) return next();
    res.vary('Accept-Encoding');
    const path = normalize(req.path);
    if (path.includes('..')) return next();
    const accepted = req.acceptsEncodings(...ENCODINGS.map(([encoding]) => encoding));
    const chosen = ENCODINGS.find(
      ([encoding, suffix]) => encoding === accepted && existsSync(join(root, path + suffix)),
    );
    if (!chosen) return next();
    res.setHeader('Content-Encoding', chosen[0]);
    res.setHeader('Content-Type', type);
    req.url = path + chosen[1];
    next();
  };
}
