import type { DataExport } from '@kozos/contract';
import type { ExportSection } from '../../content/export-section';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';

/**
 * GET /api/User/Export: every section of the caller's own data, in the order app.ts lists them
 * (decision 115). One after another: a handful of small queries, and PGlite has one connection.
 */
export async function exportMyData(
  db: Db,
  viewer: CurrentUser,
  sections: readonly ExportSection[],
): Promise<DataExport> {
  const collected: DataExport['sections'] = [];
  for (const section of sections) {
    collected.push({ name: section.name, data: await section.collect(db, viewer.id) });
  }
  return { exportedAt: new Date().toISOString(), sections: collected };
}
