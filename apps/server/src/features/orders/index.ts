/*
 * What the rest of the server uses of orders (decision 030): the routes of the buyer's and the
 * dealer's side.
 */
export { evaluationsRoutes } from './evaluations.routes';
export { offerReportJob, offerReportPlanner } from './offer-report';
export { orderCalendarSource, saleCalendarSource } from './order-calendar-source';
export {
  orderDeadlineNotOrderedReminderSource,
  orderDeadlineReminderSource,
} from './order-reminders';
export { ordersExportSection } from './orders-export';
export { ordersRoutes } from './orders.routes';
export { salesRoutes } from './sales.routes';
