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
