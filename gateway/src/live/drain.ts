import { OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from '@zest/kit';
import type { Response } from 'express';
import type { Follower } from './follower';

/**
 * A stopping gateway's live streams (docs/decisions/0078-the-gateway-across-replicas.md): each open
 * stream is told to come back after a random 1–10 s (an SSE `retry:`, which EventSource and the web
 * app's reader both obey) and closed, at a random moment of the spread, so thousands of screens
 * reconnect to the other replicas over seconds instead of all in the same instant.
 */
const COME_BACK_MS = { least: 1_000, most: 10_000 };

export const comeBackMs = () =>
  COME_BACK_MS.least + Math.floor(Math.random() * (COME_BACK_MS.most - COME_BACK_MS.least + 1));

/** What a stream is told at connect: come back after 2–6 s should it drop (its gateway died, say). */
export const connectRetryMs = () => 2_000 + Math.floor(Math.random() * 4_001);

/** Ends each stream at a random moment within `spreadMs`; resolves once every one is ended. */
export function comeBackLater(followers: Iterable<Follower>, spreadMs: number): Promise<void> {
  const ends = [...followers].map(
    (follower) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          follower.comeBack(comeBackMs());
          resolve();
        }, Math.random() * spreadMs);
      }),
  );
  return Promise.all(ends).then(() => undefined);
}

/** A new stream while the gateway stops: the outage's 503, to be opened again (at another replica). */
export function refuseWhileDraining(res: Response): void {
  res
    .status(503)
    .set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
    .json({ success: false, message: OUTAGE_MESSAGE });
}

/**
 * After the live reader lost Redis, every open stream's access is asked again (an access change may
 * have been missed); spread over up to a minute, about 50 a second, so a blip does not send the orders
 * service one access check per open stream in the same instant.
 */
export const recheckSpreadMs = (open: number) => Math.min(60_000, open * 20);
