import type { ExportSection } from '../../content/export-section';
import { findUserById } from './users.repository';
import { toMeResponse } from './users.service';

/** The account's own profile and settings, as `GET /api/User` answers them. */
export const profileExportSection: ExportSection = {
  name: 'profile',
  async collect(db, userId) {
    const row = await findUserById(db, userId);
    return row ? { ...toMeResponse(row) } : {};
  },
};
