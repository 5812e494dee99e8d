import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { commentCountOf } from '../../content/comment-count';
import { avatarRefOf } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groups, offers, users } from '../../db/schema';
import { photoRefsColumn } from '../photos';
import { offerColumns, type OfferView } from './offer-view';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = Omit<typeof offers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const producerUser = alias(users, 'producer_user');

/** One offer with its group, dealer and producer, or undefined. */
export async function findOfferView(db: Db, id: string): Promise<OfferView | undefined> {
  const [view] = await findOfferViews(db, [id]);
  return view;
}

/** Offers with their group, dealer and producer, in no particular order (orders' lists). */
export async function findOfferViews(db: Db, ids: readonly string[]): Promise<OfferView[]> {
  if (ids.length === 0) return [];
  const { producerId: _unused, ...columns } = offerColumns;
  const rows = await db
    .select({
      ...columns,
      groupName: groups.name,
      dealer: {
        id: users.id,
        name: users.name,
        username: users.username,
        avatar: avatarRefOf('users'),
      },
      producerUserId: producerUser.id,
      producerName: producerUser.name,
      producerUsername: producerUser.username,
      photos: photoRefsColumn('offerId', offers.id),
      commentCount: commentCountOf('offer', offers.id),
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.dealerId))
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .leftJoin(producerUser, eq(producerUser.id, offers.producerId))
    .where(inArray(offers.id, [...ids]));
  return rows.map(({ producerUserId, producerName, producerUsername, ...view }) => ({
    ...view,
    producer:
      producerUserId === null
        ? null
        : { id: producerUserId, name: producerName ?? '', username: producerUsername },
  }));
}

/** Who may do what with an offer: its group and its dealer. */
export async function findOfferOwnership(
  db: Db,
  id: string,
): Promise<Pick<OfferRow, 'id' | 'groupId' | 'dealerId' | 'hiddenAt'> | undefined> {
  const [row] = await db
    .select({
      id: offers.id,
      groupId: offers.groupId,
      dealerId: offers.dealerId,
      hiddenAt: offers.hiddenAt,
    })
    .from(offers)
    .where(eq(offers.id, id));
  return row;
}

export async function insertOffer(db: Db, values: NewOffer): Promise<string> {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  if (!row) throw new Error('insert into offers returned nothing');
  return row.id;
}

/**
 * `PATCH /api/Offer`: sets the total and/or the pick-up place (undefined: unchanged) in one
 * conditional statement that the database decides (decisions 070, 077): never below what is
 * ordered, never once the order deadline has passed (by the database's clock, like the orders'
 * own statement). Locks the row and answers the previous total, so the product's stock can
 * follow the difference; undefined when refused or missing.
 */
export async function updateOfferTerms(
  db: Db,
  id: string,
  { totalAmount, pickupPlace }: { totalAmount?: number; pickupPlace?: string | null },
): Promise<{ previous: number; productId: string } | undefined> {
  const previous = db
    .select({ id: offers.id, total: offers.totalAmount })
    .from(offers)
    .where(eq(offers.id, id))
    .for('update')
    .as('previous');
  const [row] = await db
    .update(offers)
    .set({ totalAmount, pickupPlace, updatedAt: sql`now()` })
    .from(previous)
    .where(
      and(
        eq(offers.id, previous.id),
        totalAmount === undefined ? undefined : lte(offers.orderedAmount, totalAmount),
        gt(offers.orderDeadline, sql`now()`),
      ),
    )
    .returning({ previous: previous.total, productId: offers.productId });
  return row;
}

/** Why {@link setOfferTotal} refused: the offer's state, judged by the database's clock. */
export async function findOfferState(db: Db, id: string) {
  const [row] = await db
    .select({
      orderedAmount: offers.orderedAmount,
      deadlinePassed: sql<boolean>`${offers.orderDeadline} <= now()`,
    })
    .from(offers)
    .where(eq(offers.id, id));
  return row;
}

/**
 * Deletes an offer nobody has ordered from (decision 072), answering its product and the amount
 * that goes back to the product's stock; undefined when it has orders or is gone.
 */
export async function deleteUnorderedOffer(
  db: Db,
  id: string,
): Promise<{ productId: string; unordered: number } | undefined> {
  const [row] = await db
    .delete(offers)
    .where(and(eq(offers.id, id), eq(offers.orderedAmount, 0)))
    .returning({
      productId: offers.productId,
      unordered: sql<number>`(${offers.totalAmount} - ${offers.orderedAmount})::int`,
    });
  return row;
}
