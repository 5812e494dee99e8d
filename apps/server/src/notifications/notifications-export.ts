import type { ExportRecord } from '@kozos/contract';
import type { ExportSection } from '../content/export-section';
import { listAllNotificationsOfUser } from './notifications.repository';

function parseVariables(text: string): ExportRecord | string {
  try {
    return JSON.parse(text) as ExportRecord;
  } catch {
    return text;
  }
}

/**
 * The notifications one received, with the variables their texts show (names of groups and
 * people as the app shows them: notify() never stores an address or phone number).
 */
export const notificationsExportSection: ExportSection = {
  name: 'notifications',
  async collect(db, userId) {
    const rows = await listAllNotificationsOfUser(db, userId);
    return rows.map((row) => ({
      type: row.type,
      variables: parseVariables(row.variables),
      path: row.path,
      isSeen: row.isSeen,
      creationTime: row.createdAt.toISOString(),
    }));
  },
};
