import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { photoBlobs, photos } from '../../db/schema/photos';
import { mayView } from './photo-access';
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
  /**
   * One variant's ETag (the bytes' hash), without its bytes, when `viewerId` may see its photo
   * (`mayView`), else undefined: the access check and the tag in one statement, what every
   * variant request asks before any bytes (decision 225).
   */
  visibleTag(db: Db, photoId: string, width: number, viewerId: string): Promise<string | undefined>;
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

/** Every variant request's statement (decision 225), parsed once per connection or instance. */
const visibleVariantTag = preparedPerDb((db) =>
  db
    .select({ etag: photoBlobs.etag })
    .from(photos)
    .innerJoin(photoBlobs, eq(photoBlobs.photoId, photos.id))
    .where(
      and(
        eq(photos.id, sql.placeholder('photoId')),
        eq(photoBlobs.width, sql.placeholder('width')),
        mayView(db, sql.placeholder('viewerId')),
      ),
    )
    .prepare('photo_variant_tag'),
);

const variantBytes = preparedPerDb((db) =>
  db
    .select({ etag: photoBlobs.etag, content: photoBlobs.content })
    .from(photoBlobs)
    .where(
      and(
        eq(photoBlobs.photoId, sql.placeholder('photoId')),
        eq(photoBlobs.width, sql.placeholder('width')),
      ),
    )
    .prepare('photo_variant_bytes'),
);

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
  async visibleTag(db, photoId, width, viewerId) {
    const [row] = await visibleVariantTag(db).execute({ photoId, width, viewerId });
    return row?.etag;
  },
  async read(db, photoId, width) {
    const [row] = await variantBytes(db).execute({ photoId, width });
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
