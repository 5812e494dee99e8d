import type { Db } from './client';

/*
 * One prepared statement per database handle (decision 195): the statement is built by drizzle
 * once per handle, and its name makes the database parse it once per connection (PostgreSQL)
 * or once per instance (PGlite, db/pglite-named-statements.ts). For the hot look-ups every
 * request makes; the feed's and market's families of shapes use `preparedFamily`
 * (content/prepared-queries.ts). A transaction is its own handle: a statement used inside one
 * is built for it again.
 */

/** `build(db)` once per `db`; the statement it prepares must take all its values as placeholders. */
export function preparedPerDb<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const byDb = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
