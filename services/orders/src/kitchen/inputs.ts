import { id, minutesField, ORDER_NOT_FOUND, RESTAURANT_NOT_FOUND, text } from '@zest/kit';
import { z } from 'zod';

/** The kitchen display's input rules and messages (docs/product.md#kitchen-display). */

export const LINE_NOT_IN_KITCHEN = 'Item not found on the kitchen display.';
export const NOT_IN_KITCHEN = 'This order is not in the kitchen yet: it goes there when its receipt is first printed.';
export const NOT_READY = 'This ticket is not marked ready: there is nothing to recall.';
export const AMBER_MESSAGE = 'A ticket turns amber after 1 to 240 minutes.';
export const RED_MESSAGE = 'A ticket turns red after more minutes than it turns amber, and at most 480.';
export const PREP_MESSAGE = 'Prep time is 0 to 240 minutes.';
export const STALE_MESSAGE = 'Tickets are gathered apart after 30 to 720 minutes.';
export const STATION_MESSAGE = 'A station name is 1 to 24 characters, like Oven.';
export const CATEGORY_MESSAGE = 'A station is chosen for a category of the menu: its id.';
export const STATIONS_MESSAGE = 'At most 100 categories can be given a station.';

export const stationName = text({ max: 24, required: STATION_MESSAGE, tooLong: STATION_MESSAGE });

export const kitchenSettingsInput = z
  .object({
    amberMinutes: minutesField(AMBER_MESSAGE, 1, 240).nullish(),
    redMinutes: minutesField(RED_MESSAGE, 2, 480).nullish(),
    prepMinutes: minutesField(PREP_MESSAGE, 0, 240).nullish(),
    staleMinutes: minutesField(STALE_MESSAGE, 30, 720).nullish(),
    stations: z
      .array(z.object({ categoryId: id(CATEGORY_MESSAGE), station: stationName }), { error: STATIONS_MESSAGE })
      .max(100, { error: STATIONS_MESSAGE })
      .nullish(),
  })
  .strict();

export const restaurantIdInput = id(RESTAURANT_NOT_FOUND);
export const orderIdInput = id(ORDER_NOT_FOUND);
export const lineIdInput = id(LINE_NOT_IN_KITCHEN);
