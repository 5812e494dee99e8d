import type { PhotoRef } from '@kozos/contract';
import {
  and,
  asc,
  eq,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { photoRefsOfColumn } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema/photos';
import { mayView } from './photo-access';
import type { PhotoVariant } from './photo-processing';
import { photoStore } from './photo-store';

export { mayView } from './photo-access';

export type PhotoRow = typeof photos.$inferSelect;

/** What a photo belongs to: one of its owner columns. */
export type PhotoOwner =
  | { productId: string }
  | { offerId: string }
  | { postId: string }
  | { eventId: string }
  | { avatarOf: string };

export type PhotoOwnerKind = 'productId' | 'offerId' | 'postId' | 'eventId' | 'avatarOf';

const ownerColumns = {
  productId: photos.productId,
  offerId: photos.offerId,
  postId: photos.postId,
  eventId: photos.eventId,
  avatarOf: photos.avatarOf,
} as const;

function ownerOf(owner: PhotoOwner): { kind: PhotoOwnerKind; id: string } {
  const [kind, id] = Object.entries(owner)[0] as [PhotoOwnerKind, string];
  return { kind, id };
}

const unattached = and(
  isNull(photos.productId),
  isNull(photos.offerId),
  isNull(photos.postId),
  isNull(photos.eventId),
  isNull(photos.avatarOf),
);

export async function findVisiblePhoto(
  db: Db,
  id: string,
  viewerId: string,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), mayView(db, viewerId)));
  return row;
}

export async function findPhoto(db: Db, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

/** Bytes every photo `userId` uploaded takes. */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${photos.bytes})` })
    .from(photos)
    .where(eq(photos.uploaderId, userId));
  return Number(row?.total ?? 0);
}

export async function insertPhoto(
  db: Db,
  values: typeof photos.$inferInsert,
  variants: readonly PhotoVariant[],
): Promise<PhotoRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(photos).values(values).returning();
    if (!row) throw new Error('insert into photos returned nothing');
    await photoStore.put(tx, row.id, variants);
    return row;
  });
}

export async function setPhotoAlt(db: Db, id: string, alt: string): Promise<PhotoRow | undefined> {
  const [row] = await db.update(photos).set({ alt }).where(eq(photos.id, id)).returning();
  return row;
}

/** Deletes an upload of `uploaderId` that nothing shows yet; false when there is none such. */
export async function deleteUnattachedPhoto(
  db: Db,
  id: string,
  uploaderId: string,
): Promise<boolean> {
  const rows = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.uploaderId, uploaderId), unattached))
    .returning({ id: photos.id });
  return rows.length > 0;
}

export function isUnattached(row: PhotoRow): boolean {
  return (
    row.productId === null &&
    row.offerId === null &&
    row.postId === null &&
    row.eventId === null &&
    row.avatarOf === null
  );
}

/**
 * Makes `ids` (in this order) the photos of `owner`: each must be the owner's already or an
 * unattached upload of `uploaderId`; the owner's photos left out are deleted. Answers the ids
 * that were not usable (nothing is changed then).
 */
export async function setOwnerPhotos(
  tx: Db,
  owner: PhotoOwner,
  uploaderId: string,
  ids: readonly string[],
): Promise<string[]> {
  const { kind, id } = ownerOf(owner);
  const column = ownerColumns[kind];
  const usable =
    ids.length === 0
      ? []
      : await tx
          .select({ id: photos.id })
          .from(photos)
          .where(
            and(
              inArray(photos.id, [...ids]),
              or(eq(column, id), and(eq(photos.uploaderId, uploaderId), unattached)),
            ),
          )
          .for('update');
  const usableIds = new Set(usable.map((row) => row.id));
  const refused = ids.filter((photoId) => !usableIds.has(photoId));
  if (refused.length > 0) return refused;
  await tx
    .delete(photos)
    .where(
      ids.length === 0 ? eq(column, id) : and(eq(column, id), notInArray(photos.id, [...ids])),
    );
  for (const [position, photoId] of ids.entries()) {
    await tx
      .update(photos)
      .set({ [kind]: id, position })
      .where(eq(photos.id, photoId));
  }
  return [];
}

/** The photos of many owners of one kind, in display order, by owner id. */
export async function photosOfOwners(
  db: Db,
  kind: PhotoOwnerKind,
  ids: readonly string[],
): Promise<Map<string, PhotoRow[]>> {
  const byOwner = new Map<string, PhotoRow[]>();
  if (ids.length === 0) return byOwner;
  const column = ownerColumns[kind];
  const rows = await db
    .select()
    .from(photos)
    .where(inArray(column, [...new Set(ids)]))
    .orderBy(asc(photos.position));
  for (const row of rows) {
    const ownerId = row[kind];
    if (!ownerId) continue;
    const list = byOwner.get(ownerId) ?? [];
    list.push(row);
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

/**
 * Copies `from`'s photos to `to` (an offer made from a product keeps the photos it was made
 * with, decision 073): new rows and new copies of the bytes, inside the caller's transaction.
 */
export async function copyOwnerPhotos(tx: Db, from: PhotoOwner, to: PhotoOwner): Promise<void> {
  const source = ownerOf(from);
  const target = ownerOf(to);
  const rows = await tx
    .select()
    .from(photos)
    .where(eq(ownerColumns[source.kind], source.id))
    .orderBy(asc(photos.position));
  for (const row of rows) {
    const [copy] = await tx
      .insert(photos)
      .values({
        uploaderId: row.uploaderId,
        [target.kind]: target.id,
        position: row.position,
        width: row.width,
        height: row.height,
        thumbhash: row.thumbhash,
        widths: row.widths,
        alt: row.alt,
        bytes: row.bytes,
      })
      .returning({ id: photos.id });
    if (!copy) throw new Error('insert into photos returned nothing');
    await photoStore.copy(tx, row.id, copy.id);
  }
}

/** Every photo `userId` uploaded, with its bytes' total (the data export). */
export async function photosUploadedBy(db: Db, userId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.uploaderId, userId))
    .orderBy(asc(photos.createdAt));
}

/** Deletes uploads nothing attached before `before` (the sweep). */
export async function deleteStaleUploads(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(photos)
    .where(and(unattached, lt(photos.createdAt, before)))
    .returning({ id: photos.id });
  return rows.length;
}

/** Deletes every photo `userId` uploaded (account deletion, decision 013 anonymises the rest). */
export async function deletePhotosUploadedBy(db: Db, userId: string): Promise<void> {
  await db.delete(photos).where(eq(photos.uploaderId, userId));
}

/** An item's photos as `PhotoRef`s in display order, as a column of the item's statement. */
export function photoRefsColumn(kind: PhotoOwnerKind, ownerId: SQLWrapper): SQL<PhotoRef[]> {
  return photoRefsOfColumn(ownerColumns[kind], ownerId);
}
