import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * The generic plan of `query` (a statement built with placeholders) run with `values`, as EXPLAIN
 * prints it, with sequential scans off: what PostgreSQL runs once a prepared statement has taken
 * its generic plan (decisions 204, 230), whatever the size of the test's tables.
 */
export async function genericPlanOf(
  database: TestDatabase,
  query: { sql: string; params: unknown[] },
  values: Record<string, unknown>,
): Promise<string> {
  const args = query.params.map((param) => {
    const name = (param as Placeholder | undefined)?.name;
    return typeof name === 'string' ? values[name] : param;
  });
  return database.db.transaction(async (tx: Db) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_plan_test as ${query.sql}`));
    // A utility statement takes no parameters: the values go in as literals.
    const literals = args.map((arg) =>
      typeof arg === 'number' || typeof arg === 'boolean'
        ? String(arg)
        : `'${String(arg).replaceAll("'", "''")}'`,
    );
    const result: unknown = await tx.execute(
      sql.raw(`explain execute generic_plan_test(${literals.join(', ')})`),
    );
    await tx.execute(sql`deallocate generic_plan_test`);
    const { rows } = result as { rows: Record<string, string>[] };
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
