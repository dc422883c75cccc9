import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useEffect, useRef } from 'react';
import { useLiveStream, type DriverNotice, type OrderNotice } from './liveStream';

/**
 * How a notice's read is made: from the server, and never folded into a read of the same thing already on
 * its way. Apollo shares an identical query in flight, and that read may have left before the change the
 * notice is about (a delivery read at its creation, asked again for its first line): its answer would
 * stand for both, and the screen would keep the older one until the next notice.
 */
export const READ_AFTER_NOTICE = { fetchPolicy: 'no-cache', context: { queryDeduplication: false } } as const;

/**
 * A screen kept by the order (docs/decisions/0056-screens-by-the-order.md): each notice it cares
 * about is applied on its own (`apply` reads at most the order it names), the newest of a burst
 * once per order; the screen's lists are read whole only when the stream (re)connects, for what
 * may have happened while it was away. The server's notices stay hints: `apply` reads the server.
 */
export function useLivePatches(
  restaurantId: string,
  token: string,
  o: {
    /** Every order notice as it comes, before any filter (a chime, the open order read again). */
    hear?: (notice: OrderNotice) => void;
    /** Which order notices matter here (none when left out: a screen of driver notices only). */
    wants?: (notice: OrderNotice) => boolean;
    apply?: (notice: OrderNotice) => Promise<void>;
    /** The driver screens' notices, applied as they come. */
    onDriverNotice?: (notice: DriverNotice) => void;
    /** The menu changed: what the screen shows of it is read again. */
    onMenuNotice?: () => void;
    /** What is read whole on (re)connecting. */
    include: DocumentNode[];
    onEnded: (message: string) => void;
    settleMs?: number;
  },
): void {
  const client = useApolloClient();
  const options = useRef(o);
  useEffect(() => {
    options.current = o;
  });
  const pending = useRef(new Map<string, OrderNotice>());
  const timer = useRef<number | null>(null);

  const flush = () => {
    timer.current = null;
    const batch = [...pending.current.values()];
    pending.current.clear();
    for (const notice of batch) void options.current.apply?.(notice).catch(() => undefined);
  };

  useLiveStream(restaurantId, token, {
    onNotice: (notice) => {
      options.current.hear?.(notice);
      const { wants, apply, settleMs } = options.current;
      if (!apply || (wants && !wants(notice))) return;
      const held = pending.current.get(notice.id);
      if (!held || held.version < notice.version) pending.current.set(notice.id, notice);
      if (timer.current === null) timer.current = window.setTimeout(flush, settleMs ?? 60);
    },
    onDriverNotice: (notice) => options.current.onDriverNotice?.(notice),
    onMenuNotice: () => options.current.onMenuNotice?.(),
    onConnected: () => void client.refetchQueries({ include: options.current.include }),
    onEnded: (message) => options.current.onEnded(message),
  });

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
}
