import { z } from 'zod';
import { text } from './text';

/*
 * "Download my data" (issue 16): what the user entered, section by section. Each server feature
 * contributes a section (decision 115); the web app saves it as JSON and as a readable HTML page.
 */

/** One value of an exported record: plain JSON a person can read. */
export type ExportValue = string | number | boolean | null | ExportValue[] | ExportRecord;
export interface ExportRecord {
  [field: string]: ExportValue;
}

/** One record (the profile) or a list of them. */
export const ExportSectionData = z.union([
  z.array(z.record(text(), z.unknown())),
  z.record(text(), z.unknown()),
]);

/** `GET /api/User/Export`: every section by name (`profile`, `posts` …), in a fixed order. */
export const DataExport = z.object({
  exportedAt: z.iso.datetime(),
  sections: z.array(z.object({ name: text(), data: ExportSectionData })),
});
export type DataExport = z.infer<typeof DataExport>;
