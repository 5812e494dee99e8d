/** What the rest of the server uses of reports (decision 205): routes and the hide's effects. */
export { reportsRoutes } from './reports.routes';
export { createItemHiddenEffects } from './item-hidden-effects';
