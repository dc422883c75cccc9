/** What `npm run bench` runs on the orders database with the service's own code. */
export { storeCeiling, type CeilingResult } from './store-ceiling';
export { seedRevenueOrders } from './revenue-orders';
