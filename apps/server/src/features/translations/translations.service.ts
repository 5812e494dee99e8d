import {
  translationMessages,
  type AddMissingTranslationsResponse,
  type DeleteTranslationChangesResponse,
  type Language,
  type PublishedTranslations,
  type SaveTranslationBody,
  type TranslationChanges,
  type TranslationListQuery,
  type TranslationRow,
  type TranslationSummary,
} from '@kozos/contract';
import { requireSiteAdmin } from '../../access/site-admin';
import type { Db } from '../../db/client';
import { textsScope, userScope, writesTo } from '../../db/write-scope';
import { conflict, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import type { FileTexts } from '../../texts/locale-files';
import type { PublishedTexts } from '../../texts/text-store';
import {
  countTranslations,
  findLastEdit,
  insertMissingFileTexts,
  insertTranslation,
  listChangedTranslations,
  listPublishedOverrides,
  listTranslationKeys,
  listTranslations,
  retireRemovedKeys,
  revertAllChanges,
  updateTranslation,
  upsertFileTexts,
  type TranslationRowDb,
} from './translations.repository';

/** Brings the table up to the locale files at start (decision 110). */
export async function seedTranslations(db: Db, texts: FileTexts): Promise<void> {
  await upsertFileTexts(db, texts);
  await retireRemovedKeys(db, texts);
}

/** The published edits of both languages, for the server's text store (decision 138). */
export async function publishedTexts(db: Db): Promise<PublishedTexts> {
  const [hu, en] = await Promise.all([
    getPublishedTranslations(db, 'hu'),
    getPublishedTranslations(db, 'en'),
  ]);
  return { hu: hu.texts, en: en.texts };
}

/** GET /api/Translation: anyone; the texts that differ from the files the web app carries. */
export async function getPublishedTranslations(
  db: Db,
  language: Language,
): Promise<PublishedTranslations> {
  const rows = await listPublishedOverrides(db, language);
  return { texts: Object.fromEntries(rows.map((row) => [row.key, row.text])) };
}

function toTranslationRow(row: TranslationRowDb): TranslationRow {
  return {
    key: row.key,
    hu: row.hu,
    en: row.en,
    fileHu: row.fileHu,
    fileEn: row.fileEn,
    editedTime: row.editedAt?.toISOString() ?? null,
  };
}

export async function listTranslationRows(
  db: Db,
  viewer: CurrentUser,
  query: TranslationListQuery,
): Promise<TranslationRow[]> {
  requireSiteAdmin(viewer);
  return (await listTranslations(db, query)).map(toTranslationRow);
}

export async function getTranslationSummary(
  db: Db,
  viewer: CurrentUser,
  texts: FileTexts,
): Promise<TranslationSummary> {
  requireSiteAdmin(viewer);
  const [counts, lastEdit, keys] = await Promise.all([
    countTranslations(db),
    findLastEdit(db),
    listTranslationKeys(db),
  ]);
  return {
    ...counts,
    missing: [...texts.keys()].filter((key) => !keys.has(key)).length,
    lastEditTime: lastEdit?.editedAt?.toISOString() ?? null,
    lastEditedBy: lastEdit?.editor ?? null,
  };
}

/*
 * Edits name the editor's own scope and `texts` (decision 043): no cached answer shows a
 * translation, so they need not empty every cache as an unnamed write would, while the server's
 * text store (decision 138), on every instance, reads the published texts again.
 */
const editScopes = (viewer: CurrentUser) => [userScope(viewer.id), textsScope];

/** PATCH /api/Translation: per-row save of both texts. */
export async function saveTranslation(
  db: Db,
  viewer: CurrentUser,
  body: SaveTranslationBody,
): Promise<TranslationRow> {
  requireSiteAdmin(viewer);
  const row = await writesTo(editScopes(viewer), () =>
    updateTranslation(db, { ...body, editedBy: viewer.id }),
  );
  if (!row) throw notFound();
  return toTranslationRow(row);
}

/** POST /api/Translation (/addtext): a new constant; 409 when the key exists. */
export async function addTranslation(
  db: Db,
  viewer: CurrentUser,
  body: SaveTranslationBody,
): Promise<TranslationRow> {
  requireSiteAdmin(viewer);
  const row = await writesTo(editScopes(viewer), () =>
    insertTranslation(db, { ...body, editedBy: viewer.id }),
  );
  if (!row) throw conflict(translationMessages.exists, { key: [translationMessages.exists] });
  return toTranslationRow(row);
}

/** Where a changed text belongs: its locale file, or `added.json` for the editor's constants. */
function fileOf(row: TranslationRowDb, language: Language): string {
  return `${language}/${row.area ?? 'added'}.json`;
}

/** GET /api/Translation/Changes: the changed texts by locale file, ready to paste. */
export async function getTranslationChanges(
  db: Db,
  viewer: CurrentUser,
): Promise<TranslationChanges> {
  requireSiteAdmin(viewer);
  const changes: TranslationChanges = {};
  for (const row of await listChangedTranslations(db)) {
    for (const language of ['hu', 'en'] as const) {
      const file = language === 'hu' ? row.fileHu : row.fileEn;
      if (row[language] === file) continue;
      (changes[fileOf(row, language)] ??= {})[row.key] = row[language];
    }
  }
  return changes;
}

/** DELETE /api/Translation/Changes: back to the files' texts. */
export async function deleteTranslationChanges(
  db: Db,
  viewer: CurrentUser,
): Promise<DeleteTranslationChangesResponse> {
  requireSiteAdmin(viewer);
  return writesTo(editScopes(viewer), () => revertAllChanges(db));
}

/** POST /api/Translation/Missing: the files' keys the table lacks. */
export async function addMissingTranslations(
  db: Db,
  viewer: CurrentUser,
  texts: FileTexts,
): Promise<AddMissingTranslationsResponse> {
  requireSiteAdmin(viewer);
  return { added: await writesTo(editScopes(viewer), () => insertMissingFileTexts(db, texts)) };
}
