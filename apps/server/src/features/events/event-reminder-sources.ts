import type { ReminderSource } from '../../jobs/reminder-source';
import { listDeadlineReminders, listStartReminders } from './event-reminders.repository';

/** A day ahead, for both (decision 101): people plan by "tomorrow". */
const leadMs = 24 * 60 * 60 * 1000;

/**
 * EVENT_APPLICATION_DEADLINE_APPROACHING: the members who have not answered, a day before the
 * application deadline; answering (yes or no) takes a member off the list.
 */
export const eventDeadlineReminderSource: ReminderSource = {
  kind: 'EVENT_APPLICATION_DEADLINE_APPROACHING',
  leadMs,
  async due(db, { from, until }) {
    const events = await listDeadlineReminders(db, from, until);
    return events.map((event) => ({
      itemId: event.eventId,
      at: event.applicationDeadline,
      recipients: event.recipients,
      notification: {
        type: 'EVENT_APPLICATION_DEADLINE_APPROACHING',
        variables: {
          eventName: event.eventName,
          groupName: event.groupName,
          applicationDeadline: event.applicationDeadline.toISOString(),
        },
        path: `/events/${event.eventId}`,
      },
    }));
  },
};

/** EVENT_TIME_APPROACHING: those who said yes, a day before the event starts. */
export const eventStartReminderSource: ReminderSource = {
  kind: 'EVENT_TIME_APPROACHING',
  leadMs,
  async due(db, { from, until }) {
    const events = await listStartReminders(db, from, until);
    return events.map((event) => ({
      itemId: event.eventId,
      at: event.time,
      recipients: event.recipients,
      notification: {
        type: 'EVENT_TIME_APPROACHING',
        variables: {
          eventName: event.eventName,
          groupName: event.groupName,
          time: event.time.toISOString(),
        },
        path: `/events/${event.eventId}`,
      },
    }));
  },
};
