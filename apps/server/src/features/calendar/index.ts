/** What app.ts uses of the calendar (decision 092): its routes; sources come from the features. */
export { calendarFeedRoutes, calendarRoutes } from './calendar.routes';
