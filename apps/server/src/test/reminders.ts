import { eq, inArray } from 'drizzle-orm';
import { groups, memberships } from '../db/schema';
import type { DueReminder, ReminderSource } from '../jobs/reminder-source';

export const hourMs = 60 * 60 * 1000;

/**
 * A reminder source for the scheduler's own tests, before events and orders exist: each planned
 * group is an "item" whose instant the test sets (and moves), its current members the
 * recipients. Deleting the group or leaving it behaves as deleting an item or leaving its group.
 */
export function groupMeetingSource(plan: Map<string, Date>, leadMs = 24 * hourMs): ReminderSource {
  return {
    kind: 'EVENT_TIME_APPROACHING',
    leadMs,
    async due(db, { from, until }) {
      const ids = [...plan].filter(([, at]) => at > from && at <= until).map(([id]) => id);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ groupId: groups.id, name: groups.name, userId: memberships.userId })
        .from(memberships)
        .innerJoin(groups, eq(groups.id, memberships.groupId))
        .where(inArray(groups.id, ids));
      const byGroup = new Map<string, DueReminder & { recipients: string[] }>();
      for (const row of rows) {
        const at = plan.get(row.groupId) ?? new Date(0);
        const reminder = byGroup.get(row.groupId) ?? {
          itemId: row.groupId,
          at,
          recipients: [],
          notification: {
            type: 'EVENT_TIME_APPROACHING',
            variables: { eventName: 'Meeting', groupName: row.name, time: at.toISOString() },
            path: `/groups/${row.groupId}`,
          },
        };
        reminder.recipients.push(row.userId);
        byGroup.set(row.groupId, reminder);
      }
      return [...byGroup.values()];
    },
  };
}
