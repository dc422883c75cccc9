import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import type { DraftApi } from '../draft/draftTypes';
import type { OrderDraftStore } from '../draft/orderDraft';
import { customerIdOf } from '../offline/seenCustomers';
import { ADD_OPEN_ITEM, ADD_ORDER_LINE, ORDER, PLACE_ORDER, REMOVE_ORDER_LINE, UPDATE_ORDER } from '../operations';

/**
 * The order in progress's calls to the server, attached to its queue while the screen is open; every answer
 * is kept as the order in Apollo's cache. Returns that keeping, for answers that come another way.
 */
export function useDraftApi(
  store: OrderDraftStore,
  restaurantId: string,
  refetchMenu: () => Promise<unknown>,
): (saved: ReceiptFragment) => ReceiptFragment {
  const client = useApolloClient();
  const remember = useCallback(
    (saved: ReceiptFragment) => {
      client.writeQuery({ query: ORDER, variables: { id: saved.id }, data: { order: saved } });
      return saved;
    },
    [client],
  );
  const api = useMemo(
    () => draftApiOf(client, restaurantId, remember, () => void refetchMenu()),
    [client, restaurantId, refetchMenu, remember],
  );

  useEffect(() => {
    store.attach(api);
    return () => store.attach(null);
  }, [store, api]);

  return remember;
}

/** The calls an order's queue makes (the screen's draft, and the outbox of orders printed offline). */
export function draftApiOf(
  client: ApolloClient,
  restaurantId: string,
  remember: (saved: ReceiptFragment) => ReceiptFragment,
  menuChanged: () => void,
): DraftApi {
  return {
    placeOrder: async ({ customer, orderType, scheduleTime, lines }, request) => {
      const customerId = await customerIdOf(client, restaurantId, customer);
      const input = {
        restaurantId,
        orderType,
        ...(customerId ? { customerId } : {}),
        ...(scheduleTime ? { scheduleTime } : {}),
        lines,
        print: request.print,
        ...(request.tender ? { tender: request.tender } : {}),
        ...(request.terminal ? { terminal: request.terminal } : {}),
        ...(request.paper ?? {}),
      };
      const { data } = await client.mutate({ mutation: PLACE_ORDER, variables: { input, key: request.key } });
      return { order: remember(data!.placeOrder.order), print: data!.placeOrder.print ?? null };
    },
    changeOrder: async (id, input, customer) => {
      const customerId = customer?.madeOffline ? await customerIdOf(client, restaurantId, customer) : undefined;
      const { data } = await client.mutate({
        mutation: UPDATE_ORDER,
        variables: { id, input: customerId ? { ...input, customerId } : input },
      });
      return remember(data!.updateOrder);
    },
    addLine: async (orderId, line, key) => {
      if ('open' in line) {
        const { data } = await client.mutate({
          mutation: ADD_OPEN_ITEM,
          variables: { input: { ...line.open, orderId }, key },
        });
        return { lineId: data!.addOpenItem.line.id, order: remember(data!.addOpenItem.order) };
      }
      const { data } = await client.mutate({
        mutation: ADD_ORDER_LINE,
        variables: { input: { ...line.menu, orderId }, key },
      });
      return { lineId: data!.addOrderLine.line.id, order: remember(data!.addOrderLine.order) };
    },
    removeLine: async (lineId) => {
      const { data } = await client.mutate({ mutation: REMOVE_ORDER_LINE, variables: { id: lineId } });
      return remember(data!.removeOrderLine);
    },
    menuChanged,
  };
}
