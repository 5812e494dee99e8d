import type { ExportSection } from '../../content/export-section';
import { listPostsByAuthor } from './posts.repository';

/** The posts one wrote, in the words one wrote them. */
export const postsExportSection: ExportSection = {
  name: 'posts',
  async collect(db, userId) {
    const rows = await listPostsByAuthor(db, userId);
    return rows.map(({ createdAt, editedAt, ...post }) => ({
      ...post,
      creationTime: createdAt.toISOString(),
      editedTime: editedAt?.toISOString() ?? null,
    }));
  },
};
