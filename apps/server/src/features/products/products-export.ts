import type { ExportSection } from '../../content/export-section';
import { listProductsOfOwner } from './products-export.repository';

/** The products one keeps (decision 115); prices in forints, as entered. */
export const productsExportSection: ExportSection = {
  name: 'products',
  async collect(db, userId) {
    const rows = await listProductsOfOwner(db, userId);
    return rows.map(({ createdAt, ...product }) => ({
      ...product,
      creationTime: createdAt.toISOString(),
    }));
  },
};
