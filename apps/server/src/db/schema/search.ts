import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/*
 * The search column every feed content table carries (decision 015). Not a table: the schema
 * helpers that content tables share.
 */

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * Accent folding for search. PostgreSQL's `unaccent` extension is not in every PGlite build, so
 * the Hungarian accents are folded with translate(), which is immutable and may therefore feed a
 * generated column. Upper-case letters are listed too: lower() leaves non-ASCII letters alone
 * under the C locale PGlite runs with. The query side (content/search.ts) folds with the same
 * two strings.
 */
export const accentedLetters = 'áéíóöőúüűÁÉÍÓÖŐÚÜŰ';
export const foldedLetters = 'aeiooouuuaeiooouuu';

/**
 * The generated `search` vector of a content row: its text `parts`, lower-cased, as written and
 * accent-folded, without stemming (`simple`: the app mixes Hungarian and English).
 */
export function searchDocument(...parts: SQL[]): SQL {
  const text = sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
  const folded = sql`translate(${text}, '${sql.raw(accentedLetters)}', '${sql.raw(foldedLetters)}')`;
  return sql`to_tsvector('simple'::regconfig, ${text}) || to_tsvector('simple'::regconfig, ${folded})`;
}
