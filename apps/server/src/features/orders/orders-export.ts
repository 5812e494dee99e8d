import { asc, eq } from 'drizzle-orm';
import type { ExportSection } from '../../content/export-section';
import type { Db } from '../../db/client';
import { groups, offers, orders, users } from '../../db/schema';
import { deletedUserName, personName } from '@kozos/contract';

/** The orders one placed, oldest first, with the offer they were of (their data export). */
function listOrdersOfBuyer(db: Db, buyerId: string) {
  return db
    .select({
      group: groups.name,
      product: offers.productName,
      dealer: { name: users.name, username: users.username, deletedAt: users.deletedAt },
      price: offers.price,
      unit: offers.unit,
      measure: offers.measure,
      amount: orders.amount,
      delivery: offers.delivery,
      createdAt: orders.createdAt,
      fulfilledAt: orders.fulfilledAt,
      rejectedAt: orders.rejectedAt,
      rejectReason: orders.rejectReason,
      rating: orders.rating,
      comment: orders.comment,
      evaluatedAt: orders.evaluatedAt,
    })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .innerJoin(users, eq(users.id, offers.dealerId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** The orders one placed and the evaluations one wrote (decision 115); dealers by name only. */
export const ordersExportSection: ExportSection = {
  name: 'orders',
  async collect(db, userId) {
    const rows = await listOrdersOfBuyer(db, userId);
    return rows.map((row) => ({
      group: row.group,
      product: row.product,
      dealer: personName(row.dealer, deletedUserName),
      price: row.price,
      unit: row.unit,
      measure: row.measure,
      amount: row.amount,
      total: row.amount * row.price,
      delivery: row.delivery.toISOString(),
      date: row.createdAt.toISOString(),
      fulfilledTime: iso(row.fulfilledAt),
      rejection: row.rejectedAt
        ? { reason: row.rejectReason ?? '', time: row.rejectedAt.toISOString() }
        : null,
      evaluation:
        row.rating === null
          ? null
          : { rating: row.rating, comment: row.comment, time: iso(row.evaluatedAt) },
    }));
  },
};
