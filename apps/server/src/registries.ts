import type { CalendarSource } from './content/calendar-source';
import type { ExportSection } from './content/export-section';
import type { FeedSource } from './content/feed-source';
import { accessCodesExportSection } from './features/access-codes';
import {
  eventAnswersExportSection,
  eventCalendarSource,
  eventDeadlineReminderSource,
  eventFeedSource,
  eventsExportSection,
  eventStartReminderSource,
} from './features/events';
import { feedbackExportSection } from './features/feedback';
import { membershipsExportSection } from './features/groups';
import { invitationsReceivedExportSection, inviteLinksExportSection } from './features/invitations';
import { offerCalendarSource, offerFeedSource, offersExportSection } from './features/offers';
import {
  offerReportJob,
  offerReportPlanner,
  orderCalendarSource,
  orderDeadlineNotOrderedReminderSource,
  orderDeadlineReminderSource,
  ordersExportSection,
  saleCalendarSource,
} from './features/orders';
import { photosExportSection, unattachedPhotoSweep } from './features/photos';
import { postFeedSource, postsExportSection } from './features/posts';
import { commentsExportSection } from './features/comments';
import { productsExportSection } from './features/products';
import { profileExportSection } from './features/users';
import { reminderTask } from './jobs/reminders';
import { limitSweep } from './limits/window-counter';
import type { ReminderSource } from './jobs/reminder-source';
import type { JobKind, PeriodicTask } from './jobs/scheduler';
import { digestTask, type DigestOptions } from './notifications/digest/digest';
import { notificationsExportSection } from './notifications/notifications-export';
import { testNotificationJob } from './notifications/test-notification-job';

/*
 * The registries app.ts hands to the feed, the calendar, the scheduler and the data export
 * (decisions 032, 092, 100, 101, 115): each feature exports its parts from its index.ts and is
 * listed here, so none of those knows a content type. registries.test.ts holds them to the
 * contract: every feed item type, calendar section and calendar kind has a source.
 */

/** Every kind of feed item (decision 032). */
export const feedSources: readonly FeedSource[] = [
  postFeedSource,
  offerFeedSource,
  eventFeedSource,
];

/** Every kind of dated content (decision 092). */
export const calendarSources: readonly CalendarSource[] = [
  eventCalendarSource,
  offerCalendarSource,
  orderCalendarSource,
  saleCalendarSource,
];

/** Every kind of reminder (decision 101). */
export const reminderSources: readonly ReminderSource[] = [
  eventDeadlineReminderSource,
  eventStartReminderSource,
  orderDeadlineReminderSource,
  orderDeadlineNotOrderedReminderSource,
];

/**
 * Everything the scheduler runs (decision 100). A one-off job (run at a time, exactly once) is
 * a `JobKind`; recurring work that is idempotent by itself is a `PeriodicTask`.
 */
export function scheduledWork(digest: DigestOptions): {
  jobs: readonly JobKind<unknown>[];
  tasks: readonly PeriodicTask[];
} {
  return {
    jobs: [testNotificationJob, offerReportJob(digest)],
    tasks: [
      reminderTask(reminderSources),
      digestTask(digest),
      offerReportPlanner,
      limitSweep,
      unattachedPhotoSweep,
    ],
  };
}

/** "Download my data" (decision 115): a feature adds its section here. */
export const exportSections: readonly ExportSection[] = [
  profileExportSection,
  membershipsExportSection,
  postsExportSection,
  commentsExportSection,
  productsExportSection,
  offersExportSection,
  ordersExportSection,
  eventsExportSection,
  eventAnswersExportSection,
  notificationsExportSection,
  invitationsReceivedExportSection,
  inviteLinksExportSection,
  accessCodesExportSection,
  feedbackExportSection,
  photosExportSection,
];
