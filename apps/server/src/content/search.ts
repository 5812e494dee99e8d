import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accentedLetters, foldedLetters } from '../db/schema/search';

/*
 * The search filter of every feed source (decision 015). A content table's generated `search`
 * vector (db/schema/search.ts) holds every word both as written and accent-folded; the query is
 * folded with the same letters, so "kortefa" finds "körtefa" and "körtefa" finds "kortefa".
 */
const folding = new Map([...accentedLetters].map((letter, at) => [letter, foldedLetters[at]]));

export function foldAccents(text: string): string {
  return [...text.toLowerCase()].map((letter) => folding.get(letter) ?? letter).join('');
}

/**
 * A `to_tsquery` text where every word of `search` must match as a prefix ("kort" finds
 * "körtefa"); undefined when the search holds no word. Only letters and digits pass, so nothing
 * the user types can change the query's syntax.
 */
export function prefixQueryOf(search: string | undefined): string | undefined {
  const words = foldAccents(search ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words.map((word) => `${word}:*`).join(' & ');
}

/** Full-text match through the GIN index on a `search` column; `query` is a value. */
export function searchCondition(search: PgColumn, query: unknown): SQL {
  return sql`${search} @@ ${tsqueryOf(query)}`;
}

/**
 * {@link searchCondition} for a prepared statement, `query` a placeholder: the tsquery is made once
 * per execution, in a subquery (an InitPlan). In the statement's generic plan `to_tsquery(…, $1)`
 * was otherwise made again for every row tested, which made a search through a large group's posts
 * 2–4 times slower than its custom plan (decision 204).
 */
export function preparedSearchCondition(search: PgColumn, query: unknown): SQL {
  return sql`${search} @@ (select ${tsqueryOf(query)})`;
}

function tsqueryOf(query: unknown): SQL {
  return sql`to_tsquery('simple'::regconfig, ${query}::text)`;
}
