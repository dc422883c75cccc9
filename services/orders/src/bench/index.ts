/** What `npm run bench` runs on the orders database with the service's own code. */
export { seedRevenueOrders } from './revenue-orders';
