import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { groupIdsOf } from '../../access/group-members';
import { visibleTo } from '../../content/hidden-items';
import type { Db } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { offers } from '../../db/schema/offers';

/**
 * Offers of the viewer's groups whose order deadline is in [from, to), and the viewer's own
 * offers whose purchase time or delivery is: one query through the offers' group index.
 */
export function listOffersDatedBetween(db: Db, viewerId: string, from: Date, to: Date) {
  const mine = eq(offers.dealerId, viewerId);
  const between = (column: PgColumn) => and(gte(column, from), lt(column, to));
  return db
    .select({
      id: offers.id,
      name: offers.productName,
      groupId: offers.groupId,
      groupName: groups.name,
      dealerId: offers.dealerId,
      orderDeadline: offers.orderDeadline,
      purchaseTime: offers.purchaseTime,
      delivery: offers.delivery,
      pickupPlace: offers.pickupPlace,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(
      or(
        and(
          inArray(offers.groupId, groupIdsOf(db, viewerId)),
          visibleTo(offers, offers.dealerId, viewerId),
          between(offers.orderDeadline),
        ),
        and(mine, or(between(offers.purchaseTime), between(offers.delivery))),
      ),
    );
}
