import type { ExportRecord } from '@kozos/contract';
import type { Db } from '../db/client';

/**
 * One section of a user's data export (decision 115): what `userId` entered of one kind, as
 * plain records (ISO times, names as the app shows them). Each feature exports its sections from
 * its index.ts and registries.ts lists them, so the export knows no feature, as the feed knows no
 * content type (decision 032). A section holds nothing of other people beyond the names the app
 * shows them by: never an e-mail address, phone number or company of someone else.
 */
export interface ExportSection {
  /** The section's key in the JSON file (`profile`, `posts` …). */
  name: string;
  /** One query (or two) whatever the amount: no N+1. */
  collect: (db: Db, userId: string) => Promise<ExportRecord | ExportRecord[]>;
}
