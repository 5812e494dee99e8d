import type { ExportSection } from '../../content/export-section';
import { listMembershipsOfUser } from './groups.repository';

/** The groups one belongs to: no member lists, which would be other people's data. */
export const membershipsExportSection: ExportSection = {
  name: 'memberships',
  async collect(db, userId) {
    const rows = await listMembershipsOfUser(db, userId);
    return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
  },
};
