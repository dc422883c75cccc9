import { KeptMap } from '@zest/kit';
import type { NextFunction, Request, Response } from 'express';
import { passedOn, type GatewayContext } from './context';
import { graphql } from './rest/generated';
import type { OperationResult } from './rest/router';

/** The current address of the restaurant that holds or once held an address (orders' onlineAddress). */
export const OnlineAddress = graphql(`
  query OnlineAddress($slug: String!) {
    onlineAddress(slug: $slug)
  }
`);

/** How long an address's answer is kept: a crowd on one page costs the orders service a lookup every few seconds. */
const KEPT_MS = 5_000;
/** Past this many addresses the oldest answer is forgotten: random addresses cannot grow the memory. */
const ADDRESSES_KEPT = 10_000;
const PAGE = /^\/order\/([^/]+)(\/.*)?$/;
const API = /^\/api\/online\/([^/]+)(\/.*)?$/;

type Execute = (operation: string, variables: Record<string, unknown>, ctx: GatewayContext) => Promise<OperationResult>;

/**
 * A restaurant's past ordering-page addresses lead to its page (issue 47, docs/decisions/0075-kept-addresses.md):
 * a printed QR code, a saved link, an old e-mail's "Back to the menu" or status link. The page and its API
 * under an old address are sent on to the same path under the current one, by a temporary redirect (307
 * keeps a checkout's method and body), since the restaurant may take the old address back. Any other address
 * goes on untouched, to its page or its 404.
 */
export function movedPages(execute: Execute) {
  const kept = new KeptMap<string, { current: string | null; at: number }>(ADDRESSES_KEPT);
  const currentOf = async (req: Request, slug: string) => {
    const known = kept.get(slug);
    if (known && Date.now() - known.at < KEPT_MS) return known.current;
    const result = await execute(OnlineAddress.toString(), { slug }, { ...passedOn(req), token: null });
    // Not known just now (the orders service away): the request goes on and answers for itself.
    if (result.errors?.length) return slug;
    const current = (result.data?.onlineAddress as string | null | undefined) ?? null;
    // Only an address that leads nowhere else is kept: a kept redirect could send a restaurant that took
    // its old address back round in a circle; a stale kept one only answers its own 404 for a moment.
    kept.delete(slug);
    if (current === slug || current === null) kept.set(slug, { current, at: Date.now() });
    return current;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const api = API.exec(req.path);
    const page = !api && (req.method === 'GET' || req.method === 'HEAD') ? PAGE.exec(req.path) : null;
    const found = api ?? page;
    if (!found) return next();
    let slug: string;
    try {
      slug = decodeURIComponent(found[1]!);
    } catch {
      return next();
    }
    currentOf(req, slug).then((current) => {
      if (!current || current === slug) return next();
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const to = `${api ? '/api/online' : '/order'}/${current}${found[2] ?? ''}${query}`;
      res.setHeader('Cache-Control', 'no-cache');
      res.redirect(api ? 307 : 302, to);
    }, next);
  };
}
