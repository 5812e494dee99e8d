import { z } from 'zod';
import { text } from './text';
import { ListQuery } from './api';
import { Language } from './enums';
import { UserSummary } from './groups';

/*
 * The translation editor (spec §2 /languageconfig, /addtext; §3 translation constant). The
 * texts live in the database, seeded from the web app's locale files at start; site
 * administrators edit them, and everyone reads the edits (decision 110).
 */

/** A key as the locale files write it: flat, dots and colons included, no white space. */
export const TranslationKey = text().trim().min(1).max(200).regex(/^\S+$/u, 'invalid_key');
export const TranslationText = text().trim().min(1).max(5000);
export const maxTranslationKeyLength = 200;

/** `GET /api/Translation`: anyone, signed in or not. */
export const PublishedTranslationsQuery = z.object({ language: Language });
export type PublishedTranslationsQuery = z.infer<typeof PublishedTranslationsQuery>;

/** The texts that differ from the locale files, which the web app lays over its own. */
export const PublishedTranslations = z.object({ texts: z.record(text(), text()) });
export type PublishedTranslations = z.infer<typeof PublishedTranslations>;

/** One row of the editor: the published texts and what the locale files say. */
export const TranslationRow = z.object({
  key: text(),
  hu: text(),
  en: text(),
  /** The locale files' texts; null for a constant added in the editor. */
  fileHu: text().nullable(),
  fileEn: text().nullable(),
  editedTime: z.iso.datetime().nullable(),
});
export type TranslationRow = z.infer<typeof TranslationRow>;

/** `GET /api/Translation/Keys`: search matches the key and both texts; `changed` keeps edits. */
export const TranslationListQuery = ListQuery.pick({
  limit: true,
  skip: true,
  search: true,
}).extend({ changed: z.enum(['true', 'false']).optional() });
export type TranslationListQuery = z.infer<typeof TranslationListQuery>;

/** `GET /api/Translation/Summary`: the editor's header. */
export const TranslationSummary = z.object({
  total: z.number().int(),
  changed: z.number().int(),
  /** Keys of the locale files that the table lacks ("reset missing keys" adds them). */
  missing: z.number().int(),
  lastEditTime: z.iso.datetime().nullable(),
  lastEditedBy: UserSummary.nullable(),
});
export type TranslationSummary = z.infer<typeof TranslationSummary>;

/** `PATCH /api/Translation` (per-row save) and `POST /api/Translation` (/addtext). */
export const SaveTranslationBody = z.object({
  key: TranslationKey,
  hu: TranslationText,
  en: TranslationText,
});
export type SaveTranslationBody = z.infer<typeof SaveTranslationBody>;

/**
 * `GET /api/Translation/Changes`: the changed texts by locale file (`hu/app.json` → key → text),
 * ready to paste; constants added in the editor are under `<language>/added.json`.
 */
export const TranslationChanges = z.record(text(), z.record(text(), text()));
export type TranslationChanges = z.infer<typeof TranslationChanges>;

/** `DELETE /api/Translation/Changes`: texts put back to the files' and constants removed. */
export const DeleteTranslationChangesResponse = z.object({
  restored: z.number().int(),
  removed: z.number().int(),
});
export type DeleteTranslationChangesResponse = z.infer<typeof DeleteTranslationChangesResponse>;

/** `POST /api/Translation/Missing`: how many keys of the files were added. */
export const AddMissingTranslationsResponse = z.object({ added: z.number().int() });
export type AddMissingTranslationsResponse = z.infer<typeof AddMissingTranslationsResponse>;

/** Message keys of the editor's refusals (translated as `message.<key>`). */
export const translationMessages = { exists: 'translation_exists' } as const;
