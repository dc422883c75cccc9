import { randomUUID } from 'node:crypto';
import { api, uniqueEmail } from '../../tools/test/support';
import { pin, type Fixtures, type Sample } from './access-fixtures-online';
import { ORDER_SAMPLES } from './access-samples-orders';

export { Fixtures, type Sample } from './access-fixtures-online';

/**
 * A valid request for every REST route, aimed at the victim tenant, for the
 * access matrix (access-matrix.test.ts). A route without a sample fails the
 * matrix: adding a route means adding its sample here, and the matrix then
 * works out who may call it from the permission table.
 *
 * Samples ask the fixtures for the rows they touch. While the matrix checks
 * refusals the fixtures hand out standing rows (a refused call must change
 * nothing); while it checks admissions they make fresh ones, so a delete or
 * an edit never eats a row another call needs.
 */
export const SAMPLES: Record<string, (f: Fixtures) => Promise<Sample> | Sample> = {
  // Accounts
  'POST /api/auth/signup': () => ({
    body: { fullName: 'New Owner', email: uniqueEmail('new'), password: 'a-long-pass' },
  }),
  'POST /api/auth/signin': (f) => ({ body: { email: f.victim.owner.email, password: f.victim.owner.password } }),
  'POST /api/auth/signout': () => ({ target: 'self', endsSession: true }),
  'GET /api/auth/me': () => ({ target: 'self' }),
  'POST /api/auth/forgetPassword': (f) => ({ body: { email: f.victim.owner.email } }),
  'PUT /api/auth/updatePassword/{email}': (f) => ({
    params: { email: f.victim.owner.email },
    body: { password: 'a-long-pass', token: 'not-a-real-token' },
    admitted: { status: 400, code: 'BAD_USER_INPUT' },
  }),
  'PUT /api/auth/updateUsers/{userId}': (f) => ({
    params: { userId: f.victim.owner.id },
    // The same name and e-mail and no new password: the owner's sessions stay valid.
    body: { fullname: f.victim.owner.fullName, email: f.victim.owner.email, password: '' },
  }),
  'POST /api/auth/contact': () => ({
    body: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', subject: 'Hi', message: 'Hello there' },
  }),

  // Restaurants and staff
  'GET /api/restaurant/getAllRestaurants/{userId}': (f) => ({ params: { userId: f.victim.owner.id } }),
  'GET /api/restaurant/getRestaurantById/{restaurantId}/{userId}': (f) => ({
    params: { restaurantId: f.restaurantId, userId: f.victim.owner.id },
  }),
  'GET /api/restaurant/allowance': () => ({ target: 'self' }),
  'POST /api/restaurant/createRestaurants/{userId}': (f) => ({
    params: { userId: f.victim.owner.id },
    body: {
      name: 'Third Shop',
      security_pin: '9876',
      tax_percentage: 8,
      delivery_charge: 2.5,
      full_address: '3 Main St',
      phone_number: '555-010-4000',
    },
  }),
  'PUT /api/restaurant/updateRestaurant/{restaurantId}/{userId}': (f) => ({
    params: { restaurantId: f.restaurantId, userId: f.victim.owner.id },
    body: { password: f.victim.owner.password, description: 'Wood-fired, since 1990' },
  }),
  'DELETE /api/restaurant/deleteRestaurant/{restaurantId}/{userId}': async (f) => ({
    params: { restaurantId: await f.restaurant(), userId: f.victim.owner.id },
    body: { security_pin: f.victim.securityPin },
  }),
  'POST /api/restaurant/openRestaurant/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { security_pin: f.victim.securityPin },
  }),
  'POST /api/restaurant/confirmSecurityPin/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { security_pin: f.victim.securityPin, action: 'drivers.cashout', driver_id: f.victim.driverId },
  }),
  'POST /api/restaurant/cashierScreen/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { pin: '1111' },
  }),
  'POST /api/restaurant/driverScreen/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { pin: '2222' },
  }),
  'GET /api/employee/restaurant/AllEmployees/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/employee/restaurant/employeeProfile/{userId}': (f) => ({ params: { userId: f.victim.cashierId } }),
  'POST /api/employee/createEmpolyeeProfile': (f) => ({
    body: {
      security_pin: f.victim.securityPin,
      pin: pin(),
      name: 'Nia New',
      role: 'cashier',
      restaurant_id: f.restaurantId,
    },
  }),
  'PUT /api/employee/updateEmployeeProfile/{employeeId}': async (f) => ({
    params: { employeeId: await f.employee() },
    body: { name: 'Wes W.' },
  }),
  // The security PIN (ours, optional on REST) lets the row's operation run on GraphQL too, where it is required.
  'DELETE /api/employee/deleteEmployee/{employeeId}': async (f) => ({
    params: { employeeId: await f.employee() },
    body: { security_pin: f.victim.securityPin },
  }),

  // Billing
  'GET /api/stripe/getSubscriptionsByUser/{userId}': (f) => ({ params: { userId: f.victim.owner.id } }),
  'POST /api/stripe/create-checkout-session': (f) => ({
    body: { userId: f.victim.owner.id, priceId: 'price_regular_local' },
  }),
  'POST /api/stripe/create-portal-session': async (f) => ({ body: { customerId: await customerOf(f) } }),

  // Menu
  'GET /api/menu/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/product/getAllCategoriesHandler/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/product/getCategoryByIdHandler/{categoryId}/{restaurantId}': async (f) => ({
    params: { categoryId: await f.category(), restaurantId: f.restaurantId },
  }),
  // Category names are unique in a restaurant: each admitted caller creates one of its own.
  'POST /api/product/createCategoryHandler': (f) => ({
    body: { name: `Pasta ${randomUUID()}`, restaurant_id: f.restaurantId },
  }),
  'PUT /api/product/updateCategoryHandler/{categoryId}': async (f) => ({
    params: { categoryId: await f.category() },
    body: { name: `Pizzas ${randomUUID()}`, restaurant_id: f.restaurantId },
  }),
  'DELETE /api/product/deleteCategoryHandler/{categoryId}': async (f) => ({
    params: { categoryId: await f.category() },
  }),
  'GET /api/product/getAllProducts/{restaurantId}/{categoryId}': async (f) => ({
    params: { restaurantId: f.restaurantId, categoryId: await f.category() },
  }),
  'GET /api/product/getAllProductsByRestaurant/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/product/getProductById/{productId}/{restaurantId}': async (f) => ({
    params: { productId: await f.product(), restaurantId: f.restaurantId },
  }),
  'POST /api/product/createProducts': async (f) => ({
    body: { name: 'Calzone', price: 9.5, restaurant_id: f.restaurantId, category_id: await f.category() },
  }),
  'PUT /api/product/updateProduct/{id}': async (f) => ({
    params: { id: await f.product() },
    body: { name: 'Big Calzone', price: 11, restaurant_id: f.restaurantId },
  }),
  'DELETE /api/product/deleteProduct/{id}': async (f) => ({ params: { id: await f.product() } }),
  'GET /api/product/get_product_sizes/{productId}': async (f) => ({ params: { productId: await f.product() } }),
  'POST /api/product/create_product_sizes': async (f) => ({
    body: { product_id: await f.product(), size_name: 'XL', price: 18 },
  }),
  'PUT /api/product/update_product-sizes/{id}': async (f) => ({
    params: { id: await f.size() },
    body: { size_name: 'Large', price: 16 },
  }),
  'DELETE /api/product/delete_product-sizes/{id}': async (f) => ({ params: { id: await f.size() } }),
  'GET /api/product/get_special/{specialId}/{restaurantId}': async (f) => ({
    params: { specialId: await f.special(), restaurantId: f.restaurantId },
  }),
  'GET /api/special/get_all_specials/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/special/get_special-items/{specialId}': async (f) => ({ params: { specialId: await f.special() } }),
  'POST /api/special/create_specials': (f) => ({
    body: { name: 'Family Deal', price: 30, restaurant_id: f.restaurantId },
  }),
  'POST /api/special/add_special-items': async (f) => ({
    body: { special_id: await f.special(), product_name: 'Cheese', quantity: 1 },
  }),
  'PUT /api/special/update_specials/{id}': async (f) => ({
    params: { id: await f.special() },
    body: { name: 'Party Deal', price: 35, restaurant_id: f.restaurantId },
  }),
  'DELETE /api/special/delete_specials/{id}': async (f) => ({ params: { id: await f.special() } }),
  'DELETE /api/special/remove_special-items/{itemId}': async (f) => ({ params: { itemId: await f.specialItem() } }),
  'GET /api/toppingAndSides/get_toppings/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/toppingAndSides/get_topping_extras/{toppingId}': async (f) => ({
    params: { toppingId: await f.topping() },
  }),
  'POST /api/toppingAndSides/create_toppings': (f) => ({
    body: { name: 'Olives', base_price: 1.25, restaurant_id: f.restaurantId },
  }),
  'POST /api/toppingAndSides/create_extras': async (f) => ({
    body: { topping_id: await f.bareTopping(), little_price: 0.5, regular_price: 1, extra_price: 1.5 },
  }),
  'PUT /api/toppingAndSides/update_toppings/{id}': async (f) => ({
    params: { id: await f.topping() },
    body: { name: 'Black Olives', base_price: 1.5, restaurant_id: f.restaurantId },
  }),
  'PUT /api/toppingAndSides/update_extras/{id}': async (f) => ({
    params: { id: await f.extra() },
    body: { little_price: 1, regular_price: 2, extra_price: 4 },
  }),
  'DELETE /api/toppingAndSides/delete_toppings/{id}': async (f) => ({ params: { id: await f.topping() } }),
  'DELETE /api/toppingAndSides/delete_extras/{id}': async (f) => ({ params: { id: await f.extra() } }),
  'GET /api/toppingAndSides/get_sides/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'POST /api/toppingAndSides/create_sides': (f) => ({
    body: { name: 'Garlic Knots', base_price: 4, restaurant_id: f.restaurantId },
  }),
  'PUT /api/toppingAndSides/update_sides/{id}': async (f) => ({
    params: { id: await f.side() },
    body: { name: 'Knots', base_price: 4.5, restaurant_id: f.restaurantId },
  }),
  'DELETE /api/toppingAndSides/delete_sides/{id}': async (f) => ({ params: { id: await f.side() } }),

  // Customers, orders and drivers (access-samples-orders.ts)
  ...ORDER_SAMPLES,
};

/** The victim's billing customer: made by a checkout of theirs. */
async function customerOf(f: Fixtures): Promise<string> {
  const read = async () =>
    (
      await api<{ stripe_customer_id: string | null }>(
        'GET',
        `/api/stripe/getSubscriptionsByUser/${f.victim.owner.id}`,
        { token: f.victim.owner.token },
      )
    ).body.stripe_customer_id;
  const known = await read();
  if (known) return known;
  await api('POST', '/api/stripe/create-checkout-session', {
    token: f.victim.owner.token,
    body: { userId: f.victim.owner.id, priceId: 'price_starter_local' },
  });
  const made = await read();
  if (!made) throw new Error('the victim has no billing customer after a checkout');
  return made;
}
