import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { offers } from '../../db/schema/offers';

/** The offers one made, oldest first, with their group's name (their data export). */
export function listOffersOfDealer(db: Db, dealerId: string) {
  return db
    .select({
      group: groups.name,
      product: offers.productName,
      price: offers.price,
      unit: offers.unit,
      measure: offers.measure,
      totalAmount: offers.totalAmount,
      orderedAmount: offers.orderedAmount,
      orderDeadline: offers.orderDeadline,
      purchaseTime: offers.purchaseTime,
      delivery: offers.delivery,
      pickupPlace: offers.pickupPlace,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(eq(offers.dealerId, dealerId))
    .orderBy(offers.createdAt, offers.id);
}
