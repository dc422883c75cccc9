import { reconcileBooks } from '@zest/kit';
import { driverBooksOn } from '@zest/drivers/books';
import { orderBooksOn } from '@zest/orders/books';
import { databaseUrl } from './support';

/**
 * What `npm run books` says of one restaurant's day on the test stack (docs/decisions/0028-books.md): the
 * orders' and the drivers' sides reconciled, each difference in words; none when the books agree.
 */
export async function booksDifferences(restaurantId: string, day: string): Promise<string[]> {
  const orders = await orderBooksOn(databaseUrl('zest_orders'), [restaurantId], () => [day]);
  const drivers = await driverBooksOn(databaseUrl('zest_drivers'), [{ restaurantId, day }]);
  return reconcileBooks(orders[0]!.books, drivers[0]!.books).differences;
}
