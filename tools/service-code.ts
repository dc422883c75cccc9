/**
 * Code a service keeps for the tools alone: the demo's week of orders, trips
 * and a cash-out written with the services' own store code (`npm start`'s
 * seeding, the browser tests), and the revenue bench's 200,000 orders. It is
 * in no service's package exports, so no service, the gateway or a client
 * can come to depend on it; the tools read it from the services' builds
 * (the launcher, the test stack and the bench build first).
 */
// eslint-disable-next-line no-restricted-imports -- the one door from the tools into the services' own code
export { seedDemoOrders } from '../services/orders/dist/demo/demo-orders.js';
// eslint-disable-next-line no-restricted-imports -- as above
export { seedDemoTrips } from '../services/drivers/dist/demo/demo-trips.js';
// eslint-disable-next-line no-restricted-imports -- as above
export { seedRevenueOrders } from '../services/orders/dist/bench/index.js';
