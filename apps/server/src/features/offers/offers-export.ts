import type { ExportSection } from '../../content/export-section';
import { listOffersOfDealer } from './offers-export.repository';

/** The offers one made (decision 115): amounts ordered in total, not who ordered. */
export const offersExportSection: ExportSection = {
  name: 'offers',
  async collect(db, userId) {
    const rows = await listOffersOfDealer(db, userId);
    return rows.map(({ orderDeadline, purchaseTime, delivery, createdAt, ...offer }) => ({
      ...offer,
      orderDeadline: orderDeadline.toISOString(),
      purchaseTime: purchaseTime?.toISOString() ?? null,
      delivery: delivery.toISOString(),
      creationTime: createdAt.toISOString(),
    }));
  },
};
