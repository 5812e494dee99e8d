/*
 * What the rest of the server uses of orders (decision 030): the routes of the buyer's and the
 * dealer's side.
 */
export { ordersRoutes } from './orders.routes';
export { salesRoutes } from './sales.routes';
