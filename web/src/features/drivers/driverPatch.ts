import type { ApolloClient } from '@apollo/client';
import type { DriverOutCardFragment, WaitingDeliveryFragment } from '../../graphql/generated/graphql';
import { READ_AFTER_NOTICE } from '../session/livePatches';
import type { DriverNotice } from '../session/liveStream';
import { DRIVERS_OUT, ONE_DRIVER_OUT, ONE_WAITING, UNASSIGNED_ORDERS } from './operations';

/**
 * The driver dashboard kept by the order (docs/decisions/0056-screens-by-the-order.md): a driver notice
 * names the orders and the driver it is about; each is read once and put where the server's lists
 * would have it, or taken out where the notice says so, instead of reading both lists again.
 */

const oldestFirst = (a: WaitingDeliveryFragment, b: WaitingDeliveryFragment) =>
  a.createdAt.localeCompare(b.createdAt) || a.orderNumber - b.orderNumber;

/** The waiting list with one order put in its place, or out of it (null: not waiting any more). */
export function placeWaiting(
  list: readonly WaitingDeliveryFragment[],
  orderId: string,
  order: WaitingDeliveryFragment | null,
): WaitingDeliveryFragment[] {
  const rest = list.filter((o) => o.orderId !== orderId);
  return (order ? [...rest, order] : rest).sort(oldestFirst);
}

/** The drivers out with one driver put in their place, or off the panel (null: back). */
export function placeDriverOut(
  list: readonly DriverOutCardFragment[],
  driverId: string,
  out: DriverOutCardFragment | null,
): DriverOutCardFragment[] {
  const rest = list.filter((d) => d.driver.id !== driverId);
  return (out ? [...rest, out] : rest).sort((a, b) => a.leftAt.localeCompare(b.leftAt));
}

/**
 * The last read started for each order or driver: notices come faster than reads answer, and an
 * older read answering last must not undo a newer one (a delivery read before its first line,
 * answering after the read that found it waiting). A removal counts as the newest word too.
 */
const latest = new Map<string, number>();
let reads = 0;
const started = (key: string) => {
  const n = ++reads;
  latest.set(key, n);
  return () => latest.get(key) === n;
};

async function readWaiting(client: ApolloClient, restaurantId: string, orderId: string) {
  const current = started(`order:${orderId}`);
  const { data } = await client.query({
    query: ONE_WAITING,
    variables: { restaurantId, orderId },
    ...READ_AFTER_NOTICE,
  });
  return { order: data?.unassignedOrder ?? null, current: current() };
}

async function readOut(client: ApolloClient, restaurantId: string, driverId: string) {
  const current = started(`driver:${driverId}`);
  const { data } = await client.query({
    query: ONE_DRIVER_OUT,
    variables: { restaurantId, driverId },
    ...READ_AFTER_NOTICE,
  });
  return { out: data?.driverOut ?? null, current: current() };
}

function updateWaiting(
  client: ApolloClient,
  restaurantId: string,
  change: (list: WaitingDeliveryFragment[]) => WaitingDeliveryFragment[],
) {
  client.cache.updateQuery({ query: UNASSIGNED_ORDERS, variables: { restaurantId } }, (data) =>
    data ? { unassignedOrders: change(data.unassignedOrders) } : data,
  );
}

function updateOut(client: ApolloClient, restaurantId: string, driverId: string, out: DriverOutCardFragment | null) {
  client.cache.updateQuery({ query: DRIVERS_OUT, variables: { restaurantId } }, (data) =>
    data ? { driversOut: placeDriverOut(data.driversOut, driverId, out) } : data,
  );
}

/** One driver notice applied to the dashboard's two lists. */
export async function patchDriverLists(
  client: ApolloClient,
  restaurantId: string,
  notice: DriverNotice,
): Promise<void> {
  if (notice.change === 'orders') {
    const read = await Promise.all(notice.orderIds.map((id) => readWaiting(client, restaurantId, id)));
    updateWaiting(client, restaurantId, (list) =>
      notice.orderIds.reduce((next, id, i) => (read[i]!.current ? placeWaiting(next, id, read[i]!.order) : next), list),
    );
    return;
  }
  if (notice.change === 'assigned') {
    for (const id of notice.orderIds) started(`order:${id}`);
    updateWaiting(client, restaurantId, (list) => list.filter((o) => !notice.orderIds.includes(o.orderId)));
  }
  const driverId = notice.driverId;
  if (!driverId) return;
  if (notice.change === 'back') {
    started(`driver:${driverId}`);
    updateOut(client, restaurantId, driverId, null);
  }
  if (notice.change === 'assigned' || notice.change === 'out') {
    const read = await readOut(client, restaurantId, driverId);
    if (read.current) updateOut(client, restaurantId, driverId, read.out);
  }
}
