/**
 * What the rest of the server uses of events (decision 030): its routes, its feed and calendar
 * sources, and the queries a reminder job reads (reminders.ts).
 */
export { eventCalendarSource } from './event-calendar-source';
export { eventFeedSource } from './event-feed-source';
export { eventDeadlineReminderSource, eventStartReminderSource } from './event-reminder-sources';
export { eventsRoutes } from './events.routes';
export {
  listDeadlineReminders,
  listStartReminders,
  type EventReminder,
} from './event-reminders.repository';
export { eventAnswersExportSection, eventsExportSection } from './events-export';
