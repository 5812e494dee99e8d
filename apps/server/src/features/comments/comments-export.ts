import type { ExportSection } from '../../content/export-section';
import { listCommentsByAuthor } from './comments.repository';

/** The comments one wrote, in the words one wrote them, with the item each is under. */
export const commentsExportSection: ExportSection = {
  name: 'comments',
  async collect(db, userId) {
    const rows = await listCommentsByAuthor(db, userId);
    return rows.map((row) => ({
      id: row.id,
      itemType: row.postId ? 'post' : row.offerId ? 'offer' : 'event',
      itemId: row.postId ?? row.offerId ?? row.eventId,
      parentId: row.parentId,
      group: row.group,
      body: row.body,
      deleted: row.deletedAt !== null,
      creationTime: row.createdAt.toISOString(),
      editedTime: row.editedAt?.toISOString() ?? null,
    }));
  },
};
