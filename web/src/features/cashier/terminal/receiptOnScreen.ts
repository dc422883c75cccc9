import type { ReceiptFragment, RestaurantQuery } from '../../../graphql/generated/graphql';
import type { OrderView } from '../draft/orderView';
import { tenderFiguresOf, type ReceiptData } from '../receipt/ReceiptDocument';
import { voidMarkOf } from '../voids/voids';

/**
 * The receipt the screen shows: the one just printed, else the order in progress over what the server has,
 * the restaurant's name and address until the server's order names them.
 */
export function receiptOnScreen(
  printed: ReceiptData | null,
  current: OrderView,
  server: ReceiptFragment | null,
  restaurant: RestaurantQuery['restaurant'] | undefined,
  employeeName: string,
): ReceiptData {
  if (printed) return printed;
  return {
    orderNumber: server?.orderNumber ?? null,
    orderType: current.orderType,
    scheduleTime: current.scheduleTime,
    createdAtLocal: server?.createdAtLocal ?? null,
    employeeName: server?.employeeName ?? employeeName,
    restaurantName: server?.restaurantName ?? restaurant?.name ?? '',
    restaurantAddress: server?.restaurantAddress ?? restaurant?.fullAddress ?? '',
    restaurantPhone: server?.restaurantPhone ?? restaurant?.phoneNumber ?? '',
    customer: current.customer,
    typedCustomer: current.customer ? null : (server?.typedCustomer ?? null),
    lines: current.lines,
    discounts: current.discounts,
    figures: { ...current, orderType: current.orderType ?? 'togo' },
    // How it was paid shows once a print has recorded it.
    tender: server ? tenderFiguresOf(server) : { tender: null, cashGivenCents: null, changeDueCents: null },
    estimated: current.estimated,
    voided: server ? voidMarkOf(server) : null,
  };
}
