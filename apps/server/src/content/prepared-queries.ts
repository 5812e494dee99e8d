import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { withCompiledRowMapper } from '../db/row-mapper';
import { groups } from '../db/schema/groups';
import { users } from '../db/schema/users';
import { avatarRefOf } from './photo-refs';

/*
 * What every list query of the feed and the market shares (decisions 015, 147): named prepared
 * statements, one per query shape and database, and the by-key look-ups of a page's people and
 * groups. A statement is built (drizzle) and parsed (PostgreSQL, once per connection) only the
 * first time its shape runs; later calls send its name and values, and map the rows with a mapper
 * worked out once per statement (db/row-mapper.ts).
 */

/** What drizzle's `.prepare(name)` gives: run it with the values of its placeholders. */
export interface PreparedList<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** A statement per shape, per database; a family's statements are named `<prefix>_<shape>`. */
export function preparedFamily<Row>(prefix: string) {
  const byDb = new WeakMap<Db, Map<string, PreparedList<Row>>>();
  return (db: Db, shape: string, build: (name: string) => PreparedList<Row>): PreparedList<Row> => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = new Map<string, PreparedList<Row>>()));
    let query = prepared.get(shape);
    if (!query) {
      // Its rows are mapped by a mapper compiled for the statement (decision 231).
      query = withCompiledRowMapper(build(`${prefix}_${shape}`));
      prepared.set(shape, query);
    }
    return query;
  };
}

/*
 * Each of a page's rows looks its person and group up by primary key. Joined plainly, the
 * planner hashed the whole groups table for ten rows; a LATERAL with LIMIT cannot be flattened
 * into such a join.
 */

/**
 * The person `userId` names (id, name, username and their profile picture or null, issue 25), as
 * a LATERAL subquery called `alias`.
 */
export function personOf(db: Db, userId: PgColumn | SQL.Aliased | SQL, alias: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatar: avatarRefOf('users').as(`${alias}_avatar`),
    })
    .from(users)
    .where(eq(users.id, userId as PgColumn))
    .limit(1)
    .as(alias);
}

/** {@link personOf} without the picture, for a person a list shows by name only. */
export function personNameOf(db: Db, userId: PgColumn | SQL.Aliased | SQL, alias: string) {
  return db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, userId as PgColumn))
    .limit(1)
    .as(alias);
}

/** The name of the group `groupId` names, as a LATERAL subquery called `grp`. */
export function groupNameOf(db: Db, groupId: PgColumn | SQL.Aliased | SQL) {
  return db
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, groupId as PgColumn))
    .limit(1)
    .as('grp');
}
