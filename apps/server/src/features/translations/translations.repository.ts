import type { Language, TranslationListQuery } from '@kozos/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema/translations';
import { users } from '../../db/schema/users';
import type { FileTexts } from '../../texts/locale-files';

export type TranslationRowDb = typeof translations.$inferSelect;

/** Rows per insert: far below PostgreSQL's 65,535 parameters a statement may carry. */
const seedChunk = 1000;

/** A text that differs from its file's (or a constant added in the editor, whose file is null). */
const changedIn = {
  hu: sql`${translations.hu} is distinct from ${translations.fileHu}`,
  en: sql`${translations.en} is distinct from ${translations.fileEn}`,
};
const changed = or(changedIn.hu, changedIn.en);

function seedRows(texts: FileTexts) {
  return [...texts].map(([key, text]) => ({
    key,
    hu: text.hu,
    en: text.en,
    fileHu: text.hu,
    fileEn: text.en,
    area: text.area,
  }));
}

/**
 * Seeding at start (decision 110): new keys are added; a text still equal to what the files said
 * last time follows the files; an edited text stays, while its file text is brought up to date.
 * One conditional upsert per chunk, so instances starting together cannot undo each other.
 */
export async function upsertFileTexts(db: Db, texts: FileTexts): Promise<void> {
  const rows = seedRows(texts);
  for (let start = 0; start < rows.length; start += seedChunk) {
    await db
      .insert(translations)
      .values(rows.slice(start, start + seedChunk))
      .onConflictDoUpdate({
        target: translations.key,
        set: {
          hu: sql`case when ${changedIn.hu} then ${translations.hu} else excluded.file_hu end`,
          en: sql`case when ${changedIn.en} then ${translations.en} else excluded.file_en end`,
          fileHu: sql`excluded.file_hu`,
          fileEn: sql`excluded.file_en`,
          area: sql`excluded.area`,
        },
        // Rows the files did not change are left alone: a restart rewrites nothing.
        setWhere: sql`(${translations.fileHu}, ${translations.fileEn}, ${translations.area})
          is distinct from (excluded.file_hu, excluded.file_en, excluded.area)`,
      });
  }
}

/**
 * Keys gone from the files: an unedited row goes; an edited one is kept as a constant of the
 * editor (its file texts cleared), so nobody's wording disappears without a word.
 */
export async function retireRemovedKeys(db: Db, texts: FileTexts): Promise<void> {
  const gone = and(notInArray(translations.key, [...texts.keys()]), isNotNull(translations.fileHu));
  await db.delete(translations).where(and(gone, sql`not (${changed})`));
  await db
    .update(translations)
    .set({ fileHu: null, fileEn: null, area: null })
    .where(and(gone, changed));
}

/** "Reset missing keys": the files' keys the table lacks, added as the files say them. */
export async function insertMissingFileTexts(db: Db, texts: FileTexts): Promise<number> {
  const rows = seedRows(texts);
  let added = 0;
  for (let start = 0; start < rows.length; start += seedChunk) {
    const inserted = await db
      .insert(translations)
      .values(rows.slice(start, start + seedChunk))
      .onConflictDoNothing()
      .returning({ key: translations.key });
    added += inserted.length;
  }
  return added;
}

/** The published texts of one language that differ from the files (what the web app lays over). */
export async function listPublishedOverrides(
  db: Db,
  language: Language,
): Promise<{ key: string; text: string }[]> {
  const column = translations[language];
  return db
    .select({ key: translations.key, text: column })
    .from(translations)
    .where(changedIn[language])
    .orderBy(asc(translations.key));
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // position() needs no escaping: "already_member" means those letters, underscore included.
  const needle = search.toLowerCase();
  return or(
    sql`position(${needle} in lower(${translations.key})) > 0`,
    sql`position(${needle} in lower(${translations.hu})) > 0`,
    sql`position(${needle} in lower(${translations.en})) > 0`,
  );
}

/** One page of the editor, by key. */
export function listTranslations(db: Db, query: TranslationListQuery): Promise<TranslationRowDb[]> {
  return db
    .select()
    .from(translations)
    .where(and(searchCondition(query.search), query.changed === 'true' ? changed : undefined))
    .orderBy(asc(translations.key))
    .limit(query.limit)
    .offset(query.skip);
}

export async function countTranslations(db: Db): Promise<{ total: number; changed: number }> {
  const [row] = await db
    .select({
      total: count(),
      changed: sql<number>`count(*) filter (where ${changed})`.mapWith(Number),
    })
    .from(translations);
  return { total: row?.total ?? 0, changed: row?.changed ?? 0 };
}

/** The most recent edit still standing, and who made it. */
export async function findLastEdit(db: Db) {
  const [row] = await db
    .select({
      editedAt: translations.editedAt,
      editor: { id: users.id, name: users.name, username: users.username },
    })
    .from(translations)
    .leftJoin(users, eq(users.id, translations.editedBy))
    .where(and(isNotNull(translations.editedAt), changed))
    .orderBy(desc(translations.editedAt))
    .limit(1);
  return row;
}

export async function listTranslationKeys(db: Db): Promise<Set<string>> {
  const rows = await db.select({ key: translations.key }).from(translations);
  return new Set(rows.map((row) => row.key));
}

export function listChangedTranslations(db: Db): Promise<TranslationRowDb[]> {
  return db.select().from(translations).where(changed).orderBy(asc(translations.key));
}

/** Per-row save; undefined when the key does not exist. */
export async function updateTranslation(
  db: Db,
  values: { key: string; hu: string; en: string; editedBy: string },
): Promise<TranslationRowDb | undefined> {
  const [row] = await db
    .update(translations)
    .set({ hu: values.hu, en: values.en, editedAt: new Date(), editedBy: values.editedBy })
    .where(eq(translations.key, values.key))
    .returning();
  return row;
}

/** A constant of the editor (/addtext); undefined when the key exists already. */
export async function insertTranslation(
  db: Db,
  values: { key: string; hu: string; en: string; editedBy: string },
): Promise<TranslationRowDb | undefined> {
  const [row] = await db
    .insert(translations)
    .values({ ...values, editedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** "Delete all changes": the files' texts back, the editor's constants gone. */
export async function revertAllChanges(db: Db): Promise<{ restored: number; removed: number }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(translations)
      .where(and(isNull(translations.fileHu), isNull(translations.fileEn)))
      .returning({ key: translations.key });
    const restored = await tx
      .update(translations)
      .set({
        hu: sql`coalesce(${translations.fileHu}, ${translations.hu})`,
        en: sql`coalesce(${translations.fileEn}, ${translations.en})`,
        editedAt: null,
        editedBy: null,
      })
      .where(changed)
      .returning({ key: translations.key });
    return { restored: restored.length, removed: removed.length };
  });
}
