import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoBlobs } from '../../db/schema/photos';
import type { PhotoVariant } from './photo-processing';

/**
 * Where the bytes of photo variants live (decision 160). The `photos` rows — who may see a
 * photo, where it is shown — stay in the database whatever the store; a store holds only the
 * bytes of each `(photo id, width)`. Every method takes the statement's database handle, so a
 * store in the database writes inside the caller's transaction.
 */
export interface PhotoStore {
  /** Stores the variants of a new photo (inside the transaction that inserts its row). */
  put(tx: Db, photoId: string, variants: readonly PhotoVariant[]): Promise<void>;
  /** One variant's ETag (the bytes' hash), without its bytes: what a revalidation needs. */
  tag(db: Db, photoId: string, width: number): Promise<string | undefined>;
  read(
    db: Db,
    photoId: string,
    width: number,
  ): Promise<{ etag: string; content: Buffer } | undefined>;
  /** Copies every variant of one photo to another (an offer's copy of its product's photos). */
  copy(tx: Db, fromPhotoId: string, toPhotoId: string): Promise<void>;
  /** The widest variant of each photo (the data export). */
  largest(
    db: Db,
    photoIds: readonly string[],
  ): Promise<Map<string, { width: number; content: Buffer }>>;
}

/**
 * The default: `photo_blobs`, a `bytea` per variant, its rows deleted by cascade with their
 * photo's. Needs no other service and works on PGlite, PostgreSQL and many instances alike.
 */
export const databasePhotoStore: PhotoStore = {
  async put(tx, photoId, variants) {
    await tx.insert(photoBlobs).values(
      variants.map((variant) => ({
        photoId,
        width: variant.width,
        etag: variant.etag,
        content: variant.content,
      })),
    );
  },
  async tag(db, photoId, width) {
    const [row] = await db
      .select({ etag: photoBlobs.etag })
      .from(photoBlobs)
      .where(and(eq(photoBlobs.photoId, photoId), eq(photoBlobs.width, width)));
    return row?.etag;
  },
  async read(db, photoId, width) {
    const [row] = await db
      .select({ etag: photoBlobs.etag, content: photoBlobs.content })
      .from(photoBlobs)
      .where(and(eq(photoBlobs.photoId, photoId), eq(photoBlobs.width, width)));
    return row;
  },
  async copy(tx, fromPhotoId, toPhotoId) {
    await tx.execute(
      sql`insert into ${photoBlobs} (photo_id, width, etag, content) select ${toPhotoId}, width, etag, content from ${photoBlobs} where photo_id = ${fromPhotoId}`,
    );
  },
  async largest(db, photoIds) {
    const largest = new Map<string, { width: number; content: Buffer }>();
    if (photoIds.length === 0) return largest;
    const rows = await db
      .selectDistinctOn([photoBlobs.photoId], {
        photoId: photoBlobs.photoId,
        width: photoBlobs.width,
        content: photoBlobs.content,
      })
      .from(photoBlobs)
      .where(inArray(photoBlobs.photoId, [...photoIds]))
      .orderBy(photoBlobs.photoId, desc(photoBlobs.width));
    for (const row of rows) largest.set(row.photoId, { width: row.width, content: row.content });
    return largest;
  },
};

/** The store this server uses (decision 160: an S3-compatible one would be chosen here). */
export const photoStore: PhotoStore = databasePhotoStore;
