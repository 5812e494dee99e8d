import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { TestDatabase } from './database';

/**
 * How many times PostgreSQL ran the prepared statements `which` picks (a condition on
 * `pg_prepared_statements.statement`) with their generic plan, after `run` was called 8 times
 * (decisions 230, 231). A statement's plan cache is its session's: one PostgreSQL connection
 * (a transaction), or PGlite outside a transaction, where its statements are named (195).
 */
export async function genericPlansAfter(
  database: TestDatabase,
  run: (db: Db) => Promise<unknown>,
  which: SQL,
): Promise<number | undefined> {
  const generic = async (db: Db) => {
    for (let time = 0; time < 8; time += 1) await run(db);
    const result: unknown = await db.execute(
      sql`select coalesce(max(generic_plans), 0)::int as generic from pg_prepared_statements
          where ${which}`,
    );
    return (result as { rows: { generic: number }[] }).rows[0]?.generic;
  };
  return database.kind === 'pglite'
    ? generic(database.db)
    : database.db.transaction((tx: Db) => generic(tx));
}
