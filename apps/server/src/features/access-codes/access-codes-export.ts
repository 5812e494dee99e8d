import type { ExportSection } from '../../content/export-section';
import { listAccessCodesMadeBy } from './access-codes.repository';

/** The access codes one made: when, for which group, how used; the codes themselves are not kept. */
export const accessCodesExportSection: ExportSection = {
  name: 'accessCodes',
  async collect(db, userId) {
    const rows = await listAccessCodesMadeBy(db, userId);
    return rows.map(({ createdAt, expiresAt, ...code }) => ({
      ...code,
      creationTime: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    }));
  },
};
