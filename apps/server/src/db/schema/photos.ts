import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { offers } from './offers';
import { posts } from './posts';
import { products } from './products';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos (issue 25, decision 160). A row is one uploaded image as items show it; at most one of
 * its owners is set: none while it is its uploader's unattached upload (swept after a day), else
 * the product, offer, post or event it belongs to or the user whose profile picture it is. Each
 * owner cascades, so deleting an item, a group (through its items) or a photo's item removes the
 * photo and its bytes. An offer copies its product's photos into rows of its own (decision 073).
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who uploaded it: whose storage it counts against, and whose export holds it. */
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    avatarOf: uuid('avatar_of').references(() => users.id, { onDelete: 'cascade' }),
    /** Display order among the item's photos. */
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbhash: text('thumbhash').notNull(),
    /** Stored widths, ascending. */
    widths: integer('widths').array().notNull(),
    alt: text('alt').notNull().default(''),
    /** Bytes of every variant together: what the uploader's quota counts. */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('photos_uploader_idx').on(table.uploaderId, table.createdAt),
    index('photos_product_idx').on(table.productId, table.position),
    index('photos_offer_idx').on(table.offerId, table.position),
    index('photos_post_idx').on(table.postId, table.position),
    index('photos_event_idx').on(table.eventId, table.position),
    uniqueIndex('photos_avatar_of_idx').on(table.avatarOf),
    check(
      'photos_one_owner',
      sql`num_nonnulls(${table.productId}, ${table.offerId}, ${table.postId}, ${table.eventId}, ${table.avatarOf}) <= 1`,
    ),
  ],
);

/**
 * The bytes of each stored width (decision 160: the default `PhotoStore`, in the database so
 * PGlite, PostgreSQL and several instances all serve them). `etag` is the content's hash.
 */
export const photoBlobs = pgTable(
  'photo_blobs',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    etag: text('etag').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.width] })],
);
