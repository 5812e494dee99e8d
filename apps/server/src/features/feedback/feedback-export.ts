import type { ExportSection } from '../../content/export-section';
import { listFeedbackOf } from './feedback.repository';

/** The feedback one sent and whether it was handled. */
export const feedbackExportSection: ExportSection = {
  name: 'feedback',
  async collect(db, userId) {
    const rows = await listFeedbackOf(db, userId);
    return rows.map((row) => ({
      text: row.text,
      path: row.path,
      creationTime: row.createdAt.toISOString(),
      doneTime: row.doneAt?.toISOString() ?? null,
    }));
  },
};
