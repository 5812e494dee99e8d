import { deletedUserName, personName } from '@kozos/contract';
import type { ExportSection } from '../../content/export-section';
import { listOrdersOfBuyer } from './orders-export.repository';

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
