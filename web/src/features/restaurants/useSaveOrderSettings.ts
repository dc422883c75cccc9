import { useMutation } from '@apollo/client/react';
import type { OrderSettingsInput } from '../../graphql/generated/graphql';
import { ORDER_SETTINGS } from '../session/orderSettings';
import { UPDATE_ORDER_SETTINGS } from './operations';

/**
 * Saves part of the restaurant's order settings (docs/product.md#order-settings) from a hub card: the answer
 * replaces the settings every screen reads (settings have no id of their own for the cache to match).
 */
export function useSaveOrderSettings(restaurantId: string): (input: OrderSettingsInput) => Promise<unknown> {
  const [save] = useMutation(UPDATE_ORDER_SETTINGS);
  return (input) =>
    save({
      variables: { restaurantId, input },
      update: (cache, { data }) => {
        if (data)
          cache.writeQuery({
            query: ORDER_SETTINGS,
            variables: { restaurantId },
            data: { orderSettings: data.updateOrderSettings },
          });
      },
    });
}
