import { useQuery } from '@apollo/client/react';
import { ONLINE_ORDERS } from './operations';

/** How many online orders wait for the counter: the Main Menu's badge (read again on every online notice). */
export function useOnlineWaiting(restaurantId: string): number {
  const { data } = useQuery(ONLINE_ORDERS, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
    skip: !restaurantId,
  });
  return data?.onlineOrders.filter((o) => o.decision === 'received').length ?? 0;
}
