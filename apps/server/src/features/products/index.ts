/*
 * What the rest of the server uses of products (decision 030): the routes, and what an offer
 * needs of its product (what it copies, the producer, and the stock it reserves).
 */
export { findProductView as findProductForOffer, takeStock } from './products.repository';
export type { ProductView } from './products.repository';
export { productsRoutes } from './products.routes';
export { productsExportSection } from './products-export';
