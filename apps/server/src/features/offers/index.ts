/*
 * What the rest of the server uses of offers (decision 030): the routes and feed source, and
 * what orders and the calendar build on — an offer with its group and dealer (`findOfferView`),
 * who may read or change it, and its response as a given reader sees it (`toOfferResponse`
 * leaves the purchase time to the dealer).
 */
export { offerCalendarSource } from './offer-calendar-source';
export { offerFeedSource } from './offer-lists.service';
export type { OfferView } from './offer-view';
export { requireOfferDealer, requireOfferReader, type OfferOwnership } from './offers.policy';
export { findOfferView, findOfferViews } from './offers.repository';
export { offersRoutes } from './offers.routes';
export { toOfferResponse } from './offers.service';
export { offersExportSection } from './offers-export';
