import type { ExportSection } from '../../content/export-section';
import { listApplicationsOfUser, listEventsByAuthor } from './events-export.repository';

/** The events one created (decision 115). */
export const eventsExportSection: ExportSection = {
  name: 'events',
  async collect(db, userId) {
    const rows = await listEventsByAuthor(db, userId);
    return rows.map(({ time, applicationDeadline, ...event }) => ({
      ...event,
      time: time.toISOString(),
      applicationDeadline: applicationDeadline.toISOString(),
    }));
  },
};

/** One's answers to events: which, when, yes or no — not who else answered. */
export const eventAnswersExportSection: ExportSection = {
  name: 'eventAnswers',
  async collect(db, userId) {
    const rows = await listApplicationsOfUser(db, userId);
    return rows.map(({ time, answeredAt, ...answer }) => ({
      ...answer,
      time: time.toISOString(),
      answeredAt: answeredAt.toISOString(),
    }));
  },
};
