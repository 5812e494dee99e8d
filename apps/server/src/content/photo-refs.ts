import type { PhotoRef } from '@kozos/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { photos } from '../db/schema/photos';

/*
 * Photos as a column of an item's or a person's own statement (issue 25, decision 160): a
 * correlated subquery on the owner's index, so every list, page and feed carries its PhotoRefs
 * (never bytes) without a second round trip, and a prepared feed statement keeps its shape.
 */

const photoRefJson = sql`json_build_object('id', ${photos.id}, 'width', ${photos.width}, 'height', ${photos.height}, 'thumbhash', ${photos.thumbhash}, 'widths', ${photos.widths}, 'alt', ${photos.alt})`;

function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The photos whose `column` is `ownerId`, in display order. */
export function photoRefsOfColumn(column: PgColumn, ownerId: SQLWrapper): SQL<PhotoRef[]> {
  return sql<
    PhotoRef[]
  >`(select coalesce(json_agg(${photoRefJson} order by ${photos.position}, ${photos.id}), '[]'::json) from ${photos} where ${column} = ${ownerId})`.mapWith(
    (value: unknown) => parsed<PhotoRef[]>(value),
  );
}

/**
 * The profile picture of the user whose id is `"<table>"."<column>"`, or null (issue 25: pictures
 * replace initials wherever people appear): a correlated subquery on the photos' `avatar_of`
 * index, so a list's people carry it in the list's own statement. Every name is written out
 * qualified, as drizzle leaves columns bare inside a subquery's selection.
 */
export function avatarRefOf(table: string, column = 'id'): SQL<PhotoRef | null> {
  const owner = sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  const field = (name: string) => sql`avatar_photo.${sql.identifier(name)}`;
  return sql<PhotoRef | null>`(select json_build_object('id', ${field('id')}, 'width', ${field('width')}, 'height', ${field('height')}, 'thumbhash', ${field('thumbhash')}, 'widths', ${field('widths')}, 'alt', ${field('alt')}) from ${photos} avatar_photo where ${field('avatar_of')} = ${owner} order by ${field('position')}, ${field('id')} limit 1)`.mapWith(
    (value: unknown) => (value == null ? null : parsed<PhotoRef>(value)),
  );
}

/**
 * A person as answered: `avatar` only when they have one, so the wire stays small and those
 * without a picture (initials) answer `{ id, name, username }` as before.
 */
export function personSummary<P extends { avatar?: PhotoRef | null }>(
  person: P,
): Omit<P, 'avatar'> & { avatar?: PhotoRef } {
  const { avatar, ...rest } = person;
  return avatar ? { ...rest, avatar } : rest;
}

/**
 * A person's columns as every list shows them — id, name, username and profile picture — read
 * off `table` (the users table or an alias of it), whose name in SQL is `tableName`.
 */
export function personColumns<T extends { id: PgColumn; name: PgColumn; username: PgColumn }>(
  table: T,
  tableName: string,
) {
  return {
    id: table.id as T['id'],
    name: table.name as T['name'],
    username: table.username as T['username'],
    avatar: avatarRefOf(tableName),
  };
}
